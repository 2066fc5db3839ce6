import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// Turns an NSLayoutConstraint into a solver constraint: `first relation multiplier × second + constant`,
/// both sides expressed in the coordinate space of the items' closest common ancestor.
///
/// A node's variables are in its parent's space (a view's superview, a guide's owning view); an item's
/// origin in the ancestor's space adds the origins of the views between them. The ancestor's own origin
/// in its own space is 0, whatever its bounds origin. Seen from its descendants, a scroll view's edges are
/// those of its content, as in UIKit: its trailing and bottom edges (and centres) lie at its content
/// width and height (variables whose solution becomes `contentSize`), while its width and height stay
/// the frame's. Seen from outside, its content is moved by its bounds origin (the scrolling): such
/// constraints are made again when it scrolls, so a subview pinned to a view outside stays in place.
@MainActor
enum LayoutExpressions {
    struct Built {
        let constraint: LayoutSolver.Constraint
        /// Nodes whose margins or baselines the expression read.
        var offsetNodes: [LayoutNode]
    }

    /// The solver constraint, or nil when an item is gone or outside the common hierarchy.
    static func build(_ c: NSLayoutConstraint) -> Built? {
        var views: [UIView] = []
        c.first.collectViews(into: &views)
        c.second?.collectViews(into: &views)
        guard let space = LayoutItems.closestCommonAncestor(views) else { return nil }
        // A scroll view relates to its own descendants through its content; to itself, through its frame.
        let fromInside = views.contains { $0 !== space }
        var offsetNodes: [LayoutNode] = []
        guard var lhs = expression(of: c.first, in: space, fromInside: fromInside, offsetNodes: &offsetNodes) else { return nil }
        if let second = c.second {
            guard let rhs = expression(of: second, in: space, fromInside: fromInside, offsetNodes: &offsetNodes) else { return nil }
            lhs = lhs.adding(rhs, times: -Double(c.multiplier))
        }
        lhs = lhs.adding(constant: -Double(c.constant))
        let relation: LayoutSolver.Relation =
            switch c.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let constraint = LayoutSolver.Constraint(lhs, relation, strength: .init(c.priority.rawValue))
        return Built(constraint: constraint, offsetNodes: offsetNodes)
    }

    /// The views between an item and `space` (exclusive) whose origins add to the item's, and the item's
    /// parent: what must have nodes before the constraint is built.
    static func chain(of item: AnyObject, to space: UIView) -> [UIView] {
        var result: [UIView] = []
        var parent: UIView? = (item as? UIView).map { $0 === space ? nil : $0.superview } ?? (item as? UILayoutGuide)?.owningView
        while let view = parent, view !== space {
            result.append(view)
            parent = view.superview
        }
        return result
    }

