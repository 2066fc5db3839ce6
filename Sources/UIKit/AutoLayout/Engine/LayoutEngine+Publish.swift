import Foundation
@_spi(LayoutSolver) import LayoutSolver

// The engine's own constraints (translated frames, content sizes, system guides) kept in step with the
// views, and publishing: frames set from the solution, before layoutSubviews.

extension LayoutEngine {
    // MARK: Placement and content size

    /// Makes or updates the node's placement: a view's translated frame (when its flag is true), or a
    /// system guide's insets in its owning view. Constant changes go through `setConstant` (cheap).
    func refreshPlacement(_ node: LayoutNode) {
        var wanted: [(LayoutSolver.Expression, LayoutSolver.Relation, LayoutSolver.Strength)] = []
        var constants: [Double] = []
        var isFrame = false
        if let view = node.view {
            if view.translatesAutoresizingMaskIntoConstraints {
                wanted = Self.translatedFrame(of: view, node: node, in: self)
                constants = wanted.map { $0.0.constant }
                isFrame = true
            }
        } else if let guide = node.guide, let owner = guide.owningView, let ownerNode = owner.autoLayoutStorage?.node,
            ownerNode.engine === self
        {
            wanted = SystemGuides.placement(of: guide, node: node, owner: ownerNode)
            constants = wanted.map { $0.0.constant }
        }
        let sameShape =
            isFrame == node.placementIsFrame && wanted.count == node.placement.count
            && zip(wanted, node.placement).allSatisfy { Self.sameTerms($0.0, $1.expression) }
        if sameShape {
            for index in wanted.indices where constants[index] != node.placementConstants[index] {
                try? solver.setConstant(constants[index], for: node.placement[index])
                node.placementConstants[index] = constants[index]
                markChanged()
            }
            return
        }
        let removedFrame = node.placementIsFrame
        for constraint in node.placement where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        node.placement = wanted.map { LayoutSolver.Constraint($0.0, $0.1, strength: $0.2) }
        node.placementConstants = constants
        node.placementIsFrame = isFrame
        for constraint in node.placement {
            do { try solver.addConstraint(constraint) } catch let LayoutSolver.Error.unsatisfiable(_, conflicts) {
                report(conflicts: conflicts, breaking: describe(constraint))
            } catch {}
        }
        // A translated frame that went may free constraints it had broken.
        if removedFrame && !isFrame { retryBroken() }
        markChanged()
    }

    /// A translated view's frame as UIKit's NSAutoresizingMaskLayoutConstraints: its alignment rectangle's
    /// origin and size, each fixed, or, when its superview is in this engine and autoresizes it, following
    /// the superview's width or height by the shares its autoresizing mask gives them
    /// (`x == X + share × (superview.width − W)`, W the superview's width now), so that views constrained
    /// to it move in the same solve, and fitting sizes see a flexible view give way.
    static func translatedFrame(of view: UIView, node: LayoutNode, in engine: LayoutEngine) -> [SystemGuides.Row] {
        let frame = view.frame
        let rect = view.alignmentRect(forFrame: frame)
        // The parent's size variables and their values now; its bounds, which autoresizing measures from.
        var parentSize: (width: LayoutSolver.Variable, height: LayoutSolver.Variable, size: CGSize, bounds: CGSize)?
        if let parent = view.superview, parent.autoresizesSubviews, !view.autoresizingMask.isEmpty,
            let parentNode = parent.autoLayoutStorage?.node, parentNode.engine === engine
        {
            parentSize = (parentNode.width, parentNode.height, parent.alignmentRect(forFrame: parent.frame).size, parent.bounds.size)
        }
        var rows: [SystemGuides.Row] = []
        for horizontal in [true, false] {
            let (position, length) = horizontal ? (node.x, node.width) : (node.y, node.height)
            let (origin, extent) = horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
            var shares: (margin: CGFloat, size: CGFloat) = (0, 0)
            var parentLength = CGFloat(0)
            if let parentSize {
                parentLength = horizontal ? parentSize.size.width : parentSize.size.height
                // The shares autoresizing gives, from the frame in the parent's bounds.
                let bounds = horizontal ? parentSize.bounds.width : parentSize.bounds.height
                let (start, size, end) = horizontal ? (frame.minX, frame.width, frame.maxX) : (frame.minY, frame.height, frame.maxY)
                shares = view.autoresizingMask.shares(horizontal: horizontal, margin: start, size: size, trailing: bounds - end)
            }
            let parts: [(LayoutSolver.Variable, CGFloat, CGFloat)] = [(position, origin, shares.margin), (length, extent, shares.size)]
            for (variable, value, share) in parts {
                var terms: [(LayoutSolver.Variable, Double)] = [(variable, 1)]
                if share != 0, let parentSize { terms.append((horizontal ? parentSize.width : parentSize.height, -Double(share))) }
                // variable − share × parent == value − share × parentLength
                rows.append((LayoutSolver.Expression(terms, constant: -Double(value - share * parentLength)), .equal, .required))
            }
        }
        // In UIKit's order: minX, minY, width, height.
        return [rows[0], rows[2], rows[1], rows[3]]
    }

