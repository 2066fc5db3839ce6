// UINavigationBar and UINavigationItem: the stack, what the bar shows for the top item (title, prompt,
// items, back button and its rules), the delegate, pushes and pops by code and by the back button.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UINavigationBar")
struct UINavigationBarTests {
    init() { TestFonts.pin() }

    final class Recorder: UINavigationBarDelegate {
        var calls: [String] = []
        var allowsPop = true, allowsPush = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            calls.append("shouldPush \(item.title ?? "")")
            return allowsPush
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { calls.append("didPush \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            calls.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { calls.append("didPop \(item.title ?? "")") }
    }

    /// A standalone bar under the status bar of a white 320 × 480 window.
    func bar(_ h: UIKitTestHarness, _ items: [UINavigationItem]) -> UINavigationBar {
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.items = items
        page.addSubview(bar)
        h.runTurn()
        return bar
    }

    /// The visible labels' texts in the bar, left to right.
    func texts(_ bar: UINavigationBar) -> [String] {
        bar.allSubviews.compactMap { view -> (CGFloat, String)? in
            guard let label = view as? UILabel, let text = label.text, !text.isEmpty, label.isShownInWindow else { return nil }
            return (label.convert(label.bounds, to: nil).minX, text)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func button(_ bar: UINavigationBar, _ title: String) -> UIButton? {
        bar.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title && $0.isShownInWindow }
    }

    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("spec 000 #226: topItem and backItem follow the stack")
    func spec000_226_stack() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        let nav = bar(h, [a])
        #expect(nav.topItem === a && nav.backItem == nil)
        nav.pushItem(b, animated: false)
        #expect(nav.topItem === b && nav.backItem === a)
        #expect(nav.items! == [a, b])
    }

    @Test("spec 000 #227: popItem removes and returns the top item; setItems replaces the stack")
    func spec000_227_popAndSet() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B"), c = UINavigationItem(title: "C")
        let nav = bar(h, [a, b])
        #expect(nav.popItem(animated: false) === b)
        #expect(nav.items! == [a])
        nav.setItems([c, b], animated: false)
        h.runTurn()
        #expect(nav.topItem === b && nav.backItem === c)
        #expect(texts(nav) == ["C", "B"])
    }

    @Test("spec 000 #228: the top item's title is centred; a title view replaces it")
    func spec000_228_title() throws {
        let h = UIKitTestHarness()
        let item = UINavigationItem(title: "Title")
        let nav = bar(h, [item])
        let label = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" })
        #expect(abs(centre(of: label).x - 160) <= 1)
        #expect(abs(centre(of: label).y - 42) <= 1)
        #expect(label.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.sizeToFit()
        item.titleView = segmented
        h.runTurn()
        #expect(segmented.superview != nil && segmented.isShownInWindow)
        #expect(abs(centre(of: segmented).x - 160) <= 1)
        #expect(!texts(nav).contains("Title"))
    }

    @Test("spec 000 #229: left items from the left edge in, right items from the right edge in; leftBarButtonItem is the first")
    func spec000_229_outsideIn() throws {
        let h = UIKitTestHarness()
        let item = UINavigationItem(title: "T")
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let c = UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil)
        let d = UIBarButtonItem(title: "D", style: .plain, target: nil, action: nil)
        item.leftBarButtonItems = [a, b]
        item.rightBarButtonItems = [c, d]
        let nav = bar(h, [item])
        #expect(item.leftBarButtonItem === a && item.rightBarButtonItem === c)
        #expect(texts(nav) == ["A", "B", "T", "D", "C"])
        let aButton = try #require(button(nav, "A")), cButton = try #require(button(nav, "C"))
        #expect(aButton.convert(aButton.bounds, to: nil).minX == 8)
        #expect(cButton.convert(cButton.bounds, to: nil).maxX == 312)
    }

