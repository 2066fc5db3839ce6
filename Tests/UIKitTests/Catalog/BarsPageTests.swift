// The Catalog's "Bars" page: its golden (the page area, 1024x768 points at scale 1, headless) and its
// live bars through the harness. The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Bars page")
struct BarsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, BarsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "bars", as: BarsPageView.self)
        return (h, page)
    }

    func button(in view: UIView, _ title: String) -> UIButton? {
        view.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title && $0.isShownInWindow }
    }

    @Test("Golden: the navigation bar, the styles over the picture, the toolbars, the tab bar, the search bar and the states")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "bars")
    }

    @Test("Golden in the dark appearance: default bars turn dark, their titles white")
    func darkGolden() {
        let (h, root, page) = CatalogTestSupport.catalog(showing: "bars", as: BarsPageView.self)
        CatalogTestSupport.tap(root.darkSwitch, in: h)
        h.runTurn()
        #expect(page.navigationBar.traitCollection.userInterfaceStyle == .dark)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "bars-dark")
    }

    @Test("E17.2 live: Evers pushes, Chance pushes, the back button pops")
    func tinkerEversChance() throws {
        let (h, page) = catalog()
        CatalogTestSupport.tap(try #require(button(in: page.navigationBar, "Evers")), in: h)
        h.advance(by: 0.5)
        #expect(page.navigationBar.items?.map(\.title) == ["Tinker", "Evers"])
        CatalogTestSupport.tap(try #require(button(in: page.navigationBar, "Chance")), in: h)
        h.advance(by: 0.5)
        #expect(page.navigationBar.topItem?.title == "Chance")
        CatalogTestSupport.tap(try #require(button(in: page.navigationBar, "Evers")), in: h)
        h.advance(by: 0.5)
        #expect(page.navigationBar.items?.map(\.title) == ["Tinker", "Evers"])
    }

    @Test("E19.1 live: More opens the customizing sheet inside the tab area; Done closes it and selects the first item")
    func customizing() throws {
        let (h, page) = catalog()
        let more = try #require(page.tabBar.subviews.compactMap { $0 as? UIControl }.max { $0.frame.minX < $1.frame.minX })
        CatalogTestSupport.tap(more, in: h)
        #expect(page.tabLabel.text == "did select item with tag 0")
        h.advance(by: 0.5)
        #expect(page.tabBar.isCustomizing)
        CatalogTestSupport.tap(try #require(button(in: page.tabArea, "Done")), in: h)
        h.advance(by: 0.5)
        #expect(!page.tabBar.isCustomizing)
        #expect(page.tabLabel.text == "Not changed")
        #expect(page.tabBar.selectedItem === page.tabBar.items?[0])
    }

    @Test("Typing in the search bar filters the states; the scope bar limits them to a half of the alphabet")
    func search() throws {
        let (h, page) = catalog()
        #expect(page.shownStates.count == 50)
        let field = try #require(page.searchBar.allSubviews.compactMap { $0 as? UITextField }.first)
        CatalogTestSupport.tap(field, in: h)
        h.typeText("new")
        #expect(page.shownStates == ["New Hampshire", "New Jersey", "New Mexico", "New York"])
        for _ in 0..<3 { h.pressKey(.keyboardDeleteOrBackspace) }
        #expect(page.shownStates.count == 50)
        let scope = try #require(page.searchBar.allSubviews.compactMap { $0 as? UISegmentedControl }.first)
        let third = scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY), to: nil)
        h.tap(at: third)
        #expect(page.searchBar.selectedScopeButtonIndex == 2)
        #expect(page.shownStates.first == "Nebraska" && page.shownStates.count == 24)
    }
}
