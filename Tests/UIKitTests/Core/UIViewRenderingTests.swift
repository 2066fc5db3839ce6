// UIView drawing and invalidation, tint inheritance, and touches through the harness.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView rendering and events")
struct UIViewRenderingTests {
    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        }
    }

    @Test("A view draws once per setNeedsDisplay, not once per frame")
    func drawsOncePerInvalidation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        h.window.addSubview(view)
        view.setNeedsDisplay()
        h.advance(by: 0.1)
        #expect(view.draws == 1)
        h.advance(by: 1)
        #expect(view.draws == 1)
        view.setNeedsDisplay(); view.setNeedsDisplay()
        h.advance(by: 0.1)
        #expect(view.draws == 2)
    }

    @Test(
        "A view that draws, made while the screen's scale was 1, draws at 2 in a window of a scale-2 screen; a set contentScaleFactor stays"
    )
    func contentScaleFollowsTheWindow() throws {
        _ = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        let follower = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let fixed = CountingView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        fixed.contentScaleFactor = 1
        #expect(follower.contentScaleFactor == 1)
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 2)
        h.window.addSubview(follower)
        h.window.addSubview(fixed)
        h.runTurn()
        #expect(follower.contentScaleFactor == 2)
        #expect(fixed.contentScaleFactor == 1)
        let contents = try #require(follower.layer.contents as? CGImage)
        #expect(contents.width == 80, "drawn at the window's scale")
    }

    final class FirstAppearanceView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1; UIColor.red.setFill(); UIRectFill(rect) }
    }

    @Test("Views that draw are displayed when they first appear in a window, each once, without setNeedsDisplay")
    func firstAppearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        let views = (0..<3).map { i in FirstAppearanceView(frame: CGRect(x: CGFloat(i) * 30, y: 0, width: 20, height: 20)) }
        for view in views { h.window.addSubview(view) }
        h.advance(by: 0.01)
        h.advance(by: 0.01)
        #expect(views.map(\.draws) == [1, 1, 1])
        let plain = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        h.window.addSubview(plain)
        h.advance(by: 0.01)
        #expect(plain.layer.contents == nil)
    }

    @Test("The window shows a view's background and drawing where the view is")
    func windowPixels() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 2)
        h.window.backgroundColor = .white
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        view.setNeedsDisplay()
        let image = h.render()
        let pixels = image.cgImage!
        #expect(pixels.width == 200)
        let data = pixels.dataProvider!.data! as Data
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let o = y * pixels.bytesPerRow + x * 4; return [data[o + 2], data[o + 1], data[o]] }
        #expect(pixel(30, 30) == [255, 0, 0])  // left half drawn red
        #expect(pixel(80, 30) == [0, 0, 255])  // right half shows the blue background
        #expect(pixel(150, 150) == [255, 255, 255])
    }

    @Test("Changing one view repaints only around it")
    func damage() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let views = (0..<20).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 22, width: 100, height: 20))
            v.backgroundColor = .gray
            h.window.addSubview(v)
            return v
        }
        h.advance(by: 0.01)
        let frames = h.presentedFrameCount
        views[5].backgroundColor = .red
        h.advance(by: 0.01)
        #expect(h.presentedFrameCount == frames + 1)
        let area = h.lastDamage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area <= 210 * 50)
        h.advance(by: 0.01)
        #expect(h.presentedFrameCount == frames + 1)
    }

    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test("tintColor inherits down the hierarchy; changes and dimming call tintColorDidChange once per view")
    func tint() {
        let root = TintWatcher(), child = TintWatcher(), grandchild = TintWatcher()
        root.addSubview(child); child.addSubview(grandchild)
        #expect(grandchild.tintColor == UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        root.tintColor = .red
        #expect(grandchild.tintColor == .red)
        #expect(root.changes == 1 && child.changes == 1 && grandchild.changes == 1)
        child.tintColor = .green
        #expect(grandchild.tintColor == .green && root.tintColor == .red)
        #expect(child.changes == 2 && grandchild.changes == 2 && root.changes == 1)
        root.tintAdjustmentMode = .dimmed
        #expect(grandchild.tintColor != .green)
        #expect(root.changes == 2 && child.changes == 3 && grandchild.changes == 3)
        root.tintAdjustmentMode = .normal
        #expect(grandchild.tintColor == .green)
    }

    final class TouchView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began \(touches.first!.location(in: self))")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended \(touches.first!.location(in: self))")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    @Test("A touch belongs to the view hit at touch-down for its whole life, even outside it")
    func touchDelivery() {
        let h = UIKitTestHarness()
        let target = TouchView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        h.window.addSubview(target)
        h.touchDown(at: CGPoint(x: 110, y: 120))
        h.touchMove(to: CGPoint(x: 300, y: 400))
        h.touchUp()
        #expect(target.log == ["began \(CGPoint(x: 10, y: 20))", "moved", "ended \(CGPoint(x: 200, y: 300))"])
        target.log = []
        h.touchDown(at: CGPoint(x: 120, y: 120))
        h.touchCancel()
        #expect(target.log.last == "cancelled")
    }

    @Test("Unhandled touches go up the responder chain to the superview")
    func responderChain() {
        let h = UIKitTestHarness()
        let parent = TouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        h.window.addSubview(parent); parent.addSubview(child)
        h.tap(at: CGPoint(x: 20, y: 20))
        #expect(parent.log.count == 2)
    }

    @Test("A view snapshot shows nested backgrounds, corner radius and border")
    func viewSnapshot() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        let inner = CountingView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
        inner.backgroundColor = .systemYellow
        card.addSubview(inner)
        inner.setNeedsDisplay()
        card.contentScaleFactor = 2; inner.contentScaleFactor = 2
        assertSnapshot(of: card, as: .image, named: "card")
    }
}
