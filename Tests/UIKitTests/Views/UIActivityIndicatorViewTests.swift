// UIActivityIndicatorView: styles and sizes, hidesWhenStopped, the wheel drawn at the style's size
// whatever the frame, colour, spinning on UIKit's clock (and not off the window), the seed's cell
// example, accessibility, appearance, goldens. Public API + UIKitTesting only.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    init() { TestFonts.pin() }

    /// Whether a pixel has ink on white: anything visibly darker than white.
    static func inked(_ p: [UInt8]) -> Bool { p[3] > 0 && Int(p[0]) + Int(p[1]) + Int(p[2]) < 3 * 235 }

    @Test("A new indicator hides when stopped, and is hidden and stopped (spec 000 #1, spec 004 T064-T065)")
    func defaults() {
        let spinner = UIActivityIndicatorView(style: .gray)
        #expect(spinner.hidesWhenStopped)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.color == .gray)
        #expect(!spinner.isUserInteractionEnabled)
    }

    @Test(
        "init(style:) keeps each style and sizes the view to it: 37 for the large styles, 20 for the others (spec 000 #4-#5, spec 004 T066)"
    )
    func styles() {
        let expected: [(UIActivityIndicatorView.Style, CGFloat, UIColor)] = [
            (.whiteLarge, 37, .white), (.white, 20, .white), (.gray, 20, .gray), (.medium, 20, .gray), (.large, 37, .gray),
        ]
        for (style, side, color) in expected {
            let spinner = UIActivityIndicatorView(style: style)
            #expect(spinner.style == style)
            #expect(spinner.frame == CGRect(x: 0, y: 0, width: side, height: side), "\(style)")
            #expect(spinner.intrinsicContentSize == CGSize(width: side, height: side))
            #expect(spinner.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: side, height: side))
            #expect(spinner.color == color, "\(style)")
        }
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0 && UIActivityIndicatorView.Style.gray.rawValue == 2)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("init(frame:) is .medium (Apple's current default) and keeps the frame")
    func initFrame() {
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 5, y: 6, width: 50, height: 40))
        #expect(spinner.style == .medium)
        #expect(spinner.frame == CGRect(x: 5, y: 6, width: 50, height: 40))
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37) && spinner.frame.size == CGSize(width: 50, height: 40))
    }

    @Test(
        "hidesWhenStopped: visible only while animating; with false, a stopped indicator shows (spec 000 #2-#3, spec 004 T065, spec 001-003 #132)"
    )
    func hidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .white)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden, "setting it false while stopped shows the view")
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
    }

    @Test("A bigger frame draws the same 20-point wheel in its middle (spec 000 #6)")
    func fixedWheelSize() {
        _ = UIKitTestHarness(scale: 1)
        let spinner = UIActivityIndicatorView(style: .gray)
        spinner.hidesWhenStopped = false
        spinner.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let box = Pixels(renderView(spinner, scale: 1)).box(where: Self.inked)
        #expect(box != nil)
        if let box {
            #expect(box.maxX - box.minX + 1 <= 20 && box.maxX - box.minX + 1 >= 18, "\(box)")
            #expect(box.maxY - box.minY + 1 <= 20 && box.maxY - box.minY + 1 >= 18, "\(box)")
            #expect(abs(Double(box.minX + box.maxX + 1) / 2 - 50) <= 1 && abs(Double(box.minY + box.maxY + 1) / 2 - 30) <= 1)
        }
        let large = UIActivityIndicatorView(style: .large)
        large.hidesWhenStopped = false
        let largeBox = Pixels(renderView(large, scale: 1)).box(where: Self.inked)
        #expect(largeBox.map { $0.maxX - $0.minX + 1 } ?? 0 >= 34, "the large wheel fills most of 37 points")
    }

    @Test("A scale transform enlarges the drawn wheel (spec 000 #7)")
    func scaleTransform() {
        _ = UIKitTestHarness(scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .gray)
        spinner.hidesWhenStopped = false
        spinner.center = CGPoint(x: 50, y: 50)
        spinner.transform = CGAffineTransform(scaleX: 2.5, y: 2.5)
        container.addSubview(spinner)
        let box = Pixels(renderView(container, scale: 1)).box(where: Self.inked)
        let width = box.map { $0.maxX - $0.minX + 1 } ?? 0
        #expect(width >= 45 && width <= 50, "20 points × 2.5: \(width)")
    }

    @Test(
        "color draws the spokes in that colour, at the style's size; nil goes back to the style's (spec 000 #8, spec 004 T067, spec 001-003 #133)"
    )
    func color() {
        _ = UIKitTestHarness(scale: 2)
        let spinner = UIActivityIndicatorView(style: .whiteLarge)
        spinner.hidesWhenStopped = false
        spinner.color = .red
        #expect(spinner.color == .red && spinner.frame.size == CGSize(width: 37, height: 37))
        let p = Pixels(renderView(spinner, scale: 2, background: .white))
        let reddish = p.count { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 }
        let white = p.count { $0[0] > 250 && $0[1] > 250 && $0[2] > 250 }
        #expect(reddish > 100, "solid red in the leading spokes: \(reddish)")
        #expect(white > 37 * 37 * 4 / 2, "the rest stays the white background")
        spinner.color = nil
        #expect(spinner.color == .white)
    }

    @Test("The wheel turns one spoke each 1/12 s on UIKit's clock: a full turn in a second; stopped, nothing moves (spec 004 T068)")
    func spins() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 60, height: 60), scale: 2)
        h.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .gray)
        spinner.center = CGPoint(x: 30, y: 30)
        h.window.addSubview(spinner)
        spinner.startAnimating()
        let first = h.render().pngData()
        h.advance(by: 1.0 / 12)
        let second = h.render().pngData()
        #expect(first != second, "one step later the spokes' opacities moved on")
        h.advance(by: 11.0 / 12)
        #expect(h.render().pngData() == first, "twelve steps are a whole turn")
        spinner.stopAnimating()
        spinner.hidesWhenStopped = false
        let stopped = h.render().pngData()
        h.advance(by: 0.5)
        #expect(h.render().pngData() == stopped)
    }

    @Test("Out of the window the wheel stops turning and still reports isAnimating; back in the window it turns on")
    func offWindow() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 60, height: 60), scale: 1)
        h.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .gray)
        spinner.center = CGPoint(x: 30, y: 30)
        h.window.addSubview(spinner)
        spinner.startAnimating()
        h.advance(by: 3.0 / 12)
        let before = h.render().pngData()
        spinner.removeFromSuperview()
        h.advance(by: 5.0 / 12)
        #expect(spinner.isAnimating)
        h.window.addSubview(spinner)
        h.runTurn()
        #expect(h.render().pngData() == before, "no step was taken while away")
        h.advance(by: 1.0 / 12)
        #expect(h.render().pngData() != before)
    }

    @Test("Seed E1.1: a large yellow spinner on a dark rounded square, 20 points bigger than the style, centred, tag 1001 (spec 000 #9)")
    func cellExample() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 2)
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.backgroundColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
        h.window.addSubview(contentView)
        // The seed's setSelected(_:animated:) body, without the table view cell around it.
        let v = UIActivityIndicatorView(style: .whiteLarge)
        v.color = .yellow
        v.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
        v.layer.cornerRadius = 10
        v.frame = v.frame.insetBy(dx: -10, dy: -10)
        v.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
        v.tag = 1001
        contentView.addSubview(v)
        v.startAnimating()
        #expect(v.frame.size == CGSize(width: 57, height: 57) && v.center == CGPoint(x: 160, y: 22))
        #expect(contentView.viewWithTag(1001) === v && v.layer.cornerRadius == 10)
        h.advance(by: 0.25)
        assertSnapshot(of: contentView, as: .image, named: "cell-example")
        contentView.viewWithTag(1001)?.removeFromSuperview()
        #expect(contentView.viewWithTag(1001) == nil)
    }

    @Test("Accessibility: an element, \"In progress\" while animating, \"Progress halted\" when stopped")
    func accessibility() {
        let spinner = UIActivityIndicatorView(style: .gray)
        #expect(spinner.isAccessibilityElement)
        #expect(spinner.accessibilityLabel == "Progress halted")
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
        spinner.accessibilityLabel = "Loading"
        #expect(spinner.accessibilityLabel == "Loading")
    }

    @Test("The appearance proxy's color reaches indicators entering a window; one set on the instance wins")
    func appearance() {
        let h = UIKitTestHarness(scale: 1)
        UIActivityIndicatorView.appearance().color = .orange
        let plain = UIActivityIndicatorView(style: .white), own = UIActivityIndicatorView(style: .white)
        own.color = .purple
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.color == .orange && own.color == .purple)
        #expect(UIActivityIndicatorView.appearance().color == .orange)
    }

    @Test("Goldens: every style, stopped and shown, over grey at scale 2; .medium at scale 1 and 3")
    func goldens() {
        _ = UIKitTestHarness(scale: 2)
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 50))
        strip.backgroundColor = UIColor(white: 0.55, alpha: 1)
        let styles: [UIActivityIndicatorView.Style] = [.whiteLarge, .white, .gray, .medium, .large]
        for (index, style) in styles.enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.hidesWhenStopped = false
            spinner.center = CGPoint(x: 25 + 50 * CGFloat(index), y: 25)
            strip.addSubview(spinner)
        }
        assertSnapshot(of: strip, as: .image, named: "styles-2x")
        for scale: CGFloat in [1, 3] {
            _ = UIKitTestHarness(scale: scale)
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            spinner.backgroundColor = .white
            assertSnapshot(of: spinner, as: .image, named: "medium-\(Int(scale))x")
        }
    }
}
