import UIKit

/// The Catalog window's root view controller: a split view controller, as an iPad app of 2013 was
/// built. The primary is the list of pages (`CatalogListController`) in a navigation controller; the
/// secondary is the selected page (`CatalogPageController`) in its own navigation controller, replaced
/// through `showDetailViewController(_:sender:)` when a row is tapped. In portrait the list hides behind
/// a "Catalog" bar button item on the page's navigation bar, which shows it in a popover; in landscape,
/// beside the list, the page's bar hides and the page has the window's whole height.
final class CatalogViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The width of the list's column: with the divider, 240 points, the pages keeping the 784 points
    /// they were drawn for.
    static let listWidth: CGFloat = 239
    /// The list of pages.
    let list = CatalogListController()
    /// The index in `CatalogPage.all` of the page shown.
    private(set) var selectedIndex = -1
    /// The controller of the page shown.
    private(set) var pageController: CatalogPageController?
    /// Called after the selected page changes, with the page.
    var onSelect: ((CatalogPage) -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        delegate = self
        // The list is narrower than UIKit's 320 points, leaving the pages the room they were drawn for.
        minimumPrimaryColumnWidth = CatalogViewController.listWidth
        maximumPrimaryColumnWidth = CatalogViewController.listWidth
        list.onSelect = { [weak self] index in self?.select(index) }
        viewControllers = [UINavigationController(rootViewController: list)]
        select(0)
    }

    required init?(coder: NSCoder) { nil }

    /// The view of the page shown.
    var pageView: UIView? { pageController?.view }

    /// Switches the whole Catalog (its window) between the light and the dark appearance.
    var darkSwitch: UISwitch { list.darkSwitch }

    /// Shows page `index` (of `CatalogPage.all`) as the detail and selects its row.
    func select(_ index: Int) {
        guard CatalogPage.all.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        list.selectRow(index)
        let page = CatalogPage.all[index]
        let controller = CatalogPageController(page: page)
        let navigation = UINavigationController(rootViewController: controller)
        // While the list hides, the new page's bar shows, carrying the item that shows the list.
        if displayMode == .secondaryOnly || displayMode == .oneOverSecondary {
            controller.navigationItem.leftBarButtonItem = displayModeButtonItem
        } else {
            navigation.isNavigationBarHidden = true
        }
        pageController = controller
        showDetailViewController(navigation, sender: self)
        onSelect?(page)
    }

    // MARK: Split view delegate

    /// The list hides (portrait): the page's bar shows, with the list's item, titled "Catalog".
    func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem,
        for pc: UIPopoverController
    ) {
        barButtonItem.title = list.title
        pageController?.navigationItem.setLeftBarButton(barButtonItem, animated: false)
        pageController?.navigationController?.setNavigationBarHidden(false, animated: false)
    }

    /// The list returns to its column: the item leaves the page's bar, which hides.
    func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem
    ) {
        pageController?.navigationItem.setLeftBarButton(nil, animated: false)
        pageController?.navigationController?.setNavigationBarHidden(true, animated: false)
    }
}
