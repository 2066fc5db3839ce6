import UIKit

/// A custom control: a slider with two knobs that
/// choose a range, drawn by three Core Animation layers, written against UIKit's public API only, as
/// an iOS app would write it. Its names follow the Objective-C CERangeSlider's, in Swift form.
///
/// - Layers (back to front): the track, the upper knob, the lower knob. Knobs are
///   squares as tall as the control; the track spans the whole width, inset by height/3.5 at top and
///   bottom. Each layer draws itself in `draw(in:)`, reading the slider through a weak reference.
/// - Tracking: a touch that begins on a knob's square drags that knob (the lower knob wins where both
///   are); a touch elsewhere is not tracked. Each move shifts the value by the horizontal
///   distance moved, scaled to the range, clamped to `minimumValue...upperValue` for the lower knob and
///   `lowerValue...maximumValue` for the upper one, and sends `.valueChanged`, even when the
///   value could not change. Knob frames follow the finger with implicit animations disabled.
///   Lifting or cancelling the touch un-highlights the knob.
/// - Setters: appearance properties redraw the layers, value properties move the knobs (implicitly
///   animated when on screen); setting a property to the value it has does
///   nothing; no setter sends an event.
///
/// Robustness: values always
/// satisfy `minimumValue <= lowerValue <= upperValue <= maximumValue`. Setting `lowerValue` or
/// `upperValue` clamps it between its neighbours; moving `minimumValue` above `maximumValue` raises the
/// maximum with it (and the reverse); NaN is ignored, as are infinite bounds. `curvaceousness` is
/// clamped to 0...1 (0: square corners; 1: capsule track and round knobs).
///
/// Porting notes: the Objective-C `GENERATE_SETTER` macro becomes one `didSet` per property; its
/// `addTarget:action:forControlEvents:` with `@selector` becomes `addTarget(_:action:for:)` with a method
/// reference (see ``RangeSliderViewController``).
final class RangeSlider: UIControl {
    // MARK: Values (setters relayout the knobs)

    /// The smallest value of the range. Default 0.
    var minimumValue: Double {
        get { minimum }
        set {
            guard newValue.isFinite, newValue != minimum else { return }
            minimum = newValue
            maximum = max(maximum, newValue)
            clampValues()
            setLayerFrames()
        }
    }

    /// The largest value of the range. Default 10.
    var maximumValue: Double {
        get { maximum }
        set {
            guard newValue.isFinite, newValue != maximum else { return }
            maximum = newValue
            minimum = min(minimum, newValue)
            clampValues()
            setLayerFrames()
        }
    }

    /// The lower knob's value, kept within `minimumValue...upperValue`. Default 2.
    var lowerValue: Double {
        get { lower }
        set {
            guard !newValue.isNaN else { return }
            let value = min(max(newValue, minimum), upper)
            guard value != lower else { return }
            lower = value
            setLayerFrames()
        }
    }

    /// The upper knob's value, kept within `lowerValue...maximumValue`. Default 8.
    var upperValue: Double {
        get { upper }
        set {
            guard !newValue.isNaN else { return }
            let value = min(max(newValue, lower), maximum)
            guard value != upper else { return }
            upper = value
            setLayerFrames()
        }
    }

    private var minimum = 0.0, maximum = 10.0, lower = 2.0, upper = 8.0

    // MARK: Appearance (setters redraw the layers)

