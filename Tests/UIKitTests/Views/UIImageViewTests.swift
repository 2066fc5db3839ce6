// UIImageView: sizing, content modes by pixels, tinting, highlighting, resizable images and frame
// animation on UIKit's clock (spec 004 T090-T099). Public API and UIKitTesting only.
import Testing
import UIKit
import UIKitTesting

/// Test images drawn with UIKit: solid colours and quadrants, at any size and scale.
enum TestImages {
    static func solid(_ color: UIColor, size: CGSize = CGSize(width: 10, height: 10), scale: CGFloat = 1) -> UIImage {
        draw(size, scale: scale) {
            color.setFill(); UIRectFill(CGRect(origin: .zero, size: size))
        }
    }

    /// Red top left, blue top right, green bottom left, yellow bottom right.
    static func quadrants(_ size: CGSize, scale: CGFloat = 1) -> UIImage {
        draw(size, scale: scale) {
            let w = size.width / 2, h = size.height / 2
            for (color, rect) in [
                (UIColor.red, CGRect(x: 0, y: 0, width: w, height: h)), (.blue, CGRect(x: w, y: 0, width: w, height: h)),
                (.green, CGRect(x: 0, y: h, width: w, height: h)), (.yellow, CGRect(x: w, y: h, width: w, height: h)),
            ] {
                color.setFill(); UIRectFill(rect)
            }
        }
    }

    static func draw(_ size: CGSize, scale: CGFloat, _ body: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in body() }
    }
}

