// Appearance proxies with real bars and bar items: containment through the bar, subclasses as tags,
// instance values winning, and settings reaching items when their bar shows them.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Bar appearance")
struct BarAppearanceTests {
    init() { TestFonts.pin() }

    final class DrillViewController: UIViewController {}
    final class BlackNavigationBar: UINavigationBar {}

    static let golden = UIColor(red: 0.8, green: 0.6, blue: 0.1, alpha: 1)
    static let paler = UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)

    func button(_ bar: UIView, _ title: String) -> UIButton? {
        bar.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    @Test("spec 000 #262: E22.1, items golden in a navigation bar, paler in a toolbar, golden in a toolbar inside a DrillViewController")
    func spec000_262_latinFlashcards() throws {
        let h = UIKitTestHarness()
        UIBarButtonItem.appearance().tintColor = Self.golden
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = Self.paler
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self, DrillViewController.self]).tintColor = Self.golden
        let inNav = UIBarButtonItem(title: "Nav", style: .plain, target: nil, action: nil)
        let inToolbar = UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)
        let inDrill = UIBarButtonItem(title: "Drill", style: .plain, target: nil, action: nil)
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let item = UINavigationItem(title: "Cards")
        item.rightBarButtonItem = inNav
        nav.items = [item]
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [inToolbar]
        let drill = DrillViewController()
        let drillToolbar = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        drillToolbar.items = [inDrill]
        drill.view.addSubview(drillToolbar)
        h.window.addSubview(nav)
        h.window.addSubview(toolbar)
        h.window.addSubview(drill.view)
        h.runTurn()
        #expect(inNav.tintColor == Self.golden)
        #expect(inToolbar.tintColor == Self.paler)
        #expect(inDrill.tintColor == Self.golden)
        #expect(try #require(button(toolbar, "Tool")).currentTitleColor == Self.paler)
    }

    @Test("spec 000 #263: an item's own tint is not overridden by the proxy")
    func spec000_263_ownValueWins() {
        let h = UIKitTestHarness()
        UIBarButtonItem.appearance().tintColor = .orange
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.tintColor = .green
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [own]
        h.window.addSubview(toolbar)
        h.runTurn()
        #expect(own.tintColor == .green)
    }

    @Test("spec 000 #264: E22.2, every navigation bar gets the marble background except BlackNavigationBars")
    func spec000_264_blackNavigationBar() {
        let h = UIKitTestHarness()
        let marble = render(CGSize(width: 8, height: 8)) { context in
            UIColor.brown.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        UINavigationBar.appearance().setBackgroundImage(marble, for: .default)
        BlackNavigationBar.appearance().setBackgroundImage(nil, for: .default)
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let black = BlackNavigationBar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        black.isTranslucent = false
        h.window.addSubview(plain)
        h.window.addSubview(black)
        h.runTurn()
        #expect(plain.backgroundImage(for: .default) === marble)
        #expect(black.backgroundImage(for: .default) == nil)
        let pixels = Pixels(h.render())
        #expect(Pixels.close(pixels[100, 100], [153, 102, 51, 255], tolerance: 2))
        #expect(Pixels.close(pixels[100, 240], [247, 247, 247, 255], tolerance: 2))
    }

    @Test(
        "spec 000 #265: isTranslucent is not on the navigation bar's proxy (setting it does not compile, as iOS rejects it); on an instance it works"
    )
    func spec000_265_translucentNotAppearance() {
        // `UINavigationBar.appearance().isTranslucent = false` fails to compile: "value of type
        // 'UIAppearanceProxy<UINavigationBar>' has no member 'isTranslucent'". The members the proxy has:
        let proxy = UINavigationBar.appearance()
        proxy.barTintColor = .red
        #expect(proxy.barTintColor == .red)
        let bar = UINavigationBar()
        bar.isTranslucent = false
        #expect(!bar.isTranslucent)
    }

    @Test("spec 000 #266: tintColor is accepted on a bar's and a bar item's proxy")
    func spec000_266_tintOnProxies() {
        let h = UIKitTestHarness()
        UINavigationBar.appearance().tintColor = .purple
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .orange
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        let item = UINavigationItem(title: "T")
        let right = UIBarButtonItem(title: "R", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = right
        nav.items = [UINavigationItem(title: "Back"), item]
        h.window.addSubview(nav)
        h.runTurn()
        #expect(nav.tintColor == .purple)
        #expect(right.tintColor == .orange)
        // The back button is a bar button item too, and gets the item proxy's tint.
        #expect(button(nav, "Back")?.tintColor == .orange)
    }

    @Test("spec 000 #267: barTintColor through the proxy colours new navigation bars")
    func spec000_267_barTintProxy() {
        let h = UIKitTestHarness()
        UINavigationBar.appearance().barTintColor = .red
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        nav.isTranslucent = false
        h.window.addSubview(nav)
        h.runTurn()
        #expect(nav.barTintColor == .red)
        #expect(Pixels.close(Pixels(h.render())[100, 100], [255, 0, 0, 255], tolerance: 2))
    }

    @Test("E22.3: the item proxy's title attributes reach every item, back buttons included")
    func titleAttributesEverywhere() throws {
        let h = UIKitTestHarness()
        let font = UIFont.systemFont(ofSize: 12)
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        nav.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Top")]
        h.window.addSubview(nav)
        h.runTurn()
        #expect(try #require(button(nav, "Root")).titleLabel?.font == font)
    }

    @Test("Settings made after a bar shows do not reach it; a new bar gets them")
    func lateSettings() {
        let h = UIKitTestHarness()
        let early = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        h.window.addSubview(early)
        h.runTurn()
        UIToolbar.appearance().barTintColor = .blue
        let late = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        h.window.addSubview(late)
        h.runTurn()
        #expect(early.barTintColor == nil)
        #expect(late.barTintColor == .blue)
    }
}
