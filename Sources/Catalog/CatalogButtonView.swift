import UIKit

/// A button made from a plain view, with public API only (until UIButton exists): a rounded outline and
/// a title in the tint colour, filled while a touch is on it; a touch that lifts inside calls `action`
/// (from `touchesEnded`). It follows the tint, dimmed included, as iOS 7's system buttons do.
final class CatalogButtonView: CatalogDrawingView {
    var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// Called when a touch lifts inside the button.
    var action: (() -> Void)?
    /// Whether a touch is down on the button.
    private(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    init(title: String, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8)
        outline.lineWidth = 1.5
        tintColor.setStroke()
        if isHighlighted {
            tintColor.setFill()
            outline.fill()
        }
        outline.stroke()
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .medium),
                                                         .foregroundColor: isHighlighted ? UIColor.white : tintColor!]
        let size = (title as NSString).size(withAttributes: attributes)
        (title as NSString).draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
                                 withAttributes: attributes)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = true }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        isHighlighted = false
        if inside { action?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = false }
}
