// Safe areas: each view's insets follow from its superview's (a window's from the status bar), and views
// whose insets change hear it, in the layout pass or when the status bar, the screen or a controller's
// additional insets change.
extension UIView {
    /// The insets now, from the window down (see `safeAreaInsets`).
    var currentSafeAreaInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        guard let superview else { return windowSafeAreaInsets }
        return safeAreaInsets(under: superview, whoseInsetsAre: superview.safeAreaInsets)
    }

    /// A window's insets: how far the status bar reaches into it from the top of the screen.
    private var windowSafeAreaInsets: UIEdgeInsets {
        let barHeight = UIApplication.shared.statusBarFrame.height
        guard barHeight > 0 else { return .zero }
        return UIEdgeInsets(top: min(bounds.height, max(0, barHeight - frame.minY)), left: 0, bottom: 0, right: 0)
    }

    /// The insets of this view inside `parent`, whose insets are `parentInsets`: the part of the
    /// parent's safe area's edges the view overlaps, at least what its container's bars cover, plus its
    /// controller's additional insets.
    private func safeAreaInsets(under parent: UIView, whoseInsetsAre parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if parentInsets != .zero {
            let parentSafe = parent.bounds.inset(by: parentInsets), b = bounds
            // Without a transform the view's coordinates are its superview's shifted (no conversion).
            let safe =
                layer.transform == CATransform3DIdentity
                ? parentSafe.offsetBy(dx: b.minX - frame.minX, dy: b.minY - frame.minY)
                : convert(parentSafe, from: parent)
            func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), limit) : 0 }
            insets = UIEdgeInsets(
                top: clamp(safe.minY - b.minY, b.height), left: clamp(safe.minX - b.minX, b.width),
                bottom: clamp(b.maxY - safe.maxY, b.height), right: clamp(b.maxX - safe.maxX, b.width))
        }
        if let bars = owningViewController?.containerBarInsets, bars != .zero {
            // A container's bars over the view: the safe area starts past them (the status bar's inset
            // is within the navigation bar's).
            insets = UIEdgeInsets(
                top: max(insets.top, bars.top), left: max(insets.left, bars.left),
                bottom: max(insets.bottom, bars.bottom), right: max(insets.right, bars.right))
        }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            // Negative additions can take the insets down to 0, not below; non-finite ones add nothing.
            func add(_ inset: CGFloat, _ extra: CGFloat) -> CGFloat { extra.isFinite ? max(0, inset + extra) : inset }
            insets = UIEdgeInsets(
                top: add(insets.top, extra.top), left: add(insets.left, extra.left),
                bottom: add(insets.bottom, extra.bottom), right: add(insets.right, extra.right))
        }
        return insets
    }

    /// Brings the view's known insets, and its subviews' (when `recursive`), up to date.
    func updateSafeAreaInsets(recursive: Bool) {
        let insets = currentSafeAreaInsets
        noteSafeAreaInsets(insets)
        if recursive { updateSubviewSafeAreaInsets(parentInsets: insets) }
    }

    /// The subviews' known insets, and theirs, from this view's `parentInsets`: one walk, each view's
    /// insets from its superview's.
    private func updateSubviewSafeAreaInsets(parentInsets: UIEdgeInsets) {
        for subview in subviews {
            let insets = subview.window == nil ? .zero : subview.safeAreaInsets(under: self, whoseInsetsAre: parentInsets)
            subview.noteSafeAreaInsets(insets)
            subview.updateSubviewSafeAreaInsets(parentInsets: insets)
        }
    }

    /// The view's known insets from its superview's known ones (the view joined or left a window;
    /// parents are brought up to date first).
    func updateSafeAreaInsetsFromSuperview() {
        guard window != nil else { return noteSafeAreaInsets(.zero) }
        guard let superview else { return noteSafeAreaInsets(windowSafeAreaInsets) }
        noteSafeAreaInsets(safeAreaInsets(under: superview, whoseInsetsAre: superview.knownSafeAreaInsets))
    }

    /// The view moved or changed size: where its superview has a safe area (or it had insets), its
    /// own insets follow now (its subviews' when it is laid out). Views away from any safe area edge,
    /// most of them, pay two comparisons.
    func placeDidChangeForSafeArea() {
        guard let superview, superview.knownSafeAreaInsets != .zero || knownSafeAreaInsets != .zero,
            window != nil
        else { return }
        noteSafeAreaInsets(safeAreaInsets(under: superview, whoseInsetsAre: superview.knownSafeAreaInsets))
    }

    /// The direct subviews' known insets, after this view laid them out (each one whose insets changed
    /// is laid out in turn, and updates its own subviews then).
    func updateSubviewSafeAreaInsetsAfterLayout() {
        guard window != nil else { return }
        let parentInsets = knownSafeAreaInsets
        for subview in subviews {
            // Away from any safe area edge (most views), a view's insets stay zero unless its
            // controller adds some: a scroll view of a thousand rows pays a comparison each.
            if parentInsets == .zero && subview.knownSafeAreaInsets == .zero && subview.owningViewController == nil { continue }
            subview.noteSafeAreaInsets(subview.safeAreaInsets(under: self, whoseInsetsAre: parentInsets))
        }
    }

    /// Records `insets`; when they changed: `safeAreaInsetsDidChange()`, the controller's
    /// `viewSafeAreaInsetsDidChange()`, guides and margins measured from them read again, and a layout.
    private func noteSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != knownSafeAreaInsets else { return }
        knownSafeAreaInsets = insets
        LayoutEngine.safeAreaDidChange(of: self)
        setNeedsLayout()
        safeAreaInsetsWereUpdated()
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}
