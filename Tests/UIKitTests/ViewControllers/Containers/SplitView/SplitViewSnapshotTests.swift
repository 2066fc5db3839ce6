// Goldens of a split view controller in the Xcode master-detail shape (a table of fruit as the
// primary, a detail page, each in a navigation controller) on an iPad at scale 1: landscape with both
// columns, portrait with the primary hidden behind the bar button item and then shown in its popover,
// and the same controllers collapsed on a phone. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("UISplitViewController goldens", .serialized)
struct SplitViewSnapshotTests {
    init() { TestFonts.pin() }

    /// A table of fruit names titled "Fruit".
    final class FruitList: UITableViewController {
        let fruit = ["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes", "Lemons", "Mangoes"]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A detail page: a large label in the middle.
    final class Detail: UIViewController {
        override func viewDidLoad() {
            title = "Apples"
            view.backgroundColor = .white
            let label = UILabel()
            label.text = "Apples"
            label.font = .boldSystemFont(ofSize: 40)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }

    /// Puts the item in the detail's bar as the primary hides, takes it away as it returns.
    final class ItemKeeper: UISplitViewControllerDelegate {
        let detail: UIViewController
        init(detail: UIViewController) { self.detail = detail }
        func splitViewController(
            _ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem,
            for pc: UIPopoverController
        ) {
            detail.navigationItem.leftBarButtonItem = barButtonItem
        }
        func splitViewController(
            _ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem
        ) {
            detail.navigationItem.leftBarButtonItem = nil
        }
    }

    func split(in h: UIKitTestHarness) -> (UISplitViewController, ItemKeeper) {
        let detail = Detail()
        let keeper = ItemKeeper(detail: detail)
        let list = FruitList(style: .plain)
        list.title = "Fruit"
        let split = UISplitViewController()
        split.delegate = keeper
        split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail)]
        h.window.rootViewController = split
        h.runTurn()
        return (split, keeper)
    }

    @Test("Landscape: the table 320 wide, the divider, the detail")
    func landscape() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let (split, keeper) = split(in: h)
        #expect(split.displayMode == .oneBesideSecondary)
        assertSnapshot(of: h.render(), as: .image, named: "landscape")
        _ = keeper
    }

    @Test("Portrait: the primary hidden behind the Fruit item; then shown in its popover")
    func portrait() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .portrait)
        let (split, keeper) = split(in: h)
        #expect(split.displayModeButtonItem.title == "Fruit")
        assertSnapshot(of: h.render(), as: .image, named: "portrait")
        let itemView = try #require(split.displayModeButtonItem.shownView)
        let frame = h.window.convert(itemView.bounds, from: itemView)
        h.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        h.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        assertSnapshot(of: h.render(), as: .image, named: "portrait-popover")
        _ = keeper
    }

    @Test("Compact: on a phone the detail is pushed on the table's stack, with a back button to Fruit")
    func compact() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 568), scale: 2, idiom: .phone, orientation: .portrait)
        let (split, keeper) = split(in: h)
        #expect(split.isCollapsed)
        assertSnapshot(of: h.render(), as: .image, named: "compact")
        _ = keeper
    }
}
