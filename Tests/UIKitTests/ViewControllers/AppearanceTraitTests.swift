// Light and dark appearance: dynamic and semantic colours, UITraitCollection.current, overrides on
// windows, views and view controllers, traitCollectionDidChange and registerForTraitChanges when the
// appearance changes, what views draw in each; layout direction and leading/trailing right to left.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Appearance and layout direction traits")
struct AppearanceTraitTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    final class Logged: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("\(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    final class LoggedController: UIViewController {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("\(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    @Test("A dynamic colour resolves by appearance; cgColor and components resolve with the current traits")
    func dynamicColours() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(rgba(color.resolvedColor(with: dark)) == [255, 0, 0, 255])
        #expect(rgba(color.resolvedColor(with: light)) == [0, 0, 255, 255])
        #expect(rgba(color) == [0, 0, 255, 255], "outside any drawing the screen's light appearance is current")
        dark.performAsCurrent {
            #expect(rgba(color) == [255, 0, 0, 255])
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "performAsCurrent restores the traits")
        let faded = color.withAlphaComponent(0.5)
        #expect(rgba(faded.resolvedColor(with: dark)) == [255, 0, 0, 128], "a faded dynamic colour stays dynamic")
        let nested = UIColor { _ in color }
        #expect(rgba(nested.resolvedColor(with: dark)) == [255, 0, 0, 255], "a provider may return a dynamic colour")
        let red = UIColor.red
        #expect(color == color && color != UIColor { _ in .blue } && red.resolvedColor(with: dark) === red)
    }

    @Test("The semantic colours resolve for light and dark with iOS 13's values; the system colours keep iOS 7's in light")
    func semanticColours() {
        #expect(rgba(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 255])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 153])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 255])
        #expect(rgba(UIColor.separator.resolvedColor(with: light)) == [60, 60, 67, 74])
        #expect(rgba(UIColor.systemFill.resolvedColor(with: dark)) == [120, 120, 128, 92])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(rgba(UIColor.systemGreen.resolvedColor(with: light)) == [76, 217, 100, 255])
        #expect(UIColor.label == UIColor.label, "each semantic colour is one object")
        #expect(dark.hasDifferentColorAppearance(comparedTo: light) && !dark.hasDifferentColorAppearance(comparedTo: dark))
    }

    @Test("Overrides: a window's, a view's and a controller's appearance reach everything below them")
    func overrides() {
        let h = UIKitTestHarness()
        let controller = UIViewController(), child = UIViewController()
        h.window.rootViewController = controller
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let inner = UIView()
        child.view.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .light, "the system's appearance is light")
        h.window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light && inner.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        inner.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .light)
        controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular && controller.traitCollection.horizontalSizeClass == .compact)
        controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: UIViewController())
        #expect(controller.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular, "a non-child is ignored")
        let presented = UIViewController()
        controller.present(presented, animated: false)
        #expect(presented.traitCollection.userInterfaceStyle == .dark, "a presented controller inherits its presenter's")
    }

    @Test("traitOverrides (iOS 17): set, asked and removed on views and controllers; overrideUserInterfaceStyle applies over them")
    func traitOverrides() {
        let h = UIKitTestHarness()
        let controller = LoggedController()
        h.window.rootViewController = controller
        let inner = Logged()
        controller.view.addSubview(inner)
        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!controller.traitOverrides.contains(UITraitVerticalSizeClass.self))
        #expect(inner.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.horizontalSizeClass == .regular)
        // Each override is reported when it is set: the appearance, then the size class.
        #expect(controller.log == ["light→dark", "dark→dark"] && inner.log == ["light→dark", "dark→dark"])
        inner.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light, "the older property applies over the overrides")
        controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(controller.traitCollection.userInterfaceStyle == .light && controller.traitCollection.horizontalSizeClass == .regular)
        h.window.traitOverrides.layoutDirection = .rightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("UITraitCollection(mutations:) and modifyingTraits(_:) change traits one by one")
    func mutations() {
        let traits = UITraitCollection {
            $0.userInterfaceStyle = .dark; $0.displayScale = 3
        }
        #expect(traits.userInterfaceStyle == .dark && traits.displayScale == 3 && traits.horizontalSizeClass == .unspecified)
        let modified = traits.modifyingTraits {
            $0.horizontalSizeClass = .compact; $0.displayScale = -1
        }
        #expect(modified.horizontalSizeClass == .compact && modified.userInterfaceStyle == .dark)
        #expect(modified.displayScale == 0, "a negative scale is unspecified")
    }

    @Test("An appearance change tells controllers then views, parents first, with the previous traits; unaffected views hear nothing")
    func didChangeOrder() {
        let h = UIKitTestHarness()
        let controller = LoggedController()
        h.window.rootViewController = controller
        let view = Logged(), pinnedLight = Logged()
        pinnedLight.overrideUserInterfaceStyle = .light
        controller.view.addSubview(view)
        controller.view.addSubview(pinnedLight)
        #expect(controller.log.isEmpty && view.log.isEmpty, "joining a light window changes nothing")
        h.window.overrideUserInterfaceStyle = .dark
        #expect(controller.log == ["light→dark"] && view.log == ["light→dark"])
        #expect(pinnedLight.log.isEmpty)
        h.window.overrideUserInterfaceStyle = .dark
        #expect(view.log.count == 1, "setting the same value again changes nothing")
        let late = Logged()
        controller.view.addSubview(late)
        #expect(late.log == ["light→dark"], "a view made outside and added to a dark hierarchy hears it")
    }

    @Test("registerForTraitChanges calls its handler for the traits it names, with the previous traits; unregistering ends it")
    func registrations() {
        let h = UIKitTestHarness()
        let view = UIView()
        h.window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = []
        var sizeChanges = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous) in
            styles.append(previous.userInterfaceStyle)
            #expect(changed === view)
        }
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _) in sizeChanges += 1 }
        h.window.overrideUserInterfaceStyle = .dark
        #expect(styles == [.light] && sizeChanges == 0)
        h.rotate(to: .landscapeLeft)
        #expect(styles == [.light] && sizeChanges == 1)
        view.unregisterForTraitChanges(registration)
        h.window.overrideUserInterfaceStyle = .light
        #expect(styles == [.light])
    }

    @Test("Views draw with their appearance: a semantic background and the label colour in draw(_:) turn dark with the window")
    func drawing() {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            }
        }
        let h = UIKitTestHarness(scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        background.backgroundColor = .systemBackground
        let swatch = Swatch(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        swatch.backgroundColor = .clear
        background.addSubview(swatch)
        h.window.addSubview(background)
        var pixels = Pixels(h.render())
        #expect(pixels[10, 10] == [255, 255, 255, 255] && pixels[55, 55] == [0, 0, 0, 255])
        h.window.overrideUserInterfaceStyle = .dark
        pixels = Pixels(h.render())
        #expect(pixels[10, 10] == [0, 0, 0, 255] && pixels[55, 55] == [255, 255, 255, 255])
        #expect(background.backgroundColor === UIColor.systemBackground, "the view keeps the dynamic colour")
    }

    @Test("Layout direction: semanticContentAttribute decides the direction; leading and trailing constraints flip right to left")
    func rightToLeft() {
        let h = UIKitTestHarness()
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        h.window.addSubview(container)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.widthAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: container.topAnchor), second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        h.runTurn()
        #expect(first.frame.minX == 20 && second.frame.minX == 130)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        h.runTurn()
        #expect(first.frame.maxX == 280 && first.frame.minX == 180, "20 points in from the right")
        #expect(second.frame.maxX == 170 && second.frame.minX == 120, "10 points to the left of the first")
        container.semanticContentAttribute = .unspecified
        h.runTurn()
        #expect(first.frame.minX == 20 && second.frame.minX == 130)
    }
}
