// What the picker tests share: turning a drum by whole rows the way a careful finger does.
import UIKit
import UIKitTesting

extension UIKitTestHarness {
    /// Drags the drum under `point` (a window point) by `rows` rows of `rowHeight` points (positive: on to
    /// later rows), holds still so that nothing is flung, lifts, and lets the drum settle.
    func turnDrum(at point: CGPoint, byRows rows: Int, rowHeight: CGFloat = 32) {
        let distance = CGFloat(rows) * rowHeight + (rows > 0 ? 2 : -2)
        touchDown(at: point)
        for step in 1...20 {
            advance(by: 0.03)
            touchMove(to: CGPoint(x: point.x, y: point.y - distance * CGFloat(step) / 20))
        }
        advance(by: 0.3)
        touchUp()
        advance(by: 1.5)
    }
}
