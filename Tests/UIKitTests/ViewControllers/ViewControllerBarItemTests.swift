// A view controller's bar items: the navigation item and the tab bar item are made on first use with
// the controller's title, and follow it when it changes.
import Testing
import UIKit

@MainActor
@Suite("UIViewController bar items")
struct ViewControllerBarItemTests {
    @Test("The navigation item is made once, with the title, and follows the title")
    func navigationItem() {
        let controller = UIViewController()
        controller.title = "List"
        let item = controller.navigationItem
        #expect(item.title == "List")
        #expect(controller.navigationItem === item)
        controller.title = "Inbox"
        #expect(item.title == "Inbox")
        #expect(item.rightBarButtonItem == nil, "the right side is empty by default")
    }

    @Test("The tab bar item defaults to the controller's title and no image (spec 004 T186)")
    func tabBarItemDefault() {
        let controller = UIViewController()
        controller.title = "Alpha"
        let item: UITabBarItem = controller.tabBarItem
        #expect(item.title == "Alpha")
        #expect(item.image == nil)
        #expect(controller.tabBarItem === item)
        controller.title = "Beta"
        #expect(item.title == "Beta", "a title set later shows on the tab")
    }

    @Test("A system tab bar item keeps its own title when the controller's title changes")
    func systemTabBarItem() {
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
        controller.title = "First"
        #expect(controller.tabBarItem.title == "Featured")
        #expect(controller.title == "First")
    }

    @Test("Toolbar items are nil and hidesBottomBarWhenPushed false by default; the setter stores the items")
    func toolbarItems() {
        let controller = UIViewController()
        #expect(controller.toolbarItems == nil)
        #expect(!controller.hidesBottomBarWhenPushed)
        let item = UIBarButtonItem(title: "Toolbar Button ", style: .plain, target: nil, action: nil)
        controller.setToolbarItems([item], animated: false)
        #expect(controller.toolbarItems?.first === item)
    }
}
