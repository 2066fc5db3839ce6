import UIKit

/// One Catalog page as the split view's secondary: its view is the page's view. In its navigation
/// controller it lies below the bar when the bar shows (in portrait, carrying the button that shows the
/// list); in landscape the bar hides and the page has the window's whole height, as it was drawn for.
/// The controller passes the size transitions it hears (a rotation, a window resize) on to the page,
/// when the page listens.
final class CatalogPageController: UIViewController {
    let page: CatalogPage

    init(page: CatalogPage) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = page.title
        // Below the bar while it shows.
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let width = CatalogApp.screenSize.width - CatalogViewController.listWidth - 1
        view = page.makeView(CGRect(x: 0, y: 0, width: width, height: CatalogApp.screenSize.height))
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        (viewIfLoaded as? CatalogSizeTransitionObserver)?.viewControllerWillTransition(to: size, with: coordinator)
    }
}

/// A page that hears the size transitions of its page controller.
@MainActor
protocol CatalogSizeTransitionObserver: AnyObject {
    /// Relayed from `viewWillTransition(to:with:)`: `size` is the size the window is about to take.
    func viewControllerWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
