// Appearance proxies: class-wide settings, containment, precedence, instance values, reset.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIAppearance")
struct UIAppearanceTests {
    final class Panel: UIView {}
    final class Middle: UIView {}
    final class Badge: UIView {}
    class Toolbar: UIView {}
    final class PaleToolbar: Toolbar {}
    class NavigationBar: UIView {}
    final class BlackNavigationBar: NavigationBar {}
    final class DrillViewController: UIViewController {}

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
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self, Panel.self]).backgroundColor = .red
        let plain = Badge(), inToolbar = Badge(), inPanelToolbar = Badge()
        let toolbar = Toolbar(), panel = Panel(), nestedToolbar = Toolbar(), middle = UIView()
        toolbar.addSubview(inToolbar)
        panel.addSubview(middle); middle.addSubview(nestedToolbar); nestedToolbar.addSubview(inPanelToolbar)
        h.window.addSubview(plain); h.window.addSubview(toolbar); h.window.addSubview(panel)
        #expect(plain.backgroundColor == .green)
        #expect(inToolbar.backgroundColor == .blue)
        #expect(inPanelToolbar.backgroundColor == .red)
    }

    @Test("Containers are listed innermost first, as UIKit lists them; the reverse order does not match")
    func containmentOrder() {
        let h = UIKitTestHarness()
        Badge.appearance(whenContainedInInstancesOf: [Panel.self, Toolbar.self]).backgroundColor = .red
        let panel = Panel(), toolbar = Toolbar(), badge = Badge()
        h.window.addSubview(panel); panel.addSubview(toolbar)
        toolbar.addSubview(badge)
        #expect(badge.backgroundColor == nil)
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

    @Test("A view already in a window keeps its look; it takes new settings when it enters a window again")
    func notReapplied() {
        let h = UIKitTestHarness()
        let badge = Badge()
        h.window.addSubview(badge)
        Badge.appearance().backgroundColor = .green
        #expect(badge.backgroundColor == nil)
        badge.removeFromSuperview()
        h.window.addSubview(badge)
        #expect(badge.backgroundColor == .green)
    }

    // MARK: Precedence

    @Test("spec 000 #264: a subclass's own setting wins for its instances, even when the superclass's is set after it")
    func spec000_264_subclassBeatsLaterSuperclass() {
        let h = UIKitTestHarness()
        // The seed's BlackNavigationBar: nil restores the default for the tagged subclass only.
        BlackNavigationBar.appearance().backgroundColor = nil
        NavigationBar.appearance().backgroundColor = .brown
        let bar = NavigationBar(), black = BlackNavigationBar()
        h.window.addSubview(bar); h.window.addSubview(black)
        #expect(bar.backgroundColor == .brown)
        #expect(black.backgroundColor == nil)
    }

    @Test("spec 000 #264: a subclass's own setting wins when set after the superclass's, as in the seed")
    func spec000_264_subclassBeatsEarlierSuperclass() {
        let h = UIKitTestHarness()
        NavigationBar.appearance().backgroundColor = .brown
        BlackNavigationBar.appearance().backgroundColor = nil
        let bar = NavigationBar(), black = BlackNavigationBar()
        h.window.addSubview(bar); h.window.addSubview(black)
        #expect(bar.backgroundColor == .brown)
        #expect(black.backgroundColor == nil)
    }

    @Test("spec 000 #264: a subclass's own setting wins over its superclass's setting with containment")
    func spec000_264_subclassBeatsContainedSuperclass() {
        let h = UIKitTestHarness()
        BlackNavigationBar.appearance().backgroundColor = .black
        NavigationBar.appearance(whenContainedInInstancesOf: [Panel.self]).backgroundColor = .brown
        let panel = Panel(), bar = NavigationBar(), black = BlackNavigationBar()
        h.window.addSubview(panel); panel.addSubview(bar); panel.addSubview(black)
        #expect(bar.backgroundColor == .brown)
        #expect(black.backgroundColor == .black)
    }

    @Test("spec 000 #262: E22.1, golden in general, paler in a toolbar, golden in a toolbar inside a DrillViewController")
    func spec000_262_seedExample() {
        let h = UIKitTestHarness()
        let golden = UIColor(red: 0.8, green: 0.6, blue: 0.1, alpha: 1), paler = UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)
        Badge.appearance().tintColor = golden
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = paler
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self, DrillViewController.self]).tintColor = golden
        let drill = DrillViewController()
        let plain = Badge(), inToolbar = Badge(), inDrillToolbar = Badge()
        let toolbar = Toolbar(), drillToolbar = Toolbar()
        toolbar.addSubview(inToolbar)
        drill.view.addSubview(drillToolbar); drillToolbar.addSubview(inDrillToolbar)
        h.window.addSubview(plain); h.window.addSubview(toolbar); h.window.addSubview(drill.view)
        #expect(plain.tintColor == golden)
        #expect(inToolbar.tintColor == paler)
        #expect(inDrillToolbar.tintColor == golden)
    }

    @Test("spec 000 #262: the outermost container's setting wins over a longer chain matched further in")
    func spec000_262_outermostWins() {
        let h = UIKitTestHarness()
        Badge.appearance(whenContainedInInstancesOf: [Panel.self]).backgroundColor = .green
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self, Middle.self]).backgroundColor = .blue
        let panel = Panel(), middle = Middle(), toolbar = Toolbar(), badge = Badge()
        h.window.addSubview(panel); panel.addSubview(middle); middle.addSubview(toolbar)
        toolbar.addSubview(badge)
        #expect(badge.backgroundColor == .green)
    }

    @Test("spec 000 #262: with the same outermost container, the deeper chain wins, in either order")
    func spec000_262_deeperChainBreaksTies() {
        let h = UIKitTestHarness()
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self, Panel.self]).backgroundColor = .red
        Badge.appearance(whenContainedInInstancesOf: [Panel.self]).backgroundColor = .green
        Badge.appearance().backgroundColor = .yellow
        let panel = Panel(), toolbar = Toolbar(), inToolbar = Badge(), inPanel = Badge()
        h.window.addSubview(panel); panel.addSubview(toolbar); panel.addSubview(inPanel)
        toolbar.addSubview(inToolbar)
        #expect(inToolbar.backgroundColor == .red)
        #expect(inPanel.backgroundColor == .green)
    }

    @Test("spec 000 #262: settings whose containers match equally are ordered by when they were made")
    func spec000_262_orderBreaksEqualContainment() {
        let h = UIKitTestHarness()
        Badge.appearance(whenContainedInInstancesOf: [PaleToolbar.self]).backgroundColor = .orange
        Badge.appearance(whenContainedInInstancesOf: [Toolbar.self]).backgroundColor = .blue
        let toolbar = PaleToolbar(), badge = Badge()
        h.window.addSubview(toolbar); toolbar.addSubview(badge)
        #expect(badge.backgroundColor == .blue)
        Badge.appearance(whenContainedInInstancesOf: [PaleToolbar.self]).backgroundColor = .orange
        badge.removeFromSuperview(); toolbar.addSubview(badge)
        #expect(badge.backgroundColor == .orange)
    }

    @Test("A view controller's root view is inside its controller")
    func rootViewInsideController() {
        let h = UIKitTestHarness()
        UIView.appearance(whenContainedInInstancesOf: [DrillViewController.self]).backgroundColor = .gray
        let drill = DrillViewController(), other = UIView()
        h.window.addSubview(drill.view); h.window.addSubview(other)
        #expect(drill.view.backgroundColor == .gray)
        #expect(other.backgroundColor == nil)
    }

    // MARK: UILabel

    @Test("UILabel's appearance properties apply when a label enters a window")
    func labelProperties() {
        let h = UIKitTestHarness()
        let font = UIFont.boldSystemFont(ofSize: 12)
        UILabel.appearance().font = font
        UILabel.appearance().textColor = .darkGray
        UILabel.appearance().shadowColor = .white
        UILabel.appearance().shadowOffset = CGSize(width: 0, height: 1)
        UILabel.appearance().highlightedTextColor = .blue
        #expect(UILabel.appearance().font == font && UILabel.appearance().shadowOffset == CGSize(width: 0, height: 1))
        let label = UILabel()
        label.text = "Hello"
        #expect(label.textColor == .label, "the label colour, black in light as on iOS 7")
        h.window.addSubview(label)
        #expect(label.font == font)
        #expect(label.textColor == .darkGray)
        #expect(label.shadowColor == .white)
        #expect(label.shadowOffset == CGSize(width: 0, height: 1))
        #expect(label.highlightedTextColor == .blue)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .darkGray)
    }

    @Test("UILabel appearance inside containers; a label subclass takes its superclass's settings")
    func labelContainment() {
        final class Caption: UILabel {}
        let h = UIKitTestHarness()
        UILabel.appearance().textColor = .darkGray
        UILabel.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .white
        let toolbar = Toolbar(), inToolbar = Caption(), outside = Caption()
        toolbar.addSubview(inToolbar)
        h.window.addSubview(toolbar); h.window.addSubview(outside)
        #expect(inToolbar.textColor == .white)
        #expect(outside.textColor == .darkGray)
    }

    @Test("spec 000 #263: a label's own font, colours and shadow win over the proxy, even when set to their defaults")
    func spec000_263_labelInstanceWins() {
        let h = UIKitTestHarness()
        UILabel.appearance().font = .boldSystemFont(ofSize: 30)
        UILabel.appearance().textColor = .red
        UILabel.appearance().shadowColor = .white
        UILabel.appearance().shadowOffset = CGSize(width: 2, height: 2)
        UILabel.appearance().highlightedTextColor = .blue
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.shadowColor = nil
        label.shadowOffset = CGSize(width: 0, height: -1)
        label.highlightedTextColor = nil
        h.window.addSubview(label)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .black)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.highlightedTextColor == nil)
    }

    @Test("A shadow from appearance draws on plain and attributed text (no NSShadow replacement trap)")
    func labelShadowDraws() {
        let h = UIKitTestHarness()
        UILabel.appearance().shadowColor = .gray
        UILabel.appearance().shadowOffset = CGSize(width: 1, height: 1)
        UILabel.appearance().textColor = .blue
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        plain.text = "Plain"
        let styled = UILabel(frame: CGRect(x: 0, y: 40, width: 120, height: 30))
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.red
        styled.attributedText = NSAttributedString(string: "Styled", attributes: [.shadow: shadow])
        h.window.addSubview(plain); h.window.addSubview(styled)
        #expect(h.render().size.width > 0)
        #expect(styled.shadowColor == .gray)
        #expect(styled.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
    }
}
