// Goldens of tab bar controllers on a phone at scale 2: E19's three tabs with system items (Figure
// 3-21, spec 004 T185/T190), and tabs with badges, a later tab selected, over content that reaches
// under the translucent bar. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController goldens")
struct TabBarControllerSnapshotTests {
    init() { TestFonts.pin() }

    /// A white page with its title in large type at the top of the safe area, and a coloured strip along
    /// the bottom of its safe area (so the bar's edge shows where the content stops).
    final class Page: UIViewController {
        let strip: UIColor
        init(_ title: String, strip: UIColor) {
            self.strip = strip
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.backgroundColor = .white
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 28)
            let band = UIView()
            band.backgroundColor = strip
            for subview in [label, band] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
                label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                band.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                band.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: -30),
            ])
        }
    }

    @Test("Golden: E19's tab bar controller, three system-item tabs, the first selected (Figure 3-21; spec 004 T185, T190)")
    func e19() {
        let h = UIKitTestHarness(scale: 2)
        let first = Page("First", strip: .systemOrange)
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
        let second = Page("Second", strip: .systemGreen)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .downloads, tag: 1)
        let third = Page("third", strip: .systemPurple)
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        let tabcon = UITabBarController()
        tabcon.setViewControllers([first, second, third], animated: false)
        h.window.rootViewController = tabcon
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "figure-3-21")
    }

    @Test("Golden: badges on two tabs, the third tab selected, its content reaching under the bar")
    func badges() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 240), scale: 2)
        let favorites = Page("Favorites", strip: .systemOrange)
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        favorites.tabBarItem.badgeValue = "3"
        let contacts = Page("Contacts", strip: .systemGreen)
        contacts.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
        contacts.tabBarItem.badgeValue = "New"
        let history = Page("History", strip: .systemBlue)
        history.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 2)
        let tabcon = UITabBarController()
        tabcon.viewControllers = [favorites, contacts, history]
        tabcon.selectedIndex = 2
        h.window.rootViewController = tabcon
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "badges")
    }
}
