import UIKit

/// The Catalog window's root view controller: its view is the `CatalogRootView`, and it passes the size
/// transitions it hears (a rotation, a window resize) on to the page shown, when the page listens.
final class CatalogViewController: UIViewController {
    /// The root view (loaded with the controller's view).
    var root: CatalogRootView { view as! CatalogRootView }

    override func loadView() {
        view = CatalogRootView(frame: UIScreen.main.bounds)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        (root.pageView as? CatalogSizeTransitionObserver)?.viewControllerWillTransition(to: size, with: coordinator)
    }
}

/// A page that hears the size transitions of the Catalog's root view controller.
@MainActor
protocol CatalogSizeTransitionObserver: AnyObject {
    /// Relayed from `viewWillTransition(to:with:)`: `size` is the size the root view is about to take.
    func viewControllerWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
