// The Catalog's "Alerts" page: its goldens with seed 004's E20 up (the whole window: an alert is centred on
// the screen) and with an action sheet in the page's narrow window, and each demo through the harness: E20's buttons, the login form's enable rule typed into
// with the keyboard up, the action sheets in popovers (a tap outside cancels), and seed 004's E21 from the
// page and from the black toolbar. The goldens were looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Catalog: Alerts page")
struct AlertsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, AlertsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "alerts", as: AlertsPageView.self)
        return (h, page)
    }

    /// Taps the demo button named `name` and lets the alert come up.
    func show(_ name: String, _ page: AlertsPageView, _ h: UIKitTestHarness) throws {
        CatalogTestSupport.tap(try #require(page.buttons[name]), in: h)
        h.advance(by: 1)
    }

    @Test("Golden: seed 004's E20 over the page, the page's tint dimmed")
    func golden() throws {
        let (h, page) = catalog()
        try show("E20", page, h)
        assertSnapshot(of: h.render(), as: .image, named: "alerts-e20")
        #expect(page.tintAdjustmentMode == .dimmed)
        h.tap("Other Button")
        h.advance(by: 1)
        #expect(page.result.text == "UIAlertView “Title”: button 1 (Other Button)")
        #expect(page.tintAdjustmentMode == .normal)
    }

    @Test("Two buttons and stacked: each choice shows under the buttons")
    func alertControllers() throws {
        let (h, page) = catalog()
        try show("Two buttons", page, h)
        h.tap("Delete")
        h.advance(by: 1)
        #expect(page.result.text == "Two buttons: Delete")
        try show("Stacked buttons", page, h)
        h.tap("Save to Album")
        h.advance(by: 1)
        #expect(page.result.text == "Stacked: Save to Album")
    }

    @Test("Login form: Sign In waits for both fields, typed with the keyboard up")
    func loginForm() throws {
        let (h, page) = catalog()
        try show("Login form", page, h)
        #expect(h.isKeyboardVisible)
        h.tap("Sign In")
        h.advance(by: 1)
        #expect(page.result.text == "Choose an alert.", "disabled while the fields are empty")
        h.typeText("ada")
        let alert = try #require(h.window.rootViewController?.presentedViewController as? UIAlertController)
        let password = try #require(alert.textFields?.last)
        password.becomeFirstResponder()
        h.typeText("secret")
        h.tap("Sign In")
        h.advance(by: 1)
        #expect(page.result.text == "Signed in as ada")
        #expect(!h.isKeyboardVisible)
    }

    @Test("Action sheets on the pad: in a popover from the button and from the toolbar item; a tap outside cancels")
    func actionSheets() throws {
        let (h, page) = catalog()
        try show("Action sheet", page, h)
        #expect(AlertFinder.label("Cancel") == nil)
        h.tap("Message")
        h.advance(by: 1)
        #expect(page.result.text == "Action sheet: Message")
        CatalogTestSupport.tap(try #require(page.controllerSheetItem.shownView), in: h)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 600, y: 300))
        h.advance(by: 1)
        #expect(page.result.text == "Sheet from the toolbar: Cancel")
    }

    @Test("Seed 004's E21 from the page and from the black toolbar: Swift's indexes (Delete 0, Cancel 1, others 2 and 3)")
    func e21() throws {
        let (h, page) = catalog()
        try show("E21 in the page", page, h)
        h.tap("Other Button 2")
        h.advance(by: 1)
        #expect(page.result.text == "UIActionSheet: button 3 (Other Button 2)")
        try show("From the black toolbar", page, h)
        h.tap(at: CGPoint(x: 600, y: 300))
        h.advance(by: 1)
        #expect(page.result.text == "UIActionSheet: button 1 (Cancel)")
        CatalogTestSupport.tap(try #require(page.legacySheetItem.shownView), in: h)
        h.advance(by: 1)
        h.tap("Delete")
        h.advance(by: 1)
        #expect(page.result.text == "UIActionSheet: button 0 (Delete)")
    }

    @Test("UIAlertView's styles: Join waits for text; the typed text shows")
    func alertViewStyles() throws {
        let (h, page) = catalog()
        try show("Plain text input", page, h)
        h.tap("Join")
        h.advance(by: 1)
        #expect(page.result.text == "Choose an alert.")
        h.typeText("hello")
        h.tap("Join")
        h.advance(by: 1)
        #expect(page.result.text == "UIAlertView “Wi-Fi”: button 1 (Join), typed “hello”")
    }

    @Test(
        "The narrow window (320 points, as in Slide Over) is compact: its action sheet slides up from its bottom, its alert is centred in it"
    )
    func narrowWindow() throws {
        let (h, page) = catalog()
        let narrow = page.narrowWindow
        #expect(!narrow.isHidden)
        #expect(narrow.traitCollection.horizontalSizeClass == .compact)
        #expect(page.traitCollection.horizontalSizeClass == .regular)
        CatalogTestSupport.tap(try #require(page.narrowButtons["Action sheet"]), in: h)
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: "alerts-narrow-sheet")
        let cancel = try #require(AlertFinder.frame(of: "Cancel"))
        #expect(cancel.width == 304 - 24 && cancel.maxY == narrow.frame.maxY - 8, "in the window's own bottom group")
        h.tap("Mail")
        h.advance(by: 1)
        #expect(page.result.text == "Narrow window's sheet: Mail")
        CatalogTestSupport.tap(try #require(page.narrowButtons["Alert"]), in: h)
        h.advance(by: 1)
        let delete = try #require(AlertFinder.frame(of: "Delete"))
        #expect(delete.minX > narrow.frame.minX && delete.maxX < narrow.frame.maxX)
        h.tap("Cancel")
        h.advance(by: 1)
        #expect(page.result.text == "Two buttons: Cancel")
        CatalogTestSupport.tap(try #require(page.narrowButtons["E21 from the toolbar"]), in: h)
        h.advance(by: 1)
        let e21Cancel = try #require(AlertFinder.frame(of: "Cancel"))
        #expect(e21Cancel.maxY == narrow.frame.maxY - 8, "the legacy sheet's window covers the narrow window")
        h.tap("Cancel")
        h.advance(by: 1)
        #expect(page.result.text == "UIActionSheet: button 1 (Cancel)")
        // Choosing another page takes the narrow window away.
        (h.window.rootViewController as? CatalogViewController)?.select(0)
        h.runTurn()
        #expect(narrow.isHidden)
    }
}
