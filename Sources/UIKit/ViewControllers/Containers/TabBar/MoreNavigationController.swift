/// A tab bar controller's More navigation controller (in UIKit too a private subclass of
/// UINavigationController): the More list at its root, with the More system item as its tab bar item,
/// and above the list the child chosen there or selected in code.
///
/// A child popped off it (by its back button, a swipe, touching More again, or another child taking
/// its place) is the tab bar controller's child again at once, as every child in `viewControllers` is
/// while it does not show here: its `parent` and `tabBarController` are the tab bar controller's.
final class MoreNavigationController: UINavigationController {
    private weak var owner: UITabBarController?
    /// The list of the children without a tab, at the root.
    let list: MoreListController

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        list = MoreListController(tabBarController: tabBarController)
        super.init(rootViewController: list)
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    }

    required init?(coder: NSCoder) { nil }

    /// The tab bar controller's children among `controllers` go back to it.
    override func didRelease(_ controllers: [UIViewController]) {
        guard let owner else { return }
        for controller in controllers
        where controller.parent == nil && owner.controllers?.contains(where: { $0 === controller }) == true {
            owner.addChild(controller)
            controller.didMove(toParent: owner)
        }
    }
}
