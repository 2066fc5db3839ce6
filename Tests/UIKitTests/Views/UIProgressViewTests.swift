// UIProgressView: styles and thickness, pinning, the fill's width, animation on UIKit's clock, colours
// (tint, track defaults, overrides), custom images (the seed's E3.2), no input, accessibility,
// appearance, goldens. Public API + UIKitTesting only.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
    init() { TestFonts.pin() }

    static let blue: [UInt8] = [0, 122, 255, 255]
    static let trackGrey: [UInt8] = [182, 182, 182, 255]

    /// A harness (scale 1) whose white window holds a progress view of `style`, 200 × 20 at (20, 20).
    func scene(_ style: UIProgressView.Style = .default, progress: Float = 0.5) -> (UIKitTestHarness, UIProgressView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 60), scale: 1)
        h.window.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: style)
        bar.frame = CGRect(x: 20, y: 20, width: 200, height: 20)
        bar.progress = progress
        h.window.addSubview(bar)
        h.runTurn()
        return (h, bar)
    }

    /// How many pixels of row `y` (window pixels) between x 20 and 220 are close to `color`.
    func run(_ image: UIImage, y: Int, _ color: [UInt8]) -> Int {
        let p = Pixels(image)
        return (20..<220).filter { Pixels.close(p[$0, y], color, tolerance: 3) }.count
    }

    /// The rows (window pixels) of column `x` under the status bar that are not white.
    func inkRows(_ image: UIImage, x: Int) -> [Int] {
        let p = Pixels(image)
        return (20..<p.height).filter { p[x, $0] != [255, 255, 255, 255] }
    }

    @Test("init(progressViewStyle:) keeps the style; the bar is 2 points thick (default) or 3 (bar) (spec 000 #11-#12)")
    func styles() {
        let plain = UIProgressView(progressViewStyle: .default), bar = UIProgressView(progressViewStyle: .bar)
        #expect(plain.progressViewStyle == .default && bar.progressViewStyle == .bar)
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 3))
        #expect(plain.frame.height == 2 && bar.frame.height == 3)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
        #expect(plain.progress == 0 && plain.progressTintColor == nil && plain.trackTintColor == nil)
        #expect(plain.progressImage == nil && plain.trackImage == nil)
        #expect(UIProgressView.Style.default.rawValue == 0 && UIProgressView.Style.bar.rawValue == 1)
    }

    @Test("A taller frame draws the same thin track, centred: 2 points, and 3 for the bar style (spec 000 #12-#13, DIRECTION)")
    func thicknessIgnoresFrameHeight() {
        let (h, bar) = scene()
        #expect(inkRows(h.render(), x: 60) == [29, 30])
        bar.frame = CGRect(x: 20, y: 10, width: 200, height: 40)
        h.runTurn()
        #expect(inkRows(h.render(), x: 60) == [29, 30], "the frame's height changes nothing drawn")
        bar.progressViewStyle = .bar
        bar.trackTintColor = .lightGray
        h.runTurn()
        #expect(inkRows(h.render(), x: 60).count == 3)
        // spec 000 #14 (a taller Auto Layout height constraint thickens the track) waits for Auto Layout.
    }

    @Test(
        "progress is pinned to 0...1, NaN ignored; 26 cards of 52 fill half the track (spec 000 #15, spec 004 T069-T070, spec 001-003 #134, #136)"
    )
    func pinningAndFill() {
        let (h, bar) = scene(progress: 0)
        bar.progress = Float(26) / 52.0
        #expect(bar.progress == 0.5)
        h.runTurn()
        #expect(abs(run(h.render(), y: 29, Self.blue) - 100) <= 1)
        #expect(abs(run(h.render(), y: 29, Self.trackGrey) - 100) <= 1)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        h.runTurn()
        #expect(run(h.render(), y: 29, Self.blue) == 200)
        bar.progress = -0.2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.setProgress(.infinity, animated: false)
        #expect(bar.progress == 1)
        h.runTurn()
        #expect(run(h.render(), y: 29, Self.trackGrey) == 0)
    }

    @Test(
        "setProgress(_:animated: true) reads the new value at once and slides the fill there on UIKit's clock (spec 000 #16, spec 004 T072, spec 001-003 #135)"
    )
    func animated() {
        let (h, bar) = scene(progress: 0.1)
        bar.setProgress(0.9, animated: true)
        #expect(bar.progress == 0.9)
        h.advance(by: 0.125)
        let middle = run(h.render(), y: 29, Self.blue)
        #expect(middle > 30 && middle < 170, "mid-way: \(middle)")
        h.advance(by: 0.2)
        #expect(abs(run(h.render(), y: 29, Self.blue) - 180) <= 1)
        // Without animation the fill jumps, even in the middle of an animation.
        bar.setProgress(0.2, animated: true)
        h.advance(by: 0.05)
        bar.progress = 0.5
        h.runTurn()
        #expect(abs(run(h.render(), y: 29, Self.blue) - 100) <= 1)
    }

    @Test("Unset, the fill takes the inherited tintColor, dimmed too; the track is light grey (default) or clear (bar) (spec 000 #17-#18)")
    func defaultColours() {
        let (h, bar) = scene()
        h.window.tintColor = .systemOrange
        h.runTurn()
        let orange: [UInt8] = [255, 149, 0, 255]
        #expect(abs(run(h.render(), y: 29, orange) - 100) <= 1)
        h.window.tintAdjustmentMode = .dimmed
        h.runTurn()
        #expect(run(h.render(), y: 29, orange) == 0)
        h.window.tintAdjustmentMode = .automatic
        bar.progressViewStyle = .bar
        h.runTurn()
        // The bar style's track is clear: the white window shows through the unfilled part.
        #expect(abs(run(h.render(), y: 29, [255, 255, 255, 255]) - 100) <= 1)
    }

    @Test("progressTintColor and trackTintColor colour the two parts (spec 000 #19, spec 004 T074, spec 001-003 #137)")
    func tints() {
        let (h, bar) = scene()
        bar.progressTintColor = .green
        bar.trackTintColor = .gray
        h.runTurn()
        #expect(abs(run(h.render(), y: 29, [0, 255, 0, 255]) - 100) <= 1)
        #expect(abs(run(h.render(), y: 29, [128, 128, 128, 255]) - 100) <= 1)
        // UICatalog's Tint button: both blue, the whole bar blue.
        bar.progressTintColor = .blue
        bar.trackTintColor = .blue
        h.runTurn()
        #expect(run(h.render(), y: 29, [0, 0, 255, 255]) == 200)
    }

    /// Seed E3.2's 10×10 image: yellow, a black 2-pt rectangle and ellipse inset by 1, caps (0, 4, 0, 4).
    static func seedProgressImage() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
        let con = UIGraphicsGetCurrentContext()!
        con.setFillColor(UIColor.yellow.cgColor)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let r = con.boundingBoxOfClipPath.insetBy(dx: 1, dy: 1)
        con.setLineWidth(2)
        con.setStrokeColor(UIColor.black.cgColor)
        con.stroke(r)
        con.strokeEllipse(in: r)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    }

    @Test("Seed E3.2: the yellow image fills the filled length on black, its 4-point caps undistorted (spec 000 #20-#21, spec 004 T074)")
    func seedCustomImage() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 40), scale: 2)
        let prog = UIProgressView(progressViewStyle: .default)
        prog.frame = CGRect(x: 20, y: 15, width: 200, height: 10)
        prog.backgroundColor = .black
        prog.trackTintColor = .black
        prog.progressImage = Self.seedProgressImage()
        prog.progress = 0.6
        h.window.addSubview(prog)
        #expect(prog.intrinsicContentSize.height == 10, "the bar is as thick as the image")
        h.runTurn()
        let view = Pixels(renderView(prog, scale: 2))
        let image = Pixels(Self.seedProgressImage().withRenderingMode(.alwaysOriginal).asImage(scale: 2))
        // Left cap: the image's first 4 points exactly; right cap: its last 4, ending at 120 points.
        for y in 0..<20 {
            for x in 0..<8 { #expect(Pixels.close(view[x, y], image[x, y], tolerance: 8), "left cap \(x),\(y)") }
            for x in 0..<8 { #expect(Pixels.close(view[232 + x, y], image[12 + x, y], tolerance: 8), "right cap \(x),\(y)") }
        }
        #expect(Pixels.close(view[300, 10], [0, 0, 0, 255]), "the track is black")
        #expect(Pixels.close(view[120, 10], [255, 255, 0, 255], tolerance: 8), "the stretched middle is yellow")
        assertSnapshot(of: prog, as: .image, named: "seed-e3-2")
    }

    @Test("A track image fills the unfilled length")
    func trackImage() {
        let (h, bar) = scene()
        bar.trackImage = UIImage.filled(.red, size: CGSize(width: 4, height: 2))
        h.runTurn()
        #expect(abs(run(h.render(), y: 29, [255, 0, 0, 255]) - 100) <= 1)
        #expect(abs(run(h.render(), y: 29, Self.blue) - 100) <= 1)
    }

    @Test("Taps and drags never change progress: it takes no touches and is not a control (spec 004 T071)")
    func noInput() {
        let (h, bar) = scene()
        #expect(!bar.isUserInteractionEnabled && !(bar as UIView is UIControl))
        h.tap(at: CGPoint(x: 200, y: 30))
        h.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 210, y: 30))
        #expect(bar.progress == 0.5)
    }

    @Test("Accessibility: an element labelled Progress, its value the percentage, updating frequently")
    func accessibility() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 0.426
        #expect(bar.isAccessibilityElement && bar.accessibilityLabel == "Progress")
        #expect(bar.accessibilityValue == "43%")
        #expect(bar.accessibilityTraits == .updatesFrequently)
    }

    @Test("The appearance proxy's tints reach progress views entering a window; a value set on the instance wins")
    func appearance() {
        let h = UIKitTestHarness(scale: 1)
        UIProgressView.appearance().progressTintColor = .red
        UIProgressView.appearance().trackTintColor = .yellow
        let plain = UIProgressView(progressViewStyle: .default), own = UIProgressView(progressViewStyle: .default)
        own.trackTintColor = .green
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.progressTintColor == .red && plain.trackTintColor == .yellow)
        #expect(own.progressTintColor == .red && own.trackTintColor == .green)
    }

    @Test("Goldens at scale 2: default and bar styles at 0.3 and 0.7, custom tints, on a light grey page")
    func goldens() {
        _ = UIKitTestHarness(scale: 2)
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        page.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let specs: [(UIProgressView.Style, Float, UIColor?, UIColor?)] = [
            (.default, 0.3, nil, nil), (.default, 0.7, nil, nil), (.bar, 0.3, nil, nil), (.bar, 0.7, nil, nil),
            (.default, 0.5, .systemPink, UIColor(white: 0.8, alpha: 1)),
        ]
        for (index, spec) in specs.enumerated() {
            let bar = UIProgressView(progressViewStyle: spec.0)
            bar.frame = CGRect(x: 10, y: 10 + 18 * CGFloat(index), width: 200, height: 10)
            bar.progress = spec.1
            bar.progressTintColor = spec.2
            bar.trackTintColor = spec.3
            page.addSubview(bar)
        }
        assertSnapshot(of: page, as: .image, named: "styles-2x")
    }
}

extension UIImage {
    /// A plain image of `color`, `size` points at scale 1.
    fileprivate static func filled(_ color: UIColor, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// The image drawn at its size into a bitmap of `scale`.
    fileprivate func asImage(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(at: .zero) }
    }
}
