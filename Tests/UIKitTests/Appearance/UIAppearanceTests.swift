// Appearance proxies: class-wide settings, containment, precedence, instance values, reset.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIAppearance")
struct UIAppearanceTests {
    final class Panel: UIView {}
    final class Badge: UIView {}
    final class Toolbar: UIView {}

    @Test("A class-wide setting applies when an instance enters a window, to subclasses too")
    func classWide() {
        let h = UIKitTestHarness()
        UIView.appearance().tintColor = .red
        Badge.appearance().backgroundColor = .green
        let badge = Badge()
        #expect(badge.backgroundColor == nil)
        h.window.addSubview(badge)
        #expect(badge.backgroundColor == .green)
        #expect(badge.tintColor == .red)
        #expect(Badge.appearance().backgroundColor == .green)
    }

    @Test("A value set on the instance always wins, before or after it enters a window")
    func instanceWins() {
        let h = UIKitTestHarness()
        Badge.appearance().backgroundColor = .green
        let badge = Badge()
        badge.backgroundColor = .yellow
        h.window.addSubview(badge)
        #expect(badge.backgroundColor == .yellow)
    }

    @Test("Containment limits a setting to views inside the containers; more specific containment wins")
    func containment() {
        let h = UIKitTestHarness()
        Badge.appearance().backgroundColor = .green
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self]).backgroundColor = .blue
        Badge.appearance(whenContainedInInstancesOf: [Panel.self, Toolbar.self]).backgroundColor = .red
        let plain = Badge(), inToolbar = Badge(), inPanelToolbar = Badge()
        let toolbar = Toolbar(), panel = Panel(), nestedToolbar = Toolbar(), middle = UIView()
        toolbar.addSubview(inToolbar)
        panel.addSubview(middle); middle.addSubview(nestedToolbar); nestedToolbar.addSubview(inPanelToolbar)
        h.window.addSubview(plain); h.window.addSubview(toolbar); h.window.addSubview(panel)
        #expect(plain.backgroundColor == .green)
        #expect(inToolbar.backgroundColor == .blue)
        #expect(inPanelToolbar.backgroundColor == .red)
    }

    @Test("A later setting for the same class and containment replaces the earlier one")
    func laterWins() {
        let h = UIKitTestHarness()
        Badge.appearance().backgroundColor = .green
        Badge.appearance().backgroundColor = .orange
        let badge = Badge()
        h.window.addSubview(badge)
        #expect(badge.backgroundColor == .orange)
    }

    @Test("Each harness starts without the appearance settings of earlier ones")
    func resetBetweenHarnesses() {
        _ = UIKitTestHarness()
        Badge.appearance().backgroundColor = .green
        let h = UIKitTestHarness()
        let badge = Badge()
        h.window.addSubview(badge)
        #expect(badge.backgroundColor == nil)
    }
}
