// How UIButton shows its state: the managed subviews (background image view, system selection
// background, touch glow, image view, title label, back to front), what each shows for the current
// state, and the highlight and disabled looks. Views only; no events.
//
// Source: Apple, UIButton; iOS 7's look.
extension UIButton {
    /// Refreshes what the managed views show for the current state. `stateChanged`: the highlight just
    /// changed or may have (fades a system button's content); `sizeMayChange`: the intrinsic size too.
    func updateContent(stateChanged: Bool = false, sizeMayChange: Bool = false) {
        AppearanceRegistry.settingDefaults {
            updateTitle()
            updateImages()
            updateDecorations()
        }
        if stateChanged { updateSystemHighlight() }
        if sizeMayChange || stateChanged { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    // MARK: Managed views

    /// The title label, made and added on first use.
    func managedTitleLabel() -> UILabel {
        if let label = titleLabelStorage { return label }
        let label = managedTitleLabelWithoutUpdate()
        updateContent()
        return label
    }

    /// The image view, made and added on first use.
    func managedImageView() -> UIImageView {
        if let view = imageViewStorage { return view }
        let view = managedImageViewWithoutUpdate()
        updateContent()
        return view
    }

    /// The managed views, back to front.
    private var managedViews: [UIView?] {
        [backgroundImageView, selectionBackgroundView, glowView, imageViewStorage, titleLabelStorage]
    }

    /// Adds `view` (already stored) below the managed views in front of it, above those behind it.
    private func insertManaged(_ view: UIView) {
        let order = managedViews
        guard let position = order.firstIndex(where: { $0 === view }) else { return }
        let behind = order[..<position].compactMap { $0 }.filter { $0.superview === self }
        if let last = behind.last, let index = subviews.firstIndex(where: { $0 === last }) {
            insertSubview(view, at: index + 1)
        } else {
            insertSubview(view, at: 0)
        }
    }

    /// Places the managed views through the four overridable rect methods.
    func layoutManagedViews() {
        // Every rect method is asked on each layout, whichever views exist.
        let background = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        backgroundImageView?.frame = background
        let imageRect = self.imageRect(forContentRect: content)
        let titleRect = self.titleRect(forContentRect: content)
        imageViewStorage?.frame = imageRect
        titleLabelStorage?.frame = titleRect
        selectionBackgroundView?.frame = titleRect.insetBy(dx: -UIButton.selectionPadding.width, dy: -UIButton.selectionPadding.height)
        if let glowView {
            let centre = currentImage != nil ? CGPoint(x: imageRect.midX, y: imageRect.midY) : CGPoint(x: bounds.midX, y: bounds.midY)
            glowView.bounds = CGRect(origin: .zero, size: ButtonGlowView.size)
            glowView.center = centre
        }
    }

    // MARK: Title

    private func updateTitle() {
        let needsLabel = titleLabelStorage != nil || !(titles.isEmpty && attributedTitles.isEmpty)
        guard needsLabel else { return }
        let label = titleLabelStorage ?? managedTitleLabelWithoutUpdate()
        let color = currentTitleColor
        if let attributed = currentAttributedTitle {
            // Keep the label's own font and colour: an attributed title's first run must not become
            // the label's style for a later plain title.
            let font = label.storedFont, textColor = label.storedTextColor
            label.attributedText = filledAttributedTitle(attributed, color: buttonType.isSystemFamily ? color : .black, font: font)
            label.storedFont = font
            label.storedTextColor = textColor
            label.shadowColor = currentTitleShadowColor
        } else if let title = currentTitle {
            label.text = title
            label.textColor = color
            label.shadowColor = currentTitleShadowColor
        } else {
            // UIKit styles the label for a title only: without one it keeps its own colours.
            label.text = nil
        }
        let reverse = reversesTitleShadowWhenHighlighted && isHighlighted
        if reverse != titleShadowIsReversed {
            label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            titleShadowIsReversed = reverse
        }
    }

    /// A new title label in the button's style: the system font at 15 points, middle truncation, no
    /// shadow offset.
    private func managedTitleLabelWithoutUpdate() -> UILabel {
        let label = UILabel(frame: .zero)
        AppearanceRegistry.settingDefaults {
            label.font = .systemFont(ofSize: 15)
            label.lineBreakMode = .byTruncatingMiddle
            label.shadowOffset = .zero
        }
        titleLabelStorage = label
        insertManaged(label)
        return label
    }

    /// `title` with a colour and font on the runs that have none.
    private func filledAttributedTitle(_ title: NSAttributedString, color: UIColor, font: UIFont) -> NSAttributedString {
        let filled = NSMutableAttributedString(attributedString: title)
        let whole = NSRange(location: 0, length: filled.length)
        title.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if attributes[.foregroundColor] == nil { filled.addAttribute(.foregroundColor, value: color, range: range) }
            if attributes[.font] == nil { filled.addAttribute(.font, value: font, range: range) }
        }
        return filled
    }

    // MARK: Images

    private func updateImages() {
        let state = self.state
        if let image = currentImage {
            let view = imageViewStorage ?? managedImageViewWithoutUpdate()
            view.image = shownImage(image, feature: images, state: state, isBackground: false)
            view.tintColor = buttonType.isSystemFamily && !isEnabled ? UIButton.systemDisabledTitleColor : nil
            view.isHidden = false
        } else {
            imageViewStorage?.image = nil
        }
        if let background = currentBackgroundImage {
            if backgroundImageView == nil {
                let view = UIImageView(frame: .zero)
                backgroundImageView = view
                insertManaged(view)
            }
            backgroundImageView?.image = shownImage(background, feature: backgroundImages, state: state, isBackground: true)
        } else {
            backgroundImageView?.image = nil
        }
    }

    private func managedImageViewWithoutUpdate() -> UIImageView {
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        insertManaged(view)
        return view
    }

    /// The image to show for `image`, the value of `feature` in `state`: a template for a system
    /// button's internal image (unless `.alwaysOriginal`), darkened while highlighted or lightened while
    /// disabled when the state has no image of its own and the adjustment applies.
    private func shownImage(_ image: UIImage, feature: ControlStateValues<UIImage>, state: UIControl.State, isBackground: Bool) -> UIImage {
        if buttonType.isSystemFamily {
            return !isBackground && image.renderingMode == .automatic ? adjustedImage(image, .template) : image
        }
        let hasOwn = feature[exactly: state] != nil
        if !isEnabled, adjustsImageWhenDisabled, !hasOwn { return adjustedImage(image, .disabled) }
        if isHighlighted, adjustsImageWhenHighlighted, !showsTouchWhenHighlighted, !hasOwn {
            return adjustedImage(image, .highlighted)
        }
        return image
    }

    // MARK: Decorations: selection background, glow

    private func updateDecorations() {
        let selectionShows = buttonType.isSystemFamily && isSelected && showsTitle && currentBackgroundImage == nil
        if selectionShows, selectionBackgroundView == nil {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.layer.cornerRadius = UIButton.selectionCornerRadius
            selectionBackgroundView = view
            insertManaged(view)
        }
        selectionBackgroundView?.isHidden = !selectionShows
        selectionBackgroundView?.backgroundColor = isEnabled ? tintColor : UIButton.systemDisabledTitleColor

        let glowShows = showsTouchWhenHighlighted && isHighlighted
        if glowShows, glowView == nil {
            let view = ButtonGlowView(frame: CGRect(origin: .zero, size: ButtonGlowView.size))
            glowView = view
            insertManaged(view)
        }
        glowView?.isHidden = !glowShows
    }

    /// Padding of the selection background around the title, and its corner radius (iOS 7's look).
    static let selectionPadding = CGSize(width: 4, height: 1)
    static let selectionCornerRadius: CGFloat = 4

    // MARK: System highlight

    /// A system button's content fades to 20 % at once when highlighted and back over 0.2 s after
    /// (iOS 7).
    private func updateSystemHighlight() {
        guard buttonType.isSystemFamily else { return }
        let views = [titleLabelStorage, imageViewStorage].compactMap { $0 }
        if isHighlighted {
            UIView.performWithoutAnimation { for view in views { view.alpha = UIButton.systemHighlightAlpha } }
        } else if views.contains(where: { $0.alpha != 1 }) {
            UIView.animate(
                withDuration: UIButton.systemHighlightFadeDuration, delay: 0,
                options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                for view in views { view.alpha = 1 }
            }
        }
    }

    static let systemHighlightAlpha: CGFloat = 0.2
    static let systemHighlightFadeDuration: TimeInterval = 0.2

    // MARK: Standard glyph

    /// Makes the glyph types' image for the screen scale the button shows on; returns whether it changed.
    @discardableResult
    func updateStandardGlyph() -> Bool {
        let scale = (window?.screen ?? UIScreen.main).scale
        if let standardGlyph, standardGlyph.scale == scale { return false }
        standardGlyph = ButtonGlyphs.image(for: buttonType, scale: scale)
        return true
    }
}
