// A view's backing store: what isOpaque and clearsContextBeforeDrawing change, and the layer properties
// that reach the window through views (group opacity, flipped geometry).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView backing store")
struct UIViewBackingStoreTests {
    /// Draws a red 10 × 10 square at (`x`, 0).
    class SquareView: UIView {
        var x: CGFloat = 0
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: x, y: 0, width: 10, height: 10))
        }
    }

    /// Clears a 10 × 10 square at the origin: a hole in a store with alpha, black in one without.
    final class ClearingView: UIView {
        override func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clear(CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    /// A 120-point square window, white, at scale 1. (The status bar draws over its top 20 points.)
    private func harness() -> UIKitTestHarness {
        let h = UIKitTestHarness(windowSize: CGSize(width: 120, height: 120), scale: 1)
        h.window.backgroundColor = .white
        return h
    }

    private func close(_ pixel: [UInt8], _ expected: [UInt8]) -> Bool { Pixels.close(pixel, expected) }

    // MARK: isOpaque

    @Test("isOpaque is true by default for a view, as in UIKit, and it is the layer's; a standalone layer's is false")
    func opaqueByDefault() {
        let view = UIView()
        #expect(view.isOpaque && view.layer.isOpaque)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
        #expect(!CALayer().isOpaque)
    }

    @Test(
        "An opaque view with no background, or a clear or translucent one, paints no black where it does not draw",
        arguments: [nil, UIColor.clear, UIColor.blue.withAlphaComponent(0.5)] as [UIColor?])
    func noBlackWithoutOpaqueBackground(background: UIColor?) {
        let h = harness()
        let view = SquareView(frame: CGRect(x: 10, y: 40, width: 40, height: 40))
        view.backgroundColor = background
        h.window.addSubview(view)
        let plain = UIView(frame: CGRect(x: 60, y: 40, width: 40, height: 40))
        plain.backgroundColor = background
        h.window.addSubview(plain)
        #expect(view.isOpaque && plain.isOpaque)
        let pixels = Pixels(h.render())
        #expect(pixels[15, 45] == [255, 0, 0, 255])
        let expected: [UInt8] = background == nil || background == .clear ? [255, 255, 255, 255] : [127, 127, 255, 255]
        #expect(close(pixels[40, 70], expected), "\(pixels[40, 70])")
        #expect(close(pixels[80, 60], expected), "\(pixels[80, 60])")
    }

    @Test("An opaque view with an opaque background draws into a store without alpha, filled with the background")
    func opaqueStore() {
        let h = harness()
        let view = ClearingView(frame: CGRect(x: 10, y: 40, width: 40, height: 40))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        var pixels = Pixels(h.render())
        #expect((view.layer.contents as? CGImage)?.alphaInfo == .noneSkipFirst)
        // Cleared pixels of a store without alpha are black, as on iOS; the rest is the background.
        #expect(pixels[15, 45] == [0, 0, 0, 255])
        #expect(pixels[40, 70] == [0, 0, 255, 255])

        view.isOpaque = false
        view.setNeedsDisplay()
        pixels = Pixels(h.render())
        #expect((view.layer.contents as? CGImage)?.alphaInfo == .premultipliedFirst)
        #expect(pixels[15, 45] == [0, 0, 255, 255])  // a hole in the store: the background shows
    }

    @Test("An opaque view keeps an alpha store when its background does not cover the store: rounded, unclipped corners")
    func roundedCornersKeepAlpha() {
        let h = harness()
        let view = SquareView(frame: CGRect(x: 10, y: 40, width: 40, height: 40))
        view.x = 15
        view.backgroundColor = .blue
        view.layer.cornerRadius = 10
        h.window.addSubview(view)
        let pixels = Pixels(h.render())
        #expect((view.layer.contents as? CGImage)?.alphaInfo == .premultipliedFirst)
        #expect(pixels[10, 40] == [255, 255, 255, 255])  // outside the rounded corner: the window
        view.clipsToBounds = true
        view.setNeedsDisplay()
        _ = h.render()
        #expect((view.layer.contents as? CGImage)?.alphaInfo == .noneSkipFirst)
    }

    final class BackgroundOnlyView: UIView {}

    @Test("A view that draws nothing keeps no backing store, opaque background or not")
    func nonDrawingViewHasNoStore() {
        let h = harness()
        let view = BackgroundOnlyView(frame: CGRect(x: 10, y: 40, width: 40, height: 40))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        let pixels = Pixels(h.render())
        #expect(view.layer.contents == nil)
        #expect(pixels[30, 60] == [0, 0, 255, 255])
    }

    /// Overrides nothing but inherits SquareView's drawing.
    final class InheritedSquareView: SquareView {}

    /// Overrides draw(_:) but draws nothing.
    final class EmptyDrawView: UIView {
        override func draw(_ rect: CGRect) {}
    }

    /// A layer that draws itself, green, without its view overriding draw(_:).
    final class GreenLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(bounds)
        }
    }

    final class GreenLayerView: UIView {
        override class var layerClass: AnyClass { GreenLayer.self }
    }

    @Test("Whether a view draws comes from its class: the override of draw(_:), inherited or not, even an empty one")
    func drawingIsKnownFromTheClass() {
        let h = harness()
        let views = [BackgroundOnlyView(), SquareView(), InheritedSquareView(), EmptyDrawView(), UIView()]
        for (i, view) in views.enumerated() {
            view.frame = CGRect(x: 10, y: 30 + CGFloat(i) * 15, width: 12, height: 12)
            h.window.addSubview(view)
        }
        let pixels = Pixels(h.render())
        #expect(views.map { $0.layer.contents != nil } == [false, true, true, true, false])
        #expect(pixels[15, 50] == [255, 0, 0, 255])  // the inherited drawing shows
    }

    @Test("A view whose layer class draws gets its layer displayed")
    func layerClassDraws() {
        let h = harness()
        let view = GreenLayerView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        h.window.addSubview(view)
        let pixels = Pixels(h.render())
        #expect(view.layer.contents != nil)
        #expect(pixels[20, 50] == [0, 255, 0, 255])
    }

    @Test("A view that does not draw keeps contents set on its layer, even after setNeedsDisplay")
    func nonDrawingViewKeepsLayerContents() throws {
        let h = harness()
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage)
        let view = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        view.layer.contents = image
        h.window.addSubview(view)
        view.setNeedsDisplay()
        view.layer.setNeedsDisplay()
        let pixels = Pixels(h.render())
        #expect(view.layer.contents as? CGImage === image)
        #expect(pixels[20, 50] == [0, 0, 255, 255])
    }

    /// Fills itself red and counts its draws.
    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    /// A 100-point-tall scroll view under the status bar, 1,000 points of content, with a view near the top
    /// and one 500 points down.
    private func scrollPage(_ h: UIKitTestHarness) -> (scroll: UIScrollView, near: CountingView, far: CountingView) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20, width: 120, height: 100))
        scroll.contentSize = CGSize(width: 120, height: 1000)
        let near = CountingView(frame: CGRect(x: 0, y: 10, width: 50, height: 20))
        let far = CountingView(frame: CGRect(x: 0, y: 500, width: 50, height: 20))
        scroll.addSubview(near)
        scroll.addSubview(far)
        h.window.addSubview(scroll)
        return (scroll, near, far)
    }

    @Test("A view that cannot be seen draws when it first comes into view: content below the screen waits for the scroll")
    func drawsWhenSeen() {
        let h = harness()
        let (scroll, near, far) = scrollPage(h)
        _ = h.render()
        #expect(near.draws == 1 && far.draws == 0 && far.layer.contents == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        let pixels = Pixels(h.render())
        #expect(near.draws == 1 && far.draws == 1)
        #expect(pixels[10, 80] == [255, 0, 0, 255])  // content y 500 at offset 450: 50 below the scroll view's top
        _ = h.render()
        #expect(far.draws == 1)
    }

    @Test("A snapshot draws the views it shows even when they are not in view")
    func snapshotDrawsUnseenViews() {
        let h = harness()
        let (_, _, far) = scrollPage(h)
        _ = h.render()
        #expect(far.draws == 0)
        let image = UIGraphicsImageRenderer(size: far.bounds.size).image { _ in
            _ = far.drawHierarchy(in: far.bounds, afterScreenUpdates: true)
        }
        #expect(far.draws == 1)
        #expect(Pixels(image)[5, 5] == [255, 0, 0, 255])
    }

    // MARK: clearsContextBeforeDrawing

    @Test(
        "With clearsContextBeforeDrawing false, a redraw starts from the previous drawing",
        arguments: [nil, UIColor.blue] as [UIColor?])
    func keepsPreviousDrawing(background: UIColor?) {
        let h = harness()
        let view = SquareView(frame: CGRect(x: 10, y: 40, width: 40, height: 20))
        view.backgroundColor = background
        view.clearsContextBeforeDrawing = false
        h.window.addSubview(view)
        _ = h.render()
        view.x = 20
        view.setNeedsDisplay()
        let pixels = Pixels(h.render())
        #expect(pixels[15, 45] == [255, 0, 0, 255])  // the first square stays
        #expect(pixels[35, 45] == [255, 0, 0, 255])
        let rest: [UInt8] = background == nil ? [255, 255, 255, 255] : [0, 0, 255, 255]
        #expect(pixels[45, 55] == rest)
    }

    @Test("clearsContextBeforeDrawing is true by default: a redraw starts clear")
    func clearsByDefault() {
        let h = harness()
        let view = SquareView(frame: CGRect(x: 10, y: 40, width: 40, height: 20))
        #expect(view.clearsContextBeforeDrawing)
        h.window.addSubview(view)
        _ = h.render()
        view.x = 20
        view.setNeedsDisplay()
        let pixels = Pixels(h.render())
        #expect(pixels[15, 45] == [255, 255, 255, 255])
        #expect(pixels[35, 45] == [255, 0, 0, 255])
    }

    @Test("With clearsContextBeforeDrawing false, a store of a new size starts clear")
    func newSizeStartsClear() {
        let h = harness()
        let view = SquareView(frame: CGRect(x: 10, y: 40, width: 40, height: 20))
        view.clearsContextBeforeDrawing = false
        h.window.addSubview(view)
        _ = h.render()
        view.x = 20
        view.frame.size.width = 50
        view.setNeedsDisplay()
        let pixels = Pixels(h.render())
        #expect(pixels[15, 45] == [255, 255, 255, 255])
        #expect(pixels[35, 45] == [255, 0, 0, 255])
    }

    // MARK: Layer properties through views

    @Test("A view's alpha without group opacity lets overlapping subviews show through each other in the window")
    func groupOpacityInWindow() {
        for groups in [true, false] {
            let h = harness()
            let container = UIView(frame: CGRect(x: 10, y: 40, width: 30, height: 10))
            container.alpha = 0.5
            container.layer.allowsGroupOpacity = groups
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            let blue = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
            red.backgroundColor = .red
            blue.backgroundColor = .blue
            container.addSubview(red)
            container.addSubview(blue)
            h.window.addSubview(container)
            let overlap = Pixels(h.render())[25, 45]
            // Grouped: blue at 0.5 over white. Separately: red at 0.5 over white, then blue at 0.5 over that.
            let expected: [UInt8] = groups ? [127, 127, 255, 255] : [128, 64, 191, 255]
            #expect(close(overlap, expected), "groups: \(groups), \(overlap)")
        }
    }

    @Test("Subviews of a view whose layer flips its geometry are drawn, hit and converted from its bottom edge")
    func flippedGeometryInWindow() {
        let h = harness()
        let board = UIView(frame: CGRect(x: 10, y: 15, width: 100, height: 100))
        board.layer.isGeometryFlipped = true
        let piece = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        piece.backgroundColor = .red
        board.addSubview(piece)
        h.window.addSubview(board)
        let pixels = Pixels(h.render())
        #expect(pixels[15, 110] == [255, 0, 0, 255])
        #expect(pixels[15, 50] == [255, 255, 255, 255])
        #expect(h.window.hitTest(CGPoint(x: 15, y: 110), with: nil) === piece)
        #expect(h.window.hitTest(CGPoint(x: 15, y: 50), with: nil) === board)
        #expect(piece.convert(CGPoint.zero, to: h.window) == CGPoint(x: 10, y: 115))
        #expect(h.window.convert(CGRect(x: 10, y: 105, width: 20, height: 10), to: piece) == piece.bounds)
        #expect(piece.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}
