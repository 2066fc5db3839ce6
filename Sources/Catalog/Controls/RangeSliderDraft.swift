import UIKit

/// The range slider as an earlier draft, after stages S1-S6, before
/// its layers learn to draw: a red control (S1), a blue track layer and two green 30×30 knob layers
/// coloured by `backgroundColor` (S3, S4), knobs that drag and clamp (S5) and `.valueChanged` on every
/// move (S6). Kept to show the stage pictures; ``RangeSlider`` is the finished control.
final class RangeSliderDraft: UIControl {
    var minimumValue = 0.0, maximumValue = 10.0, lowerValue = 2.0, upperValue = 8.0

    let trackLayer = CALayer()
    let upperKnobLayer = CALayer()
    let lowerKnobLayer = CALayer()
    private var lowerHighlighted = false, upperHighlighted = false
    private var knobWidth: CGFloat = 0, useableTrackLength: CGFloat = 0
    private var previousTouchPoint = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
        trackLayer.backgroundColor = UIColor.blue.cgColor
        upperKnobLayer.backgroundColor = UIColor.green.cgColor
        lowerKnobLayer.backgroundColor = UIColor.green.cgColor
        [trackLayer, upperKnobLayer, lowerKnobLayer].forEach(layer.addSublayer)
        setLayerFrames()
    }

    required init?(coder: NSCoder) { nil }

    func positionForValue(_ value: Double) -> CGFloat {
        useableTrackLength * CGFloat((value - minimumValue) / (maximumValue - minimumValue)) + knobWidth / 2
    }

    private func setLayerFrames() {
        trackLayer.frame = bounds.insetBy(dx: 0, dy: bounds.height / 3.5)
        knobWidth = bounds.height
        useableTrackLength = bounds.width - knobWidth
        upperKnobLayer.frame = CGRect(x: positionForValue(upperValue) - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
        lowerKnobLayer.frame = CGRect(x: positionForValue(lowerValue) - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousTouchPoint = touch.location(in: self)
        if lowerKnobLayer.frame.contains(previousTouchPoint) {
            lowerHighlighted = true
        } else if upperKnobLayer.frame.contains(previousTouchPoint) {
            upperHighlighted = true
        }
        return lowerHighlighted || upperHighlighted
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let touchPoint = touch.location(in: self)
        let delta = Double(touchPoint.x - previousTouchPoint.x)
        let valueDelta = (maximumValue - minimumValue) * delta / Double(useableTrackLength)
        previousTouchPoint = touchPoint
        if lowerHighlighted { lowerValue = min(max(lowerValue + valueDelta, minimumValue), upperValue) }
        if upperHighlighted { upperValue = min(max(upperValue + valueDelta, lowerValue), maximumValue) }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setLayerFrames()
        CATransaction.commit()
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lowerHighlighted = false
        upperHighlighted = false
    }
}
