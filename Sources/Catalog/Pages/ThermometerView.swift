import UIKit

/// A custom thermometer view: a white pill outline 2 points
/// wide, inset 2 points, filled white from the left to `value` of its width. The caller sets `value`
/// (0...1) and then calls `setNeedsDisplay()`.
final class ThermometerView: UIView {
    var value: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        ProgressDrawings.drawThermometer(in: c, bounds: bounds, value: value)
    }
}
