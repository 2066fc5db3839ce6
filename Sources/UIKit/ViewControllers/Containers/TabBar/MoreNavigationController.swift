/// A tab bar controller's More navigation controller (in UIKit too a private subclass of
/// UINavigationController): the More list at its root, with the More system item as its tab bar item,
/// and above the list the child chosen there or selected in code.
///
/// A child popped off it (by its back button, a swipe, touching More again, or another child taking
/// its place) is the tab bar controller's child again at once, as every child in `viewControllers` is
/// while it does not show here: its `parent` and `tabBarController` are the tab bar controller's.
///
/// A navigation controller among the children without a tab is listed like the others, by its tab bar
/// item. UIKit does not nest navigation bars: chosen, it lends its controllers to the More navigation
/// controller, which shows them above the list under its own bar (its top controller on top, with a
/// back button down its stack to More); UIKit's More navigation controller takes over such a child's
/// controllers the same way, which then report it as their `navigationController`. While they show
/// here they are the More navigation controller's children (pushes from them push here) and the
/// lending navigation controller's stack is empty; they go back to it, as the user left them, when
/// another child shows here or it gets a tab. Going back past its root (the back button, a swipe,
/// touching More again) pops the controllers above the root, and the root goes back.
final class MoreNavigationController: UINavigationController {
    private weak var owner: UITabBarController?
    /// The list of the children without a tab, at the root.
    let list: MoreListController
    /// The child navigation controller whose controllers show above the list, and the root of its stack.
    private var lender: (navigation: UINavigationController, root: UIViewController)?

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        list = MoreListController(tabBarController: tabBarController)
        super.init(rootViewController: list)
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    }

    required init?(coder: NSCoder) { nil }

    /// The child that shows above the list (nil: the list shows).
    var shownChild: UIViewController? { lender?.navigation ?? viewControllers.dropFirst().first }

    /// Shows `child`, a child of the tab bar controller without a tab, above the list in place of what
    /// shows there.
    func show(_ child: UIViewController, animated: Bool) {
        guard shownChild !== child else { return }
        if let navigation = child as? UINavigationController {
            showStack(of: navigation, animated: animated)
        } else {
            replaceAboveList(with: [child], animated: animated)
        }
    }

    /// Only the list shows; a navigation controller that lent its controllers gets them back.
    func showList() {
        replaceAboveList(with: [], animated: false)
    }

    /// A navigation controller that is a child without a tab (the More list pushes the one the user
    /// chose) lends its controllers, which show above the list; any other controller is pushed.
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if let navigation = viewController as? UINavigationController,
            owner?.moreChildren.contains(where: { $0 === navigation }) == true
        {
            return showStack(of: navigation, animated: animated)
        }
        super.pushViewController(viewController, animated: animated)
    }

    /// The tab bar controller's children among `controllers` go back to it; the lending navigation
    /// controller's root going back past the list ends the lending.
    override func didRelease(_ controllers: [UIViewController]) {
        if let lender, controllers.contains(where: { $0 === lender.root }) {
            self.lender = nil
            lender.navigation.setViewControllers([lender.root], animated: false)
        }
        guard let owner else { return }
        for controller in controllers
        where controller.parent == nil && owner.controllers?.contains(where: { $0 === controller }) == true {
            owner.addChild(controller)
            controller.didMove(toParent: owner)
        }
    }

    /// Borrows `navigation`'s controllers and shows them above the list (nothing when it has none).
    private func showStack(of navigation: UINavigationController, animated: Bool) {
        let controllers = navigation.viewControllers
        guard let root = controllers.first else { return }
        navigation.setViewControllers([], animated: false)
        replaceAboveList(with: controllers, lender: (navigation, root), animated: animated)
    }

    /// Shows `controllers` above the list in place of what shows there; the navigation controller that
    /// lent the controllers shown so far gets them back, and `newLender` lends the new ones.
    private func replaceAboveList(
        with controllers: [UIViewController], lender newLender: (navigation: UINavigationController, root: UIViewController)? = nil,
        animated: Bool
    ) {
        let returning = lender.map { lender in (navigation: lender.navigation, lent: Array(viewControllers.dropFirst())) }
        lender = newLender
        setViewControllers([list] + controllers, animated: animated)
        returning?.navigation.setViewControllers(returning?.lent ?? [], animated: false)
    }
}
