import Foundation

/// What one side of a constraint measures: an item's attribute, or the distance between two anchors.
/// Anchors and constraints share it; the engine turns it into a solver expression.
@MainActor
final class AnchorSpec: @MainActor CustomStringConvertible {
    /// The view or layout guide, held weakly as UIKit holds constraint items.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For `anchorWithOffset(to:)`: the measured distance is `to - from`.
    let from: AnchorSpec?, to: AnchorSpec?

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        from = nil
        to = nil
    }

    init(offsetFrom from: AnchorSpec, to: AnchorSpec) {
        item = from.item
        attribute = .notAnAttribute
        self.from = from
        self.to = to
    }

    var isOffset: Bool { from != nil }

    /// The axis measured (an offset measures along its anchors' axis).
    var axis: NSLayoutConstraint.Axis? { from?.axis ?? attribute.axis }

    /// A size: width, height, or a distance between anchors.
    var isDimension: Bool { isOffset || attribute.isDimension }

    /// The views the spec depends on (a layout guide's owning view stands for the guide).
    func collectViews(into views: inout [UIView]) {
        if let from, let to {
            from.collectViews(into: &views)
            to.collectViews(into: &views)
        } else if let view = LayoutItems.anchorView(of: item) {
            views.append(view)
        }
    }

    /// The items the spec depends on.
    func collectItems(into items: inout [AnyObject]) {
        if let from, let to {
            from.collectItems(into: &items)
            to.collectItems(into: &items)
        } else if let item {
            items.append(item)
        }
    }

    var description: String {
        if let from, let to { return "\(to) - \(from)" }
        return "\(LayoutDescription.name(of: item)).\(attribute)"
    }
}

/// Views and layout guides as constraint items.
@MainActor
enum LayoutItems {
    /// The view an item stands in the hierarchy as: the view itself, or a layout guide's owning view.
    static func anchorView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The view an item is placed in: a view's superview, a layout guide's owning view.
    static func anchorParent(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The item's layout node, made on first use.
    static func node(of item: AnyObject) -> LayoutNode? {
        if let view = item as? UIView { return view.autoLayoutState.node(for: view) }
        if let guide = item as? UILayoutGuide { return guide.node }
        return nil
    }

    /// The closest view that contains every view in `views` (nil when they share no ancestor).
    static func closestCommonAncestor(_ views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() where view !== candidate {
            var found: UIView?
            var ancestor: UIView? = candidate
            while let a = ancestor {
                if view.isDescendant(of: a) { found = a; break }
                ancestor = a.superview
            }
            guard let found else { return nil }
            candidate = found
        }
        return candidate
    }
}

/// How constraints and items print in logs, as UIKit prints them (`UILabel:0x7f8…`).
enum LayoutDescription {
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "(nil)" }
        let typeName = String(describing: type(of: item))
        // Descriptions are nonisolated; a guide's identifier is read only on the main thread, where layout runs.
        if let guide = item as? UILayoutGuide, Thread.isMainThread,
            case let identifier = MainActor.assumeIsolated({ guide.identifier }), !identifier.isEmpty
        {
            return "\(typeName):\(address(item)) '\(identifier)'"
        }
        return "\(typeName):\(address(item))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(Double(value))
    }
}
