import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// The Auto Layout engine of one group of constrained views: a ``LayoutSolver`` holding the active
/// constraints that relate them, and the nodes (frame variables) of the views and guides they involve.
///
/// UIKit keeps one engine per window; OpenUIKit keeps one per connected group of constrained items, which
/// is the same for the views of a window that relate to each other, and lets a hierarchy built away from
/// any window (a detached container in a test) lay out alone. Two engines merge when a constraint relates
/// their items. Constraints enter the solver when activated (incrementally, as UIKit's engine); the solution
/// is published (frames set) before the next layout pass, or by `layoutIfNeeded()`.
@MainActor
final class LayoutEngine {
    let solver = LayoutSolver()
    struct WeakNode { weak var node: LayoutNode? }
    /// Nodes by the id of each of their variables.
    var nodeOfVariable: [Int: WeakNode] = [:]
    var nodes: [WeakNode] = []
    /// The system guides in use (their insets follow margins and the safe area).
    var systemGuides: [WeakNode] = []
    /// Active constraints of this engine, in the solver or broken (left out as unsatisfiable).
    var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var refreshQueue: [LayoutNode] = []
    var applyQueue: [LayoutNode] = []
    /// Whether the solution may differ from the frames last set.
    var hasChanges = false
    var isPending = false
    var publishPass = 0

    /// Engines with changes to publish. The queue is one for the process because an engine is not one
    /// window's: it holds a connected group of items, and a view removed from its superview keeps its
    /// own constraints' nodes in the group's engine, so an engine may span hierarchies. Whichever Auto
    /// Layout step runs first publishes them all; publishing only sets frames from solutions, so the
    /// other steps of the turn find nothing left to do.
    static var pending: [LayoutEngine] = []
    /// How many engines exist: a fast path that lets hierarchy changes skip constraint work in a process
    /// that uses no Auto Layout.
    static var liveCount = 0

    init() { LayoutEngine.liveCount += 1 }
    isolated deinit { LayoutEngine.liveCount -= 1 }

    var liveNodes: [LayoutNode] { nodes.compactMap(\.node) }

    func markChanged() {
        hasChanges = true
        if !isPending {
            isPending = true
            LayoutEngine.pending.append(self)
        }
    }

    // MARK: Engines and nodes

    /// The engine for a constraint relating `nodes`: theirs, merging several into the largest, or a new one.
    /// Every node is adopted (owning views before their guides).
    static func engine(adopting nodes: [LayoutNode]) -> LayoutEngine {
        var engines: [LayoutEngine] = []
        for node in nodes { if let engine = node.engine, !engines.contains(where: { $0 === engine }) { engines.append(engine) } }
        let target = engines.max { $0.nodes.count < $1.nodes.count } ?? LayoutEngine()
        for other in engines where other !== target { target.absorb(other) }
        for node in nodes where node.engine == nil && node.view != nil { target.adopt(node) }
        for node in nodes where node.engine == nil { target.adopt(node) }
        return target
    }

    /// Makes the node's variables and its own constraints in this engine.
    func adopt(_ node: LayoutNode) {
        if let owner = node.guide?.owningView, let ownerNode = LayoutItems.node(of: owner), ownerNode.engine !== self {
            if let other = ownerNode.engine { absorb(other) } else { adopt(ownerNode) }
        }
        guard node.engine !== self else { return }
        node.engine = self
        node.contentWidth = nil
        node.contentHeight = nil
        node.x = solver.makeVariable("minX")
        node.y = solver.makeVariable("minY")
        node.width = solver.makeVariable("width")
        node.height = solver.makeVariable("height")
        let weak = WeakNode(node: node)
        for variable in node.variables { nodeOfVariable[variable.id] = weak }
        nodes.append(weak)
        if let guide = node.guide, guide.kind != .custom { systemGuides.append(weak) }
        // UIKit: a view's autoresizing-mask and content-size constraints join the engine at the next
        // solve, not when a constraint first names the view, so code may activate constraints on a view
        // before it turns translatesAutoresizingMaskIntoConstraints off (or a stack view does it).
        setNeedsRefresh(node)
        // Translated subviews already here now follow this view's size through their masks.
        for subview in node.view?.subviews ?? [] where subview.translatesAutoresizingMaskIntoConstraints {
            if let subnode = subview.autoLayoutStorage?.node, subnode.engine === self { setNeedsRefresh(subnode) }
        }
        node.needsApply = true
        applyQueue.append(node)
        markChanged()
    }

    /// Moves every node and constraint of `other` into this engine (a constraint now relates the two groups).
    func absorb(_ other: LayoutEngine) {
        let moved = other.liveNodes
        let active = Array(other.constraints.values)
        for node in moved {
            node.engine = nil
            node.placement = []
            node.placementConstants = []
            node.placementIsFrame = false
            node.contentSize = []
            node.contentSizeKey = .init()
            node.needsRefresh = false
        }
        other.nodes = []
        other.nodeOfVariable = [:]
        other.systemGuides = []
        other.refreshQueue = []
        other.applyQueue = []
        other.constraints = [:]
        other.broken = [:]
        for node in moved where node.view != nil { adopt(node) }
        for node in moved where node.engine == nil { adopt(node) }
        for constraint in active {
            constraint.solverConstraint = nil
            add(constraint)
        }
    }

