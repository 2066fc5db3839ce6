// The Catalog's Animations page: its golden at rest and mid-run (1024x768 points at scale 1, headless),
// and its interactions through the harness: Run sends the squares across with their curves and back,
// a tapped card changes its look with its transition and takes no touches meanwhile.
// Each golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Animations page")
struct AnimationsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, AnimationsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "animations", as: AnimationsPageView.self)
        return (h, page)
    }

    func tap(_ view: UIView, in h: UIKitTestHarness) { CatalogTestSupport.tap(view, in: h) }

    @Test("The page's golden at rest, then mid-run: squares spread by their curves, a flip and a curl under way")
    func goldens() {
        let (h, page) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "animations")
        tap(page.runButton, in: h)
        tap(page.cards[0], in: h)
        tap(page.cards[4], in: h)
        tap(page.cards[6], in: h)
        // The flip began two taps (0.1 s) ago: about 40% through, still the before look, turned ~55°.
        h.advance(by: 0.25)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "animations-running")
    }

    @Test("Run: the model is across at once; on screen ease-in trails ease-out; all arrive; Run again brings them back")
    func run() {
        let (h, page) = catalog()
        tap(page.runButton, in: h)
        let far = AnimationsPageView.trackX + AnimationsPageView.trackWidth - AnimationsPageView.square / 2
        #expect(page.squares.allSatisfy { $0.center.x == far })
        h.advance(by: 0.4)
        func shown(_ i: Int) -> CGFloat { (page.squares[i].layer.presentation() ?? page.squares[i].layer).position.x }
        #expect(shown(0) < shown(3) && shown(3) < shown(1), "ease-in behind linear behind ease-out")
        h.advance(by: 1.3)
        #expect(page.squares.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(page.dot.animation(forKey: "follow") != nil, "the dot's figure-eight lasts twice as long")
        h.advance(by: 1.5)
        #expect(page.dot.animation(forKey: "follow") == nil)
        tap(page.runButton, in: h)
        h.advance(by: 2)
        #expect(page.squares.allSatisfy { $0.center.x == AnimationsPageView.trackX + AnimationsPageView.square / 2 })
    }

    @Test("A tapped card changes its look with its transition; a tap during it is ignored; it finishes with true")
    func cards() {
        let (h, page) = catalog()
        let card = page.cards[5]
        #expect(card.option == .transitionCurlDown)
        tap(card, in: h)
        #expect(card.showsB && card.layer.animationKeys() == ["transition"])
        h.advance(by: 0.3)
        tap(card, in: h)
        #expect(card.showsB, "the card takes no touches while it transitions")
        h.advance(by: 0.7)
        #expect(card.finished == [true] && card.layer.animationKeys() == nil)
        tap(card, in: h)
        h.advance(by: 1)
        #expect(!card.showsB && card.finished == [true, true])
    }
}
