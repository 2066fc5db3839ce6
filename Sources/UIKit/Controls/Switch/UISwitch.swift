/// A control that shows an on/off value as a sliding switch, in iOS 7's look: a rounded track, green when
/// on and an outline over a transparent track when off, with a white round thumb.
///
/// It is always 51x31 points: setting another frame or bounds size keeps the origin and the size.
/// A tap toggles it; so does sliding the thumb past the middle. Either sends `.valueChanged` once (only
/// if the value changed), after the touch events UIControl sends; setting the value in code sends
/// nothing. Highlighting and selection do not change its look; a disabled switch is faded.
///
/// Source: Apple, UISwitch; iOS 7's look, reproduced as designed (the transparent off track with its outline).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// iOS 7's one size.
    static let size = CGSize(width: 51, height: 31)
    /// iOS 7's on colour, RGB 76,217,100.
    static let defaultOnTintColor = UIColor(red: 76.0 / 255.0, green: 217.0 / 255.0, blue: 100.0 / 255.0, alpha: 1)
    /// iOS 7's outline when no tint colour is set on the switch itself: a light grey; in dark, the
    /// secondary system fill's grey.
    static let defaultOutlineColor = UIColor.appearance(
        light: UIColor(red: 229.0 / 255.0, green: 229.0 / 255.0, blue: 234.0 / 255.0, alpha: 1),
        dark: UIColor(red: 120.0 / 255.0, green: 120.0 / 255.0, blue: 128.0 / 255.0, alpha: 0.32))
    /// How long setOn(_:animated:) and the user's toggles take to slide and fade (UIKit's 0.25 s).
    static let animationDuration: TimeInterval = 0.25

    private var storedIsOn = false
    var interaction = SwitchInteraction()
    let parts = SwitchParts()

    /// Creates a switch at `frame`'s origin, 51x31 whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        parts.install(in: self)
        updateParts(animated: false)
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Size

    /// Setting the frame or bounds keeps their origin and the switch's one size (UIControl.fixedSize).
    override var fixedSize: CGSize? { Self.size }

    /// The outline's colour is on a layer: it resolves again for the new appearance.
    override func colorAppearanceDidChange() { updateColors() }

    /// 51x31, whatever it is asked.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// UIKit: a switch hugs its size at 750 on both axes.
    override func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    /// 51x31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Value

    /// Whether the switch is on (false). Setting it moves the thumb at once, without animation, and sends
    /// no control event: only the user's tap or slide sends `.valueChanged`. To animate, call
    /// ``setOn(_:animated:)``.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the value; with `animated`, the thumb slides and the track's colour fades over 0.25 s on
    /// UIKit's clock (`isOn` reads the new value at once). Sends no control event: call
    /// `sendActions(for: .valueChanged)` after it when the targets should hear of it.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        updateParts(animated: animated)
    }

    // MARK: Colours and images

    /// The track's colour when on (nil: iOS 7's green, RGB 76,217,100).
    open var onTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("onTintColor")
            updateColors()
        }
    }

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("thumbTintColor")
            updateColors()
        }
    }

    /// The image for the on side of the track (nil).
    ///
    /// Unsupported: stored but not drawn, as on iOS 7 and later, where Apple documents that it "has no
    /// effect" (iOS 6 drew it; iOS 7 withdrew it, and iOS 7's look wins here).
    open var onImage: UIImage? {
        didSet { markAppearanceExplicit("onImage") }
    }

    /// The image for the off side of the track (nil).
    ///
    /// Unsupported: stored but not drawn, as on iOS 7 and later (see ``onImage``).
    open var offImage: UIImage? {
        didSet { markAppearanceExplicit("offImage") }
    }

    /// UISwitch's `tintColor` colours the outline of the off track, when set on the switch itself (or
    /// through its appearance proxy); otherwise the outline is iOS 7's light grey, whatever the tint
    /// inherited from the superviews.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            // A tint equal to the inherited one changes no effective tint (no tintColorDidChange), but it
            // is now the switch's own: the outline takes it.
            updateColors()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: State and layout

    override func stateDidChange() {
        // UIKit: highlighting and selection make no difference to the look; disabling fades.
        parts.content.alpha = isEnabled ? 1 : 0.5
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interaction.begin(atX: touch.location(in: self).x, isOn: isOn)
        updateParts(animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let wasDragging = interaction.phase == .dragging
        interaction.move(toX: touch.location(in: self).x)
        // The thumb follows the finger at once; the track's colour fades when the thumb crosses the middle.
        if wasDragging || interaction.phase != .dragging {
            layoutParts()
        } else {
            updateParts(animated: false)
        }
        updateColors(animated: true)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = interaction.end(isOn: isOn, inside: isTouchInside)
        let changed = newValue != isOn
        setOn(newValue, animated: true)
        // UIKit: one valueChanged, only when the value changed.
        if changed { send(.valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        interaction.cancel()
        updateParts(animated: true)
    }

    // MARK: Gestures of superviews

    /// A single tap, or a pan along the switch, is the switch's, not a recognizer's of a superview
    /// (UIKit, iOS 6+: "a single finger pan gesture on the knob of a UISwitch, in a direction parallel
    /// to the switch"; the whole 51x31 switch counts as its knob's track here).
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        if Self.isSingleTap(recognizer) { return true }
        guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// `.button` until set (with `.notEnabled` while disabled), as UIKit's switch reports.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? .button).union(isEnabled ? [] : .notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// "1" when on, "0" when off, until set: what VoiceOver reads as "on" and "off" on iOS.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}