    static func expression(
        of spec: AnchorSpec, in space: UIView, fromInside: Bool,
        offsetNodes: inout [LayoutNode]
    ) -> LayoutSolver.Expression? {
        if let from = spec.from, let to = spec.to {
            guard let a = expression(of: from, in: space, fromInside: fromInside, offsetNodes: &offsetNodes),
                let b = expression(of: to, in: space, fromInside: fromInside, offsetNodes: &offsetNodes)
            else { return nil }
            return b.adding(a, times: -1)
        }
        guard let item = spec.item, let node = LayoutItems.node(of: item), node.engine != nil else { return nil }
        let attribute = spec.attribute
        guard let axis = attribute.axis else { return nil }
        let horizontal = axis == .horizontal
        let size = horizontal ? node.width : node.height
        var origin = LayoutSolver.Expression()
        if item !== space {
            origin = origin.adding(horizontal ? node.x : node.y)
            for view in chain(of: item, to: space) {
                guard let parent = view.autoLayoutStorage?.node, parent.engine === node.engine else { return nil }
                origin = origin.adding(horizontal ? parent.x : parent.y)
                if view.constrainsContentArea {
                    // Its content is scrolled by its bounds origin; the constraint follows the scrolling.
                    origin = origin.adding(constant: -Double(horizontal ? view.bounds.minX : view.bounds.minY))
                    offsetNodes.append(parent)
                }
            }
        }
        let view = item as? UIView
        // The extent the far edges and centres lie at: the frame's size, or a scroll view's content size.
        var extent = size
        if item === space, fromInside, let view, view.constrainsContentArea, attribute.dependsOnExtent, let engine = node.engine {
            extent = engine.contentExtent(of: node, horizontal: horizontal)
        }
        var margins = UIEdgeInsets.zero
        if let view, attribute.usesMargins {
            margins = view.layoutMarginInsetsForConstraints
            offsetNodes.append(node)
        }
        // In a space laid out right to left, leading edges are measured leftwards from the right: a
        // leading edge is the right edge negated and a trailing one the left edge negated, so that the
        // constants of leading and trailing constraints keep their meaning (a positive spacing after a
        // trailing edge puts the next view to its left).
        if attribute.isLeadingOrTrailing, space.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            switch attribute {
            case .leading: return LayoutSolver.Expression().adding(origin.adding(extent), times: -1)
            case .trailing: return LayoutSolver.Expression().adding(origin, times: -1)
            case .leadingMargin:
                return LayoutSolver.Expression().adding(origin.adding(extent).adding(constant: -Double(margins.right)), times: -1)
            default: return LayoutSolver.Expression().adding(origin.adding(constant: Double(margins.left)), times: -1)
            }
        }
        switch attribute {
        case .left, .leading, .top:
            return origin
        case .right, .trailing, .bottom:
            return origin.adding(extent)
        case .centerX, .centerY:
            return origin.adding(extent, times: 0.5)
        case .width, .height:
            return LayoutSolver.Expression(size)
        case .leftMargin, .leadingMargin:
            return origin.adding(constant: Double(margins.left))
        case .rightMargin, .trailingMargin:
            return origin.adding(extent).adding(constant: -Double(margins.right))
        case .topMargin:
            return origin.adding(constant: Double(margins.top))
        case .bottomMargin:
            return origin.adding(extent).adding(constant: -Double(margins.bottom))
        case .centerXWithinMargins:
            return origin.adding(extent, times: 0.5).adding(constant: Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return origin.adding(extent, times: 0.5).adding(constant: Double(margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let view else { return origin.adding(size) }  // A guide's baseline is its bottom.
            offsetNodes.append(node)
            let baselines = view.layoutBaselines()
            let offset = attribute == .firstBaseline ? baselines.first : baselines.last
            return origin.adding(size, times: Double(baselines.heightFactor)).adding(constant: Double(offset))
        case .notAnAttribute:
            return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute lies at a distance from the leading or top edge that grows with the size:
    /// the far edges and the centres (on a scroll view seen from inside, with its content size).
    var dependsOnExtent: Bool {
        switch self {
        case .right, .trailing, .bottom, .centerX, .centerY, .rightMargin, .trailingMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}

/// Where a view's baselines are: `minY + heightFactor × height + first` (or `+ last`). A view without
/// text has both at its bottom (factor 1, offsets 0); a label's text is centred, so its baselines are
/// at fixed distances from its centre (factor 0.5).
struct LayoutBaselines: Equatable {
    var heightFactor: CGFloat = 1
    var first: CGFloat = 0
    var last: CGFloat = 0

    /// The baselines of a view whose text is placed by rect methods that may be overridden: `baselines`
    /// gives them for a view `height` tall, and two heights (100 and 200) fix the linear rule.
    static func sampled(_ baselines: (_ height: CGFloat) -> (first: CGFloat, last: CGFloat)) -> LayoutBaselines {
        let short = baselines(100), tall = baselines(200)
        let factor = (tall.first - short.first) / 100
        return LayoutBaselines(heightFactor: factor, first: short.first - factor * 100, last: short.last - factor * 100)
    }
}
