// Goldens of scroll views at scale 2: indicators mid-drag, the white style, and a rubber-banded top.
// Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView goldens")
struct UIScrollViewSnapshotTests {
    init() { TestFonts.pin() }

    /// A 200x300 scroll view over 600x1200 content: bands of colour 100 pt tall, with three labels in each.
    private func scene(_ h: UIKitTestHarness, dark: Bool = false) -> UIScrollView {
        h.window.backgroundColor = dark ? UIColor(white: 0.15, alpha: 1) : .white
        let s = UIScrollView(frame: CGRect(x: 20, y: 40, width: 200, height: 300))
        s.contentSize = CGSize(width: 600, height: 1200)
        for row in 0..<12 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 600, height: 100))
            let hue = CGFloat(row) / 12
            band.backgroundColor =
                dark
                ? UIColor(hue: hue, saturation: 0.6, brightness: 0.35, alpha: 1)
                : UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1)
            for column in 0..<3 {
                let label = UILabel(frame: CGRect(x: 10 + CGFloat(column) * 200, y: 10, width: 180, height: 24))
                label.text = "Row \(row + 1), column \(column + 1)"
                label.textColor = dark ? .white : .black
                band.addSubview(label)
            }
            s.addSubview(band)
        }
        h.window.addSubview(s)
        return s
    }

    @Test("Mid-drag, both indicators show, proportional and placed by the offset")
    func indicatorsMidDrag() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 380), scale: 2)
        let s = scene(h)
        s.contentOffset = CGPoint(x: 160, y: 300)
        h.dragAndHold(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 110, y: 200))
        assertSnapshot(of: h.render(), as: .image, named: "midDrag")
        h.touchUp()
    }

    @Test("The white style on dark content")
    func whiteIndicators() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 380), scale: 2)
        let s = scene(h, dark: true)
        s.indicatorStyle = .white
        s.contentOffset = CGPoint(x: 0, y: 600)
        s.flashScrollIndicators()
        assertSnapshot(of: h.render(), as: .image, named: "white")
    }

    @Test("Pulled past the top: the content rubber-bands and the indicator shortens")
    func rubberBandedTop() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 380), scale: 2)
        let s = scene(h)
        h.dragAndHold(from: CGPoint(x: 120, y: 100), to: CGPoint(x: 120, y: 300))
        #expect(s.contentOffset.y < -50)
        assertSnapshot(of: h.render(), as: .image, named: "pulledDown")
        h.touchUp()
    }
}
