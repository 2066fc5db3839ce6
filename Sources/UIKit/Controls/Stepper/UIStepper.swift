/// A control that raises or lowers a value by a fixed step: a "−" button on the left and a "+" button
/// on the right, 94 × 29 points whatever its frame. It does not show its value; show it yourself (a
/// label, a progress view) from its `.valueChanged` action.
///
/// Interaction: a touch on an enabled half steps at once (in `beginTracking`, so `.valueChanged` comes
/// before `.touchDown`, as in UIKit); holding repeats (``autorepeat``) on UIKit's clock, slowly then faster
/// (see `StepperRepeat`); sliding onto the other half presses that half instead, which steps it at
/// once; leaving the control (past UIKit's 70-point slop) stops the repeats until the finger comes back.
/// A touch on a half that cannot step (a limit, without ``wraps``) is not tracked and sends nothing.
///
/// Events: the touch events (UIControl's tracking) and `.valueChanged`: at each step when
/// ``isContinuous`` (the default), else once when the touch ends or is cancelled, if the value changed.
/// Setting any property in code sends nothing.
///
/// Looks (iOS 7): a 1-point rounded outline in `tintColor` with a divider, a "−" and a "+" in the tint;
/// the pressed half fills lightly with the tint; a half that cannot step draws its glyph faded; the
/// whole stepper fades while disabled. Per-state background, divider, increment and decrement images
/// replace those parts (see UIStepper+Drawing.swift).
///
/// Source: Apple, UIStepper reference (`autorepeat` repeats while held, `continuous` sends Value Changed
/// during the interaction); iOS 7's look.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's one size.
    static let size = CGSize(width: 94, height: 29)

    /// A half of the stepper: its decrement ("−", left) or increment ("+", right) button.
    enum Half { case decrement, increment }

    /// The half the tracked finger presses (nil: none, or the finger is outside).
    var pressedHalf: Half?
    /// The value when the current touch went down (for the end-of-interaction Value Changed).
    var valueAtTouchDown: Double?
    /// The autorepeat clock of the pressed half.
    let repeater = StepperRepeat()

    var backgroundImages = ControlStateValues<UIImage>()
    var incrementImages = ControlStateValues<UIImage>()
    var decrementImages = ControlStateValues<UIImage>()
    /// Divider images by left and right state (raw values).
    var dividerImages: [DividerKey: UIImage] = [:]

    struct DividerKey: Hashable {
        let left: UInt, right: UInt
        init(_ left: UIControl.State, _ right: UIControl.State) { self.left = left.rawValue; self.right = right.rawValue }
    }

    /// Creates a stepper at `frame`'s origin, 94 × 29 (the size of `frame` is ignored).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isOpaque = false
        contentMode = .redraw
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Size

    /// Setting the frame or bounds keeps their origin and the stepper's one size (UIControl.fixedSize).
    override var fixedSize: CGSize? { Self.size }

    /// 94 × 29, always.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// UIKit: a stepper hugs its size at 750 on both axes.
    override func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    /// 94 × 29, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Draws the stepper's state (the rules are in UIStepper+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawStepper() }

    // MARK: Value

    /// The value, between `minimumValue` and `maximumValue` (0). Setting it clamps it into that range;
    /// NaN is ignored. Sends no event.
    open var value: Double = 0 {
        didSet {
            // Assigning inside didSet does not call the observers again.
            value = value.isNaN ? oldValue : min(max(value, minimumValue), maximumValue)
            if value != oldValue { valueDidChange() }
        }
    }

    /// The lowest value (0). It must stay below `maximumValue`: setting it to `maximumValue` or more, or to
    /// NaN, fails (UIKit raises `NSInvalidArgumentException`). The value is clamped up to it.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(
                !minimumValue.isNaN && minimumValue < maximumValue,
                "UIStepper.minimumValue: \(minimumValue) must be less than maximumValue (\(maximumValue))")
            if value < minimumValue { value = minimumValue } else { valueDidChange() }
        }
    }

    /// The highest value (100). It must stay above `minimumValue`: setting it to `minimumValue` or less,
    /// or to NaN, fails (UIKit raises `NSInvalidArgumentException`). The value is clamped down to it.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(
                !maximumValue.isNaN && maximumValue > minimumValue,
                "UIStepper.maximumValue: \(maximumValue) must be greater than minimumValue (\(minimumValue))")
            if value > maximumValue { value = maximumValue } else { valueDidChange() }
        }
    }

    /// How much one press changes the value (1). It must be a finite number above 0: 0, a negative
    /// number, NaN or an infinity fails (UIKit raises `NSInvalidArgumentException`).
    open var stepValue: Double = 1 {
        didSet {
            precondition(
                stepValue > 0 && stepValue.isFinite,
                "UIStepper.stepValue: \(stepValue) must be a finite number greater than 0")
        }
    }

    /// Whether stepping past a limit goes round to the other one (false). With it, "+" at
    /// `maximumValue` gives `minimumValue` and "−" at `minimumValue` gives `maximumValue`, and no half
    /// is ever disabled. A step that would pass a limit from inside the range stops at the limit first
    /// (9.5 + 1 in 0…10 gives 10, then 0).
    ///
    /// Source: Apple, UIStepper `wraps`; UIKit wraps to exactly the other limit.
    open var wraps = false {
        didSet { if wraps != oldValue { valueDidChange() } }
    }

    /// Whether holding a button repeats its step, slowly then faster (true). See `StepperRepeat` for
    /// the timings. False: one step per press.
    open var autorepeat = true

    /// Whether `.valueChanged` is sent at each step during the interaction (true), or once when it ends,
    /// if the value changed (false).
    open var isContinuous = true

    // MARK: Stepping

    /// Whether `half` can step now: the stepper is enabled and, without ``wraps``, the value is not at
    /// that half's limit.
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? value < maximumValue : value > minimumValue
    }

    /// The value one step of `half` gives.
    func steppedValue(_ half: Half) -> Double {
        switch half {
        case .increment:
            if value >= maximumValue { return wraps ? minimumValue : maximumValue }
            return min(value + stepValue, maximumValue)
        case .decrement:
            if value <= minimumValue { return wraps ? maximumValue : minimumValue }
            return max(value - stepValue, minimumValue)
        }
    }

    /// Steps `half` as the user does: changes the value and, when continuous, sends `.valueChanged`.
    /// Returns whether the value changed.
    @discardableResult
    func userStep(_ half: Half, event: UIEvent?) -> Bool {
        guard canStep(half) else { return false }
        let new = steppedValue(half)
        guard new != value else { return false }
        value = new
        if isContinuous { send(.valueChanged, with: event) }
        return true
    }

    private func valueDidChange() {
        if let half = pressedHalf, !canStep(half) { repeater.stop() }
        setNeedsDisplay()
    }

    // MARK: Per-state images (appearance-capable; drawn by UIStepper+Drawing.swift)

    /// Sets the image stretched behind both halves in `state` (each half shows its half of it). A half
    /// with no image for its state shows the `.normal` one, else iOS 7's outline.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(UIStepper.appearanceKey("backgroundImage", state))
        backgroundImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The background image for `state`: its own, else `.normal`'s.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }

    /// Sets the divider drawn between the halves when the left half is in `leftState` and the right
    /// half in `rightState` (the three that occur: normal/normal, highlighted/normal, normal/highlighted).
    /// It keeps its width and stretches to the stepper's height.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        markAppearanceExplicit(UIStepper.appearanceKey("dividerImage", leftState, rightState))
        dividerImages[DividerKey(leftState, rightState)] = image
        setNeedsDisplay()
    }

    /// The divider image for the two states: its own, else the normal/normal one.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(leftState, rightState)] ?? dividerImages[DividerKey(.normal, .normal)]
    }

    /// Sets the image of the "+" button in `state` (a template in the tint unless `.alwaysOriginal`).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(UIStepper.appearanceKey("incrementImage", state))
        incrementImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The "+" image for `state`: its own, else `.normal`'s; nil when the standard "+" shows.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages.value(for: state) }

    /// Sets the image of the "−" button in `state` (a template in the tint unless `.alwaysOriginal`).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(UIStepper.appearanceKey("decrementImage", state))
        decrementImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The "−" image for `state`: its own, else `.normal`'s; nil when the standard "−" shows.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages.value(for: state) }

    // MARK: Tracking

    /// The half under `touch` (left of the divider: decrement).
    func half(at touch: UITouch) -> Half {
        touch.location(in: self).x < bounds.midX ? .decrement : .increment
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = half(at: touch)
        // UIKit: a button that cannot step takes no touch.
        guard canStep(half) else { return false }
        valueAtTouchDown = value
        press(half, event: event)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // UIControl has updated isTouchInside (with its slop) before asking.
        let under: Half? = isTouchInside ? half(at: touch) : nil
        if under != pressedHalf {
            repeater.stop()
            pressedHalf = nil
            // Sliding from one button onto the other presses it.
            if let under, canStep(under) { press(under, event: event) }
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishInteraction(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishInteraction(event: event)
    }

    /// Presses `half`: one step now, then the repeats.
    private func press(_ half: Half, event: UIEvent?) {
        pressedHalf = half
        userStep(half, event: event)
        setNeedsDisplay()
        guard autorepeat else { return }
        repeater.start { [weak self] in
            guard let self, let pressed = self.pressedHalf else { return false }
            return self.userStep(pressed, event: nil) && self.canStep(pressed)
        }
    }

    private func finishInteraction(event: UIEvent?) {
        repeater.stop()
        pressedHalf = nil
        if !isContinuous, let start = valueAtTouchDown, start != value { send(.valueChanged, with: event) }
        valueAtTouchDown = nil
        setNeedsDisplay()
    }

    override func stateDidChange() {
        super.stateDidChange()
        if !isEnabled { repeater.stop() }
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// A single tap on the stepper is the stepper's, not a tap recognizer's of a superview (UIKit, iOS 6+).
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        Self.isSingleTap(recognizer)
    }

    // MARK: Accessibility

    /// A stepper is an accessibility element (true) until set.
    ///
    /// Deviation: UIKit exposes the stepper as two elements, its "Decrement" and "Increment" buttons; OpenUIKit
    /// has no UIAccessibilityElement yet, so the stepper is one adjustable element whose increment and
    /// decrement actions press those buttons.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// The value as text ("5", "1.5", "0.25") until set.
    open override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        }
        set { super.accessibilityValue = newValue }
    }

    /// `.adjustable` until set; `.notEnabled` is added while disabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = accessibilityStorage?.traits ?? .adjustable
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Steps up as the "+" button does, sending `.valueChanged` if the value changed.
    open override func accessibilityIncrement() {
        if userStep(.increment, event: nil), !isContinuous { send(.valueChanged, with: nil) }
    }

    /// Steps down as the "−" button does, sending `.valueChanged` if the value changed.
    open override func accessibilityDecrement() {
        if userStep(.decrement, event: nil), !isContinuous { send(.valueChanged, with: nil) }
    }
}
