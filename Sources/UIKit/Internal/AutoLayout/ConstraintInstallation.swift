import Foundation

/// Activation: where a constraint is installed, which nodes it needs, which engine holds it; and the rule
/// that removing a view from its superview removes the constraints between its subtree and the rest.
@MainActor
enum ConstraintInstallation {
    /// Activates `constraint`, installed on `view` when given (`UIView.addConstraint(_:)`), else on the
    /// closest common ancestor of its items.
    static func activate(_ constraint: NSLayoutConstraint, on view: UIView?, caller: String) {
        var views: [UIView] = []
        constraint.first.collectViews(into: &views)
        constraint.second?.collectViews(into: &views)
        var items: [AnyObject] = []
        constraint.first.collectItems(into: &items)
        constraint.second?.collectItems(into: &items)
        for item in items {
            if let guide = item as? UILayoutGuide {
                precondition(guide.owningView != nil, "\(caller): the layout guide \(guide) has not been added to a view; call addLayoutGuide(_:) first")
            }
        }
        precondition(views.count == items.count, "\(caller): the constraint's items are gone: \(constraint)")
        guard let ancestor = LayoutItems.closestCommonAncestor(views) else {
            let anchors = [constraint.first.description] + (constraint.second.map { [$0.description] } ?? [])
            preconditionFailure("\(caller): Unable to activate constraint with anchors \(anchors.joined(separator: " and ")) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        let host = view ?? ancestor
        if let view {
            precondition(ancestor.isDescendant(of: view),
                         "\(caller): The view hierarchy is not prepared for the constraint \(constraint): its items must be the receiver or its descendants")
        }
        if constraint.activeFlag {
            guard constraint.installedView !== host else { return }
            deactivate(constraint)
        }
        constraint.activeFlag = true
        constraint.installedView = host
        host.autoLayoutState.installed.append(constraint)

        // Nodes: the items, the views between them and the ancestor, guides' owning views.
        var nodes: [LayoutNode] = []
        func addNode(_ node: LayoutNode?) { if let node, !nodes.contains(where: { $0 === node }) { nodes.append(node) } }
        for item in items {
            addNode(LayoutItems.node(of: item))
            if let owner = (item as? UILayoutGuide)?.owningView { addNode(LayoutItems.node(of: owner)) }
            for view in LayoutExpressions.chain(of: item, to: ancestor) { addNode(LayoutItems.node(of: view)) }
        }
        let engine = LayoutEngine.engine(adopting: nodes)
        engine.add(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.activeFlag else { return }
        constraint.activeFlag = false
        if let host = constraint.installedView, let state = host.autoLayoutStorage {
            state.installed.removeAll { $0 === constraint }
        }
        constraint.installedView = nil
        constraint.engine?.remove(constraint)
    }

    /// Before `view` leaves its superview: constraints installed above it that involve its subtree go, as
    /// in UIKit (its own subtree's constraints stay).
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard LayoutEngine.liveCount > 0 else { return }
        var ancestor = view.superview
        while let current = ancestor {
            if let state = current.autoLayoutStorage, !state.installed.isEmpty {
                for constraint in state.installed where involves(constraint, subtreeOf: view) { deactivate(constraint) }
            }
            ancestor = current.superview
        }
    }

    static func involves(_ constraint: NSLayoutConstraint, subtreeOf root: UIView) -> Bool {
        var views: [UIView] = []
        constraint.first.collectViews(into: &views)
        constraint.second?.collectViews(into: &views)
        return views.contains { $0.isDescendant(of: root) }
    }
}
