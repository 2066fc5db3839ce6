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
                precondition(
                    guide.owningView != nil,
                    "\(caller): the layout guide \(guide) has not been added to a view; call addLayoutGuide(_:) first")
            }
        }
        precondition(views.count == items.count, "\(caller): the constraint's items are gone: \(constraint)")
        guard let ancestor = LayoutItems.closestCommonAncestor(views) else {
            let anchors = [constraint.first.description] + (constraint.second.map { [$0.description] } ?? [])
            preconditionFailure(
                "\(caller): Unable to activate constraint with anchors \(anchors.joined(separator: " and ")) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
            )
        }
        let host = view ?? ancestor
        if let view {
            precondition(
                ancestor.isDescendant(of: view),
                "\(caller): The view hierarchy is not prepared for the constraint \(constraint): its items must be the receiver or its descendants"
            )
        }
        if constraint.activeFlag {
            guard constraint.installedView !== host else { return }
            deactivate(constraint)
        }
        constraint.activeFlag = true
        constraint.installedView = host
        host.autoLayoutState.install(constraint)

        // Nodes: the items, the views between them and the ancestor, guides' owning views.
        var nodes: [LayoutNode] = []
        func addNode(_ node: LayoutNode?) { if let node, !nodes.contains(where: { $0 === node }) { nodes.append(node) } }
        let key = ObjectIdentifier(constraint)
        for item in items {
            let node = LayoutItems.node(of: item)
            node?.references[key] = constraint
            addNode(node)
            if let owner = (item as? UILayoutGuide)?.owningView { addNode(LayoutItems.node(of: owner)) }
            for view in LayoutExpressions.chain(of: item, to: ancestor) { addNode(LayoutItems.node(of: view)) }
        }
        let engine = LayoutEngine.engine(adopting: nodes)
        engine.add(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) { deactivate([constraint]) }

    /// Deactivates the constraints and uninstalls them from their host views.
    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.activeFlag {
            constraint.installedView?.autoLayoutStorage?.uninstall(constraint)
            uninstalled(constraint)
        }
    }

    /// Takes a constraint out of the engine.
    private static func uninstalled(_ constraint: NSLayoutConstraint) {
        constraint.activeFlag = false
        constraint.installedView = nil
        var items: [AnyObject] = []
        constraint.first.collectItems(into: &items)
        constraint.second?.collectItems(into: &items)
        for item in items { LayoutItems.node(of: item)?.references[ObjectIdentifier(constraint)] = nil }
        constraint.engine?.remove(constraint)
    }

    /// Before `view` leaves its superview: constraints installed above it that involve its subtree go, as
    /// in UIKit (its own subtree's constraints stay).
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard LayoutEngine.liveCount > 0 else { return }
        var leaving: [NSLayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        collect(in: view, root: view, into: &leaving, seen: &seen)
        deactivate(leaving)
    }

    /// The active constraints naming an item in `view`'s subtree and installed outside `root`'s subtree.
    private static func collect(in view: UIView, root: UIView, into leaving: inout [NSLayoutConstraint], seen: inout Set<ObjectIdentifier>)
    {
        if let state = view.autoLayoutStorage {
            var nodes = [state.node]
            let systemGuides = [state.marginsGuide, state.safeAreaGuide, state.readableGuide].compactMap { $0 }
            for guide in state.guides + systemGuides + (state.layoutSupportGuides as [UILayoutGuide]) {
                nodes.append(guide.node)
            }
            for case let node? in nodes {
                for constraint in node.references.values {
                    guard constraint.activeFlag,
                        !(constraint.installedView?.isDescendant(of: root) ?? false),
                        seen.insert(ObjectIdentifier(constraint)).inserted
                    else { continue }
                    leaving.append(constraint)
                }
            }
        }
        for subview in view.subviews { collect(in: subview, root: root, into: &leaving, seen: &seen) }
    }
}
