import UIKit

/// Draws a dot where the last touch is, with its coordinates, and prints each touch on standard output.
final class TouchesPageView: CatalogDrawingView {
    private var lastTouch: CGPoint?
    private var phase = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 1, alpha: 1)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Touches" as NSString).draw(at: CGPoint(x: 40, y: 28), withAttributes: title)
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText]
        guard let point = lastTouch else {
            ("Touch or drag anywhere on this page." as NSString).draw(at: CGPoint(x: 40, y: 64), withAttributes: body)
            return
        }
        let text = String(format: "%@ at x: %.1f, y: %.1f", phase, point.x, point.y)
        (text as NSString).draw(at: CGPoint(x: 40, y: 64), withAttributes: body)
        tintColor.withAlphaComponent(0.25).setFill()
        UIBezierPath(ovalIn: CGRect(x: point.x - 30, y: point.y - 30, width: 60, height: 60)).fill()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: point.x - 10, y: point.y - 10, width: 20, height: 20)).fill()
    }

    private func record(_ touches: Set<UITouch>, _ phase: String) {
        guard let touch = touches.first else { return }
        lastTouch = touch.location(in: self)
        self.phase = phase
        say(String(format: "touch %@ x=%.1f y=%.1f", phase, lastTouch!.x, lastTouch!.y))
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "cancelled") }
}
