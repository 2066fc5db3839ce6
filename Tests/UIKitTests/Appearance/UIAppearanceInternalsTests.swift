// Appearance for objects that are not views, through the package hooks a bar item will use: the object
// names its containers (those of the view that shows it) and its container applies settings when it shows.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A stand-in for a bar item: an NSObject shown by a bar, not a view.
@MainActor
class FakeItem: NSObject, AppearanceTarget {
    /// The bar showing the item.
    weak var bar: FakeBar?
    var tintColor: UIColor? { didSet { markAppearanceExplicit("tintColor") } }
    var title: String?

    package var explicitlySetAppearanceKeys: Set<String> = []
    package var appearanceContainers: [AnyObject] {
        guard let bar else { return [] }
        return [bar] + bar.appearanceContainers
    }
}

final class SpecialItem: FakeItem {}

/// A stand-in for a bar: applies appearance to its items when it enters a window, as a bar will.
final class FakeBar: UIView {
    var items: [FakeItem] = [] { didSet { for item in items { item.bar = self } } }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        for item in items { AppearanceRegistry.apply(to: item) }
    }
}

extension UIAppearanceProxy where Target: FakeItem {
    var tintColor: UIColor? {
        get { recorded("tintColor") as? UIColor }
        set { record("tintColor", value: newValue) { $0.tintColor = newValue } }
    }
}

@MainActor
@Suite("UIAppearance internals")
struct UIAppearanceInternalsTests {
    final class DrillViewController: UIViewController {}
    final class Toolbar: UIView {}

    @Test("An object that is not a view takes its class's setting when its container shows it")
    func nonViewTarget() {
        let h = UIKitTestHarness()
        FakeItem.appearance().tintColor = .orange
        let bar = FakeBar(), item = FakeItem()
        bar.items = [item]
        #expect(item.tintColor == nil)
        h.window.addSubview(bar)
        #expect(item.tintColor == .orange)
        #expect(FakeItem.appearance().tintColor == .orange)
    }

    @Test("spec 000 #262: E22.1 with items: golden in general, paler in a toolbar, golden in a toolbar inside a DrillViewController")
    func spec000_262_itemsInBars() {
        let h = UIKitTestHarness()
        let golden = UIColor(red: 0.8, green: 0.6, blue: 0.1, alpha: 1), paler = UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)
        FakeItem.appearance().tintColor = golden
        FakeItem.appearance(whenContainedInInstancesOf: [FakeBar.self]).tintColor = paler
        FakeItem.appearance(whenContainedInInstancesOf: [FakeBar.self, DrillViewController.self]).tintColor = golden
        let loose = FakeItem(), inBar = FakeItem(), inDrillBar = FakeItem()
        let bar = FakeBar(), drillBar = FakeBar(), drill = DrillViewController()
        bar.items = [inBar]; drillBar.items = [inDrillBar]
        drill.view.addSubview(drillBar)
        h.window.addSubview(bar); h.window.addSubview(drill.view)
        AppearanceRegistry.apply(to: loose)
        #expect(loose.tintColor == golden)
        #expect(inBar.tintColor == paler)
        #expect(inDrillBar.tintColor == golden)
    }

    @Test("spec 000 #263: an item's own value wins; spec 000 #264: a subclass's own setting wins")
    func spec000_263_264_items() {
        let h = UIKitTestHarness()
        SpecialItem.appearance().tintColor = .purple
        FakeItem.appearance(whenContainedInInstancesOf: [FakeBar.self]).tintColor = .orange
        let own = FakeItem(), special = SpecialItem(), plain = FakeItem()
        own.tintColor = .green
        let bar = FakeBar()
        bar.items = [own, special, plain]
        h.window.addSubview(bar)
        #expect(own.tintColor == .green)
        #expect(special.tintColor == .purple)
        #expect(plain.tintColor == .orange)
    }

    @Test("View settings do not reach items and item settings do not reach views")
    func separateClasses() {
        let h = UIKitTestHarness()
        UIView.appearance().tintColor = .red
        FakeItem.appearance().tintColor = .orange
        let bar = FakeBar(), item = FakeItem()
        bar.items = [item]
        h.window.addSubview(bar)
        #expect(item.tintColor == .orange)
        #expect(bar.tintColor == .red)
    }

    @Test("Values UIKit sets as its own defaults are not explicit: appearance still applies to them")
    func defaultsAreNotExplicit() {
        let h = UIKitTestHarness()
        UILabel.appearance().font = .boldSystemFont(ofSize: 20)
        let label = UILabel()
        AppearanceRegistry.settingDefaults { label.font = .systemFont(ofSize: 15) }
        #expect(label.font == .systemFont(ofSize: 15))
        h.window.addSubview(label)
        #expect(label.font == .boldSystemFont(ofSize: 20))
    }

    @Test("A view's containers: superviews up to the window, each root view followed by its controller")
    func viewContainers() {
        let h = UIKitTestHarness()
        let drill = DrillViewController(), toolbar = Toolbar(), badge = UIView()
        drill.view.addSubview(toolbar); toolbar.addSubview(badge)
        h.window.addSubview(drill.view)
        let chain = badge.appearanceContainers
        #expect(chain.count >= 4)
        #expect(chain[0] === toolbar && chain[1] === drill.view && chain[2] === drill && chain[3] === h.window)
        #expect(drill.view.appearanceContainers.first === drill)
    }
}