    /// The track outside the selected range. Default white 0.9 (light grey).
    var trackColour = UIColor(white: 0.9, alpha: 1) { didSet { if trackColour != oldValue { redrawLayers() } } }
    /// The track between the knobs' centres. Default RGB (0, 0.45, 0.94).
    var trackHighlightColour = UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1) {
        didSet { if trackHighlightColour != oldValue { redrawLayers() } }
    }
    /// The knobs' fill. Default white.
    var knobColour = UIColor.white { didSet { if knobColour != oldValue { redrawLayers() } } }
    /// How round the track's ends and the knobs are, from 0 (square) to 1 (round); clamped into 0...1,
    /// NaN ignored. Default 1.
    var curvaceousness: CGFloat {
        get { roundness }
        set {
            guard !newValue.isNaN else { return }
            let value = min(max(newValue, 0), 1)
            guard value != roundness else { return }
            roundness = value
            redrawLayers()
        }
    }
    private var roundness: CGFloat = 1

    // MARK: Layers

    let trackLayer = RangeSliderTrackLayer()
    let upperKnobLayer = RangeSliderKnobLayer()
    let lowerKnobLayer = RangeSliderKnobLayer()

    /// The knobs' side: the control's height.
    private var knobWidth: CGFloat = 0
    /// How far a knob's centre can travel: the width less one knob.
    private var useableTrackLength: CGFloat = 0
    /// Where the tracked touch was at the last move, in the control's coordinates.
    private var previousTouchPoint = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        for layer in [trackLayer, upperKnobLayer, lowerKnobLayer] as [CALayer] {
            // Crisp on every screen (the Objective-C layers drew at scale 1).
            layer.contentsScale = UIScreen.main.scale
            self.layer.addSublayer(layer)
        }
        trackLayer.slider = self
        upperKnobLayer.slider = self
        lowerKnobLayer.slider = self
        setLayerFrames()
    }

    required init?(coder: NSCoder) { nil }

    /// The x coordinate, in the control's space, of a knob's centre at `value`: the range mapped linearly
    /// onto `knobWidth/2 ... width - knobWidth/2`. The left end when the range is empty.
    func positionForValue(_ value: Double) -> CGFloat {
        let span = maximum - minimum
        guard span > 0 else { return knobWidth / 2 }
        return useableTrackLength * CGFloat((value - minimum) / span) + knobWidth / 2
    }

    // Laying the layers out only when a value changes would leave a control resized after it was made
    // with stale frames, so layout does it too, without animation.
    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setLayerFrames()
        CATransaction.commit()
    }

    private func clampValues() {
        lower = min(max(lower, minimum), maximum)
        upper = min(max(upper, lower), maximum)
    }

    private func setLayerFrames() {
        trackLayer.frame = bounds.insetBy(dx: 0, dy: bounds.height / 3.5)
        trackLayer.setNeedsDisplay()
        knobWidth = bounds.height
        useableTrackLength = bounds.width - knobWidth
        let upperKnobCentre = positionForValue(upper)
        upperKnobLayer.frame = CGRect(x: upperKnobCentre - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
        let lowerKnobCentre = positionForValue(lower)
        lowerKnobLayer.frame = CGRect(x: lowerKnobCentre - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
        upperKnobLayer.setNeedsDisplay()
        lowerKnobLayer.setNeedsDisplay()
    }

    private func redrawLayers() {
        upperKnobLayer.setNeedsDisplay()
        lowerKnobLayer.setNeedsDisplay()
        trackLayer.setNeedsDisplay()
    }

    // MARK: Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousTouchPoint = touch.location(in: self)
        // Hit-test the knobs' squares, the lower knob first.
        if lowerKnobLayer.frame.contains(previousTouchPoint) {
            lowerKnobLayer.highlighted = true
            lowerKnobLayer.setNeedsDisplay()
        } else if upperKnobLayer.frame.contains(previousTouchPoint) {
            upperKnobLayer.highlighted = true
            upperKnobLayer.setNeedsDisplay()
        }
        return upperKnobLayer.highlighted || lowerKnobLayer.highlighted
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let touchPoint = touch.location(in: self)
        // 1. How far the finger moved, as a change of value.
        let delta = Double(touchPoint.x - previousTouchPoint.x)
        let valueDelta = useableTrackLength > 0 ? (maximum - minimum) * delta / Double(useableTrackLength) : 0
        previousTouchPoint = touchPoint
        // 2. The values, each kept between its neighbours (the Objective-C BOUND macro).
        if lowerKnobLayer.highlighted {
            lower = bound(lower + valueDelta, upper: upper, lower: minimum)
        }
        if upperKnobLayer.highlighted {
            upper = bound(upper + valueDelta, upper: maximum, lower: lower)
        }
        // 3. The layers follow at once, without implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setLayerFrames()
        CATransaction.commit()
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        unhighlightKnobs()
    }

    // Without this override a cancelled drag would leave its knob dark; a cancel is treated as the
    // end of the drag.
    override func cancelTracking(with event: UIEvent?) {
        unhighlightKnobs()
    }

    private func unhighlightKnobs() {
        lowerKnobLayer.highlighted = false
        upperKnobLayer.highlighted = false
        lowerKnobLayer.setNeedsDisplay()
        upperKnobLayer.setNeedsDisplay()
    }

    /// The Objective-C `BOUND(VALUE, UPPER, LOWER)`: `min(max(value, lower), upper)` (so `upper` wins when
    /// the bounds cross).
    private func bound(_ value: Double, upper: Double, lower: Double) -> Double {
        min(max(value, lower), upper)
    }
}
