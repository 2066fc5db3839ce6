import UIKit

/// Container view controllers, live, each in a pane: a navigation controller with its toolbar shown (a
/// row pushes a screen, the back button pops it, Add appends a row); a tab bar controller with seven
/// tabs in a pane a phone's width, where the tab bar holds four tabs and More, which lists the other
/// three (Downloads has a badge); a page-curl book (drag a page, or tap near an edge); and a scrolling
/// book with its page indicator. Each container is a child of the window's root controller while the
/// page shows.
final class ContainersPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let paneWidth: CGFloat = 320
    static let rightColumn: CGFloat = 400

    let infoList = InfoListController(style: .plain)
    let navigation: UINavigationController
    let tabs = SevenTabsController()
    let curlBook = NumberedBookController(
        transitionStyle: .pageCurl,
        colors: [
            UIColor(red: 1, green: 0.93, blue: 0.8, alpha: 1), UIColor(red: 0.82, green: 0.92, blue: 1, alpha: 1),
            UIColor(red: 0.85, green: 1, blue: 0.85, alpha: 1), UIColor(red: 1, green: 0.85, blue: 0.9, alpha: 1),
            UIColor(red: 1, green: 1, blue: 0.82, alpha: 1),
        ])
    let scrollBook = NumberedBookController(
        transitionStyle: .scroll,
        colors: [
            UIColor(red: 0.36, green: 0.6, blue: 0.95, alpha: 1), UIColor(red: 0.3, green: 0.75, blue: 0.55, alpha: 1),
            UIColor(red: 0.95, green: 0.6, blue: 0.3, alpha: 1), UIColor(red: 0.85, green: 0.4, blue: 0.55, alpha: 1),
            UIColor(red: 0.6, green: 0.5, blue: 0.9, alpha: 1),
        ])

    /// The containers, children of the window's root controller while the page is in a window.
    var controllers: [UIViewController] { [navigation, tabs, curlBook, scrollBook] }

    override init(frame: CGRect) {
        navigation = UINavigationController(rootViewController: infoList)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "UINavigationController, UITabBarController and UIPageViewController, live. Tap a row to push, the "
                    + "back button to pop; tap More; drag or tap the curling page; swipe the scrolling one.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        navigation.setToolbarHidden(false, animated: false)
        addPane(navigation.view, at: CGPoint(x: Self.margin, y: 140), height: 296)
        addPane(tabs.view, at: CGPoint(x: Self.rightColumn, y: 140), height: 296)
        addPane(curlBook.view, at: CGPoint(x: Self.margin, y: 484), height: 248)
        addPane(scrollBook.view, at: CGPoint(x: Self.rightColumn, y: 484), height: 248)
    }

    required init?(coder: NSCoder) { nil }

    /// A container's view as a pane: outlined, and clipping what its transitions move past its edges.
    private func addPane(_ pane: UIView, at origin: CGPoint, height: CGFloat) {
        pane.frame = CGRect(origin: origin, size: CGSize(width: Self.paneWidth, height: height))
        pane.autoresizingMask = []
        pane.clipsToBounds = true
        pane.layer.borderWidth = 1
        pane.layer.borderColor = UIColor(white: 0.5, alpha: 0.4).cgColor
        addSubview(pane)
    }

    /// The containers join the window's root controller as children while the page is shown.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let root = window?.rootViewController else {
            for controller in controllers where controller.parent != nil {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            return
        }
        for controller in controllers where controller.parent == nil {
            root.addChild(controller)
            controller.didMove(toParent: root)
        }
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Containers" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let section: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        for (text, x, y) in [
            ("Navigation: title, bar items, toolbar", Self.margin, 116.0),
            ("Tab bar: seven tabs on a phone's width", Self.rightColumn, 116),
            ("Page view: a page curl", Self.margin, 460), ("Page view: scrolling, with page dots", Self.rightColumn, 460),
        ] {
            (text as NSString).draw(at: CGPoint(x: x, y: y), withAttributes: section)
        }
    }
}
