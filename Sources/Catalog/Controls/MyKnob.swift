import UIKit

/// A custom control, a simplified knob, written against UIKit's
/// public API only, as an iOS app would write it, so that it runs unchanged.
///
/// The knob starts at its minimum, `angle` 0, and turns clockwise under one finger up to `angle` 5
/// (radians). The control draws only the knob picture; the rotation is the view's own `transform`, and
/// the "Min" and "Max" words are separate labels placed by whoever hosts the knob.
///
/// Tracking measures the finger's angle in the knob's own coordinate system, which turns with the knob:
/// each move rotates the view by the angle the finger moved since touch-down, so the finger stays at its
/// starting angle in the knob's space (this needs `UITouch.location(in:)` to honour the view's transform).
///
/// Events: `.valueChanged` when the finger lifts; also on every move when `isContinuous`; and once when
/// the knob is pegged at either end, which ends the tracking. Setting `angle` in code
/// sends nothing.
///
/// Porting notes: the knob picture (a knob.png file on iOS) is drawn with UIKit at run time (``knobImage(diameter:)``), so the
/// Catalog needs no binary asset; a target is added with `addTarget(_:action:for:)` and a method
/// reference (`MyKnobHost.knobChanged`) where iOS code writes `#selector(knobChanged:)`.
final class MyKnob: UIControl {
    /// The largest angle, in radians: the knob's maximum position.
    static let maximumAngle: CGFloat = 5

    /// The knob's position, in radians from 0 (minimum) to 5 (maximum), clockwise.
    ///
    /// Setting it clamps the value into 0...5, rotates the view to it at once (its `transform` becomes a
    /// rotation by the angle) and sends no control event. NaN is ignored (the angle stays where it was).
    var angle: CGFloat {
        get { storedAngle }
        set {
            guard !newValue.isNaN else { return }
            let clamped = min(max(newValue, 0), Self.maximumAngle)
            transform = CGAffineTransform(rotationAngle: clamped)
            storedAngle = clamped
        }
    }
    private var storedAngle: CGFloat = 0 { didSet { updateAccessibilityValue() } }

    /// Whether `.valueChanged` is sent on every move as well as when the finger lifts. False by default,
    /// so the knob then reports its value only when the finger lifts.
    var isContinuous = false

    /// The finger's angle at touch-down, in the knob's own (rotating) coordinates.
    private var initialAngle: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        // What a custom control owes VoiceOver, as UISlider does it.
        isAccessibilityElement = true
        accessibilityLabel = "Knob"
        accessibilityTraits = .adjustable
        updateAccessibilityValue()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Accessibility

    /// The angle as a percentage of the knob's travel ("50%"), as UISlider reports its value.
    private func updateAccessibilityValue() {
        accessibilityValue = "\(Int((storedAngle / Self.maximumAngle * 100).rounded()))%"
    }

    /// Turns the knob a tenth of its travel clockwise and sends `.valueChanged` (a VoiceOver swipe up).
    override func accessibilityIncrement() { step(by: Self.maximumAngle / 10) }

    /// Turns the knob a tenth of its travel anticlockwise and sends `.valueChanged`.
    override func accessibilityDecrement() { step(by: -Self.maximumAngle / 10) }

    private func step(by delta: CGFloat) {
        let before = storedAngle
        angle = storedAngle + delta
        if storedAngle != before { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    /// Draws the knob picture into the view's bounds.
    override func draw(_ rect: CGRect) {
        Self.knobImage(diameter: min(bounds.width, bounds.height)).draw(in: bounds)
    }

    // MARK: Tracking

    /// The angle of the touch around the knob's centre, in the knob's own coordinates.
    private func angle(of touch: UITouch) -> CGFloat {
        let location = touch.location(in: self)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        return atan2(location.y - centre.y, location.x - centre.x)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        initialAngle = angle(of: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        var delta = angle(of: touch) - initialAngle
        // Subtracting the two atan2 angles as they are fails: a finger that started left of the centre
        // crosses atan2's seam at ±π as soon as it turns the knob, and the raw difference (nearly 2π)
        // would peg the knob. A move is never half a turn, so the difference is taken the short way round.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        let absolute = storedAngle + delta
        if absolute < 0 {
            // Pegged at the minimum: tracking stops, so endTracking will never send the value.
            transform = .identity
            storedAngle = 0
            sendActions(for: .valueChanged)
            return false
        }
        if absolute > Self.maximumAngle {
            transform = CGAffineTransform(rotationAngle: Self.maximumAngle)
            storedAngle = Self.maximumAngle
            sendActions(for: .valueChanged)
            return false
        }
        transform = transform.rotated(by: delta)
        storedAngle = absolute
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        sendActions(for: .valueChanged)
    }
}
