// Tint colour and tint adjustment mode: inherited down the hierarchy, with tintColorDidChange()
// sent to every view whose effective tint changes.
extension UIView {
    /// iOS 7's default tint (0, 122, 255).
    static let defaultTint = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
    /// The dimmed tint: a desaturated gray, as iOS 7 shows tints behind alerts.
    static let dimmedTint = UIColor(white: 0.48, alpha: 1)

    var isTintDimmed: Bool {
        var view: UIView? = self
        while let current = view {
            switch current.ownTintAdjustmentMode {
            case .dimmed: return true
            case .normal: return false
            case .automatic: view = current.superview
            }
        }
        return false
    }

    var inheritedTint: UIColor {
        var view: UIView? = self
        while let current = view {
            if let own = current.ownTintColor { return own }
            view = current.superview
        }
        return UIView.defaultTint
    }

    var effectiveTintColor: UIColor { isTintDimmed ? UIView.dimmedTint : inheritedTint }

    func setOwnTintColor(_ color: UIColor?) {
        markAppearanceExplicit("tintColor")
        let before = effectiveTintColor
        ownTintColor = color
        if effectiveTintColor != before { propagateTintColorDidChange(colorChanged: true, modeChanged: false) }
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = effectiveTintColor
        ownTintAdjustmentMode = mode
        if effectiveTintColor != before { propagateTintColorDidChange(colorChanged: false, modeChanged: true) }
    }

    /// Sends `tintColorDidChange()` to this view and every descendant that inherits what changed: the
    /// colour reaches descendants without a colour of their own, the adjustment mode those in `.automatic`
    /// (a subview with its own tint, and its subtree, hear nothing of an ancestor's colour).
    func propagateTintColorDidChange(colorChanged: Bool = true, modeChanged: Bool = true) {
        tintColorDidChange()
        for subview in subviews {
            let color = colorChanged && subview.ownTintColor == nil
            let mode = modeChanged && subview.ownTintAdjustmentMode == .automatic
            if color || mode { subview.propagateTintColorDidChange(colorChanged: color, modeChanged: mode) }
        }
    }

    /// Whether moving from `oldParent` to `newParent` changes the view's effective tint.
    func tintInheritanceChanges(from oldParent: UIView?, to newParent: UIView?) -> Bool {
        guard ownTintColor == nil || ownTintAdjustmentMode == .automatic else { return false }
        func effective(under parent: UIView?) -> UIColor {
            guard let parent else {
                return ownTintAdjustmentMode == .dimmed ? UIView.dimmedTint : (ownTintColor ?? UIView.defaultTint)
            }
            if ownTintAdjustmentMode == .dimmed { return UIView.dimmedTint }
            let parentDimmed = parent.isTintDimmed && ownTintAdjustmentMode == .automatic
            if parentDimmed { return UIView.dimmedTint }
            return ownTintColor ?? parent.inheritedTint
        }
        return effective(under: oldParent) != effective(under: newParent)
    }
}
