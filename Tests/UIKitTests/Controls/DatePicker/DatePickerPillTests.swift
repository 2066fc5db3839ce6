// DatePickerPill: the rounded button of the iOS 14 compact date picker and of the inline calendar's time
// row: its size from the text, its events on a tap, and its text in the tint colour while active.
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("DatePickerPill")
struct DatePickerPillTests {
    init() { TestFonts.pin() }

    /// A harness with a white window and `pill` at (20, 20), sized to fit.
    func show(_ pill: DatePickerPill, window: CGSize = CGSize(width: 200, height: 80)) -> UIKitTestHarness {
        let h = UIKitTestHarness(windowSize: window, scale: 2)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        pill.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: pill.intrinsicContentSize)
        h.window.addSubview(pill)
        h.runTurn()
        return h
    }

    @Test("Its size is the text's, padded 11 points at the sides and 7 above and below, in whole points")
    func size() {
        let pill = DatePickerPill(text: "9:41 AM")
        let text = ("9:41 AM" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        let size = pill.intrinsicContentSize
        #expect(size.width == (text.width + 22).rounded(.up))
        #expect((34...36).contains(size.height))
        #expect(pill.sizeThatFits(.zero) == size)
        #expect(pill.frame.size == size)
        let longer = DatePickerPill(text: "Nov 12, 2026")
        #expect(longer.intrinsicContentSize.width > size.width)
        #expect(longer.intrinsicContentSize.height == size.height)
        #expect(pill.layer.cornerRadius == 6)
        #expect(pill.backgroundColor == .tertiarySystemFill)
    }

    @Test("A tap sends touchUpInside, then primaryActionTriggered, once each")
    func tap() {
        let pill = DatePickerPill(text: "9:41 AM")
        let h = show(pill)
        var events: [String] = []
        pill.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        pill.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        h.tap(at: CGPoint(x: pill.frame.midX, y: pill.frame.midY))
        #expect(events == ["up", "primary"])
    }

    @Test("While active its text is in the tint colour; otherwise in the label colour")
    func activeColour() throws {
        let pill = DatePickerPill(text: "MMMM")
        let h = show(pill)
        /// The number of clearly blue pixels inside the pill.
        func bluePixels() throws -> Int {
            let image = try #require(h.render().cgImage)
            var count = 0
            for y in Int(pill.frame.minY * 2)..<Int(pill.frame.maxY * 2) {
                for x in Int(pill.frame.minX * 2)..<Int(pill.frame.maxX * 2) {
                    let (r, _, b, _) = image.rgbaPixel(x: x, y: y)
                    if Int(b) - Int(r) > 100 { count += 1 }
                }
            }
            return count
        }
        #expect(try bluePixels() == 0)
        pill.isActive = true
        h.runTurn()
        #expect(try bluePixels() > 50)
        pill.tintColor = .systemRed
        h.runTurn()
        #expect(try bluePixels() == 0, "the tint follows tintColor")
    }

    @Test("Golden: a time pill and an active date pill")
    func golden() {
        let time = DatePickerPill(text: "9:41 AM")
        let h = show(time, window: CGSize(width: 240, height: 76))
        let date = DatePickerPill(text: "Nov 12, 2026")
        date.isActive = true
        date.frame = CGRect(origin: CGPoint(x: time.frame.maxX + 8, y: 20), size: date.intrinsicContentSize)
        h.window.addSubview(date)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "pills")
    }
}
