// UISearchBar's appearance proxy: its UI_APPEARANCE_SELECTOR members apply when a bar enters a window,
// containment limits them, and a value set on the bar itself wins.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISearchBar appearance")
struct UISearchBarAppearanceTests {
    @Test("Proxy values reach a search bar entering a window: tint, images, icons, adjustments, scope customization")
    func proxyApplies() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let background = solidImage(.green, CGSize(width: 4, height: 4))
        let field = solidImage(.yellow, CGSize(width: 20, height: 24))
        let icon = solidImage(.red, CGSize(width: 12, height: 12))
        let scope = solidImage(.cyan, CGSize(width: 8, height: 8))
        let proxy = UISearchBar.appearance()
        proxy.barTintColor = .orange
        proxy.backgroundImage = background
        proxy.setBackgroundImage(background, for: .topAttached, barMetrics: .defaultPrompt)
        proxy.setSearchFieldBackgroundImage(field, for: .normal)
        proxy.setImage(icon, for: .bookmark, state: .highlighted)
        proxy.setPositionAdjustment(UIOffset(horizontal: 1, vertical: 2), for: .clear)
        proxy.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        proxy.searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 0)
        proxy.scopeBarBackgroundImage = scope
        proxy.setScopeBarButtonBackgroundImage(scope, for: .selected)
        proxy.setScopeBarButtonDividerImage(icon, forLeftSegmentState: .normal, rightSegmentState: .selected)
        proxy.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.brown], for: .normal)
        #expect(proxy.barTintColor == .orange && proxy.backgroundImage === background)
        #expect(proxy.image(for: .bookmark, state: .highlighted) === icon)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(bar.barTintColor == nil)
        h.window.addSubview(bar)
        #expect(bar.barTintColor == .orange)
        #expect(bar.backgroundImage === background)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .defaultPrompt) === background)
        #expect(bar.searchFieldBackgroundImage(for: .normal) === field)
        #expect(bar.image(for: .bookmark, state: .highlighted) === icon)
        #expect(bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 1, vertical: 2))
        #expect(bar.searchFieldBackgroundPositionAdjustment == UIOffset(horizontal: 3, vertical: 0))
        #expect(bar.searchTextPositionAdjustment == UIOffset(horizontal: 4, vertical: 0))
        #expect(bar.scopeBarBackgroundImage === scope)
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) === scope)
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected) === icon)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .brown)
    }

    @Test("A value set on the bar wins over the proxy; containment limits the proxy")
    func instanceAndContainment() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        UISearchBar.appearance().barTintColor = .orange
        UISearchBar.appearance(whenContainedInInstancesOf: [UIToolbar.self]).barTintColor = .purple
        let own = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        own.barTintColor = .blue
        h.window.addSubview(own)
        #expect(own.barTintColor == .blue)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        let inToolbar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        toolbar.addSubview(inToolbar)
        h.window.addSubview(toolbar)
        #expect(inToolbar.barTintColor == .purple)
        let plain = UISearchBar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        h.window.addSubview(plain)
        #expect(plain.barTintColor == .orange)
    }
}