    /// The variable of a scroll view's content width or height, made on first use.
    func contentExtent(of node: LayoutNode, horizontal: Bool) -> LayoutSolver.Variable {
        if let variable = horizontal ? node.contentWidth : node.contentHeight { return variable }
        let variable = solver.makeVariable(horizontal ? "contentWidth" : "contentHeight")
        if horizontal { node.contentWidth = variable } else { node.contentHeight = variable }
        nodeOfVariable[variable.id] = WeakNode(node: node)
        return variable
    }

    /// Queues the node's placement and content size to be read again before the next solve.
    func setNeedsRefresh(_ node: LayoutNode) {
        if !node.needsRefresh {
            node.needsRefresh = true
            refreshQueue.append(node)
        }
        markChanged()
    }

    // MARK: Constraints

    /// Adds an active constraint (its items' nodes adopted) to the solver; an unsatisfiable one is logged as
    /// UIKit logs it and left out (broken) while the rest lays out.
    func add(_ constraint: NSLayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = constraint
        constraint.engine = self
        rebuild(constraint)
    }

    /// Adds a solver constraint made for `constraint`, breaking it (with UIKit's log) when it cannot hold.
    private func insert(_ solverConstraint: LayoutSolver.Constraint, for constraint: NSLayoutConstraint) {
        do {
            try solver.addConstraint(solverConstraint)
            broken[ObjectIdentifier(constraint)] = nil
        } catch let LayoutSolver.Error.unsatisfiable(_, conflicts) {
            broken[ObjectIdentifier(constraint)] = constraint
            report(conflicts: conflicts, breaking: constraint.description)
        } catch {
            broken[ObjectIdentifier(constraint)] = constraint
            ConsoleLog.write("NSLayoutConstraint: \(constraint) was not added: \(error)")
        }
    }

    func remove(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        constraints[key] = nil
        let wasBroken = broken.removeValue(forKey: key) != nil
        if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
            try? solver.removeConstraint(solverConstraint)
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
        track([], of: constraint)
        markChanged()
        if !wasBroken { retryBroken() }
    }

    /// Tries the broken constraints again (a removal may have freed them), as UIKit's engine does.
    func retryBroken() {
        for constraint in Array(broken.values) {
            rebuild(constraint)
        }
    }

    /// Makes the constraint's solver constraint (again, when its priority or its items' offsets changed).
    func rebuild(_ constraint: NSLayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
            try? solver.removeConstraint(solverConstraint)
        }
        let key = ObjectIdentifier(constraint)
        guard let built = LayoutExpressions.build(constraint) else { broken[key] = constraint; return }
        track(built.offsetNodes, of: constraint)
        constraint.solverConstraint = built.constraint
        insert(built.constraint, for: constraint)
        markChanged()
    }

    /// Records which nodes' margins or baselines the constraint's expression read.
    func track(_ nodes: [LayoutNode], of constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        for entry in constraint.offsetNodes { entry.node?.offsetDependents[key] = nil }
        constraint.offsetNodes = nodes.map { WeakNode(node: $0) }
        for node in nodes { node.offsetDependents[key] = constraint }
    }

    /// The constraint's constant moved by `delta`: shifts the solver constraint's constant and re-solves
    /// with the dual simplex, without removing it (cheap).
    func constantChanged(_ constraint: NSLayoutConstraint, by delta: CGFloat) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        guard solver.hasConstraint(solverConstraint), let current = solver.constant(of: solverConstraint) else {
            rebuild(constraint)
            return
        }
        do {
            try solver.setConstant(current - Double(delta), for: solverConstraint)
        } catch let LayoutSolver.Error.unsatisfiable(_, conflicts) {
            try? solver.removeConstraint(solverConstraint)
            broken[ObjectIdentifier(constraint)] = constraint
            report(conflicts: conflicts, breaking: constraint.description)
        } catch {
            rebuild(constraint)
        }
        markChanged()
    }

    /// UIKit's console report of an unsatisfiable constraint.
    func report(conflicts: [LayoutSolver.Constraint], breaking broken: String) {
        let list = (conflicts.map(describe) + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        ConsoleLog.write(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }

    /// The UIKit description of the constraint behind a solver constraint.
    func describe(_ solverConstraint: LayoutSolver.Constraint) -> String {
        if let owner = constraints.values.first(where: { $0.solverConstraint === solverConstraint }) { return owner.description }
        for node in liveNodes {
            if let index = node.placement.firstIndex(where: { $0 === solverConstraint }) {
                return LayoutDescription.placement(of: node, index: index)
            }
            if node.contentSize.contains(where: { $0 === solverConstraint }) {
                return LayoutDescription.contentSize(of: node, solverConstraint: solverConstraint)
            }
        }
        return solverConstraint.description
    }
}
