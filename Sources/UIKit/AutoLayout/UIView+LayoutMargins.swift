import Foundation

// Layout margins, the safe area, and the system layout guides that follow them.
extension UIView {
    /// The space UIKit keeps inside the view's edges for content (`layoutMarginsGuide`, the `…Margin`
    /// attributes): 8 points on every side by default. Setting it re-solves the constraints that read it
    /// and calls `layoutMarginsDidChange()`. NaN or infinite values are ignored. Source: Apple, layoutMargins.
    public var layoutMargins: UIEdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? UIView.defaultLayoutMargins }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite),
                newValue != layoutMargins
            else { return }
            autoLayoutState.layoutMargins = newValue
            autoLayoutNeedsRefresh()
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins` with leading and trailing (left and right: OpenUIKit lays out left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the view's margins grow to keep content inside the superview's margins where the view
    /// reaches into them; false by default. Read when the margins are read (each layout pass for the guides).
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayoutState.preservesSuperviewLayoutMargins = newValue
            autoLayoutNeedsRefresh()
            layoutMarginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area (so content stays clear of the status bar);
    /// true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            autoLayoutNeedsRefresh()
            layoutMarginsDidChange()
        }
    }

    /// A guide for the view's bounds inset by its layout margins (and the safe area when
    /// `insetsLayoutMarginsFromSafeArea`), following changes to either.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.margins, \.marginsGuide, identifier: "UIViewLayoutMarginsGuide")
    }

    /// A guide for the part of the view not covered by the status bar (see `safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea, \.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// A guide for text that stays comfortable to read: inside the layout margins, centred between them,
    /// and no wider than 672 points (UIKit's readable width at the default text size); as tall as the
    /// margins guide.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, \.readableGuide, identifier: "UIViewReadableContentGuide")
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
