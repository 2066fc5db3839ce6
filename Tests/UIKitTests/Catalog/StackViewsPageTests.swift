// The Catalog's "Stack views" page: its goldens at two window sizes (landscape 1024x768 and portrait
// 768x1024, the page area, scale 1, headless), and its live stack views through the harness. The
// goldens were looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Stack views page")
struct StackViewsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, StackViewsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "stack-views", as: StackViewsPageView.self)
        return (h, page)
    }

    @Test("Goldens: the page in landscape (two columns), then in portrait (one column)")
    func goldens() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "stack-views")
        h.rotate(to: .portrait)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "stack-views-portrait")
    }

    @Test("Two columns when the page is 700 points wide or more (landscape; portrait, the list hidden), one column when narrower")
    func columns() {
        let (h, page) = catalog()
        let panel = page.columns.arrangedSubviews[1]
        #expect(page.columns.axis == .horizontal)
        #expect(page.form.frame.width == 380 && panel.frame.minX == 404 && panel.frame.minY == 0)
        h.rotate(to: .portrait)
        #expect(page.bounds.width == 768)
        #expect(page.columns.axis == .horizontal && panel.frame.minY == 0)
        page.frame.size.width = 528
        page.layoutIfNeeded()
        #expect(page.columns.axis == .vertical)
        #expect(page.form.frame.width == 448 && panel.frame.minX == 0 && panel.frame.minY == page.form.frame.maxY + 24)
    }

    @Test("The form's fields line up: the labels share one width, each field's text on its label's baseline")
    func formAlignment() {
        let (_, page) = catalog()
        let fieldXs = page.fields.map { $0.convert(CGPoint.zero, to: page).x }
        #expect(Set(fieldXs).count == 1)
        #expect(Set(page.fieldLabels.map(\.frame.width)).count == 1)
        #expect(page.fieldLabels[0].frame.width == page.fieldLabels[2].intrinsicContentSize.width)  // "Password", the widest.
        for (label, field) in zip(page.fieldLabels, page.fields) {
            let labelBaseline = label.frame.minY + label.font.ascender
            let fieldBaseline = field.frame.midY + ((field.font?.ascender ?? 0) - (field.font?.lineHeight ?? 0) / 2)
            #expect(abs(labelBaseline - fieldBaseline) <= 1, "\(label.text ?? "")")
        }
    }

    @Test("Turning the switch off hides the details row: the form closes up over 0.3 s; on again, it reopens")
    func switchHidesTheRow() {
        let (h, page) = catalog()
        let formHeight = page.form.frame.height
        let buttonsY = page.buttons.frame.minY
        let detailsHeight = page.newsDetails.frame.height
        #expect(detailsHeight > 0)
        CatalogTestSupport.tap(page.newsSwitch, in: h)
        #expect(!page.newsSwitch.isOn && page.newsDetails.isHidden)
        h.advance(by: 0.15)
        let midway = page.buttons.layer.presentation()?.position.y ?? 0
        #expect(midway < page.buttons.layer.position.y + detailsHeight + 20 && midway > page.buttons.layer.position.y)
        h.advance(by: 0.5)
        // The row and the 20-point custom spacing after it are gone; the spacing before it stays.
        #expect(page.buttons.frame.minY == buttonsY - detailsHeight - 20)
        #expect(page.form.frame.height == formHeight - detailsHeight - 20)
        CatalogTestSupport.tap(page.newsSwitch, in: h)
        h.advance(by: 0.5)
        #expect(page.buttons.frame.minY == buttonsY && page.form.frame.height == formHeight)
    }

    @Test("The segmented control sets the demo row's alignment: top, center, bottom, first baseline")
    func alignmentControl() {
        let (h, page) = catalog()
        let demo = page.alignmentDemo
        #expect(demo.alignment == .top && demo.arrangedSubviews.allSatisfy { $0.frame.minY == 0 })
        let control = page.alignmentControl
        let segmentWidth = control.bounds.width / 4
        func choose(_ segment: Int) {
            h.tap(at: control.convert(CGPoint(x: segmentWidth * (CGFloat(segment) + 0.5), y: control.bounds.midY), to: nil))
            h.runTurn()
        }
        choose(2)
        #expect(demo.alignment == .bottom && demo.arrangedSubviews.allSatisfy { $0.frame.maxY == 90 })
        choose(1)
        #expect(demo.alignment == .center && demo.arrangedSubviews.allSatisfy { abs($0.frame.midY - 45) <= 0.5 })
        choose(3)
        #expect(demo.alignment == .firstBaseline)
        let baselines = demo.arrangedSubviews.compactMap { $0 as? UILabel }.map { $0.frame.minY + $0.font.ascender }
        #expect(baselines.allSatisfy { abs($0 - baselines[0]) <= 1 })
        #expect(demo.arrangedSubviews[2].frame.minY == 0)  // The largest text touches the top.
    }

    @Test("The five distributions lay out the same three labels as UIKit does")
    func distributions() {
        let (_, page) = catalog()
        let demos = page.distributionDemos
        let width = demos[0].bounds.width
        func frames(_ index: Int) -> [CGRect] { demos[index].arrangedSubviews.map(\.frame) }
        func intrinsic(_ index: Int) -> [CGFloat] { demos[index].arrangedSubviews.map(\.intrinsicContentSize.width) }
        // fill: the first and last at their sizes, the middle (hugging 249) takes the rest.
        #expect(frames(0)[0].width == intrinsic(0)[0] && frames(0)[2].width == intrinsic(0)[2])
        #expect(frames(0)[2].maxX == width && frames(0)[1].minX == frames(0)[0].maxX + 8)
        // fillEqually: one width.
        #expect(frames(1).map(\.width).max()! - frames(1).map(\.width).min()! <= 1)
        // fillProportionally: widths in the ratio of the intrinsic widths.
        let ratio = frames(2)[1].width / frames(2)[0].width, expected = intrinsic(2)[1] / intrinsic(2)[0]
        #expect(abs(ratio - expected) < 0.03)
        // equalSpacing: intrinsic widths, equal gaps.
        #expect(frames(3).map(\.width) == intrinsic(3))
        #expect(abs((frames(3)[1].minX - frames(3)[0].maxX) - (frames(3)[2].minX - frames(3)[1].maxX)) <= 1)
        // equalCentering: intrinsic widths, centres equally apart.
        #expect(frames(4).map(\.width) == intrinsic(4))
        #expect(abs((frames(4)[1].midX - frames(4)[0].midX) - (frames(4)[2].midX - frames(4)[1].midX)) <= 1)
    }
}
