// Goldens of bars at scale 2 over a photo-like picture (so the blur of translucent bars shows): every
// style, tints, custom background and shadow images, top-attached under the status bar, a prompt,
// compact (landscape phone) metrics, and every system item. Each PNG was looked at.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// A colourful picture with soft blobs and hard edges, standing in for a photo under translucent bars.
final class PhotoLikeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let sky = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [
                UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).cgColor, UIColor(red: 0.95, green: 0.7, blue: 0.4, alpha: 1).cgColor,
            ] as CFArray,
            locations: [0, 1])!
        context.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
        let colours: [UIColor] = [.red, .yellow, .green, .magenta, .cyan, .orange, .white, .black]
        for index in 0..<16 {
            let colour = colours[index % colours.count]
            colour.withAlphaComponent(0.85).setFill()
            let x = CGFloat((index * 53) % Int(max(1, bounds.width))), y = CGFloat((index * 97) % Int(max(1, bounds.height)))
            UIBezierPath(ovalIn: CGRect(x: x - 10, y: y - 10, width: 46, height: 46)).fill()
        }
        UIColor.black.setFill()
        for index in 0..<Int(bounds.width / 24) {
            context.fill(CGRect(x: CGFloat(index) * 24, y: bounds.height * 0.45, width: 12, height: 4))
        }
    }
}

@MainActor
@Suite("Bar goldens")
struct BarSnapshotTests {
    init() { TestFonts.pin() }

    final class Position: UIToolbarDelegate, UINavigationBarDelegate {
        let position: UIBarPosition
        init(_ position: UIBarPosition) { self.position = position }
        func position(for bar: UIBarPositioning) -> UIBarPosition { position }
    }

    /// A photo-like sheet of `size` in the window, to put bars on.
    func sheet(_ h: UIKitTestHarness, _ size: CGSize) -> UIView {
        let sheet = PhotoLikeView(frame: CGRect(origin: .zero, size: size))
        h.window.addSubview(sheet)
        return sheet
    }

    func navigationBar(_ title: String, at y: CGFloat, width: CGFloat = 320, configure: (UINavigationBar) -> Void = { _ in })
        -> UINavigationBar
    {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: y, width: width, height: 44))
        let root = UINavigationItem(title: "Back")
        let item = UINavigationItem(title: title)
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        bar.items = [root, item]
        configure(bar)
        return bar
    }

    @Test("Navigation bars: translucent default and black, opaque default and black, tinted translucent and opaque, custom images")
    func styles() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 560), scale: 2)
        let page = sheet(h, CGSize(width: 320, height: 560))
        let shadow = render(CGSize(width: 4, height: 4), scale: 2) { context in
            UIColor(white: 0.5, alpha: 0.3).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(white: 0.5, alpha: 0.15).setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let stripes = render(CGSize(width: 20, height: 44), scale: 2) { context in
            UIColor(red: 0.9, green: 0.85, blue: 0.7, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 44))
            UIColor(red: 0.8, green: 0.7, blue: 0.5, alpha: 0.8).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 44))
        }
        let bars = [
            navigationBar("Default", at: 10),
            navigationBar("Black", at: 80) { $0.barStyle = .black },
            navigationBar("Opaque", at: 150) { $0.isTranslucent = false },
            navigationBar("Opaque black", at: 220) {
                $0.barStyle = .black
                $0.isTranslucent = false
            },
            navigationBar("Tinted", at: 290) { $0.barTintColor = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.6) },
            navigationBar("Opaque tint", at: 360) {
                $0.barTintColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 0.6)
                $0.isTranslucent = false
                $0.tintColor = .white
                $0.titleTextAttributes = [.foregroundColor: UIColor.white]
            },
            navigationBar("Images", at: 430) {
                $0.setBackgroundImage(stripes, for: .default)
                $0.shadowImage = shadow
            },
        ]
        for bar in bars { page.addSubview(bar) }
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "navigation-bar-styles")
    }

    @Test("Top-attached navigation bar and toolbar extend under the status bar; a bottom toolbar with every glyph item")
    func positions() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let page = sheet(h, CGSize(width: 320, height: 480))
        let top = Position(.topAttached)
        let nav = navigationBar("Top attached", at: 20)
        nav.delegate = top
        page.addSubview(nav)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .bookmarks, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]
        page.addSubview(toolbar)
        let black = UIToolbar(frame: CGRect(x: 0, y: 380, width: 320, height: 44))
        black.barStyle = .black
        black.items = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .play, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .pause, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: nil, action: nil),
        ]
        page.addSubview(black)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "positions")
    }

    @Test("Every system item, in toolbars on an iPad-wide sheet")
    func systemItems() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 140), scale: 2, idiom: .pad)
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let rows: [[Int]] = [Array(0...4) + Array(7...13), Array(14...24)]
        for (index, row) in rows.enumerated() {
            let bar = UIToolbar(frame: CGRect(x: 0, y: 10 + CGFloat(index) * 64, width: 1024, height: 44))
            bar.isTranslucent = false
            bar.items = row.compactMap { UIBarButtonItem.SystemItem(rawValue: $0) }.flatMap {
                [UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil), .fixedSpace(16)]
            }
            page.addSubview(bar)
        }
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "system-items")
    }

    @Test("A prompt on a compact bar (32 + 30 points), and compact metrics on an iPhone in landscape (32 points) with landscape images")
    func promptAndCompact() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 200), scale: 2, orientation: .landscapeLeft)
        let page = sheet(h, CGSize(width: 480, height: 200))
        let prompted = navigationBar("Title", at: 10, width: 480)
        prompted.topItem?.prompt = "Choose a destination"
        prompted.frame.size = prompted.sizeThatFits(CGSize(width: 480, height: 0))
        page.addSubview(prompted)
        let compact = navigationBar("Compact", at: 110, width: 480)
        let big = render(CGSize(width: 24, height: 24), scale: 2) { context in
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 22, height: 22)).stroke()
        }
        let small = render(CGSize(width: 18, height: 18), scale: 2) { context in
            UIBezierPath(rect: CGRect(x: 1, y: 1, width: 16, height: 16)).stroke()
        }
        compact.topItem?.leftItemsSupplementBackButton = true
        compact.topItem?.leftBarButtonItem = UIBarButtonItem(
            image: big, landscapeImagePhone: small, style: .plain, target: nil, action: nil)
        compact.frame.size = compact.sizeThatFits(CGSize(width: 480, height: 0))
        page.addSubview(compact)
        h.runTurn()
        #expect(prompted.frame.height == 62, "compact 32 + prompt 30")
        #expect(compact.frame.height == 32)
        assertSnapshot(of: h.render(), as: .image, named: "prompt-and-compact")
    }

    @Test("Halfway through a push: the titles slide and fade, the back title rises out of the old title")
    func pushHalfway() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 64), scale: 2)
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let first = UINavigationItem(title: "Tinker")
        first.rightBarButtonItem = UIBarButtonItem(title: "Evers", style: .plain, target: nil, action: nil)
        bar.items = [first]
        page.addSubview(bar)
        h.runTurn()
        bar.pushItem(UINavigationItem(title: "Evers"), animated: true)
        h.advance(by: UINavigationBarTransitionTiming.half)
        assertSnapshot(of: h.render(), as: .image, named: "push-halfway")
    }
}

/// Half of iOS 7's navigation transition (0.35 s).
enum UINavigationBarTransitionTiming {
    static let half: TimeInterval = 0.175
}
