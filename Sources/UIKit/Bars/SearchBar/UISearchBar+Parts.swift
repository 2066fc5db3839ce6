// The search bar's parts and how they follow its properties: the content view and what it holds, the
// bar's and the field's looks for the styles, the Cancel button showing and hiding, the bar's position
// from its delegate, and the reports of the user's text and scope changes.
//
// iOS 7's looks (Apple's UISearchBar): `.default` is a light grey bar (201, 201, 206) with a white
// field, `.black` the bars' near-black with a dark grey field and white text, both translucent;
// `.minimal` draws no bar background and a faint field (black at 8% on light, white at 12% on dark).
// A black bar's `barTintColor` tints its field too: the field is that colour lightened by a fifth.
extension UISearchBar {
    /// iOS 7's light search bar grey.
    static let lightBarColor = UIColor(red: 201 / 255, green: 201 / 255, blue: 206 / 255, alpha: 0.85)
    static let darkFieldColor = UIColor(white: 0.2, alpha: 1)

    func setUpParts() {
        styling.promptImagesFallBack = false
        addSubview(contentView)
        contentView.addSubview(background)
        contentView.addSubview(scopeBar)
        contentView.addSubview(promptLabel)
        contentView.addSubview(field)
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: Self.promptFontSize)
        promptLabel.isHidden = true
        field.searchBar = self
        field.delegate = fieldDelegate
        field.returnKeyType = .search
        field.enablesReturnKeyAutomatically = true
        field.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        scopeBar.control.addAction(UIAction { [weak self] _ in self?.userChangedScope() }, for: .valueChanged)
        updateLook()
    }

    // MARK: Looks

    /// Shows the bar's background and field for the current style, tint, images, position and metrics.
    func updateLook() {
        var look = styling.look(
            position: barPosition, metrics: barMetrics, traits: traitCollection, shadowImage: nil, shadowAbove: barPosition == .bottom)
        if look.barTintColor == nil, !look.isDark { look.barTintColor = Self.lightBarColor }
        background.look = look
        background.isHidden = searchBarStyle == .minimal && look.backgroundImage == nil
        updateFieldLook()
    }

    func updateFieldLook() {
        let dark = styling.isDark(in: traitCollection)
        if searchBarStyle == .minimal {
            field.fillColor = dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.08)
        } else if dark {
            field.fillColor = barTintColor.map { Self.lightened($0, by: 0.2) } ?? Self.darkFieldColor
        } else {
            field.fillColor = .white
        }
        field.textColor = dark ? .white : .black
        field.attributedPlaceholder = placeholder.map {
            NSAttributedString(
                string: $0,
                attributes: [.foregroundColor: SearchBarIcons.glyphColor, .font: UIFont.systemFont(ofSize: SearchBarTextField.fontSize)])
        }
        field.background = fieldBackgrounds[exactly: .normal]
        field.disabledBackground = fieldBackgrounds[exactly: .disabled]
        promptLabel.textColor = styling.textColor(in: traitCollection)
        field.setNeedsLayout()
    }

    /// `color` mixed with white by `amount`, keeping its alpha.
    static func lightened(_ color: UIColor, by amount: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        return UIColor(red: r + (1 - r) * amount, green: g + (1 - g) * amount, blue: b + (1 - b) * amount, alpha: a)
    }

    /// The prompt or the scope bar came or went: the natural height and the background's metrics change.
    func heightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLook()
    }

    // MARK: Cancel button

    func cancelVisibilityDidChange(animated: Bool) {
        guard let view = cancelButtonView else { return }
        if cancelShown {
            if view.superview !== contentView { contentView.addSubview(view) }
            if window != nil { itemViews.barDidMoveToWindow([cancelItem]) }
            view.configure()
        }
        guard animated, window != nil else {
            view.alpha = 1
            if !cancelShown { view.removeFromSuperview() }
            setNeedsLayout()
            return
        }
        if cancelShown {
            UIView.performWithoutAnimation {
                view.alpha = 0
                layoutIfNeeded()
            }
        }
        let showing = cancelShown
        UIView.animate(
            withDuration: 0.2,
            animations: {
                view.alpha = showing ? 1 : 0
                self.setNeedsLayout()
                self.layoutIfNeeded()
            },
            completion: { _ in
                guard !self.cancelShown else { return }
                view.removeFromSuperview()
                view.alpha = 1
            })
    }

    // MARK: Position

    func updatePosition() {
        let asked = delegate?.position(for: self) ?? .top
        let position = asked == .any ? .top : asked
        guard position != barPosition else { return }
        barPosition = position
        updateLook()
        setNeedsLayout()
    }

    // MARK: Reports

    /// The text changed in code: the right-hand button follows.
    func fieldTextDidChange() { field.refreshRightIcon() }

    /// The user changed the text (typing, deleting, pasting, the clear button).
    func userChangedText() {
        fieldTextDidChange()
        delegate?.searchBar(self, textDidChange: text ?? "")
    }

    /// The user tapped a scope button.
    func userChangedScope() {
        let index = scopeBar.control.selectedSegmentIndex
        guard index >= 0, index != selectedScope else { return }
        selectedScope = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    /// Editing began or ended: the field's icons and placeholder move.
    func editingDidChange() { field.setNeedsLayout() }
}
