// drawHierarchy(in:afterScreenUpdates:), snapshotView(afterScreenUpdates:) and
// resizableSnapshotView(from:afterScreenUpdates:withCapInsets:), through public API and pixels.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView snapshots")
struct UIViewSnapshottingTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    static let green: [UInt8] = [0, 255, 0, 255], white: [UInt8] = [255, 255, 255, 255]

    /// A view that fills itself with `color` in draw(_:).
    final class SwatchView: UIView {
        var color = UIColor.red
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1; color.setFill(); UIRectFill(bounds) }
    }

    /// A view that puts its one subview in its right half in layoutSubviews().
    final class SplitView: UIView {
        override func layoutSubviews() {
            subviews.first?.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    /// A 50x50 red view with a blue 25x25 subview at its top right.
    func redWithBlueCorner() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        let corner = UIView(frame: CGRect(x: 25, y: 0, width: 25, height: 25))
        corner.backgroundColor = .blue
        view.addSubview(corner)
        return view
    }

    /// `draw` into a white image of `size` points at `scale`.
    func onWhite(_ size: CGSize, scale: CGFloat = 1, _ draw: () -> Void) -> Pixels {
        Pixels(
            render(size, scale: scale) { context in
                UIColor.white.setFill()
                context.fill(CGRect(origin: .zero, size: size))
                draw()
            })
    }

    // MARK: drawHierarchy

    @Test("Without a current context, drawHierarchy draws nothing and returns false")
    func noContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(redWithBlueCorner().drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true) == false)
    }

    @Test("The hierarchy is scaled to fill the rect, and nothing is drawn outside it")
    func scaledIntoRect() {
        let view = redWithBlueCorner()
        var result = false
        let full = onWhite(CGSize(width: 100, height: 100)) {
            result = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 100), afterScreenUpdates: true)
        }
        #expect(result)
        #expect(full[75, 25] == Self.blue)  // the subview, scaled 2x
        #expect(full[25, 25] == Self.red)
        #expect(full[75, 75] == Self.red)
        #expect(full[49, 49] == Self.red && full[51, 49] == Self.blue)

        let small = onWhite(CGSize(width: 100, height: 100)) {
            view.drawHierarchy(in: CGRect(x: 10, y: 20, width: 20, height: 40), afterScreenUpdates: false)
        }
        #expect(small[15, 50] == Self.red)
        #expect(small[25, 25] == Self.blue)  // x 10 + 15/20, y 20 + 5/40
        #expect(small[25, 45] == Self.red)
        #expect(small[9, 30] == Self.white && small[31, 30] == Self.white && small[20, 19] == Self.white && small[20, 61] == Self.white)
    }

    @Test("The view's bounds map to the rect: a scrolled view shows what its bounds show")
    func boundsOrigin() {
        let view = redWithBlueCorner()
        view.bounds.origin = CGPoint(x: 25, y: 0)  // the right half, and beyond it, in view
        let pixels = onWhite(CGSize(width: 50, height: 50)) {
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: false)
        }
        #expect(pixels[10, 10] == Self.blue)
        #expect(pixels[10, 40] == Self.red)
        #expect(pixels[40, 40] == Self.red)  // background fills the bounds wherever they are
    }

    @Test("The view's own transform and position do not apply; its subviews' transforms do")
    func ownTransformIgnored() {
        let view = redWithBlueCorner()
        view.center = CGPoint(x: 300, y: 300)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.subviews[0].transform = CGAffineTransform(scaleX: 1, y: 2)  // 25x50 centred at (37.5, 12.5)
        for afterUpdates in [false, true] {
            let pixels = onWhite(CGSize(width: 50, height: 50)) {
                view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: afterUpdates)
            }
            #expect(pixels[5, 5] == Self.red)
            #expect(pixels[40, 30] == Self.blue)
            #expect(pixels[40, 45] == Self.red)
        }
    }

    @Test("afterScreenUpdates: false draws what the screen shows; true redraws and lays out first")
    func afterScreenUpdates() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        let split = SplitView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let swatch = SwatchView(frame: .zero)
        split.addSubview(swatch)
        h.window.addSubview(split)
        h.advance(by: 0.01)
        #expect(swatch.draws == 1)

        swatch.color = .green
        swatch.setNeedsDisplay()
        split.frame.size.width = 80  // layout moves the swatch to x 40 (it was at x 20)
        let before = onWhite(CGSize(width: 80, height: 20)) {
            split.drawHierarchy(in: split.bounds, afterScreenUpdates: false)
        }
        #expect(before[30, 10] == Self.red)  // the old drawing, at the old place (x 20-40)
        #expect(before[10, 10] == Self.white)
        #expect(swatch.draws == 1)

        let after = onWhite(CGSize(width: 80, height: 20)) {
            split.drawHierarchy(in: split.bounds, afterScreenUpdates: true)
        }
        #expect(swatch.draws == 2)
        #expect(after[30, 10] == Self.white)
        #expect(after[50, 10] == Self.green && after[79, 10] == Self.green)
    }

    @Test("afterScreenUpdates: true displays a drawing view that is in no window")
    func offscreenFirstDisplay() {
        let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        swatch.color = .blue
        let stale = onWhite(CGSize(width: 10, height: 10)) {
            swatch.drawHierarchy(in: swatch.bounds, afterScreenUpdates: false)
        }
        #expect(stale[5, 5] == Self.white)
        let pixels = onWhite(CGSize(width: 10, height: 10)) {
            swatch.drawHierarchy(in: swatch.bounds, afterScreenUpdates: true)
        }
        #expect(pixels[5, 5] == Self.blue)
        #expect(swatch.draws == 1)
    }

    @Test("Nothing to draw: an empty view or rect returns false")
    func emptyRects() {
        let empty = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        let view = redWithBlueCorner()
        _ = onWhite(CGSize(width: 10, height: 10)) {
            #expect(empty.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true) == false)
            #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: true) == false)
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), afterScreenUpdates: true) == false)
        }
    }

    // MARK: snapshotView

    @Test("snapshotView: a new view the size of the bounds whose image equals drawHierarchy's at the screen scale")
    func snapshotViewMatchesDrawHierarchy() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 2)
        let view = redWithBlueCorner()
        view.frame.origin = CGPoint(x: 30, y: 40)
        view.layer.cornerRadius = 10
        view.layer.borderWidth = 3
        view.layer.borderColor = UIColor.green.cgColor
        h.window.addSubview(view)
        h.advance(by: 0.01)

        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(snapshot !== view && snapshot.subviews.isEmpty)
        let contents = try #require(snapshot.layer.contents as? CGImage)
        #expect(contents.width == 100 && contents.height == 100)
        let drawn = Pixels(
            render(CGSize(width: 50, height: 50), scale: 2) { _ in
                view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: false)
            })
        let shown = Pixels(UIImage(cgImage: contents))
        #expect(shown.all == drawn.all)
        #expect(shown[50, 80] == Self.red && shown[75, 25] == Self.blue && shown[0, 0][3] == 0)  // rounded corner: clear

        // The snapshot keeps its image when shown, and does not follow the view.
        view.backgroundColor = .white
        h.window.addSubview(snapshot)
        h.advance(by: 0.01)
        #expect(snapshot.layer.contents as? CGImage === contents)
        let window = Pixels(h.render())
        #expect(window[40, 80] == Self.red)  // the snapshot at (0, 0): point (20, 40), left of the view
    }

    @Test("snapshotView is nil for a view without area")
    func snapshotOfEmptyView() {
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 0)).snapshotView(afterScreenUpdates: true) == nil)
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test("resizableSnapshotView: the part in the rect, its caps kept when stretched")
    func resizableSnapshot() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        _ = h
        let view = redWithBlueCorner()
        let part = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 20, y: 0, width: 30, height: 30),
                afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 3, left: 6, bottom: 9, right: 12)))
        #expect(part.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(part.layer.contentsCenter == CGRect(x: 0.2, y: 0.1, width: 0.4, height: 0.6))
        let contents = try #require(part.layer.contents as? CGImage)
        let pixels = Pixels(UIImage(cgImage: contents))
        #expect(pixels.width == 30)
        #expect(pixels[2, 10] == Self.red && pixels[10, 10] == Self.blue && pixels[10, 27] == Self.red)

        // Stretched to 90 wide: the left cap (6 points: 5 red, 1 blue) keeps its width.
        part.frame.size.width = 90
        let stretched = onWhite(CGSize(width: 90, height: 30)) {
            part.drawHierarchy(in: part.bounds, afterScreenUpdates: false)
        }
        #expect(stretched[3, 10] == Self.red && stretched[7, 10] == Self.blue && stretched[60, 10] == Self.blue)
    }

    // MARK: Golden

    @Test("A snapshot view of a rounded, bordered card with subviews, at scale 2")
    func snapshotGolden() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        _ = h
        TestFonts.pin()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 18
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.systemBlue.cgColor
        card.clipsToBounds = true
        let badge = UIView(frame: CGRect(x: 120, y: -20, width: 60, height: 60))
        badge.backgroundColor = .systemOrange
        badge.transform = CGAffineTransform(rotationAngle: .pi / 6)
        card.addSubview(badge)
        let swatch = SwatchView(frame: CGRect(x: 16, y: 56, width: 28, height: 28))
        swatch.color = .systemGreen
        swatch.layer.cornerRadius = 14
        swatch.clipsToBounds = true
        card.addSubview(swatch)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 110, height: 28))
        label.text = "Snapshot"
        label.font = .boldSystemFont(ofSize: 20)
        card.addSubview(label)

        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect((snapshot.layer.contents as? CGImage)?.width == 320)
        assertSnapshot(of: snapshot, as: .image, named: "card")
    }
}