    @Test("spec 000 #230, #231: the back button takes the back item's title, or its backBarButtonItem's; tapping it pops")
    func spec000_230_231_backButton() throws {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "Tinker"), b = UINavigationItem(title: "Evers")
        let nav = bar(h, [a, b])
        #expect(texts(nav) == ["Tinker", "Evers"])
        a.backBarButtonItem = UIBarButtonItem(title: "Home", style: .plain, target: nil, action: nil)
        h.runTurn()
        #expect(texts(nav) == ["Home", "Evers"])
        let back = try #require(button(nav, "Home"))
        h.tap(at: centre(of: back))
        h.advance(by: 0.5)
        #expect(nav.items! == [a])
        #expect(texts(nav) == ["Tinker"])
    }

    @Test("The back button says \"Back\" when the back item has no title; backButtonTitle wins over the title")
    func backTitles() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(), b = UINavigationItem(title: "Top")
        let nav = bar(h, [a, b])
        #expect(texts(nav) == ["Back", "Top"])
        a.title = "Long Title"
        a.backButtonTitle = "Short"
        h.runTurn()
        #expect(texts(nav) == ["Short", "Top"])
    }

    @Test("A back item's title too long to leave the title its place becomes \"Back\"; a short one comes back")
    func longBackTitle() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A title far too long for the back button"), b = UINavigationItem(title: "Current Page")
        let nav = bar(h, [a, b])
        #expect(texts(nav) == ["Back", "Current Page"])
        a.title = "Short"
        h.runTurn()
        #expect(texts(nav) == ["Short", "Current Page"])
    }

    @Test("spec 000 #232, #233: hidesBackButton hides it; a left item replaces it unless leftItemsSupplementBackButton")
    func spec000_232_233_hiding() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        let nav = bar(h, [a, b])
        b.hidesBackButton = true
        h.runTurn()
        #expect(texts(nav) == ["B"])
        b.hidesBackButton = false
        b.leftBarButtonItem = UIBarButtonItem(title: "L", style: .plain, target: nil, action: nil)
        h.runTurn()
        #expect(texts(nav) == ["L", "B"])
        b.leftItemsSupplementBackButton = true
        h.runTurn()
        #expect(texts(nav) == ["A", "L", "B"])
    }

    @Test("spec 000 #234: the delegate hears shouldPush/didPush and shouldPop/didPop (back button too); false vetoes")
    func spec000_234_delegate() throws {
        let h = UIKitTestHarness()
        let recorder = Recorder()
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B"), c = UINavigationItem(title: "C")
        let nav = bar(h, [a])
        nav.delegate = recorder
        nav.pushItem(b, animated: true)
        #expect(recorder.calls == ["shouldPush B"])
        h.advance(by: 0.5)
        #expect(recorder.calls == ["shouldPush B", "didPush B"])
        recorder.allowsPush = false
        nav.pushItem(c, animated: false)
        #expect(nav.topItem === b)
        recorder.calls = []
        recorder.allowsPop = false
        h.tap(at: centre(of: try #require(button(nav, "A"))))
        h.advance(by: 0.5)
        #expect(recorder.calls == ["shouldPop B"])
        #expect(nav.topItem === b)
        recorder.allowsPop = true
        h.tap(at: centre(of: try #require(button(nav, "A"))))
        h.advance(by: 0.5)
        #expect(recorder.calls == ["shouldPop B", "shouldPop B", "didPop B"])
        #expect(nav.topItem === a)
    }

    @Test("spec 000 #235, #236: the default indicator is a chevron left of the back title, in the tint; a custom one needs its mask")
    func spec000_235_236_indicator() throws {
        let h = UIKitTestHarness()
        let nav = bar(h, [UINavigationItem(title: "A"), UINavigationItem(title: "B")])
        nav.tintColor = .red
        h.runTurn()
        var pixels = Pixels(h.render())
        // The chevron's stroke crosses its middle row near its left end (x 8...21, centred at y 42).
        let chevronRow = (16...42).map { pixels[$0, 84] }
        #expect(chevronRow.contains { Pixels.close($0, [255, 0, 0, 255], tolerance: 60) })
        let bar = render(CGSize(width: 10, height: 20), scale: 2) { $0.fill(CGRect(x: 6, y: 0, width: 4, height: 20)) }
        nav.backIndicatorImage = bar
        h.runTurn()
        pixels = Pixels(h.render())
        // Without a mask image the custom indicator is not used: still the chevron.
        #expect((16...42).map { pixels[$0, 84] }.contains { Pixels.close($0, [255, 0, 0, 255], tolerance: 60) })
        nav.backIndicatorTransitionMaskImage = render(CGSize(width: 10, height: 20), scale: 2) { _ in }
        h.runTurn()
        pixels = Pixels(h.render())
        // Now the custom bar, template-tinted red, at x 14...18 points; nothing at its left.
        #expect(Pixels.close(pixels[32, 84], [255, 0, 0, 255], tolerance: 3))
        #expect(pixels[20, 84][1] > 200)
    }

    @Test("spec 000 #237: E17.1, during a push the back title slides left and disappears where the mask is transparent")
    func spec000_237_transitionMask() throws {
        let h = UIKitTestHarness()
        let nav = bar(h, [UINavigationItem(title: "Tinker")])
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 6, y: 0, width: 4, height: 20))
        nav.backIndicatorImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
        nav.backIndicatorTransitionMaskImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        nav.pushItem(UINavigationItem(title: "Evers"), animated: true)
        h.advance(by: 0.2)
        // The new back button ("Tinker") is on its way from the centre to the left; its container is
        // masked: nothing shows over or left of the indicator (x < 18 points) but the indicator.
        let back = try #require(button(nav, "Tinker"))
        #expect(back.superview?.layer.mask != nil)
        h.advance(by: 0.3)
        #expect(back.superview?.layer.mask == nil)
        #expect(texts(nav) == ["Tinker", "Evers"])
    }

    @Test("spec 000 #238: titleTextAttributes set the title's font and colour; the vertical adjustment moves it")
    func spec000_238_titleAttributes() throws {
        let h = UIKitTestHarness()
        let nav = bar(h, [UINavigationItem(title: "Styled")])
        nav.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
        nav.setTitleVerticalPositionAdjustment(6, for: .default)
        h.runTurn()
        let label = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Styled" })
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(abs(centre(of: label).y - 48) <= 1)
        #expect(nav.titleVerticalPositionAdjustment(for: .compact) == 6, "compact falls back to default")
    }

    @Test("spec 000 #239: E17.2, Tinker → Evers → Chance by tapping right items, back by the back button")
    func spec000_239_tinkerEversChance() throws {
        @MainActor final class Screen {
            let nav: UINavigationBar
            init(nav: UINavigationBar) {
                self.nav = nav
                let ni = UINavigationItem(title: "Tinker")
                ni.rightBarButtonItem = UIBarButtonItem(title: "Evers", style: .plain, target: self, action: Screen.pushNext)
                nav.items = [ni]
            }
            func pushNext(_ sender: UIBarButtonItem) {
                let ni = UINavigationItem(title: sender.title!)
                if sender.title == "Evers" {
                    ni.rightBarButtonItem = UIBarButtonItem(title: "Chance", style: .plain, target: self, action: Screen.pushNext)
                }
                nav.pushItem(ni, animated: true)
            }
        }
        let h = UIKitTestHarness()
        let nav = bar(h, [])
        let screen = Screen(nav: nav)
        h.runTurn()
        #expect(texts(nav) == ["Tinker", "Evers"])
        h.tap(at: centre(of: try #require(button(nav, "Evers"))))
        h.advance(by: 0.5)
        #expect(texts(nav) == ["Tinker", "Evers", "Chance"])
        h.tap(at: centre(of: try #require(button(nav, "Chance"))))
        h.advance(by: 0.5)
        #expect(texts(nav) == ["Evers", "Chance"])
        h.tap(at: centre(of: try #require(button(nav, "Evers"))))
        h.advance(by: 0.5)
        #expect(texts(nav) == ["Tinker", "Evers", "Chance"])
        _ = screen
    }

    @Test("spec 000 #207: a prompt makes the bar 30 points taller (prompt metrics); the prompt shows above the title")
    func spec000_207_prompt() throws {
        let h = UIKitTestHarness()
        let item = UINavigationItem(title: "Title")
        let nav = bar(h, [item])
        #expect(nav.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        item.prompt = "Choose a card"
        #expect(nav.sizeThatFits(CGSize(width: 320, height: 0)).height == 74)
        #expect(nav.intrinsicContentSize.height == 74)
        nav.frame.size.height = 74
        h.runTurn()
        let prompt = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Choose a card" })
        let title = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" })
        #expect(centre(of: prompt).y < centre(of: title).y)
        #expect(abs(centre(of: title).y - (20 + 30 + 22)) <= 1)
    }

    @Test("A push slides the new title in from the right and the old one left; the right items cross-fade")
    func pushAnimation() throws {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "First")
        let nav = bar(h, [a])
        let oldTitle = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "First" })
        let oldX = centre(of: oldTitle).x
        nav.pushItem(UINavigationItem(title: "Second"), animated: true)
        h.advance(by: 0.175)
        let newTitle = try #require(nav.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Second" })
        let newPresentation = try #require(newTitle.layer.presentation())
        let oldPresentation = try #require(oldTitle.layer.presentation())
        #expect(newPresentation.transform.m41 > 0, "the new title comes from the right")
        #expect(oldPresentation.transform.m41 < 0, "the old title leaves to the left")
        #expect(abs(oldX - 160) <= 1)
        #expect(newPresentation.opacity > 0.1 && newPresentation.opacity < 0.9)
        h.advance(by: 0.3)
        #expect(oldTitle.superview?.superview == nil)
        #expect(texts(nav) == ["First", "Second"])
    }

    @Test("isTranslucent is inferred from a custom background image (translucent when a pixel is see-through) until set")
    func inferredTranslucency() {
        let opaque = render(CGSize(width: 4, height: 4), opaque: true) { $0.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let seeThrough = render(CGSize(width: 4, height: 4)) { $0.fill(CGRect(x: 0, y: 0, width: 4, height: 2)) }
        let bar = UINavigationBar()
        #expect(bar.isTranslucent)
        bar.setBackgroundImage(opaque, for: .default)
        #expect(!bar.isTranslucent)
        bar.setBackgroundImage(seeThrough, for: .default)
        #expect(bar.isTranslucent)
        bar.setBackgroundImage(opaque, for: .default)
        bar.isTranslucent = true
        #expect(bar.isTranslucent, "a value set wins")
        bar.setBackgroundImage(nil, for: .default)
        let toolbar = UIToolbar()
        toolbar.setBackgroundImage(opaque, forToolbarPosition: .any, barMetrics: .default)
        #expect(!toolbar.isTranslucent)
        let tabBar = UITabBar()
        tabBar.backgroundImage = opaque
        #expect(!tabBar.isTranslucent)
    }

    @Test("Bad input: pushing an item already in the stack is refused with a message naming the call")
    func pushingTwice() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A")
        let nav = bar(h, [a])
        let log = capturingConsoleLog { nav.pushItem(a, animated: false) }
        #expect(nav.items! == [a])
        #expect(log.contains { $0.contains("UINavigationBar.pushItem(_:animated:)") })
        let other = UINavigationBar()
        let log2 = capturingConsoleLog { other.pushItem(a, animated: false) }
        #expect(other.items == nil)
        #expect(log2.contains { $0.contains("already in a navigation bar") })
    }

    @Test("Bad input: popping the last item empties the bar; popping an empty bar returns nil")
    func poppingLast() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A")
        let nav = bar(h, [a])
        #expect(nav.popItem(animated: false) === a)
        #expect(nav.items == nil && nav.topItem == nil)
        #expect(texts(nav).isEmpty)
        #expect(nav.popItem(animated: true) == nil)
    }

    @Test("Bad input: setItems with an item twice keeps its first place, with a message")
    func duplicateItems() {
        let h = UIKitTestHarness()
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        let nav = bar(h, [])
        let log = capturingConsoleLog { nav.setItems([a, b, a], animated: false) }
        #expect(nav.items! == [a, b])
        #expect(log.contains { $0.contains("setItems(_:animated:)") })
    }

    @Test(
        "Items with nil titles and images make an empty title and a \"Back\" back button; an item with neither title nor image is an empty button"
    )
    func nilTitles() {
        let h = UIKitTestHarness()
        let top = UINavigationItem()
        top.rightBarButtonItem = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        let nav = bar(h, [UINavigationItem(), top])
        #expect(texts(nav) == ["Back"])
    }
}
