// The Catalog's "Text fields" page: its golden (the page area, 1024x768 points at scale 1, headless) and
// its live fields through the harness. The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Text fields page")
struct TextFieldsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, TextFieldsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "text-fields", as: TextFieldsPageView.self)
        return (h, page)
    }

    @Test("Golden: the four border styles, a disabled field, a background image; the seeds' fields")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "text-fields")
    }

    @Test("Every field lies inside the page; no two overlap; the fields that take typing are in the top half")
    func layout() {
        let (_, page) = catalog()
        let frames = page.examples.map(\.field.frame)
        for (index, frame) in frames.enumerated() {
            #expect(page.bounds.contains(frame), "\(page.examples[index].caption)")
            for other in frames.indices where other > index { #expect(!frame.intersects(frames[other])) }
        }
        #expect(page.examples.map(\.field.borderStyle).prefix(4) == [.none, .line, .bezel, .roundedRect])
        for field in [page.returnField, page.exitField, page.digitsField] {
            #expect(field.convert(field.bounds, to: nil).maxY < 384)
        }
    }

    @Test("Seed 004 E7: type into the field, press Return: the delegate resigns it (spec 004 T045)")
    func returnDismisses() {
        let (h, page) = catalog()
        CatalogTestSupport.tap(page.returnField, in: h)
        #expect(page.returnField.isFirstResponder)
        h.typeText("Hello\n")
        #expect(page.returnField.text == "Hello")
        #expect(!page.returnField.isFirstResponder)
        #expect(page.status.text == "textFieldShouldReturn: resigned first responder.")
    }

    @Test("The exit-action field resigns on Return without a delegate; the digits field refuses letters")
    func exitAndDigits() {
        let (h, page) = catalog()
        CatalogTestSupport.tap(page.exitField, in: h)
        h.typeText("x\n")
        #expect(!page.exitField.isFirstResponder)
        h.advance(by: 1)
        CatalogTestSupport.tap(page.digitsField, in: h)
        h.typeText("12a3")
        #expect(page.digitsField.text == "123")
        #expect(page.status.text == "shouldChangeCharactersIn: \"a\" refused.")
    }
}
