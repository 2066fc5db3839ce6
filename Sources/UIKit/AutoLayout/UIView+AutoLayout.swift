import Foundation
@_spi(LayoutSolver) import LayoutSolver

// Content priorities, fitting sizes, baselines and the debugging API of Auto Layout.
extension UIView {
    /// The target size for the smallest size `systemLayoutSizeFitting(_:)` can give: zero.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size for the largest size `systemLayoutSizeFitting(_:)` can give: a very large size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the view is placed by constraints: its flag is false and a constraint involves it.
    var isPlacedByConstraints: Bool {
        !translatesAutoresizingMaskIntoConstraints && autoLayoutStorage?.node?.engine != nil
    }

    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let call = hugging ? "setContentHuggingPriority(_:for:)" : "setContentCompressionResistancePriority(_:for:)"
        precondition(
            priority.rawValue > 0 && priority.rawValue <= 1000,
            "UIView.\(call): a priority must be greater than 0 and at most 1000, got \(priority)")
        let state = autoLayoutState
        if hugging { state.hugging[axis.rawValue] = priority } else { state.compression[axis.rawValue] = priority }
        autoLayoutNeedsRefresh()
    }

    /// The engine's answer for `systemLayoutSizeFitting`: the view's width and height pulled toward the
    /// target at the fitting priorities, its own frame (if translated) left out, then restored.
    func fittingSizeFromEngine(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else { return .zero }
        let node = autoLayoutState.node(for: self)
        let engine = node.engine ?? LayoutEngine.engine(adopting: [node])
        engine.flushRefresh()
        let solver = engine.solver
        let ownSize = node.placementIsFrame ? Array(node.placement[2...3]) : []
        for constraint in ownSize { try? solver.removeConstraint(constraint) }
        func pull(_ variable: LayoutSolver.Variable, to value: CGFloat, _ priority: UILayoutPriority) -> LayoutSolver.Constraint {
            let strength = LayoutSolver.Strength(min(1000, max(0.001, priority.rawValue)))
            return LayoutSolver.Constraint(LayoutSolver.Expression([(variable, 1)], constant: -Double(value)), .equal, strength: strength)
        }
        let pulls = [
            pull(node.width, to: alignmentRect(forFrame: CGRect(origin: .zero, size: target)).width, horizontal),
            pull(node.height, to: alignmentRect(forFrame: CGRect(origin: .zero, size: target)).height, vertical),
        ]
        for constraint in pulls { try? solver.addConstraint(constraint) }
        let size = CGSize(width: solver.value(of: node.width), height: solver.value(of: node.height))
        for constraint in pulls where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        for constraint in ownSize { try? solver.addConstraint(constraint) }
        engine.markChanged()
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }

    /// Baselines through `forFirstBaselineLayout`/`forLastBaselineLayout` when they name a subview
    /// (measured where the subview is now), else at the bottom.
    func defaultLayoutBaselines() -> LayoutBaselines {
        let firstView = forFirstBaselineLayout, lastView = forLastBaselineLayout
        guard firstView !== self || lastView !== self else { return LayoutBaselines() }
        func offset(of view: UIView, last: Bool) -> CGFloat {
            guard view !== self, view.isDescendant(of: self) else { return bounds.height }
            let rect = view.convert(view.bounds, to: self)
            let baselines = view.layoutBaselines()
            return rect.minY + baselines.heightFactor * rect.height + (last ? baselines.last : baselines.first)
        }
        let alignment = alignmentRectInsets.top
        return LayoutBaselines(
            heightFactor: 0, first: offset(of: firstView, last: false) - alignment,
            last: offset(of: lastView, last: true) - alignment)
    }

    // MARK: Debugging

    /// `hasAmbiguousLayout`: each of the view's four variables is nudged, one way then the other, by a
    /// constraint weaker than any other (priority 0.001); if the solution moves, nothing pins it.
    var solverFindsAmbiguity: Bool {
        guard let node = autoLayoutStorage?.node, let engine = node.engine else { return false }
        engine.flushRefresh()
        return node.variables.contains { engine.freeDirection(of: $0) != nil }
    }

    /// `exerciseAmbiguityInLayout()`.
    func moveToAnotherAmbiguousLayout() {
        guard let node = autoLayoutStorage?.node, let engine = node.engine, node.appliesFrame else { return }
        engine.flushRefresh()
        for variable in node.variables {
            guard let direction = engine.freeDirection(of: variable) else { continue }
            let rect = engine.solution(nudging: variable, by: direction * 20, node: node)
            frame = frame(forAlignmentRect: rect)
            return
        }
    }

    /// `constraintsAffectingLayout(for:)`.
    func activeConstraints(naming axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = autoLayoutStorage?.node?.engine else { return [] }
        return engine.constraints.values.filter { constraint in
            var items: [AnyObject] = []
            constraint.first.collectItems(into: &items)
            constraint.second?.collectItems(into: &items)
            return constraint.first.axis == axis && items.contains { $0 === self }
        }.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }
}

extension LayoutEngine {
    /// Reads queued nodes again now: at each publishing round, and before a fitting or ambiguity question.
    func flushRefresh() {
        let queued = refreshQueue
        refreshQueue = []
        // A node queued here may have moved to another engine since (a merge): that engine reads it.
        for node in queued where node.needsRefresh && node.engine === self {
            node.needsRefresh = false
            refreshPlacement(node)
            refreshContentSize(node)
            refreshOffsets(node)
        }
    }

    /// +1 or -1 when a weakest-priority nudge moves `variable` that way (the layout is ambiguous), else nil.
    func freeDirection(of variable: LayoutSolver.Variable) -> Double? {
        let value = solver.value(of: variable)
        for direction in [1.0, -1.0] {
            let nudge = LayoutSolver.Constraint(
                LayoutSolver.Expression([(variable, 1)], constant: -(value + direction)), .equal,
                strength: .init(0.001))
            guard (try? solver.addConstraint(nudge)) != nil else { continue }
            let moved = abs(solver.value(of: variable) - value) > 1e-6
            try? solver.removeConstraint(nudge)
            if moved { return direction }
        }
        return nil
    }

    /// The node's rectangle in the solution with `variable` nudged by `amount` (the nudge is removed after).
    func solution(nudging variable: LayoutSolver.Variable, by amount: Double, node: LayoutNode) -> CGRect {
        let nudge = LayoutSolver.Constraint(
            LayoutSolver.Expression([(variable, 1)], constant: -(solver.value(of: variable) + amount)),
            .equal, strength: .init(0.001))
        try? solver.addConstraint(nudge)
        let rect = node.solvedRect
        try? solver.removeConstraint(nudge)
        return rect
    }
}
