// UITabBar and UITabBarItem: selection by code and by touch, tint, positioning, badges, the selection
// indicator, and customizing (E19.1).
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBar")
struct UITabBarTests {
    init() { TestFonts.pin() }

    final class Recorder: UITabBarDelegate {
        var calls: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { calls.append("didSelect \(item.tag)") }
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { calls.append("willBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { calls.append("didBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("willEnd \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("didEnd \(changed)") }
    }

    /// E19.1's view controller: seven system items, the bar showing the first four and More.
    @MainActor final class CustomizingController: UITabBarDelegate {
        let tabbar: UITabBar
        var items: [UITabBarItem] = []
        var log: [String] = []
        init(tabbar: UITabBar) {
            self.tabbar = tabbar
            for ix in 1...7 {
                items.append(UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: ix)!, tag: ix))
            }
            var shown = Array(items[0..<4])
            shown.append(UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: 0)!, tag: 0))  // More button
            tabbar.items = shown
            tabbar.selectedItem = tabbar.items![0]
            tabbar.delegate = self
        }
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            log.append("did select item with tag \(item.tag)")
            if item.tag == 0 {
                tabBar.selectedItem = nil
                tabBar.beginCustomizingItems(items)
            }
        }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            tabbar.selectedItem = tabbar.items![0]
        }
    }

    func tabBar(_ h: UIKitTestHarness, _ items: [UITabBarItem]) -> UITabBar {
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UITabBar(frame: CGRect(x: 0, y: h.window.bounds.height - 49, width: h.window.bounds.width, height: 49))
        bar.items = items
        page.addSubview(bar)
        h.runTurn()
        return bar
    }

    func buttons(_ bar: UITabBar) -> [UIControl] {
        bar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
    }

    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    func titleLabel(_ button: UIView) -> UILabel { button.subviews.compactMap { $0 as? UILabel }.first! }

    func items(_ count: Int) -> [UITabBarItem] {
        (0..<count).map { UITabBarItem(title: "Item \($0)", image: nil, tag: $0) }
    }

    @Test("spec 000 #240: selectedItem is nil until set; setting items[0] highlights it in the tint")
    func spec000_240_selection() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(3))
        #expect(bar.selectedItem == nil)
        bar.selectedItem = bar.items![0]
        h.runTurn()
        #expect(bar.selectedItem === bar.items![0])
        let label = titleLabel(buttons(bar)[0])
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == bar.tintColor)
        bar.selectedItem = nil
        #expect(bar.selectedItem == nil)
    }

    @Test("spec 000 #241: touching an item selects it and calls didSelect; a disabled item cannot be selected")
    func spec000_241_touch() {
        let h = UIKitTestHarness()
        let recorder = Recorder()
        let bar = tabBar(h, items(3))
        bar.delegate = recorder
        bar.items![2].isEnabled = false
        h.tap(at: centre(buttons(bar)[1]))
        #expect(bar.selectedItem === bar.items![1])
        h.tap(at: centre(buttons(bar)[2]))
        #expect(bar.selectedItem === bar.items![1])
        h.tap(at: centre(buttons(bar)[1]))
        #expect(recorder.calls == ["didSelect 1", "didSelect 1"])
    }

    @Test("spec 000 #242: the selected item takes tintColor, others gray; selectedImageTintColor follows tintColor")
    func spec000_242_tint() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(2))
        bar.tintColor = .red
        bar.selectedItem = bar.items![0]
        h.runTurn()
        func colour(_ index: Int) -> UIColor? {
            titleLabel(buttons(bar)[index]).attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        }
        #expect(colour(0) == .red)
        #expect(colour(1) == UIColor(white: 0.57, alpha: 1))
        bar.selectedImageTintColor = .green
        h.runTurn()
        #expect(bar.tintColor == .green)
        #expect(colour(0) == .green)
        bar.unselectedItemTintColor = .blue
        h.runTurn()
        #expect(colour(1) == .blue)
    }

    @Test("spec 000 #243: a template image is tinted, an always-original one keeps its colours")
    func spec000_243_originalImage() {
        let h = UIKitTestHarness()
        let square = render(CGSize(width: 24, height: 24), scale: 2) { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
        }
        let bar = tabBar(
            h,
            [
                UITabBarItem(title: "T", image: square, tag: 0),
                UITabBarItem(title: "O", image: square.withRenderingMode(.alwaysOriginal), tag: 1),
            ])
        bar.tintColor = .red
        bar.selectedItem = bar.items![0]
        h.runTurn()
        let pixels = Pixels(h.render())
        let first = buttons(bar)[0], second = buttons(bar)[1]
        let a = first.convert(CGPoint(x: first.bounds.midX, y: 19), to: nil),
            b = second.convert(CGPoint(x: second.bounds.midX, y: 19), to: nil)
        #expect(Pixels.close(pixels[Int(a.x * 2), Int(a.y * 2)], [255, 0, 0, 255], tolerance: 3))
        #expect(Pixels.close(pixels[Int(b.x * 2), Int(b.y * 2)], [0, 0, 0, 255], tolerance: 3))
    }

    @Test(
        "spec 000 #244: centred with itemWidth 60 and itemSpacing 10; 0 restores 76 and 34; fill spreads; automatic is fill on a phone, centred on a pad"
    )
    func spec000_244_positioning() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(3))
        #expect(buttons(bar).map(\.frame.width) == [107, 106, 107])
        bar.itemPositioning = .centered
        bar.itemWidth = 60
        bar.itemSpacing = 10
        h.runTurn()
        var frames = buttons(bar).map(\.frame)
        #expect(frames.map(\.width) == [60, 60, 60])
        #expect(frames[1].minX - frames[0].maxX == 10)
        #expect(abs(frames[1].midX - 160) <= 0.5)
        bar.itemWidth = 0
        bar.itemSpacing = 0
        h.runTurn()
        frames = buttons(bar).map(\.frame)
        #expect(frames[0].width == 76 && frames[1].minX - frames[0].maxX == 34)
        let pad = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), idiom: .pad)
        let padBar = tabBar(pad, items(3))
        #expect(buttons(padBar).map(\.frame.width) == [76, 76, 76])
    }

    @Test("spec 000 #245: the selection indicator image is drawn behind the selected item only")
    func spec000_245_indicator() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(2))
        bar.selectionIndicatorImage = render(CGSize(width: 40, height: 40)) { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        bar.selectedItem = bar.items![1]
        h.runTurn()
        let pixels = Pixels(h.render())
        // Sample beside the title, away from the text: at the right edge of the indicator's square.
        let selected = buttons(bar)[1], other = buttons(bar)[0]
        let inside = selected.convert(CGPoint(x: selected.bounds.midX + 18, y: selected.bounds.midY), to: nil)
        let outside = other.convert(CGPoint(x: other.bounds.midX + 18, y: other.bounds.midY), to: nil)
        #expect(Pixels.close(pixels[Int(inside.x * 2), Int(inside.y * 2)], [0, 255, 0, 255], tolerance: 3))
        #expect(!Pixels.close(pixels[Int(outside.x * 2), Int(outside.y * 2)], [0, 255, 0, 255], tolerance: 60))
    }

    @Test("spec 000 #246: titlePositionAdjustment moves the title")
    func spec000_246_titleAdjustment() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(1))
        let before = titleLabel(buttons(bar)[0]).frame
        bar.items![0].titlePositionAdjustment = UIOffset(horizontal: 5, vertical: -3)
        h.runTurn()
        let after = titleLabel(buttons(bar)[0]).frame
        #expect(after.minX - before.minX == 5 && after.minY - before.minY == -3)
    }

    @Test("Badges: a red lozenge with white text at the image's top right; nil removes it; a badge colour and attributes apply")
    func badges() throws {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(2))
        bar.items![0].badgeValue = "3"
        h.runTurn()
        let badge = try #require(buttons(bar)[0].allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "3" })
        #expect(badge.superview?.backgroundColor == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(badge.superview!.frame.height == 18 && badge.superview!.frame.width >= 18)
        bar.items![0].badgeColor = .blue
        bar.items![0].setBadgeTextAttributes([.foregroundColor: UIColor.yellow], for: .normal)
        h.runTurn()
        #expect(badge.superview?.backgroundColor == .blue)
        #expect(badge.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .yellow)
        bar.items![0].badgeValue = nil
        h.runTurn()
        #expect(!buttons(bar)[0].allSubviews.contains { ($0 as? UILabel)?.text == "3" })
    }

    @Test("System items carry iOS 7's titles, which cannot be changed, and glyphs, filled when selected")
    func systemItems() {
        let titles = (0...11).map { UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: $0)!, tag: $0).title }
        #expect(
            titles == [
                "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search", "Downloads",
                "Most Recent", "Most Viewed",
            ])
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        item.title = "Mine"
        #expect(item.title == "Favorites")
        #expect(item.tag == 1)
    }

    @Test("spec 000 #247, #249: E19.1, More opens the customizing sheet behind the bar; Done ends it and reselects item 0")
    func spec000_247_249_customizing() throws {
        let h = UIKitTestHarness()
        let bar = tabBar(h, [])
        let controller = CustomizingController(tabbar: bar)
        let recorder = Recorder()
        h.runTurn()
        #expect(bar.items!.count == 5)
        #expect(bar.items!.map(\.title) == ["Favorites", "Featured", "Top Rated", "Recents", "More"])
        #expect(bar.selectedItem === bar.items![0])
        h.tap(at: centre(buttons(bar)[4]))
        #expect(controller.log == ["did select item with tag 0"])
        #expect(bar.selectedItem == nil)
        #expect(bar.isCustomizing)
        h.advance(by: 0.5)
        let sheet = try #require(bar.superview!.subviews.first { $0.allSubviews.contains { ($0 as? UILabel)?.text == "Configure" } })
        // Behind the bar, in front of everything else.
        let order = bar.superview!.subviews
        #expect(order.firstIndex { $0 === sheet }! == order.firstIndex { $0 === bar }! - 1)
        #expect(sheet.frame.maxY == bar.frame.minY)
        // The delegate sequence, with a recorder standing in for the controller.
        bar.delegate = recorder
        let done = try #require(sheet.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Done" })
        h.tap(at: centre(done))
        #expect(recorder.calls == ["willEnd false"])
        h.advance(by: 0.5)
        #expect(recorder.calls == ["willEnd false", "didEnd false"])
        #expect(!bar.isCustomizing && sheet.superview == nil)
        // E19.1's own delegate reselects item 0 at the end.
        bar.delegate = controller
        bar.beginCustomizingItems(controller.items)
        h.advance(by: 0.5)
        bar.endCustomizing(animated: false)
        #expect(bar.selectedItem === bar.items![0])
    }

    @Test(
        "spec 000 #248: dragging a customizable item onto a slot replaces it; an item not passed to beginCustomizingItems stays; items in the bar swap"
    )
    func spec000_248_dragging() throws {
        let h = UIKitTestHarness()
        let recorder = Recorder()
        let bar = tabBar(h, [])
        let controller = CustomizingController(tabbar: bar)
        bar.delegate = recorder
        // Customizable: all seven but the first ("Favorites" stays).
        bar.beginCustomizingItems(Array(controller.items.dropFirst()))
        h.advance(by: 0.5)
        #expect(recorder.calls == ["willBegin 6", "didBegin 6"])
        let sheet = try #require(bar.superview!.subviews.first { $0.allSubviews.contains { ($0 as? UILabel)?.text == "Configure" } })
        func cell(_ title: String) -> UIView { sheet.subviews.first { ($0.subviews.compactMap { $0 as? UILabel }.first?.text) == title }! }
        // "History" onto "Featured" (slot 1): replaced.
        h.drag(from: centre(cell("History")), to: centre(buttons(bar)[1]))
        h.advance(by: 0.3)
        #expect(bar.items!.map(\.title) == ["Favorites", "History", "Top Rated", "Recents", "More"])
        // "Bookmarks" onto "Favorites" (slot 0, not customizable): nothing changes.
        h.drag(from: centre(cell("Bookmarks")), to: centre(buttons(bar)[0]))
        h.advance(by: 0.3)
        #expect(bar.items!.map(\.title) == ["Favorites", "History", "Top Rated", "Recents", "More"])
        // "Recents", already in the bar, onto slot 1: the two swap.
        h.drag(from: centre(cell("Recents")), to: centre(buttons(bar)[1]))
        h.advance(by: 0.3)
        #expect(bar.items!.map(\.title) == ["Favorites", "Recents", "Top Rated", "History", "More"])
        // Within the bar while customizing: "More" dragged onto slot 0 swaps with "Favorites".
        h.drag(from: centre(buttons(bar)[4]), to: centre(buttons(bar)[0]))
        h.advance(by: 0.3)
        #expect(bar.items!.map(\.title) == ["More", "Recents", "Top Rated", "History", "Favorites"])
        #expect(bar.endCustomizing(animated: false))
        #expect(recorder.calls.suffix(2) == ["willEnd true", "didEnd true"])
        // Not customizing: a drag within the bar moves nothing.
        h.drag(from: centre(buttons(bar)[0]), to: centre(buttons(bar)[2]))
        h.advance(by: 0.3)
        #expect(bar.items!.map(\.title) == ["More", "Recents", "Top Rated", "History", "Favorites"])
    }

    @Test("Bad input: selecting an item that is not in the bar is refused with a message; customizing a bar in no view does nothing")
    func badInput() {
        let h = UIKitTestHarness()
        let bar = tabBar(h, items(2))
        let stranger = UITabBarItem(title: "X", image: nil, tag: 9)
        let log = capturingConsoleLog { bar.selectedItem = stranger }
        #expect(bar.selectedItem == nil)
        #expect(log.contains { $0.contains("UITabBar.selectedItem") })
        let loose = UITabBar()
        let log2 = capturingConsoleLog { loose.beginCustomizingItems([stranger]) }
        #expect(!loose.isCustomizing)
        #expect(log2.contains { $0.contains("beginCustomizingItems") })
        let empty = tabBar(h, [])
        #expect(buttons(empty).isEmpty)
    }

    @Test("Golden: a translucent tab bar over a photo with badges and a selected system item; a black one")
    func golden() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 200), scale: 2)
        let photo = PhotoLikeView(frame: h.window.bounds)
        h.window.addSubview(photo)
        let light = UITabBar(frame: CGRect(x: 0, y: 40, width: 320, height: 49))
        light.items = [
            UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .recents, tag: 1),
            UITabBarItem(tabBarSystemItem: .contacts, tag: 2), UITabBarItem(tabBarSystemItem: .more, tag: 3),
        ]
        light.items![1].badgeValue = "2"
        light.items![2].badgeValue = "New"
        light.selectedItem = light.items![0]
        photo.addSubview(light)
        let dark = UITabBar(frame: CGRect(x: 0, y: 120, width: 320, height: 49))
        dark.barStyle = .black
        dark.items = [
            UITabBarItem(tabBarSystemItem: .featured, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1),
            UITabBarItem(tabBarSystemItem: .downloads, tag: 2),
        ]
        dark.selectedItem = dark.items![1]
        photo.addSubview(dark)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "tab-bars")
    }
}
