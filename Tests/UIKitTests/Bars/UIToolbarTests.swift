// UIToolbar: item layout with spaces, position through the delegate, heights, styling (style,
// translucency, bar tint, background and shadow images), taps on items.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIToolbar")
struct UIToolbarTests {
    init() { TestFonts.pin() }

    final class TopDelegate: UIToolbarDelegate {
        var position = UIBarPosition.topAttached
        func position(for bar: UIBarPositioning) -> UIBarPosition { position }
    }

    final class Controller {
        var calls: [String] = []
        func plain() { calls.append("plain") }
        func withSender(_ sender: UIBarButtonItem) { calls.append("sender \(sender.title ?? "")") }
        func withEvent(_ sender: Any, _ event: UIEvent?) { calls.append("event \(event != nil)") }
    }

    /// A white page with a toolbar of `items` across the bottom of a 320 × 480 window.
    func toolbar(_ h: UIKitTestHarness, items: [UIBarButtonItem], frame: CGRect = CGRect(x: 0, y: 436, width: 320, height: 44)) -> UIToolbar
    {
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UIToolbar(frame: frame)
        bar.items = items
        page.addSubview(bar)
        h.runTurn()
        return bar
    }

    /// The views the toolbar shows for its items (buttons and custom views), left to right.
    func itemViews(_ bar: UIToolbar) -> [UIView] {
        bar.subviews.filter { $0 is UIButton || $0 is UISwitch || $0 is UILabel }.sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test("spec 000 #225: items left to right; a flexible space pushes two items to the ends; a 20-point fixed space makes a 20-point gap")
    func spec000_225_layout() {
        let h = UIKitTestHarness()
        let a = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
        let bar = toolbar(h, items: [a, .flexibleSpace(), b])
        var views = itemViews(bar)
        #expect(views.count == 2)
        #expect((views[0] as? UIButton)?.currentTitle == "One")
        #expect((views[1] as? UIButton)?.currentTitle == "Two")
        #expect(views[0].frame.minX == 12)
        #expect(abs(views[1].frame.maxX - 308) < 1)

        bar.items = [a, .fixedSpace(20), b]
        h.runTurn()
        views = itemViews(bar)
        #expect(abs(views[1].frame.minX - views[0].frame.maxX - 20) < 1)

        // Without spaces, adjacent items are 8 points apart.
        bar.items = [a, b]
        h.runTurn()
        views = itemViews(bar)
        #expect(abs(views[1].frame.minX - views[0].frame.maxX - 8) < 1)
    }

    @Test("Two flexible spaces share the leftover width equally: an item between them is centred")
    func flexibleSpacesShare() {
        let h = UIKitTestHarness()
        let bar = toolbar(
            h, items: [.flexibleSpace(), UIBarButtonItem(title: "Middle", style: .plain, target: nil, action: nil), .flexibleSpace()])
        let view = itemViews(bar)[0]
        #expect(abs(view.frame.midX - 160) <= 1)
    }

    @Test("A custom view keeps its size and is centred vertically; a positive width sets a button's width")
    func customViewAndWidth() {
        let h = UIKitTestHarness()
        let toggle = UISwitch()
        let wide = UIBarButtonItem(title: "W", style: .plain, target: nil, action: nil)
        wide.width = 100
        let bar = toolbar(h, items: [UIBarButtonItem(customView: toggle), wide])
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.superview === bar)
        #expect(abs(toggle.frame.midY - 22) <= 0.5)
        let button = itemViews(bar).first { $0 is UIButton }!
        #expect(button.frame.width == 100)
    }

