import Foundation

// Layout margins, the safe area, and the system layout guides that follow them (the API is declared in
// UIView.swift, to be overridable).
extension UIView {
    /// `layoutMargins`' setter: NaN or infinite values are ignored.
    func setLayoutMargins(_ newValue: UIEdgeInsets) {
        guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite), newValue != layoutMargins
        else { return }
        autoLayoutState.layoutMargins = newValue
        autoLayoutNeedsRefresh()
        setNeedsLayout()
        notifyLayoutMarginsDidChange()
    }

    /// `preservesSuperviewLayoutMargins`' setter.
    func setPreservesSuperviewLayoutMargins(_ newValue: Bool) {
        guard newValue != preservesSuperviewLayoutMargins else { return }
        autoLayoutState.preservesSuperviewLayoutMargins = newValue
        autoLayoutNeedsRefresh()
        notifyLayoutMarginsDidChange()
    }

    /// `insetsLayoutMarginsFromSafeArea`' setter.
    func setInsetsLayoutMarginsFromSafeArea(_ newValue: Bool) {
        guard newValue != insetsLayoutMarginsFromSafeArea else { return }
        autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
        autoLayoutNeedsRefresh()
        notifyLayoutMarginsDidChange()
    }

    /// Calls `layoutMarginsDidChange()`, then, on a controller's root view, the controller's
    /// `viewLayoutMarginsDidChange()` (UIKit's own notification: an override of the view's method that
    /// does not call super does not stop it).
    func notifyLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// The system guide kept in `slot`, made on first use.
    func systemGuide(
        _ kind: UILayoutGuide.Kind, _ slot: ReferenceWritableKeyPath<ViewAutoLayout, UILayoutGuide?>,
        identifier: String
    ) -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
        state[keyPath: slot] = guide
        return guide
    }

    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins constraints and the margins guide use: `layoutMargins`, grown by the superview's
    /// margins where the view reaches into them (`preservesSuperviewLayoutMargins`), measured from the
    /// safe area (`insetsLayoutMarginsFromSafeArea`).
    var layoutMarginInsetsForConstraints: UIEdgeInsets {
        var margins = layoutMargins
        if let state = autoLayoutStorage, state.preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.layoutMarginInsetsForConstraints, f = frame, size = parent.bounds.size
            margins.left = max(margins.left, outer.left - f.minX)
            margins.top = max(margins.top, outer.top - f.minY)
            margins.right = max(margins.right, outer.right - (size.width - f.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - f.maxY))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        return margins
    }
}
