/// The views a bar shows for its bar button items, kept per item so that an item keeps its view while it
/// stays in the bar: a ``BarButtonView`` for a title or image item, the item's own custom view, nothing
/// for a space. The bar (the host) hears of the items' changes and applies appearance to them once,
/// when it first shows them in a window.
@MainActor
final class BarItemViews {
    private var views: [ObjectIdentifier: UIView] = [:]
    private unowned let bar: UIView

    init(bar: UIView) { self.bar = bar }

    /// The view for `item` (nil for a space), made if needed; the item is hosted by the bar. When the
    /// item's custom view was set or replaced, the view it showed before leaves the bar.
    func view(for item: UIBarButtonItem) -> UIView? {
        if item.host !== bar { item.host = bar as? any BarItemHost }
        item.applyAppearanceIfNeeded()
        let key = ObjectIdentifier(item)
        let shown = views[key]
        let wanted: UIView?
        if let custom = item.customView {
            wanted = custom
        } else if item.systemItem?.isSpace == true {
            wanted = nil
        } else if let button = shown as? BarButtonView {
            wanted = button
        } else {
            wanted = BarButtonView(item: item)
        }
        if let shown, shown !== wanted, shown.superview != nil { shown.removeFromSuperview() }
        views[key] = wanted
        item.shownView = wanted
        return wanted
    }

    /// The view shown for `item`, if any.
    func existingView(for item: UIBarButtonItem) -> UIView? { views[ObjectIdentifier(item)] }

    /// Forgets the views of items no longer shown.
    func keepOnly(_ items: [UIBarButtonItem]) {
        let kept = Set(items.map(ObjectIdentifier.init))
        views = views.filter { kept.contains($0.key) }
    }

    /// The item's view again after the item changed: its button reconfigured, or a new view in place of
    /// the old (its custom view set, replaced or removed). Returns the view to put in the bar, if it is
    /// not there.
    func refresh(_ item: UIBarButtonItem) -> UIView? {
        let before = views[ObjectIdentifier(item)]
        let after = view(for: item)
        (after as? BarButtonView)?.configure()
        return after === before ? nil : after
    }

    /// Applies appearance to the shown items now that the bar is in a window, and reconfigures them.
    func barDidMoveToWindow(_ items: [UIBarButtonItem]) {
        for item in items {
            item.applyAppearanceIfNeeded()
            (views[ObjectIdentifier(item)] as? BarButtonView)?.configure()
        }
    }

    /// The width `item` takes: a fixed space's or positive `width`, a custom view's, a button's.
    func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .fixedSpace || (item.width > 0 && item.customView == nil) { return max(0, item.width) }
        if let custom = item.customView { return custom.bounds.width }
        return (views[ObjectIdentifier(item)] as? BarButtonView)?.preferredWidth ?? 0
    }

    /// Places `view` (of `item`) at `x` in a bar content band `band`: a button as tall as the band, a
    /// custom view at its own size, centred vertically.
    func place(_ view: UIView, of item: UIBarButtonItem, x: CGFloat, width: CGFloat, band: CGRect) {
        if item.customView != nil {
            let size = view.bounds.size
            view.frame = CGRect(x: x, y: (band.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        } else {
            view.frame = CGRect(x: x, y: band.minY, width: width, height: band.height)
        }
    }
}