    @Test("Setting, replacing and removing an item's custom view swaps the view the bar shows")
    func customViewChanges() {
        let h = UIKitTestHarness()
        let item = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
        let bar = toolbar(h, items: [item])
        let first = UISwitch(), second = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        item.customView = first
        h.runTurn()
        #expect(first.superview === bar)
        #expect(!bar.subviews.contains { ($0 as? UIButton)?.currentTitle == "Plain" })
        item.customView = second
        h.runTurn()
        #expect(first.superview == nil && second.superview === bar)
        item.customView = nil
        h.runTurn()
        #expect(second.superview == nil)
        #expect(bar.subviews.contains { ($0 as? UIButton)?.currentTitle == "Plain" })
        // The same in a navigation bar's right item.
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let navItem = UINavigationItem(title: "T")
        let right = UIBarButtonItem(title: "R", style: .plain, target: nil, action: nil)
        navItem.rightBarButtonItem = right
        nav.items = [navItem]
        h.window.addSubview(nav)
        h.runTurn()
        right.customView = first
        h.runTurn()
        #expect(first.isShownInWindow)
        #expect(!nav.allSubviews.contains { ($0 as? UIButton)?.currentTitle == "R" && $0.isShownInWindow })
    }

    @Test(
        "spec 000 #203, #204: a delegate returning topAttached makes barPosition topAttached; the background extends 20 points up, the bar stays 44"
    )
    func spec000_203_204_topAttached() {
        let h = UIKitTestHarness()
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.barTintColor = .red
        bar.isTranslucent = false
        let delegate = TopDelegate()
        #expect(bar.barPosition == .bottom)
        bar.delegate = delegate
        page.addSubview(bar)
        h.runTurn()
        #expect(bar.barPosition == .topAttached)
        #expect(bar.frame.height == 44)
        // The red reaches up behind the status bar (its text is black on the left; sample the gap).
        let pixels = Pixels(h.render())
        #expect(Pixels.close(pixels[300, 2], [255, 0, 0, 255], tolerance: 3))
        #expect(Pixels.close(pixels[300, 100], [255, 0, 0, 255], tolerance: 3))
        // barPosition has no setter: `bar.barPosition = .top` does not compile (read-only, as on iOS).
    }

