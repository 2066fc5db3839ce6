import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// The required constraints that place a view's system layout guides in it.
@MainActor
enum SystemGuides {
    /// The widest readable content guide, in points.
    // Deviation: UIKit's readable width follows the Dynamic Type size (672 points at the default Large
    // size on iPad); OpenUIKit has no Dynamic Type and uses 672 always.
    static let readableWidth: CGFloat = 672

    typealias Row = (LayoutSolver.Expression, LayoutSolver.Relation, LayoutSolver.Strength)

    /// The placement of `guide` in `owner` (both nodes in one engine), its constants from the current insets.
    static func placement(of guide: UILayoutGuide, node g: LayoutNode, owner o: LayoutNode) -> [Row] {
        guard let view = guide.owningView else { return [] }
        let insets: UIEdgeInsets
        switch guide.kind {
        case .custom: return []
        case .margins, .readableContent: insets = view.layoutMarginInsetsForConstraints
        case .safeArea: insets = view.safeAreaInsets
        case .scrollContent:
            // A scroll view's content rectangle: at the content's origin, as large as the content size.
            guard let engine = o.engine else { return [] }
            let width = engine.contentExtent(of: o, horizontal: true)
            let height = engine.contentExtent(of: o, horizontal: false)
            return [
                (LayoutSolver.Expression([(g.x, 1)]), .equal, .required),
                (LayoutSolver.Expression([(g.y, 1)]), .equal, .required),
                (LayoutSolver.Expression([(g.width, 1), (width, -1)]), .equal, .required),
                (LayoutSolver.Expression([(g.height, 1), (height, -1)]), .equal, .required),
            ]
        case .scrollFrame:
            // A scroll view's frame, where its bounds lie in the content (it moves as the view scrolls).
            let origin = view.bounds.origin
            return [
                (LayoutSolver.Expression([(g.x, 1)], constant: -Double(origin.x)), .equal, .required),
                (LayoutSolver.Expression([(g.y, 1)], constant: -Double(origin.y)), .equal, .required),
                (LayoutSolver.Expression([(g.width, 1), (o.width, -1)]), .equal, .required),
                (LayoutSolver.Expression([(g.height, 1), (o.height, -1)]), .equal, .required),
            ]
        case .topLayoutSupport, .bottomLayoutSupport:
            // A view controller's guide: the full width, along its edge, `length` tall.
            let length = Double((guide as? ViewControllerLayoutGuide)?.length ?? 0)
            let top: Row =
                guide.kind == .topLayoutSupport
                ? (LayoutSolver.Expression([(g.y, 1)]), .equal, .required)
                : (LayoutSolver.Expression([(g.y, 1), (o.height, -1)], constant: length), .equal, .required)
            return [
                top, (LayoutSolver.Expression([(g.height, 1)], constant: -length), .equal, .required),
                (LayoutSolver.Expression([(g.x, 1)]), .equal, .required),
                (LayoutSolver.Expression([(g.width, 1), (o.width, -1)]), .equal, .required),
            ]
        }
        let l = Double(insets.left), r = Double(insets.right), t = Double(insets.top), b = Double(insets.bottom)
        // g.y == t; g.height == owner.height - t - b
        var rows: [Row] = [
            (LayoutSolver.Expression([(g.y, 1)], constant: -t), .equal, .required),
            (LayoutSolver.Expression([(g.height, 1), (o.height, -1)], constant: t + b), .equal, .required),
        ]
        if guide.kind == .readableContent {
            // UIKit: the readable guide lies within the margins, centred, no wider than the readable width.
            rows += [
                (LayoutSolver.Expression([(g.width, 1), (o.width, -1)], constant: l + r), .lessThanOrEqual, .required),
                (LayoutSolver.Expression([(g.width, 1)], constant: -Double(readableWidth)), .lessThanOrEqual, .required),
                (LayoutSolver.Expression([(g.width, 1), (o.width, -1)], constant: l + r), .equal, .init(999)),
                (LayoutSolver.Expression([(g.x, 1), (g.width, 0.5), (o.width, -0.5)], constant: -(l - r) / 2), .equal, .required),
            ]
        } else {
            rows += [
                (LayoutSolver.Expression([(g.x, 1)], constant: -l), .equal, .required),
                (LayoutSolver.Expression([(g.width, 1), (o.width, -1)], constant: l + r), .equal, .required),
            ]
        }
        return rows
    }
}

extension LayoutDescription {
    /// A translated frame constraint or a guide's placement, as UIKit prints them.
    @MainActor static func placement(of node: LayoutNode, index: Int) -> String {
        let names = ["minX", "minY", "width", "height"]
        let constant = -(node.placementConstants.indices.contains(index) ? node.placementConstants[index] : 0)
        if let view = node.view {
            // A term of the superview's size, when the mask makes the frame follow it.
            var rhs = number(CGFloat(constant))
            if node.placement.indices.contains(index), let term = node.placement[index].expression.terms.dropFirst().first,
                let parent = view.superview
            {
                let share = -term.coefficient
                rhs =
                    "\(number(CGFloat(share)))*\(name(of: parent)).\(index % 2 == 0 ? "width" : "height")"
                    + (constant == 0 ? "" : constant < 0 ? " - \(number(CGFloat(-constant)))" : " + \(number(CGFloat(constant)))")
            }
            return "<NSAutoresizingMaskLayoutConstraint:\(address(node)) \(maskNotation(view.autoresizingMask)) "
                + "\(name(of: view)).\(names[index]) == \(rhs)   (active)>"
        }
        let guideName = name(of: node.guide)
        return "<NSLayoutConstraint:\(address(node)) '\(node.guide?.identifier ?? "")' \(guideName) placement #\(index)   (active)>"
    }

    /// A content-size constraint (hugging or compression resistance), as UIKit prints them.
    @MainActor static func contentSize(of node: LayoutNode, solverConstraint: LayoutSolver.Constraint) -> String {
        let index = node.contentSize.firstIndex { $0 === solverConstraint } ?? 0
        let key = node.contentSizeKey
        let horizontal = index < 2 && key.size.width >= 0
        let axis = horizontal ? 0 : 1
        let size = horizontal ? key.size.width : key.size.height
        let hug = key.hugging.indices.contains(axis) ? key.hugging[axis] : 250
        let resist = key.compression.indices.contains(axis) ? key.compression[axis] : 750
        return "<NSContentSizeLayoutConstraint:\(address(node)) \(name(of: node.view)).\(horizontal ? "width" : "height") == "
            + "\(number(size)) Hug:\(Int(hug)) CompressionResistance:\(Int(resist))   (active)>"
    }

    /// UIKit's `h=-&- v=&--` notation: left margin, size, right margin; `&` flexible, `-` fixed.
    static func maskNotation(_ mask: UIView.AutoresizingMask) -> String {
        func flag(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return "h=\(flag(.flexibleLeftMargin))\(flag(.flexibleWidth))\(flag(.flexibleRightMargin)) "
            + "v=\(flag(.flexibleTopMargin))\(flag(.flexibleHeight))\(flag(.flexibleBottomMargin))"
    }
}

extension LayoutEngine {
    /// The safe area of `view` changed: its engine publishes again (its system guides are placed anew),
    /// and constraints that read its margins are made again.
    static func safeAreaDidChange(of view: UIView) {
        guard liveCount > 0, let node = view.autoLayoutStorage?.node, let engine = node.engine else { return }
        if node.offsetDependents.isEmpty { engine.markChanged() } else { engine.setNeedsRefresh(node) }
    }
}
