// DatePickerOverlay: the card of the iOS 14 compact date picker: where it goes (below its source, above it
// near the bottom, inside the window's margins), the outside tap that dismisses it once, and how it looks.
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("DatePickerOverlay")
struct DatePickerOverlayTests {
    init() { TestFonts.pin() }

    /// A harness of 320 × 480 points with a white window and a source view at `frame`.
    func setUp(source frame: CGRect) -> (UIKitTestHarness, UIView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        h.window.backgroundColor = .white
        let source = UIView(frame: frame)
        h.window.addSubview(source)
        h.runTurn()
        return (h, source)
    }

    @Test("The card goes 8 points below its source, centred on it, kept 8 points inside the window")
    func below() {
        let (h, source) = setUp(source: CGRect(x: 100, y: 50, width: 120, height: 34))
        let overlay = DatePickerOverlay.present(UIView(), size: CGSize(width: 300, height: 200), from: source) {}
        h.advance(by: 1)
        #expect(overlay.isPresented)
        #expect(overlay.card.frame == CGRect(x: 10, y: 92, width: 300, height: 200))
        #expect(overlay.catcher.frame == h.window.bounds)
        #expect(overlay.catcher.superview === h.window && overlay.card.superview === h.window)
        #expect(overlay.content.bounds.size == CGSize(width: 300, height: 200))
        #expect(overlay.card.layer.cornerRadius == 13 && overlay.card.layer.shadowOpacity > 0)
        // At the right edge, it moves in to the margin.
        let right = DatePickerOverlay.frame(
            size: CGSize(width: 200, height: 100), below: CGRect(x: 280, y: 50, width: 30, height: 30), in: h.window.bounds)
        #expect(right == CGRect(x: 112, y: 88, width: 200, height: 100))
    }

    @Test("Near the bottom the card goes above its source; too tall for either, it fills the window less the margins")
    func above() {
        let (h, source) = setUp(source: CGRect(x: 10, y: 400, width: 100, height: 34))
        let overlay = DatePickerOverlay.present(UIView(), size: CGSize(width: 250, height: 200), from: source) {}
        #expect(overlay.card.frame == CGRect(x: 8, y: 192, width: 250, height: 200))
        let tall = DatePickerOverlay.frame(
            size: CGSize(width: 400, height: 600), below: CGRect(x: 100, y: 200, width: 100, height: 30), in: h.window.bounds)
        #expect(tall == CGRect(x: 8, y: 8, width: 304, height: 464))
        let middle = DatePickerOverlay.frame(
            size: CGSize(width: 100, height: 300), below: CGRect(x: 100, y: 200, width: 100, height: 30), in: h.window.bounds)
        #expect(middle.minY >= 8 && middle.maxY <= 472, "\(middle)")
    }

    @Test("The card fades and grows in over 0.25 s")
    func fadesIn() {
        let (h, source) = setUp(source: CGRect(x: 100, y: 50, width: 120, height: 34))
        let overlay = DatePickerOverlay.present(UIView(), size: CGSize(width: 300, height: 200), from: source) {}
        h.advance(by: 0.1)
        let opacity = overlay.card.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0.05 && opacity < 0.95, "\(opacity)")
        h.advance(by: 0.2)
        #expect(overlay.card.layer.presentation()?.opacity ?? 0 == 1)
        #expect(overlay.card.transform == .identity)
    }

    @Test("A tap outside the card dismisses it, once; a tap on the card does not")
    func outsideTap() {
        let (h, source) = setUp(source: CGRect(x: 100, y: 50, width: 120, height: 34))
        let content = UIView()
        var dismissed = 0
        let overlay = DatePickerOverlay.present(content, size: CGSize(width: 300, height: 200), from: source) { dismissed += 1 }
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 160, y: 190))
        h.tap(at: CGPoint(x: 11, y: 93))
        #expect(dismissed == 0)
        h.tap(at: CGPoint(x: 300, y: 460))
        #expect(dismissed == 1)
        #expect(!overlay.isPresented)
        h.advance(by: 1)
        #expect(overlay.catcher.superview == nil && overlay.card.superview == nil)
        h.tap(at: CGPoint(x: 300, y: 460))
        overlay.dismiss(animated: false)
        #expect(dismissed == 1)
    }

    @Test("dismiss(animated: false) removes it at once and calls onDismiss once; no window, nothing shown")
    func dismissInCode() {
        let (h, source) = setUp(source: CGRect(x: 100, y: 50, width: 120, height: 34))
        var dismissed = 0
        let overlay = DatePickerOverlay.present(UIView(), size: CGSize(width: 300, height: 200), from: source) { dismissed += 1 }
        overlay.dismiss(animated: false)
        overlay.dismiss(animated: true)
        #expect(dismissed == 1)
        #expect(overlay.catcher.superview == nil && overlay.card.superview == nil)
        let orphan = DatePickerOverlay.present(UIView(), size: CGSize(width: 10, height: 10), from: UIView()) { dismissed += 1 }
        #expect(!orphan.isPresented && orphan.card.superview == nil)
        orphan.dismiss(animated: false)
        #expect(dismissed == 1)
        h.runTurn()
    }

    @Test("Golden: a calendar in the card under a date pill, over a plain window")
    func golden() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 375, height: 520), scale: 2)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .systemGroupedBackground
        let pill = DatePickerPill(text: "Nov 12, 2026")
        pill.frame = CGRect(origin: CGPoint(x: 24, y: 60), size: pill.intrinsicContentSize)
        pill.isActive = true
        h.window.addSubview(pill)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 12, hour: 9, minute: 41))!
        let view = DatePickerCalendarView(calendar: calendar, locale: Locale(identifier: "en_US"), selectedDate: date)
        view.now = { calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 10))! }
        _ = DatePickerOverlay.present(view, size: view.intrinsicContentSize, from: pill) {}
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: "card")
    }
}
