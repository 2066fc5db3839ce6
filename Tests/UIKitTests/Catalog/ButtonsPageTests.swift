// The Catalog's Buttons page: its golden as the window shows it (1024x768 points at scale 1, headless),
// and its interactions through the harness. The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Buttons page")
struct ButtonsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, ButtonsPageView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let controller = CatalogViewController()
        h.window.rootViewController = controller
        controller.select(CatalogPage.all.firstIndex { $0.name == "buttons" }!)
        h.runTurn()
        return (h, controller.pageView as! ButtonsPageView)
    }

    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("Golden: every type in every state, then the seed examples")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "buttons")
    }

    @Test("The grid holds every type in normal, highlighted, selected and disabled")
    func grid() {
        let (_, page) = catalog()
        #expect(page.grid.map { $0[0].buttonType } == [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd])
        for row in page.grid {
            #expect(row.map(\.state) == [.normal, .highlighted, .selected, .disabled])
        }
    }

    @Test("Tapping \"Tap me\" counts the tap and lists the events it sent, the primary action last")
    func tapMe() {
        let (h, page) = catalog()
        h.tap(at: centre(of: page.tapButton))
        h.runTurn()
        #expect(page.taps == 1)
        #expect(page.events == ["down", "up inside", "primary"])
        #expect(page.tapLabel.text == "Taps: 1\ndown, up inside, primary")
    }

    @Test("Holding \"Pay Tribute\" highlights it: white title, background inset by 3 (seed 000 E13.1, E13.2)")
    func payTributeHold() {
        let (h, page) = catalog()
        let button = page.payTribute
        h.touchDown(at: centre(of: button))
        h.runTurn()
        #expect(button.isHighlighted)
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds.insetBy(dx: 3, dy: 3))
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
        h.touchUp()
        h.runTurn()
        #expect(!button.isHighlighted)
    }

    @Test("Holding seed 004's E3 button shows \"Selected\"; releasing shows \"Test\"")
    func e3Hold() {
        let (h, page) = catalog()
        h.touchDown(at: centre(of: page.roundedRect))
        h.runTurn()
        #expect(page.roundedRect.titleLabel?.text == "Selected")
        h.touchUp()
        h.runTurn()
        #expect(page.roundedRect.titleLabel?.text == "Test")
    }
}
