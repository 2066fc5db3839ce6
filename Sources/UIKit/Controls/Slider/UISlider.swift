/// A control that picks a value from a continuous range by dragging a thumb along a track, in iOS 7's
/// look: a 2 pt rounded track, tinted left of the thumb and light grey right of it, and a white 28 pt
/// round thumb with a soft shadow.
///
/// Only the thumb starts a drag: a touch elsewhere on the track does nothing and sends no event, not even
/// a touch event (iOS 7 reports not even Touch Up Inside for such a tap).
/// While the thumb is held the slider is highlighted; it sends `.valueChanged` as the value changes
/// during the drag (`isContinuous`, the default) or once on release. Setting the value in code sends
/// nothing. The four rect methods are override points, and the drawing follows them.
///
/// Source: Apple, UISlider; iOS 7's look. `thumbTintColor` tints the thumb and `setValue(_:animated:)`
/// animates, as Apple documents, although iOS 7 did neither.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// iOS 7's slider height: the thumb and its shadow.
    static let defaultHeight: CGFloat = 31
    /// The default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The default track's thickness.
    static let trackHeight: CGFloat = 2
    /// Space between a value image and the track.
    static let valueImageGap: CGFloat = 8
    /// iOS 7's maximum track colour, a light grey.
    static let defaultMaximumTrackColor = UIColor.appearance(
        light: UIColor(red: 183.0 / 255.0, green: 183.0 / 255.0, blue: 183.0 / 255.0, alpha: 1),
        dark: UIColor.systemGray4.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    /// How long setValue(_:animated:) moves the thumb.
    static let animationDuration: TimeInterval = 0.25

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    var interaction = SliderInteraction()
    let parts = SliderParts()
    var thumbImages = ControlStateValues<UIImage>()
    var minimumTrackImages = ControlStateValues<UIImage>()
    var maximumTrackImages = ControlStateValues<UIImage>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        parts.install(in: self)
        updateParts()
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Value and range

    /// The value (0), always within `minimumValue...maximumValue`: a value outside is clamped to the
    /// nearer end (infinities too); NaN is ignored. Setting it moves the thumb at once and sends no event.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped; NaN ignored); with `animated`, the thumb slides there over 0.25 s on
    /// UIKit's clock while `value` reads the new value at once. Sends no event. It animates as Apple
    /// documents, although iOS 7 did not.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        storedValue = SliderInteraction.clamp(value, storedMinimum, storedMaximum)
        updateParts(animated: animated)
    }

    /// The value at the leading end (0). A value above `maximumValue` raises the maximum to it; the value
    /// is clamped into the new range. NaN and infinities are ignored.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            rangeDidChange()
        }
    }

    /// The value at the trailing end (1). A value below `minimumValue` lowers the minimum to it; the
    /// value is clamped into the new range. NaN and infinities are ignored.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            rangeDidChange()
        }
    }

    private func rangeDidChange() {
        storedValue = SliderInteraction.clamp(storedValue, storedMinimum, storedMaximum)
        updateParts()
    }

    /// Whether `.valueChanged` is sent as the value changes during a drag (true), or once when the
    /// finger lifts, if the value changed (false). True by default, as in UIKit.
    open var isContinuous = true

    // MARK: Colours

    /// The track's colour left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        didSet { markAppearanceExplicit("minimumTrackTintColor"); updateParts() }
    }

    /// The track's colour right of the thumb (nil: iOS 7's light grey).
    open var maximumTrackTintColor: UIColor? {
        didSet { markAppearanceExplicit("maximumTrackTintColor"); updateParts() }
    }

    /// The default thumb's colour (nil: white). It has no effect on a thumb image.
    ///
    /// It tints the thumb as Apple documents, although iOS 7 ignored it.
    open var thumbTintColor: UIColor? {
        didSet { markAppearanceExplicit("thumbTintColor"); updateParts() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts()
    }

    // MARK: Value images

    /// An image shown at the leading end, the track shortened to make room (nil).
    open var minimumValueImage: UIImage? {
        didSet { invalidateIntrinsicContentSize(); updateParts() }
    }

    /// An image shown at the trailing end, the track shortened to make room (nil).
    open var maximumValueImage: UIImage? {
        didSet { invalidateIntrinsicContentSize(); updateParts() }
    }

    // MARK: Per-state images

    /// Sets the thumb's image for `state` (nil removes it). A state without its own image shows the
    /// normal one; with none, the default thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[exactly: state] = image
        markAppearanceExplicit(Self.appearanceKey("thumbImage", state))
        invalidateIntrinsicContentSize()
        updateParts()
    }

    /// The thumb image shown in `state` (its own, else the normal one; nil when none is set).
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages.value(for: state) }

    /// The thumb image shown now, for the current state (nil: the default thumb).
    open var currentThumbImage: UIImage? { thumbImages.value(for: state) }

    /// Sets the image of the track left of the thumb for `state`: stretched (through its caps when
    /// resizable) from the track's start to the thumb's centre.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[exactly: state] = image
        markAppearanceExplicit(Self.appearanceKey("minimumTrackImage", state))
        updateParts()
    }

    /// The minimum track image shown in `state` (its own, else the normal one).
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages.value(for: state) }

    /// The minimum track image shown now (nil: the tinted track).
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages.value(for: state) }

    /// Sets the image of the track right of the thumb for `state`: stretched from the thumb's centre to
    /// the track's end.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[exactly: state] = image
        markAppearanceExplicit(Self.appearanceKey("maximumTrackImage", state))
        updateParts()
    }

    /// The maximum track image shown in `state` (its own, else the normal one).
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages.value(for: state) }

    /// The maximum track image shown now (nil: the grey track).
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages.value(for: state) }

    /// The scale the slider is shown at (its window's screen's, else the main screen's), for snapping the
    /// track and thumb to pixels.
    private var pixelScale: CGFloat {
        let scale = (window?.screen ?? UIScreen.main).scale
        return scale.isFinite && scale >= 1 ? scale : 1
    }

    // MARK: Geometry (override points)

    /// Where the minimum value image goes: its size, at the leading edge, centred vertically (a
    /// zero-size rect at the leading edge when there is no image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The track's rect: 2 pt thick, centred vertically on a pixel boundary, from 2 pt inside each end
    /// (where the default thumb's edge stops), or 8 pt past a value image at that end.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let inset = SliderInteraction.thumbOverhang
        let minX = minimumValueImage.map { bounds.minX + $0.size.width + Self.valueImageGap } ?? bounds.minX + inset
        let maxX = maximumValueImage.map { bounds.maxX - $0.size.width - Self.valueImageGap } ?? bounds.maxX - inset
        let scale = pixelScale
        let y = ((bounds.midY - Self.trackHeight / 2) * scale).rounded() / scale
        return CGRect(x: minX, y: y, width: max(0, maxX - minX), height: Self.trackHeight)
    }

    /// The thumb's rect for `value` on `rect`: the current thumb image's size (28x28 for the default
    /// thumb), centred vertically on the track, its centre moving along the track with the value's place
    /// in the range (the default thumb reaches 2 pt past each end of the track).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let fraction = SliderInteraction.fraction(of: value, storedMinimum, storedMaximum)
        let centerX = SliderInteraction.thumbCenterX(fraction: fraction, track: rect, thumbWidth: size.width)
        let scale = pixelScale
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        return CGRect(x: snap(centerX - size.width / 2), y: snap(rect.midY - size.height / 2), width: size.width, height: size.height)
    }

    /// No intrinsic width; 31 pt high (iOS 7's slider), or taller for a taller thumb or value image.
    open override var intrinsicContentSize: CGSize {
        let heights = [
            Self.defaultHeight, thumbImages.value(for: .normal)?.size.height ?? 0,
            minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0,
        ]
        return CGSize(width: UIView.noIntrinsicMetric, height: heights.max()!)
    }

    // MARK: State and layout

    override func stateDidChange() {
        parts.content.alpha = isEnabled ? 1 : 0.5
        updateParts()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The track and thumb snap to the pixels of the window's screen.
        setNeedsLayout()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        // UIKit: only the thumb starts a drag; a touch on the track sends nothing.
        guard thumb.contains(point) else { return false }
        interaction.begin(touchX: point.x, thumbCenterX: thumb.midX, value: value)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let atMinimum = thumbRect(forBounds: bounds, trackRect: track, value: storedMinimum).midX
        let atMaximum = thumbRect(forBounds: bounds, trackRect: track, value: storedMaximum).midX
        let centerX = interaction.thumbCenterX(forTouchX: touch.location(in: self).x)
        let newValue = SliderInteraction.value(
            forThumbCenterX: centerX, minimumCenterX: atMinimum, maximumCenterX: atMaximum,
            storedMinimum, storedMaximum)
        guard newValue != storedValue else { return true }
        storedValue = newValue
        updateParts()
        if isContinuous { send(.valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        interaction.end()
        // UIKit: a slider that is not continuous reports the drag once, on release.
        if !isContinuous && storedValue != interaction.startValue { send(.valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        interaction.end()
        // Ours: a cancelled drag that nobody has heard of (not continuous) puts the value back.
        if !isContinuous && storedValue != interaction.startValue {
            storedValue = interaction.startValue
            updateParts()
        }
    }

    // MARK: Gestures of superviews

    /// A swipe along the slider that starts on its thumb is the slider's, not a swipe recognizer's of a
    /// superview (UIKit, iOS 6+). A tap is not: a tap-to-set recognizer usually goes on the
    /// slider itself, and a superview's tap recognizer still sees taps on the track.
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        guard let swipe = recognizer as? UISwipeGestureRecognizer,
            !swipe.direction.intersection([.left, .right]).isEmpty
        else { return false }
        // The slider tracks exactly the touches that went down on its thumb.
        return isTracking && trackedTouch === touch
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// `.adjustable` until set (with `.notEnabled` while disabled).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? .adjustable).union(isEnabled ? [] : .notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// The value's place in the range as a whole percentage ("50%") until set, as UIKit reads a slider.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((SliderInteraction.fraction(of: value, storedMinimum, storedMaximum) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// Raises the value by a tenth of the range (clamped), sending `.valueChanged` if it changed.
    open override func accessibilityIncrement() { accessibilityStep(by: 0.1) }

    /// Lowers the value by a tenth of the range (clamped), sending `.valueChanged` if it changed.
    open override func accessibilityDecrement() { accessibilityStep(by: -0.1) }

    private func accessibilityStep(by fraction: Float) {
        let old = storedValue
        setValue(storedValue + fraction * (storedMaximum - storedMinimum), animated: false)
        if storedValue != old { send(.valueChanged, with: nil) }
    }
}