    @Test("spec 000 #205, #206: 44 points tall; 32 on an iPhone in landscape; an iPad keeps 44 in landscape")
    func spec000_205_206_heights() {
        let portrait = UIKitTestHarness()
        #expect(UIToolbar().sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        _ = portrait
        let landscape = UIKitTestHarness(orientation: .landscapeLeft)
        let bar = UIToolbar()
        landscape.window.addSubview(bar)
        #expect(bar.sizeThatFits(CGSize(width: 480, height: 0)).height == 32)
        let pad = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), idiom: .pad, orientation: .landscapeLeft)
        let padBar = UIToolbar()
        pad.window.addSubview(padBar)
        #expect(padBar.sizeThatFits(CGSize(width: 1024, height: 0)).height == 44)
    }

    @Test("spec 000 #209: opaque default is flat white, opaque black is black; translucent blurs (stripes beneath turn to a wash)")
    func spec000_209_styles() {
        let h = UIKitTestHarness()
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 16, y: 0, width: 8, height: 480))
            stripe.backgroundColor = .black
            page.addSubview(stripe)
        }
        let white = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        white.isTranslucent = false
        let black = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        black.isTranslucent = false
        black.barStyle = .black
        let translucent = UIToolbar(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        for bar in [white, black, translucent] { page.addSubview(bar) }
        h.runTurn()
        let pixels = Pixels(h.render())
        // Over a black stripe (x 4) and a white gap (x 12).
        #expect(Pixels.close(pixels[8, 240], [247, 247, 247, 255], tolerance: 2))
        #expect(Pixels.close(pixels[24, 240], [247, 247, 247, 255], tolerance: 2))
        #expect(Pixels.close(pixels[8, 440], [0, 0, 0, 255], tolerance: 2))
        let overStripe = pixels[8, 640][0], overGap = pixels[24, 640][0]
        #expect(abs(Int(overStripe) - Int(overGap)) < 12, "the blur evens out stripes and gaps")
        #expect(overStripe > 200 && overStripe < 250, "a light wash over a gray blur")
    }

    @Test("spec 000 #210, #213: barTintColor fills the bar; an opaque bar draws it opaque, also behind a transparent background image")
    func spec000_210_213_barTint() {
        let h = UIKitTestHarness()
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .black
        h.window.addSubview(page)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        bar.barTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        bar.isTranslucent = false
        page.addSubview(bar)
        let imaged = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        imaged.barTintColor = .green
        imaged.isTranslucent = false
        imaged.setBackgroundImage(render(CGSize(width: 4, height: 4)) { _ in }, forToolbarPosition: .any, barMetrics: .default)
        page.addSubview(imaged)
        let translucent = UIToolbar(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        translucent.barTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        page.addSubview(translucent)
        h.runTurn()
        let pixels = Pixels(h.render())
        #expect(Pixels.close(pixels[100, 240], [0, 0, 255, 255], tolerance: 2))
        #expect(Pixels.close(pixels[100, 440], [0, 255, 0, 255], tolerance: 2))
        // Translucent: the half-alpha blue over the blurred black page.
        #expect(Pixels.close(pixels[100, 640], [0, 0, 128, 255], tolerance: 3))
    }

    @Test(
        "spec 000 #208, #212: an image set for any position and default metrics serves the others; an undersized image tiles, a resizable one stretches, a large one shrinks to fit"
    )
    func spec000_208_212_backgroundImages() {
        let h = UIKitTestHarness()
        let checker = render(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let tiled = toolbar(h, items: [], frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        tiled.setBackgroundImage(checker, forToolbarPosition: .any, barMetrics: .default)
        #expect(tiled.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil, "the getter reads exactly what was set")
        let stretched = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        stretched.setBackgroundImage(
            checker.resizableImage(withCapInsets: .zero, resizingMode: .stretch), forToolbarPosition: .bottom, barMetrics: .default)
        tiled.superview!.addSubview(stretched)
        let big = render(CGSize(width: 640, height: 88)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 320, height: 88))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 320, y: 0, width: 320, height: 88))
        }
        let shrunk = UIToolbar(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        shrunk.setBackgroundImage(big, forToolbarPosition: .any, barMetrics: .default)
        tiled.superview!.addSubview(shrunk)
        h.runTurn()
        let pixels = Pixels(h.render())
        // Tiled: red, blue, red again every 10 points.
        #expect(Pixels.close(pixels[4, 240], [255, 0, 0, 255]))
        #expect(Pixels.close(pixels[14, 240], [0, 0, 255, 255]))
        #expect(Pixels.close(pixels[24, 240], [255, 0, 0, 255]))
        // Stretched: red over the left half, blue over the right.
        #expect(Pixels.close(pixels[200, 440], [255, 0, 0, 255]))
        #expect(Pixels.close(pixels[440, 440], [0, 0, 255, 255]))
        // Shrunk to fit: the halves meet in the middle.
        #expect(Pixels.close(pixels[300, 640], [255, 0, 0, 255]))
        #expect(Pixels.close(pixels[340, 640], [0, 0, 255, 255]))
    }

    @Test(
        "spec 000 #214, #215: the shadow is above a bottom toolbar and below a top one; E15.2's 4 × 4 shadow tiles 2 rows at 0.3 then 2 at 0.15"
    )
    func spec000_214_215_shadow() {
        let h = UIKitTestHarness()
        let shadow = render(CGSize(width: 4, height: 4)) { context in
            UIColor(white: 0.5, alpha: 0.3).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(white: 0.5, alpha: 0.15).setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let background = render(CGSize(width: 4, height: 4)) { context in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let bottom = toolbar(h, items: [], frame: CGRect(x: 0, y: 400, width: 320, height: 44))
        bottom.setBackgroundImage(background, forToolbarPosition: .any, barMetrics: .default)
        bottom.setShadowImage(shadow, forToolbarPosition: .any)
        let top = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        let delegate = TopDelegate()
        delegate.position = .top
        top.delegate = delegate
        top.setBackgroundImage(background, forToolbarPosition: .any, barMetrics: .default)
        top.setShadowImage(shadow, forToolbarPosition: .any)
        bottom.superview!.addSubview(top)
        h.runTurn()
        let pixels = Pixels(h.render())
        // Above the bottom bar (y 396...400 points: pixels 792...799): 0.3 gray over white, then 0.15.
        let strong = 255 - Int((255 - 128) * 0.3), light = 255 - Int((255 - 128) * 0.15)
        #expect(abs(Int(pixels[100, 793][0]) - strong) <= 3)
        #expect(abs(Int(pixels[100, 797][0]) - light) <= 3)
        #expect(pixels[100, 790][0] > 250)
        // Below the top bar (y 144...148 points).
        #expect(abs(Int(pixels[100, 289][0]) - strong) <= 3)
        #expect(abs(Int(pixels[100, 293][0]) - light) <= 3)
    }

    @Test("The default shadow is a one-pixel hairline; with a custom background image and no shadow image there is none")
    func hairline() {
        let h = UIKitTestHarness()
        let bar = toolbar(h, items: [], frame: CGRect(x: 0, y: 400, width: 320, height: 44))
        bar.isTranslucent = false
        h.runTurn()
        var pixels = Pixels(h.render())
        #expect(pixels[100, 799][0] < 200, "a hairline in the last pixel row above the bar")
        #expect(pixels[100, 798][0] > 250)
        bar.setBackgroundImage(render(CGSize(width: 4, height: 4)) { _ in }, forToolbarPosition: .any, barMetrics: .default)
        h.runTurn()
        pixels = Pixels(h.render())
        #expect(pixels[100, 799][0] > 250)
    }

    @Test(
        "Tapping items sends their actions: a typed method without argument, with the item, with the event; a UIAction; a selector up the responder chain"
    )
    func taps() {
        let h = UIKitTestHarness()
        let controller = Controller()
        var uiActions = 0
        let items = [
            UIBarButtonItem(title: "A", style: .plain, target: controller, action: Controller.plain),
            UIBarButtonItem(title: "B", style: .plain, target: controller, action: Controller.withSender),
            UIBarButtonItem(barButtonSystemItem: .add, target: controller, action: Controller.withEvent),
            UIBarButtonItem(title: "D", primaryAction: UIAction { _ in uiActions += 1 }),
        ]
        let bar = toolbar(h, items: items)
        for view in itemViews(bar) { h.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)) }
        #expect(controller.calls == ["plain", "sender B", "event true"])
        #expect(uiActions == 1)
    }

    @Test("A disabled item is gray and sends nothing")
    func disabled() {
        let h = UIKitTestHarness()
        let controller = Controller()
        let item = UIBarButtonItem(title: "A", style: .plain, target: controller, action: Controller.plain)
        item.isEnabled = false
        let bar = toolbar(h, items: [item])
        let view = itemViews(bar)[0] as! UIButton
        #expect(!view.isEnabled)
        h.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        #expect(controller.calls.isEmpty)
        item.isEnabled = true
        h.runTurn()
        #expect(view.isEnabled)
    }

    @Test("setItems animated fades items in and out over 0.2 seconds; items kept keep their views")
    func setItemsAnimated() {
        let h = UIKitTestHarness()
        let keep = UIBarButtonItem(title: "Keep", style: .plain, target: nil, action: nil)
        let leave = UIBarButtonItem(title: "Leave", style: .plain, target: nil, action: nil)
        let bar = toolbar(h, items: [keep, leave])
        let kept = itemViews(bar).first { ($0 as? UIButton)?.currentTitle == "Keep" }!
        let left = itemViews(bar).first { ($0 as? UIButton)?.currentTitle == "Leave" }!
        let come = UIBarButtonItem(title: "Come", style: .plain, target: nil, action: nil)
        bar.setItems([come, keep], animated: true)
        h.advance(by: 0.1)
        let arriving = itemViews(bar).first { ($0 as? UIButton)?.currentTitle == "Come" }!
        #expect(arriving.layer.presentation()!.opacity > 0.1 && arriving.layer.presentation()!.opacity < 0.9)
        h.advance(by: 0.2)
        #expect(left.superview == nil)
        #expect(itemViews(bar).contains { $0 === kept })
        #expect(bar.items!.map(\.title) == ["Come", "Keep"])
    }
}
