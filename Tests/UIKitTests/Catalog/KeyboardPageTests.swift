// The Catalog's Keyboard page: seed 004's keep-the-field-visible handling with the keyboard
// notifications, the accessory bar on the keyboard, and a golden of the page while editing.
// The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Keyboard page")
struct KeyboardPageTests {
    init() { TestFonts.pin() }

    func page() -> (UIKitTestHarness, KeyboardPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "keyboard", as: KeyboardPageView.self)
        return (h, page)
    }

    @Test(
        "Tapping the last field brings the keyboard and the accessory bar up; the scroll view insets by what they cover and scrolls the field above them"
    )
    func keepsFieldVisible() throws {
        let (h, page) = page()
        let last = try #require(page.fields.last)
        CatalogTestSupport.tap(last, in: h)
        h.advance(by: 0.6)
        #expect(last.isFirstResponder)
        let keyboard = try #require(h.keyboardFrame)
        #expect(keyboard == CGRect(x: 0, y: 768 - 352 - 44, width: 1024, height: 396))
        #expect(page.accessoryBar.convert(page.accessoryBar.bounds, to: nil) == CGRect(x: 0, y: 372, width: 1024, height: 44))
        let scrollBottom = page.scrollView.convert(page.scrollView.bounds, to: nil).maxY
        #expect(page.scrollView.contentInset.bottom == scrollBottom - keyboard.minY)
        let field = last.convert(last.bounds, to: nil)
        #expect(field.maxY <= keyboard.minY && field.minY >= page.scrollView.convert(page.scrollView.bounds, to: nil).minY)
        #expect(page.notificationLabel.text?.hasPrefix("UIKeyboardDidShow") == true)
    }

    @Test("Next moves to the following field, Done ends editing; the keyboard goes and the inset with it")
    func accessoryButtons() throws {
        let (h, page) = page()
        CatalogTestSupport.tap(page.fields[0], in: h)
        h.advance(by: 0.6)
        CatalogTestSupport.tap(page.nextButton, in: h)
        #expect(page.fields[1].isFirstResponder)
        h.tapKeyboardKeys("me")
        #expect(page.fields[1].text == "me")
        CatalogTestSupport.tap(page.doneButton, in: h)
        h.advance(by: 0.6)
        #expect(!page.fields.contains { $0.isFirstResponder })
        #expect(!h.isKeyboardVisible && page.scrollView.contentInset.bottom == 0)
    }

    @Test("Return on a field moves to the next one, as its Return key says")
    func returnMovesOn() {
        let (h, page) = page()
        CatalogTestSupport.tap(page.fields[0], in: h)
        h.advance(by: 0.6)
        h.tapKeyboardKeys("ada\n")
        #expect(page.fields[0].text == "Ada" && page.fields[1].isFirstResponder)
    }

    @Test("The page while editing the e-mail field: the e-mail keyboard and the accessory bar over the form")
    func golden() {
        let (h, page) = page()
        CatalogTestSupport.tap(page.fields[1], in: h)
        h.advance(by: 0.6)
        h.tapKeyboardKeys("hi")
        h.advance(by: 0.6)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "editing")
    }
}
