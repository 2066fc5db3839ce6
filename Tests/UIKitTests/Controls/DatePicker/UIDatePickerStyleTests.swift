// UIDatePicker's styles: which style shows (`datePickerStyle`), the inline month grid (a tap on a day
// chooses it; the date-and-time mode's time button opens a card of wheels) and the compact buttons (each
// opening a card), with one Value Changed per choice and goldens of each.
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("UIDatePicker styles", .serialized)
struct UIDatePickerStyleTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = losAngeles
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// "Now": Sunday, November 29, 2026, 10:38 PM in Los Angeles.
    static let now = date(2026, 11, 29, 22, 38)

    init() { TestFonts.pin() }

    /// A new date picker, made while the clock reads `now`. (The clock is set in the test's own
    /// synchronous body, so that no other suite's test sets it in between.)
    func makePicker(frame: CGRect = .zero) -> UIDatePicker {
        UIDatePicker.currentDate = { UIDatePickerStyleTests.now }
        return UIDatePicker(frame: frame)
    }

    func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.losAngeles
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    /// A picker in `style` and `mode`, en_US, Gregorian, in Los Angeles, sized to fit, at (0, y) in the window.
    func show(_ style: UIDatePickerStyle, _ mode: UIDatePicker.Mode, in h: UIKitTestHarness, y: CGFloat = 40) -> UIDatePicker {
        let picker = makePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.losAngeles
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.date(2026, 11, 12, 9, 41)
        picker.sizeToFit()
        picker.frame.origin = CGPoint(x: 0, y: y)
        h.window.addSubview(picker)
        h.runTurn()
        return picker
    }

    func counter(_ picker: UIDatePicker) -> () -> Int {
        var count = 0
        picker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        return { count }
    }

    func grid(_ view: UIView) -> DatePickerCalendarView? {
        if let grid = view as? DatePickerCalendarView { return grid }
        return view.subviews.lazy.compactMap(grid).first
    }

    func pills(_ view: UIView) -> [DatePickerPill] {
        (view as? DatePickerPill).map { [$0] } ?? view.subviews.flatMap(pills).filter { !$0.isHidden }
    }

    /// Whether drums show in `view`'s tree (the month grid keeps hidden month and year wheels).
    func hasPickerView(_ view: UIView) -> Bool {
        !view.isHidden && (view is UIPickerView || view.subviews.contains(where: hasPickerView))
    }

    /// Taps the middle of `view`.
    func tap(_ view: UIView, in h: UIKitTestHarness) {
        h.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        h.advance(by: 0.5)
    }

    @Test("datePickerStyle: automatic is the wheels; the count-down timer has only wheels; inline and compact show")
    func resolvedStyle() {
        let picker = makePicker()
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        #expect(grid(picker) != nil && !hasPickerView(picker))
        picker.preferredDatePickerStyle = .compact
        #expect(picker.datePickerStyle == .compact)
        #expect(pills(picker).count == 2, "the date and the time")
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        #expect(hasPickerView(picker) && pills(picker).isEmpty)
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        #expect(pills(picker).map(\.text) == [picker.buttonText(showingDate: false)], "inline time: the time's button")
    }

    @Test("Inline: a tap on a day chooses it, keeping the time, with one Value Changed; code sends nothing")
    func inlineTapsADay() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480))
        let picker = show(.inline, .date, in: h)
        #expect(picker.frame.size == CGSize(width: 320, height: 328))
        let changes = counter(picker)
        let days = try #require(grid(picker))
        h.tap(at: days.convert(days.center(ofDay: 20), to: nil))
        #expect(components(picker.date) == DateComponents(year: 2026, month: 11, day: 20, hour: 9, minute: 41))
        #expect(changes() == 1)
        picker.date = Self.date(2026, 11, 3, 9, 41)
        #expect(days.selectedDate == picker.date)
        #expect(changes() == 1)
    }

    @Test("Inline: days outside the limits do not take taps; the value stays within them")
    func inlineLimits() throws {
        let h = UIKitTestHarness()
        let picker = show(.inline, .date, in: h)
        picker.minimumDate = Self.date(2026, 11, 10)
        picker.maximumDate = Self.date(2026, 11, 20, 23, 59)
        let changes = counter(picker)
        let days = try #require(grid(picker))
        h.tap(at: days.convert(days.center(ofDay: 25), to: nil))
        #expect(components(picker.date).day == 12)
        #expect(changes() == 0)
        h.tap(at: days.convert(days.center(ofDay: 18), to: nil))
        #expect(components(picker.date).day == 18)
        #expect(changes() == 1)
    }

    @Test("Inline date and time: the Time button opens time wheels in a card; a turn there sets the time")
    func inlineTime() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 700))
        let picker = show(.inline, .dateAndTime, in: h)
        #expect(picker.frame.height == 380)
        let days = try #require(grid(picker))
        #expect(days.timePill.text == "9:41\u{202F}AM")
        let changes = counter(picker)
        tap(days.timePill, in: h)
        #expect(days.timePill.isActive)
        let wheels = try #require(h.window.subviews.lazy.compactMap { self.findPicker($0, not: picker) }.first)
        #expect(wheels.datePickerMode == .time && wheels.datePickerStyle == .wheels)
        #expect(wheels.date == picker.date)
        // Turn its minute drum two rows on.
        let drums = try #require(wheels.subviews.first as? UIPickerView)
        let widths = (0..<3).map { drums.rowSize(forComponent: $0).width }
        let left = ((drums.bounds.width - widths.reduce(0, +) - 10) / 2).rounded()
        let start = drums.convert(CGPoint(x: left + widths[0] + 5 + widths[1] / 2, y: drums.bounds.midY), to: nil)
        h.turnDrum(at: start, byRows: 2)
        #expect(components(picker.date).minute == 43)
        #expect(days.timePill.text == "9:43\u{202F}AM")
        #expect(changes() == 1)
        // A tap outside the card closes it.
        h.tap(at: CGPoint(x: 10, y: 690))
        h.advance(by: 0.5)
        #expect(!days.timePill.isActive)
        #expect(h.window.subviews.lazy.compactMap { self.findPicker($0, not: picker) }.first == nil)
    }

    /// A date picker in `view`'s tree other than `picker`.
    func findPicker(_ view: UIView, not picker: UIDatePicker) -> UIDatePicker? {
        if let found = view as? UIDatePicker, found !== picker { return found }
        return view.subviews.lazy.compactMap { self.findPicker($0, not: picker) }.first
    }

    @Test("Compact: the date and time buttons; the date's card holds the month, a tap on a day chooses it")
    func compact() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 375, height: 600))
        let picker = show(.compact, .dateAndTime, in: h)
        let buttons = pills(picker)
        #expect(buttons.map(\.text) == ["Nov 12, 2026", "9:41\u{202F}AM"])
        #expect(picker.frame.width == buttons[0].frame.width + 6 + buttons[1].frame.width)
        let changes = counter(picker)
        tap(buttons[0], in: h)
        #expect(buttons[0].isActive && !buttons[1].isActive)
        let days = try #require(h.window.subviews.lazy.compactMap(grid).first)
        h.tap(at: days.convert(days.center(ofDay: 27), to: nil))
        #expect(components(picker.date) == DateComponents(year: 2026, month: 11, day: 27, hour: 9, minute: 41))
        #expect(buttons[0].text == "Nov 27, 2026")
        #expect(changes() == 1)
        h.tap(at: CGPoint(x: 370, y: 590))
        h.advance(by: 0.5)
        #expect(!buttons[0].isActive)
        #expect(h.window.subviews.lazy.compactMap(grid).first == nil)
        // The mode decides the buttons.
        picker.datePickerMode = .date
        #expect(pills(picker).map(\.text) == ["Nov 27, 2026"])
        picker.datePickerMode = .time
        #expect(pills(picker).map(\.text) == ["9:41\u{202F}AM"])
    }

    @Test("Golden: inline date, inline date and time, compact, and compact with its card open")
    func goldens() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 800))
        h.window.backgroundColor = .white
        _ = show(.inline, .date, in: h, y: 20)
        _ = show(.inline, .dateAndTime, in: h, y: 360)
        assertSnapshot(of: h.render(), as: .image, named: "inline")
        let h2 = UIKitTestHarness(windowSize: CGSize(width: 375, height: 480))
        h2.window.backgroundColor = .white
        let compact = show(.compact, .dateAndTime, in: h2)
        compact.frame.origin.x = 16
        h2.runTurn()
        assertSnapshot(of: h2.render(), as: .image, named: "compact")
        tap(pills(compact)[0], in: h2)
        assertSnapshot(of: h2.render(), as: .image, named: "compact-open")
    }
}