let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]
let yellow: [UInt8] = [255, 255, 0, 255], white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    /// The view drawn alone on white at `scale`, read back.
    func pixels(_ view: UIView, scale: CGFloat = 1) -> Pixels { Pixels(renderView(view, scale: scale)) }

    // MARK: Creating and sizing

    @Test("A new image view has UIKit's defaults (spec 004 §3.1, T099)")
    func defaults() {
        let view = UIImageView()
        #expect(view.image == nil && view.highlightedImage == nil && !view.isHighlighted)
        #expect(view.animationImages == nil && view.highlightedAnimationImages == nil)
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0 && !view.isAnimating)
        #expect(!view.isUserInteractionEnabled && !view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("init(image:) sizes the frame to the image at (0, 0) (spec 004 T090, E9)")
    func initWithImage() {
        let image = TestImages.solid(.red, size: CGSize(width: 100, height: 50))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.image === image && !view.isUserInteractionEnabled && !view.isOpaque)
        #expect(view.intrinsicContentSize == CGSize(width: 100, height: 50))
        let retina = UIImageView(image: TestImages.solid(.red, size: CGSize(width: 30, height: 20), scale: 2))
        #expect(retina.frame.size == CGSize(width: 30, height: 20))  // points, not pixels
        #expect(UIImageView(image: nil).frame == .zero)
        #expect(Pixels(renderView(view, scale: 1))[50, 25] == red)
    }

    @Test("init(image:highlightedImage:) keeps both and sizes to the image")
    func initWithHighlightedImage() {
        let image = TestImages.solid(.red, size: CGSize(width: 40, height: 20))
        let highlighted = TestImages.solid(.blue, size: CGSize(width: 10, height: 10))
        let view = UIImageView(image: image, highlightedImage: highlighted)
        #expect(view.image === image && view.highlightedImage === highlighted)
        #expect(view.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("Setting an image does not resize the view but changes its intrinsic size")
    func settingImageKeepsFrame() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.image = TestImages.solid(.red, size: CGSize(width: 30, height: 40))
        #expect(view.frame.size == CGSize(width: 10, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    }

    // MARK: Content modes

    /// Where a 40×20 image goes in a 100×100 view, per content mode.
    static let placements: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
        (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
        (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
        (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
        (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
    ]

    @Test("Every content mode places the image where UIKit does, upright", arguments: [1, 2] as [CGFloat])
    func contentModes(scale: CGFloat) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 120, height: 120), scale: scale)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        _ = h
        let image = TestImages.quadrants(CGSize(width: 40, height: 20))
        for (mode, rect) in Self.placements {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.image = image
            view.contentMode = mode
            view.clipsToBounds = true
            let p = pixels(view, scale: scale)
            func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { p[Int(x * scale), Int(y * scale)] }
            let visible = rect.intersection(view.bounds)
            // The quadrants' centres (where visible) and the background outside the image.
            let quarters = [(0.25, 0.25, red), (0.75, 0.25, blue), (0.25, 0.75, green), (0.75, 0.75, yellow)]
            for (fx, fy, color) in quarters {
                let point = CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy)
                guard visible.insetBy(dx: 1, dy: 1).contains(point) else { continue }
                #expect(at(point.x, point.y) == color, "\(mode) at \(point)")
            }
            for corner in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 99.5, y: 0.5), CGPoint(x: 0.5, y: 99.5), CGPoint(x: 99.5, y: 99.5)]
            where !rect.insetBy(dx: -1, dy: -1).contains(corner) {
                #expect(at(corner.x, corner.y) == white, "\(mode): background at \(corner)")
            }
            // Edges land on the expected lines: just inside is image, just outside is background.
            if visible.minY > 0.5 {
                #expect(at(visible.midX, visible.minY - 0.5) == white && at(visible.midX, visible.minY + 0.5) != white, "\(mode) top edge")
            }
            if visible.minX > 0.5 {
                #expect(at(visible.minX - 0.5, visible.midY) == white && at(visible.minX + 0.5, visible.midY) != white, "\(mode) left edge")
            }
        }
    }

    @Test("Aspect fill covers the whole view; clipped only with clipsToBounds (spec 004 T097)")
    func aspectFill() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 300, height: 200), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        h.window.backgroundColor = .white
        let image = TestImages.quadrants(CGSize(width: 400, height: 200))
        let view = UIImageView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        view.image = image
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        h.window.addSubview(view)
        var p = Pixels(h.render())
        for y in stride(from: 51, to: 150, by: 7) { for x in stride(from: 101, to: 200, by: 7) { #expect(p[x, y] != white) } }
        #expect(p[120, 70] == red && p[180, 70] == blue && p[120, 130] == green && p[180, 130] == yellow)
        #expect(p[80, 70] == white && p[220, 70] == white)
        // The drawn image is 200×100, x from −50 to 150 in the view: without clipping it overflows.
        view.removeFromSuperview()
        let overflowing = UIImageView(frame: view.frame)
        overflowing.image = image
        overflowing.contentMode = .scaleAspectFill
        h.window.addSubview(overflowing)
        p = Pixels(h.render())
        #expect(p[60, 70] == red && p[240, 130] == yellow && p[45, 70] == white && p[255, 70] == white)
    }

    @Test("Aspect fit letterboxes: 100×50 centred at y 25–75 (spec 004 T098)")
    func aspectFit() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = TestImages.quadrants(CGSize(width: 400, height: 200))
        view.contentMode = .scaleAspectFit
        let p = pixels(view)
        #expect(p[50, 24] == white && p[50, 25] != white && p[50, 74] != white && p[50, 75] == white)
        #expect(p[25, 35] == red && p[75, 65] == yellow)
    }

    @Test("Changing the content mode or the bounds shows the image anew")
    func contentModeChange() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        h.window.backgroundColor = .white
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = TestImages.quadrants(CGSize(width: 40, height: 20))
        h.window.addSubview(view)
        #expect(Pixels(h.render())[5, 5] == red)
        view.contentMode = .bottomRight
        #expect(Pixels(h.render())[5, 5] == white && Pixels(h.render())[95, 95] == yellow)
        view.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        #expect(Pixels(h.render())[145, 145] == yellow)
    }

    // MARK: Tint and highlight

    @Test("An .alwaysTemplate image is drawn in the tint colour; an .automatic one keeps its colours")
    func templateTint() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        h.window.backgroundColor = .white
        let shape = TestImages.solid(.black, size: CGSize(width: 20, height: 20))
        let template = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        let automatic = UIImageView(image: shape)
        automatic.frame.origin = CGPoint(x: 50, y: 0)
        h.window.addSubview(template); h.window.addSubview(automatic)
        var p = Pixels(h.render())
        #expect(p[10, 10] == [0, 122, 255, 255])  // the default tint
        #expect(p[60, 10] == black)
        h.window.tintColor = .red  // inherited: tintColorDidChange redisplays the template
        p = Pixels(h.render())
        #expect(p[10, 10] == red && p[60, 10] == black)
        template.tintColor = .green
        #expect(Pixels(h.render())[10, 10] == green)
        // A colour given to the image itself wins over the view's tint.
        template.image = shape.withTintColor(.blue)
        #expect(Pixels(h.render())[10, 10] == blue)
    }

    @Test("Highlighted shows highlightedImage, not highlighted shows image (spec 004 T091)")
    func highlightedImage() {
        let view = UIImageView(image: TestImages.solid(.red), highlightedImage: TestImages.solid(.blue))
        #expect(pixels(view)[5, 5] == red)
        view.isHighlighted = true
        #expect(pixels(view)[5, 5] == blue)
        view.highlightedImage = nil
        #expect(pixels(view)[5, 5] == red)
    }

    // MARK: Resizable images

    /// A 30×30 image: a 10-point red frame around a blue centre, with a green dot in the centre.
    static var framed: UIImage {
        TestImages.draw(CGSize(width: 30, height: 30), scale: 1) {
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.green.setFill(); UIRectFill(CGRect(x: 14, y: 14, width: 2, height: 2))
        }
    }

    @Test(
        "A resizable image draws in nine parts, as UIImage.draw(in:) draws it, stretched or tiled",
        arguments: [UIImage.ResizingMode.stretch, .tile])
    func resizable(mode: UIImage.ResizingMode) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 2)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        _ = h
        let image = Self.framed.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: mode)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.image = image
        let shown = pixels(view, scale: 2)
        let drawn = Pixels(
            TestImages.draw(CGSize(width: 100, height: 60), scale: 2) {
                UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 60))
                image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 60))
            })
        var differing = 0
        for (a, b) in zip(shown.all, drawn.all) where zip(a, b).contains(where: { abs(Int($0) - Int($1)) > 8 }) { differing += 1 }
        #expect(differing <= shown.width * shown.height / 200)
        // The caps keep their 10 points: red up to x = 10, then the middle.
        #expect(shown[19, 60] == red && shown[21, 60] == blue && shown[179, 60] == blue && shown[181, 60] == red)
    }

    // MARK: Animation

    static let frameColours: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]
    static let frameValues: [[UInt8]] = [red, green, blue, yellow, [0, 255, 255, 255], [255, 0, 255, 255]]

    func animatedView(_ h: UIKitTestHarness, frames: Int = 6) -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.image = TestImages.solid(.black)
        view.animationImages = Self.frameColours.prefix(frames).map { TestImages.solid($0) }
        h.window.addSubview(view)
        return view
    }

    func shown(_ h: UIKitTestHarness) -> [UInt8] { Pixels(h.render())[10, 10] }

    @Test("Six frames with no duration cycle in 0.2 s, each shown from k/30 s (spec 004 T093)")
    func defaultDuration() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h)
        #expect(shown(h) == black)
        view.startAnimating()
        #expect(view.isAnimating && view.animationDuration == 0)
        let start = h.now
        for k in 0..<14 {
            // Just after frame k starts, and just before it ends.
            h.advance(by: start + Double(k) / 30 + 0.001 - h.now)
            #expect(shown(h) == Self.frameValues[k % 6], "frame \(k) at its start")
            h.advance(by: start + Double(k + 1) / 30 - 0.001 - h.now)
            #expect(shown(h) == Self.frameValues[k % 6], "frame \(k) at its end")
        }
    }

    @Test("animationDuration sets the cycle: 3 frames over 0.3 s change every 0.1 s")
    func explicitDuration() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h, frames: 3)
        view.animationDuration = 0.3
        view.startAnimating()
        h.advance(by: 0.05); #expect(shown(h) == red)
        h.advance(by: 0.1); #expect(shown(h) == green)
        h.advance(by: 0.1); #expect(shown(h) == blue)
        h.advance(by: 0.1); #expect(shown(h) == red)
    }

    @Test("A repeat count of 2 stops after two cycles and shows the image; 0 never stops (spec 004 T094)")
    func repeatCount() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h, frames: 3)
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        h.advance(by: 0.55)
        #expect(view.isAnimating && shown(h) == blue)  // the last frame of the second cycle
        h.advance(by: 0.06)
        #expect(!view.isAnimating && shown(h) == black)
        view.animationRepeatCount = 0
        view.startAnimating()
        h.advance(by: 3.05)  // ten cycles
        #expect(view.isAnimating && shown(h) == red)
    }

    @Test("stopAnimating shows the image again; without frames nothing starts (spec 004 T095)")
    func startStop() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h)
        view.startAnimating()
        h.advance(by: 0.05)
        #expect(shown(h) == green)
        view.stopAnimating()
        #expect(!view.isAnimating && shown(h) == black)
        h.advance(by: 0.2)
        #expect(shown(h) == black)
        let empty = UIImageView(image: TestImages.solid(.black))
        empty.startAnimating()
        #expect(!empty.isAnimating)
        empty.animationImages = []
        empty.startAnimating()
        #expect(!empty.isAnimating)
    }

    @Test("While highlighted, frames come from highlightedAnimationImages (spec 004 T096)")
    func highlightedAnimation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h, frames: 2)
        view.highlightedAnimationImages = [TestImages.solid(.blue), TestImages.solid(.yellow)]
        view.animationDuration = 0.2
        view.isHighlighted = true
        view.startAnimating()
        h.advance(by: 0.05); #expect(shown(h) == blue)
        h.advance(by: 0.1); #expect(shown(h) == yellow)
        view.isHighlighted = false
        #expect(shown(h) == green)
    }

    @Test("Removing the view from its window stops the animation")
    func leavingWindowStops() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 40, height: 40), scale: 1)
        UIApplication.shared.isStatusBarHidden = true  // these small windows are read from the top
        let view = animatedView(h)
        view.startAnimating()
        h.advance(by: 0.05)
        view.removeFromSuperview()
        #expect(!view.isAnimating)
        h.advance(by: 0.5)
        #expect(!view.isAnimating)
    }
}
