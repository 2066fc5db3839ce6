/// A control that runs your code when tapped: it shows a title, an image, or both, over an optional
/// background image, each of which can differ by state.
///
/// Make one with `init(type:)` (`init(frame:)` makes a `.custom` button). Set its content per state with
/// `setTitle(_:for:)`, `setTitleColor(_:for:)`, `setTitleShadowColor(_:for:)`,
/// `setAttributedTitle(_:for:)`, `setImage(_:for:)` and `setBackgroundImage(_:for:)`; a state with no
/// value of its own shows the `.normal` one (`ControlStateValues`' rule). `currentTitle` and the other
/// `current…` properties report what the button shows now.
///
/// Looks (iOS 7): a system button draws its title and images in `tintColor` (inherited, dimmed with it)
/// and fades them to 20 % while a finger is on it, back over 0.2 s when it lifts; selected, it puts its
/// title in white on a tinted rounded rectangle; disabled, its title turns gray. A custom button draws a
/// white title by default and darkens its images while highlighted (`adjustsImageWhenHighlighted`) and
/// lightens them while disabled (`adjustsImageWhenDisabled`). Titles use the system font at 15 points.
///
/// Events: every touch event (UIControl's tracking), then `.primaryActionTriggered` right after each
/// `.touchUpInside` (UIKit on iOS 9 and later sends it for buttons: it is the event
/// `init(type:primaryAction:)` registers its action for). Changing any property in code sends nothing.
///
/// Views: `titleLabel` and `imageView` are created when first asked for or needed, and laid out by
/// ``titleRect(forContentRect:)`` and ``imageRect(forContentRect:)`` inside
/// ``contentRect(forBounds:)``; the background image fills ``backgroundRect(forBounds:)``. These four are
/// the points to override; they are asked on every layout, including after each state change.
///
/// Source: Apple, UIButton reference; iOS 7's look.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The type given to `init(type:)`; `.custom` for buttons made with `init(frame:)`.
    open private(set) var buttonType: ButtonType = .custom

    /// The values set per state (`ControlStateValues`), by feature.
    var titles = ControlStateValues<String>()
    var titleColors = ControlStateValues<UIColor>()
    var titleShadowColors = ControlStateValues<UIColor>()
    var attributedTitles = ControlStateValues<NSAttributedString>()
    var images = ControlStateValues<UIImage>()
    var backgroundImages = ControlStateValues<UIImage>()

    /// The views the button manages, created when needed (see UIButton+Drawing.swift for their order).
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var backgroundImageView: UIImageView?
    var selectionBackgroundView: UIView?
    var glowView: ButtonGlowView?
    /// Darkened, lightened and template versions of images, by image and adjustment.
    var adjustedImageCache: [AdjustedImageKey: (source: UIImage, adjusted: UIImage)] = [:]
    /// Whether the title label's shadow offset is currently the inverse of the one set on it.
    var titleShadowIsReversed = false
    /// The standard glyph of the glyph types, made at the screen scale the button shows on.
    var standardGlyph: UIImage?

    /// Creates a `.custom` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Makes a `.custom` button `.system`, for UIKit's own subclasses (bar buttons), whose designated
    /// initializers cannot go through `init(type:)`. (A designated initializer here would stop subclasses
    /// inheriting `init(type:)`.)
    func becomeSystemButton() {
        buttonType = .system
        adjustsImageWhenDisabled = false
        updateContent()
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a button of `buttonType`, with a zero frame (give it one, or call `sizeToFit()`),
    /// except the glyph types, which come 22 × 22 as on iOS 7. Info buttons show
    /// the touch glow (`showsTouchWhenHighlighted` true).
    ///
    /// Source: Apple, `init(type:)` (`buttonWithType:`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        adjustsImageWhenDisabled = !buttonType.isSystemFamily
        showsTouchWhenHighlighted = buttonType == .infoLight || buttonType == .infoDark
        if buttonType.hasStandardGlyph {
            frame.size = ButtonGlyphs.size
            updateStandardGlyph()
        }
        updateContent()
    }

    /// Creates a button of `buttonType` (`.system` by default) that sends `primaryAction` for
    /// `.primaryActionTriggered`, with the action's title and image as its `.normal` title and image.
    ///
    /// Source: Apple, `init(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Per-state content (fallback rules in UIButton+Content.swift)

    /// Sets the title shown in `state` (a single state or a combination: `[.selected, .highlighted]`).
    /// nil removes it, so the `.normal` title shows there. An attributed title for the state wins over it.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[exactly: state] = title
        updateContent(sizeMayChange: true)
    }

    /// The title for `state`: its own, else the `.normal` title.
    open func title(for state: UIControl.State) -> String? { titles.value(for: state) }

    /// Sets the title colour for `state`; nil goes back to the fallback. Appearance-capable.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        markAppearanceExplicit(UIButton.appearanceKey("titleColor", state))
        titleColors[exactly: state] = color
        updateContent()
    }

    /// The title colour for `state`. Unset: a custom button's is white; a system button's is its
    /// `tintColor` (following the tint, dimmed with it), gray (white 0.5, alpha 0.5) when disabled, and
    /// white when selected (on its tinted selection background).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[exactly: state] ?? defaultTitleColor(exactly: state) ?? titleColors[exactly: .normal]
            ?? defaultTitleColor(exactly: .normal)
    }

    /// Sets the colour of the title's shadow for `state` (nil: none unless `.normal` has one). The shadow
    /// falls at `titleLabel.shadowOffset` (zero for a button's label until you set it). Appearance-capable.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        markAppearanceExplicit(UIButton.appearanceKey("titleShadowColor", state))
        titleShadowColors[exactly: state] = color
        updateContent()
    }

    /// The title shadow colour for `state`: its own, else `.normal`'s; nil by default.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors.value(for: state) }

    /// Sets a styled title for `state`; it wins over the plain title of that state. Runs without a
    /// foreground colour draw in a system button's `tintColor` (or its state colour), and in black in a
    /// custom button, which leaves colours to you; runs without a font use `titleLabel.font`.
    ///
    /// Source: iOS 7's behaviour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[exactly: state] = title.map { NSAttributedString(attributedString: $0) }
        updateContent(sizeMayChange: true)
    }

    /// The styled title for `state`: its own, else `.normal`'s.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles.value(for: state) }

    // MARK: Images

    /// Sets the image shown beside the title in `state`. A system button draws it as a template in
    /// `tintColor` unless its rendering mode is `.alwaysOriginal`. Appearance-capable.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(UIButton.appearanceKey("image", state))
        images[exactly: state] = image
        updateContent(sizeMayChange: true)
    }

    /// The image for `state`: its own, else `.normal`'s; the glyph types' standard image by default.
    open func image(for state: UIControl.State) -> UIImage? {
        images.value(for: state) ?? standardGlyph
    }

    /// Sets the image stretched behind the content in `state`, filling ``backgroundRect(forBounds:)``
    /// (give a resizable image to keep its corners). Appearance-capable.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(UIButton.appearanceKey("backgroundImage", state))
        backgroundImages[exactly: state] = image
        updateContent(sizeMayChange: true)
    }

    /// The background image for `state`: its own, else `.normal`'s.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }

    // MARK: What shows now

    /// The title for the current state: the attributed title's string when one shows, else the plain
    /// title.
    open var currentTitle: String? { attributedTitles.value(for: state)?.string ?? titles.value(for: state) }

    /// The title colour for the current state (never nil: white for a custom button by default).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title label, created on first use (font: the system font at 15 points; middle truncation).
    /// Set its font, line breaking and shadow offset here; set its text, colour and shadow colour through
    /// the button's per-state setters, which win.
    open var titleLabel: UILabel? { managedTitleLabel() }

    /// The image view showing `currentImage`, created on first use. Its `alpha` and `contentMode` are
    /// yours to set.
    open var imageView: UIImageView? { managedImageView() }

    // MARK: Highlight and disabled looks

    /// Whether a soft white glow shows under the finger while the button is highlighted: centred on the
    /// image if there is one, else on the button, drawn over the background (image or colour) and under
    /// the image and title. True for `.infoLight` and `.infoDark`, false otherwise. While it is true,
    /// `adjustsImageWhenHighlighted` does not darken the images.
    ///
    /// Source: Apple.
    open var showsTouchWhenHighlighted = false {
        didSet { if showsTouchWhenHighlighted != oldValue { updateContent() } }
    }

    /// Whether a custom button darkens its image and background image while highlighted, when no image is
    /// set for the highlighted state (true). System buttons fade instead and ignore it.
    ///
    /// Source: Apple.
    open var adjustsImageWhenHighlighted = true {
        didSet { if adjustsImageWhenHighlighted != oldValue { updateContent() } }
    }

    /// Whether the images are drawn lighter (faded) while the button is disabled, when no image is set
    /// for the disabled state: true for `.custom`, false for the system types (which draw template images
    /// in the disabled gray instead).
    ///
    /// Source: Apple.
    open var adjustsImageWhenDisabled = true {
        didSet { if adjustsImageWhenDisabled != oldValue { updateContent() } }
    }

    /// Whether the title's shadow flips while highlighted: the title label's `shadowOffset` (w, h) is
    /// drawn as (-w, -h) (false). Reading `titleLabel?.shadowOffset` while highlighted gives the flipped
    /// value, as on iOS.
    ///
    /// Source: Apple.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { if reversesTitleShadowWhenHighlighted != oldValue { updateContent() } }
    }

    // MARK: Layout (the rules are in UIButton+Layout.swift)

    /// Margins around the image and title together (zero). They count in the natural size. A positive
    /// component moves the content away from that edge: with centred content, half as far, as the
    /// content rect shrinks from that side. NaN and infinite components count as 0 (in every inset
    /// property). Appearance-capable.
    ///
    /// Source: Apple.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet {
            markAppearanceExplicit("contentEdgeInsets")
            if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() }
        }
    }

    /// Margins of the title, added to `contentEdgeInsets` (zero). They do not change the natural size.
    /// To put the image right of the title, decrease the title's left inset and increase the image's.
    ///
    /// Source: Apple.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Margins of the image, added to `contentEdgeInsets` (zero). They do not change the natural size.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// The area the background image fills: the bounds. Override to change it.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The area the image and title are placed in: the bounds inset by `contentEdgeInsets` (equal to
    /// ``backgroundRect(forBounds:)`` by default).
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets.finiteOrZero) }

    /// Where the title goes in `contentRect`: right of the image, the pair placed by the content
    /// alignments, in `contentRect` inset by `titleEdgeInsets`. Zero-sized when there is no title.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { placeContent(isImage: false, in: contentRect) }

    /// Where the image goes in `contentRect`: at its own size (shrunk if it does not fit), left of the
    /// title, in `contentRect` inset by `imageEdgeInsets`. Zero-sized when there is no image.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { placeContent(isImage: true, in: contentRect) }

    /// The natural size: the image and the title side by side plus `contentEdgeInsets`; at least the
    /// background image's size; a `.system` button is at least 30 points tall; the glyph types 22 × 22.
    /// An empty custom button's is zero.
    ///
    /// Source: Apple.
    open override var intrinsicContentSize: CGSize { naturalSize() }
    override func layoutBaselines() -> LayoutBaselines { showsTitle ? titleBaselines : super.layoutBaselines() }

    /// The natural size, whatever `size` is (titles are one line unless `titleLabel.numberOfLines` says
    /// otherwise).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize() }

    // MARK: State and tint

    override func stateDidChange() {
        super.stateDidChange()
        updateContent(stateChanged: true)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if buttonType.hasStandardGlyph, updateStandardGlyph() { updateContent() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutManagedViews()
    }

    // MARK: Events

    // UIKit: buttons send the primary action right after Touch Up Inside (iOS 9+; Apple,
    // UIControl.Event.primaryActionTriggered: "A semantic action triggered by buttons").
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A single tap on the button is the button's, not a tap recognizer's of a superview (UIKit, iOS 6+).
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        Self.isSingleTap(recognizer)
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// The current title (plain, else the attributed title's string) until set; it follows the title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? currentAttributedTitle?.string }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` until set; `.selected` is added while selected and `.notEnabled` while disabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = accessibilityStorage?.traits ?? .button
            if isSelected { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
}
