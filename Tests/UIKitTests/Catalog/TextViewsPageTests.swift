// The Catalog's "Text views" page: its golden (the page area, 1024x768 points at scale 1, headless) and
// its text views through the harness. The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Text views page")
struct TextViewsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, TextViewsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "text-views", as: TextViewsPageView.self)
        return (h, page)
    }

    @Test("Golden: the editable, read-only, E10, fifty-line and right-to-left text views")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "text-views")
    }

    @Test("Every text view lies inside the page, apart from the others")
    func layout() {
        let (_, page) = catalog()
        let frames = page.examples.map(\.view.frame)
        for (index, frame) in frames.enumerated() {
            #expect(page.bounds.contains(frame))
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
    }

    @Test("Typing into the editable view edits it and the label counts textViewDidChange")
    func typing() {
        let (h, page) = catalog()
        CatalogTestSupport.tap(page.editableView, in: h)
        #expect(page.editableView.isFirstResponder)
        h.typeText("Hi")
        #expect(page.editableView.text.contains("Hi"))
        #expect(page.editableLog.text?.hasPrefix("textViewDidChange × 2") == true)
    }

    @Test("E10's view resigns on Return and adds no line (spec 004 T104)")
    func e10() {
        let (h, page) = catalog()
        let before = page.returnView.text
        CatalogTestSupport.tap(page.returnView, in: h)
        #expect(page.returnView.isFirstResponder)
        h.typeText("\n")
        #expect(!page.returnView.isFirstResponder)
        #expect(page.returnView.text == before)
    }

    @Test("The read-only view opens a tapped phone number, and the fifty lines scroll (spec 004 T100, T102)")
    func detectorsAndScrolling() {
        let (h, page) = catalog()
        let view = page.detectorsView
        let start = view.position(from: view.beginningOfDocument, offset: 5)!
        let end = view.position(from: start, offset: 12)!
        let rect = view.convert(view.firstRect(for: view.textRange(from: start, to: end)!), to: nil)
        h.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        h.runTurn()
        #expect(h.openedURLs == [URL(string: "tel:5551234567")!])
        #expect(page.detectorsLog.text == "Opened tel:5551234567")
        #expect(page.linesView.contentSize.height > page.linesView.bounds.height)
    }
}