    /// Whether two expressions have the same terms (their constants may differ). Coefficients within
    /// 1e-9 count as equal: shares computed again from a resized frame differ in their last bits.
    static func sameTerms(_ a: LayoutSolver.Expression, _ b: LayoutSolver.Expression) -> Bool {
        a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy {
                $0.variable.id == $1.variable.id && abs($0.coefficient - $1.coefficient) <= 1e-9
            }
    }

    /// Makes or updates a view's hugging and compression-resistance constraints from its
    /// `intrinsicContentSize` and priorities.
    func refreshContentSize(_ node: LayoutNode) {
        guard let view = node.view else { return }
        var key = LayoutNode.ContentSizeKey()
        // UIKit makes content-size constraints whatever the view's translatesAutoresizingMask… flag (a
        // translated frame, being required, wins over them).
        key.size = view.intrinsicContentSize
        key.hugging = [view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue]
        key.compression = [
            view.contentCompressionResistancePriority(for: .horizontal).rawValue,
            view.contentCompressionResistancePriority(for: .vertical).rawValue,
        ]
        let present = key.sizePresent
        if let place = view.autoLayoutStorage?.stackPlace, present[place.axis] {
            key.weights[place.axis] = LayoutNode.ContentSizeKey.weight(at: place.index)
        }
        guard key != node.contentSizeKey else { return }
        let old = node.contentSizeKey
        node.contentSizeKey = key
        if present == old.sizePresent, key.hugging == old.hugging, key.compression == old.compression, key.weights == old.weights {
            // Only the sizes changed: shift the constants (two constraints per axis present, in order).
            var index = 0
            for axis in 0..<2 where present[axis] {
                let value = -Double(axis == 0 ? key.size.width : key.size.height)
                try? solver.setConstant(value, for: node.contentSize[index])
                try? solver.setConstant(value, for: node.contentSize[index + 1])
                index += 2
            }
            markChanged()
            return
        }
        for constraint in node.contentSize where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        node.contentSize = []
        for axis in 0..<2 where present[axis] {
            let variable = axis == 0 ? node.width : node.height
            let value = -Double(axis == 0 ? key.size.width : key.size.height)
            let expression = LayoutSolver.Expression([(variable, 1)], constant: value)
            let weight = key.weights[axis]
            node.contentSize.append(
                LayoutSolver.Constraint(expression, .lessThanOrEqual, strength: .init(key.hugging[axis], weight: weight)))
            node.contentSize.append(
                LayoutSolver.Constraint(
                    expression, .greaterThanOrEqual,
                    strength: .init(key.compression[axis], weight: weight)))
        }
        for constraint in node.contentSize {
            do { try solver.addConstraint(constraint) } catch let LayoutSolver.Error.unsatisfiable(_, conflicts) {
                report(conflicts: conflicts, breaking: describe(constraint))
            } catch {}
        }
        markChanged()
    }

    // MARK: Publishing

    /// Publishes every engine's changes: frames of constrained views are set from their solutions.
    static func publishPending() {
        var rounds = 0
        while !pending.isEmpty, rounds < 16 {
            let engines = pending
            pending = []
            for engine in engines {
                engine.isPending = false
                engine.publish()
            }
            rounds += 1
        }
    }

    /// Reads queued nodes again, then sets the frames of views whose variables changed; repeats while setting
    /// frames changes the solution (a resized superview autoresizes a translated subview, a wrapping label
    /// gets its width).
    func publish() {
        for _ in 0..<8 {
            flushRefresh()
            for guide in systemGuides { if let node = guide.node { refreshPlacement(node) } }
            hasChanges = false
            publishPass &+= 1
            var moved: [LayoutNode] = applyQueue
            applyQueue = []
            for node in moved { node.visit = publishPass; node.needsApply = false }
            for variable in solver.updateVariables() {
                guard let node = nodeOfVariable[variable.id]?.node, node.visit != publishPass else { continue }
                node.visit = publishPass
                moved.append(node)
            }
            for node in moved { apply(node) }
            if !hasChanges && refreshQueue.isEmpty { break }
        }
    }

    /// Constraints that read the view's margins or baselines are made again (their offsets changed).
    func refreshOffsets(_ node: LayoutNode) {
        for constraint in Array(node.offsetDependents.values) where constraint.engine === self { rebuild(constraint) }
    }

    /// Sets a constrained view's frame from its solved alignment rectangle, edges rounded to the pixel
    /// grid as UIKit rounds them; through `bounds.size` and `center`, so a transform stays applied. A
    /// scroll view's solved content size becomes its `contentSize`.
    func apply(_ node: LayoutNode) {
        guard node.engine === self, let view = node.view else { return }
        let scale = max(1, view.contentScaleFactor)
        func round(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        if node.contentWidth != nil || node.contentHeight != nil {
            view.autoLayoutContentSizeDidChange(
                width: node.contentWidth.map { max(0, round(solver.value(of: $0))) },
                height: node.contentHeight.map { max(0, round(solver.value(of: $0))) })
        }
        guard node.appliesFrame else { return }
        let solved = node.solvedRect
        let minX = round(solved.minX), minY = round(solved.minY)
        let maxX = round(solved.minX + solved.width), maxY = round(solved.minY + solved.height)
        let alignment = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        let frame = view.frame(forAlignmentRect: alignment)
        let oldWidth = view.bounds.width
        if view.bounds.size != frame.size { view.bounds.size = frame.size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
        if view.bounds.width != oldWidth { view.autoLayoutWidthDidChange() }
    }
}
