// UIDatePicker in the wheels style: its defaults, the drums of each mode and locale, the user's turns
// (one Value Changed once a drum settles, springing back into the limits, AM/PM turning over with the
// hours), code that sets the value silently, minute intervals, time zones, the count-down timer, greyed
// rows, and bad input.
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("UIDatePicker", .serialized)
struct UIDatePickerTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let gmt = TimeZone(identifier: "GMT")!

    /// A Gregorian date at a wall-clock time in `zone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, in zone: TimeZone = losAngeles
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// "Now" for these tests: Tuesday, August 10, 1954, 3:16:25 AM in Los Angeles (seed 000 E10.2's date).
    static let now = date(1954, 8, 10, 3, 16, 25)

    init() { TestFonts.pin() }

    /// A new date picker, made while the clock reads `now`. (The clock is set in the test's own
    /// synchronous body, so that no other suite's test sets it in between.)
    func makePicker(frame: CGRect = .zero, now: Date = UIDatePickerTests.now) -> UIDatePicker {
        UIDatePicker.currentDate = { now }
        return UIDatePicker(frame: frame)
    }

    /// A date picker in `mode` and `locale`, reckoned in the Gregorian calendar in Los Angeles, 320 × 216
    /// at y 100 in the harness window.
    func show(
        _ mode: UIDatePicker.Mode, _ locale: String = "en_US", in h: UIKitTestHarness, y: CGFloat = 100, now: Date = UIDatePickerTests.now
    ) -> UIDatePicker {
        let picker = makePicker(frame: CGRect(x: 0, y: y, width: 320, height: 216), now: now)
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.losAngeles
        picker.datePickerMode = mode
        h.window.addSubview(picker)
        h.runTurn()
        return picker
    }

    /// The picker view inside `picker` (found through the public view tree).
    func drums(_ picker: UIView) -> UIPickerView? {
        if let pickerView = picker as? UIPickerView { return pickerView }
        return picker.subviews.lazy.compactMap(drums).first
    }

    /// The title `pickerView`'s delegate gives `row` of `component`, and the label showing it.
    func label(_ picker: UIDatePicker, row: Int, component: Int) -> UILabel? {
        guard let pickerView = drums(picker), let delegate = pickerView.delegate else { return nil }
        return delegate.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: nil) as? UILabel
    }

    /// The titles in the selection band, drum by drum.
    func shown(_ picker: UIDatePicker) -> [String] {
        guard let pickerView = drums(picker) else { return [] }
        return (0..<pickerView.numberOfComponents).map {
            label(picker, row: pickerView.selectedRow(inComponent: $0), component: $0)?.text ?? "?"
        }
    }

    /// The titles of the `count` rows from the selected one of `component`.
    func titles(_ picker: UIDatePicker, component: Int, count: Int) -> [String] {
        guard let pickerView = drums(picker) else { return [] }
        let first = pickerView.selectedRow(inComponent: component)
        return (first..<(first + count)).map { label(picker, row: $0, component: component)?.text ?? "?" }
    }

    /// The window point at the middle of `component`'s band, moved `dy` points.
    func band(_ picker: UIDatePicker, _ component: Int, dy: CGFloat = 0) -> CGPoint {
        let pickerView = drums(picker)!
        let widths = (0..<pickerView.numberOfComponents).map { pickerView.rowSize(forComponent: $0).width }
        let total = widths.reduce(0, +) + 5 * CGFloat(widths.count - 1)
        let x =
            ((pickerView.bounds.width - total) / 2).rounded() + widths[0..<component].reduce(0, +) + 5 * CGFloat(component)
            + widths[component] / 2
        return pickerView.convert(CGPoint(x: x, y: pickerView.bounds.midY + dy), to: nil)
    }

    /// Turns `component` by `rows` rows (positive: on to later rows) and lets it settle.
    func turn(_ picker: UIDatePicker, _ component: Int, by rows: Int, in h: UIKitTestHarness) {
        h.turnDrum(at: band(picker, component), byRows: rows)
    }

    /// Counts `.valueChanged` actions.
    final class Counter {
        var count = 0
    }

    func countChanges(_ picker: UIDatePicker) -> Counter {
        let counter = Counter()
        picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        return counter
    }

    /// Whether `view` is a picker view (kept apart so that the compiler does not decide it).
    func isPickerView(_ view: UIView) -> Bool { view is UIPickerView }

    func components(_ date: Date, in zone: TimeZone = losAngeles) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    // MARK: Defaults

    @Test("Not a UIPickerView, but one draws it (#114, T140)")
    func notAPickerView() {
        let picker = makePicker()
        #expect(!isPickerView(picker))
        #expect(drums(picker) != nil)
        #expect(picker is UIControl)
    }

    @Test("Defaults: date and time mode, now, every minute, no limits, wheels, 320 × 216 (#119, #121, #123)")
    func defaults() {
        let picker = makePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.date == Self.now, "the moment it was made")
        #expect(picker.timeZone == nil)
        #expect(picker.locale == nil)
        // UIKit's calendar is null-resettable: unset, it reads as the current calendar (the seed's "nil").
        #expect(picker.calendar == Calendar.current)
        picker.calendar = Calendar(identifier: .japanese)
        #expect(picker.calendar.identifier == .japanese)
        picker.calendar = nil
        #expect(picker.calendar == Calendar.current)
        #expect(picker.minuteInterval == 1)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.countDownDuration == 0)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test("The date keeps its time of day in date mode and its day in time mode (#124)")
    func modesKeepTheRest() {
        let h = UIKitTestHarness()
        let picker = show(.date, in: h)
        // UIKit keeps the whole date the picker was made with: the time in date mode is the moment of
        // creation (the seed's "12 AM" is not what UIKit's `date` returns).
        #expect(picker.date == Self.now)
        turn(picker, 1, by: 1, in: h)  // the day drum: August 11
        #expect(components(picker.date) == DateComponents(year: 1954, month: 8, day: 11, hour: 3, minute: 16, second: 25))
        picker.datePickerMode = .time
        turn(picker, 1, by: 2, in: h)  // the minute drum: 3:18, still August 11
        #expect(components(picker.date) == DateComponents(year: 1954, month: 8, day: 11, hour: 3, minute: 18, second: 25))
    }

    // MARK: Drums

    @Test("en_US: the drums of each mode, and what they show (#116, #117, T141)")
    func drumsEnUS() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        #expect(shown(picker) == ["3", "16", "AM"])
        #expect(titles(picker, component: 0, count: 12).last == "2", "hours 1-12, wrapping")
        picker.datePickerMode = .date
        #expect(shown(picker) == ["August", "10", "1954"])
        picker.datePickerMode = .dateAndTime
        #expect(shown(picker) == ["Today", "3", "16", "AM"])
        #expect(titles(picker, component: 0, count: 2) == ["Today", "Wed Aug 11"])
        picker.datePickerMode = .countDownTimer
        #expect(shown(picker) == ["0", "0"])
        #expect(drums(picker)?.numberOfComponents == 2)
    }

    @Test("de_DE and en_GB count 24 hours, 00-23, without AM/PM; ja_JP writes year, month, day (#117, A4)")
    func drumsOtherLocales() {
        let h = UIKitTestHarness()
        let picker = show(.time, "en_GB", in: h)
        picker.date = Self.date(1954, 8, 10, 15, 5)
        #expect(shown(picker) == ["15", "05"])
        #expect(titles(picker, component: 0, count: 24).sorted() == (0..<24).map { String(format: "%02d", $0) })
        picker.locale = Locale(identifier: "de_DE")
        #expect(shown(picker) == ["15", "05"])
        picker.datePickerMode = .date
        #expect(shown(picker) == ["10", "August", "1954"])
        picker.locale = Locale(identifier: "ja_JP")
        #expect(shown(picker) == ["1954年", "8月", "10日"])
    }

    // MARK: The user's turns

    @Test("Turning the minute drum sends one Value Changed once it settles; the date has the new minute (#115, T142)")
    func userTurnSendsValueChanged() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        let changes = countChanges(picker)
        let start = band(picker, 1)
        h.touchDown(at: start)
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: start.x, y: start.y - 66))
        h.advance(by: 0.3)
        h.touchUp()
        #expect(changes.count == 0, "not while it turns")
        h.advance(by: 1.5)
        #expect(changes.count == 1)
        #expect(components(picker.date).minute == 18)
        #expect(components(picker.date).hour == 3)
        #expect(shown(picker) == ["3", "18", "AM"])
    }

    @Test("A flick spins the minute drum on and settles N rows away with exactly one Value Changed")
    func flickSettles() throws {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        let changes = countChanges(picker)
        let start = band(picker, 1, dy: 60)
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, duration: 0.08)
        h.advance(by: 0.05)
        #expect(changes.count == 0, "still spinning")
        h.advance(by: 5)
        #expect(changes.count == 1)
        let minute = try #require(components(picker.date).minute)
        #expect(minute != 16 && minute != 19, "momentum carried it past where the finger left it: \(minute)")
        #expect(shown(picker)[1] == String(format: "%02d", minute))
    }

    @Test("Turning the hour from 11 to 12 turns AM over to PM, as the clock does")
    func hourTurnsDayPeriod() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        picker.date = Self.date(1954, 8, 10, 11, 30)
        let changes = countChanges(picker)
        turn(picker, 0, by: 1, in: h)
        #expect(shown(picker) == ["12", "30", "PM"])
        #expect(components(picker.date).hour == 12)
        #expect(changes.count == 1)
        turn(picker, 0, by: -1, in: h)
        #expect(shown(picker) == ["11", "30", "AM"])
        #expect(components(picker.date).hour == 11)
        // Turning the AM/PM drum itself moves twelve hours.
        turn(picker, 2, by: 1, in: h)
        #expect(components(picker.date).hour == 23)
        #expect(changes.count == 3)
    }

    @Test("A turn onto a day the month lacks springs back to its last day; those days show greyed")
    func missingDaysSpringBack() {
        let h = UIKitTestHarness()
        let picker = show(.date, in: h)
        picker.date = Self.date(1954, 1, 31, 9)
        turn(picker, 0, by: 1, in: h)  // the month drum: February
        #expect(components(picker.date).month == 2 && components(picker.date).day == 28)
        #expect(shown(picker) == ["February", "28", "1954"])
        let day = drums(picker)!.selectedRow(inComponent: 1)
        #expect(label(picker, row: day + 1, component: 1)?.textColor == DatePickerWheels.disabledColor, "the 29th")
        #expect(label(picker, row: day, component: 1)?.textColor != DatePickerWheels.disabledColor)
    }

    @Test("A drag past the maximum springs back: the value is the maximum, with one Value Changed (T144, #126)")
    func springsBackIntoRange() {
        let h = UIKitTestHarness()
        let picker = show(.date, in: h)
        picker.minimumDate = Self.date(1954, 1, 1)
        picker.maximumDate = Self.date(1955, 1, 1)
        picker.date = Self.date(1954, 12, 20)
        let changes = countChanges(picker)
        turn(picker, 2, by: 2, in: h)  // the year drum: 1956
        #expect(picker.date == picker.maximumDate)
        #expect(shown(picker) == ["January", "1", "1955"])
        #expect(changes.count == 1)
        // Before the minimum: back to it.
        turn(picker, 2, by: -3, in: h)  // 1952
        #expect(picker.date == picker.minimumDate)
        #expect(shown(picker) == ["January", "1", "1954"])
        #expect(changes.count == 2)
    }

    @Test("E10.1: 1954 only: the picker shows January 1, 1954; years outside show greyed (#125)")
    func nineteenFiftyFour() {
        let h = UIKitTestHarness()
        h.window.backgroundColor = .white
        let picker = show(.date, in: h)
        // The seed's code, in Swift.
        var dc = DateComponents()
        dc.year = 1954
        dc.month = 1
        dc.day = 1
        var c = Calendar(identifier: .gregorian)
        c.timeZone = Self.losAngeles
        picker.minimumDate = c.date(from: dc)
        dc.year = 1955
        picker.maximumDate = c.date(from: dc)
        picker.date = picker.minimumDate!
        h.runTurn()
        #expect(picker.date == picker.minimumDate)
        #expect(shown(picker) == ["January", "1", "1954"])
        let year = drums(picker)!.selectedRow(inComponent: 2)
        let grey = DatePickerWheels.disabledColor
        #expect(label(picker, row: year - 1, component: 2)?.textColor == grey, "1953")
        #expect(label(picker, row: year, component: 2)?.textColor != grey, "1954")
        #expect(label(picker, row: year + 1, component: 2)?.textColor != grey, "1955 (its first day is the maximum)")
        #expect(label(picker, row: year + 2, component: 2)?.textColor == grey, "1956")
        assertSnapshot(of: h.render(), as: .image, named: "1954")
    }

    // MARK: Code

    @Test("date and setDate(_:animated:) turn the drums, at once or sliding, and send nothing (T143)")
    func codeIsSilent() throws {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        let changes = countChanges(picker)
        picker.date = Self.date(1954, 8, 10, 9, 41)
        #expect(shown(picker) == ["9", "41", "AM"])
        let minutes = try #require(drums(picker)?.subviews.compactMap { $0 as? UIScrollView }.dropFirst().first)
        let before = minutes.contentOffset.y
        picker.setDate(Self.date(1954, 8, 10, 9, 50), animated: true)
        h.advance(by: 0.05)
        #expect(minutes.contentOffset.y > before && minutes.contentOffset.y < before + 9 * 32, "sliding")
        h.advance(by: 1)
        #expect(minutes.contentOffset.y == before + 9 * 32)
        #expect(shown(picker) == ["9", "50", "AM"])
        #expect(changes.count == 0)
    }

    @Test("minuteInterval: 15 shows 00 15 30 45, 30 shows 00 30; 7, 45, 0 and -5 are ignored (#121, #122, T145)")
    func minuteInterval() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        picker.date = Self.date(1954, 8, 10, 9, 0)
        picker.minuteInterval = 15
        #expect(titles(picker, component: 1, count: 5) == ["00", "15", "30", "45", "00"])
        picker.minuteInterval = 30
        #expect(titles(picker, component: 1, count: 3) == ["00", "30", "00"])
        for ignored in [7, 45, 0, -5, 60] {
            picker.minuteInterval = ignored
            #expect(picker.minuteInterval == 30, "\(ignored) is ignored")
        }
        picker.minuteInterval = 7
        #expect(titles(picker, component: 1, count: 2) == ["00", "30"])
        // A turn of one row moves 30 minutes.
        turn(picker, 1, by: 1, in: h)
        #expect(components(picker.date).minute == 30)
    }

    @Test("A date between the intervals shows its minute rounded down; the date itself is kept until the user turns")
    func minuteIntervalRounding() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        picker.minuteInterval = 10
        picker.date = Self.date(1954, 8, 10, 9, 47, 12)
        #expect(shown(picker) == ["9", "40", "AM"])
        #expect(components(picker.date).minute == 47)
        turn(picker, 0, by: 1, in: h)
        #expect(components(picker.date) == DateComponents(year: 1954, month: 8, day: 10, hour: 10, minute: 40, second: 12))
    }

    @Test("Time zones: 11 AM in Los Angeles in winter shows as 7 PM in GMT, the date unchanged (#120)")
    func timeZoneShift() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        let eleven = Self.date(1954, 1, 12, 11, 0)
        picker.date = eleven
        #expect(shown(picker) == ["11", "00", "AM"])
        picker.timeZone = Self.gmt
        #expect(shown(picker) == ["7", "00", "PM"])
        #expect(picker.date == eleven)
        // A turn is reckoned in the shown zone: 8 PM GMT is 12 PM in Los Angeles.
        turn(picker, 0, by: 1, in: h)
        #expect(components(picker.date, in: Self.gmt).hour == 20)
        #expect(components(picker.date).hour == 12)
    }

    @Test("A picker following the current locale draws again when the region settings change (#118)")
    func localeChangeRedraws() {
        let h = UIKitTestHarness()
        let following = makePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let fixed = show(.dateAndTime, in: h)
        h.window.addSubview(following)
        h.runTurn()
        #expect(shown(following).first == "Today")
        defer { UIDatePicker.currentDate = { UIDatePickerTests.now } }
        UIDatePicker.currentDate = { UIDatePickerTests.now.addingTimeInterval(86_400 * 3) }
        NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        h.runTurn()
        // The follower made its drums again (its "Today" is now three days on); the fixed picker did not.
        #expect(shown(following).first != "Today")
        #expect(shown(fixed).first == "Today")
    }

    // MARK: Count-down timer

    @Test("countDownDuration 5400 shows 1 hour 30 min, and does not count down (#127, T146)")
    func countDown() {
        let h = UIKitTestHarness()
        let picker = show(.countDownTimer, in: h)
        picker.countDownDuration = 5400
        #expect(picker.countDownDuration == 5400)
        #expect(shown(picker) == ["1", "30"])
        let units = drums(picker)!.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.compactMap(\.text)
        #expect(units == ["hour", "min"])
        h.advance(by: 120)
        #expect(picker.countDownDuration == 5400)
        picker.countDownDuration = 2 * 3600
        h.runTurn()
        #expect(drums(picker)!.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.compactMap(\.text) == ["hours", "min"])
    }

    @Test("E10.3: 5400 seconds read as \"1 hr, 30 min\" (#128)")
    func countDownConversion() {
        let picker = makePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5400
        // The seed's code, in Swift.
        let t = picker.countDownDuration
        let d = Date(timeIntervalSinceReferenceDate: t)
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        let dc = c.dateComponents([.hour, .minute], from: d)
        #expect("\(dc.hour!) hr, \(dc.minute!) min" == "1 hr, 30 min")
    }

    @Test("The user's count-down turn sends Value Changed; 0:00 springs on to one interval")
    func countDownTurns() {
        let h = UIKitTestHarness()
        let picker = show(.countDownTimer, in: h)
        picker.countDownDuration = 600
        let changes = countChanges(picker)
        turn(picker, 1, by: 5, in: h)
        #expect(picker.countDownDuration == 900)
        #expect(changes.count == 1)
        turn(picker, 1, by: -15, in: h)
        #expect(picker.countDownDuration == 60, "never 0:00")
        #expect(shown(picker) == ["0", "1"])
        #expect(changes.count == 2)
    }

    @Test("E10.2: the date formatted in full styles reads weekday, month, day, year and time (#129)")
    func fullStyleFormatting() {
        let picker = makePicker()
        picker.date = Self.now
        let df = DateFormatter()
        df.locale = Locale(identifier: "en_US")
        df.timeZone = TimeZone(secondsFromGMT: -7 * 3600)
        df.timeStyle = .full
        df.dateStyle = .full
        let text = df.string(from: picker.date)
        #expect(text.hasPrefix("Tuesday, August 10, 1954"))
        #expect(text.contains("3:16:25"))
        #expect(text.contains("AM"))
        #expect(text.hasSuffix("GMT-07:00"))
    }

    // MARK: Bad input

    @Test("Bad input: NaN, negative and too long durations; limits crossed; dates outside them (#130)")
    func badInput() {
        let h = UIKitTestHarness()
        let picker = show(.countDownTimer, in: h)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = -60
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 23 * 3600 + 59 * 60)
        // The count-down timer ignores the limits (where iOS 7 could crash).
        picker.minimumDate = Self.date(1954, 1, 1)
        picker.maximumDate = Self.date(1954, 1, 2)
        picker.countDownDuration = 3600
        turn(picker, 0, by: 2, in: h)
        #expect(picker.countDownDuration == 3 * 3600)
        // A minimum after the maximum: both are ignored.
        picker.datePickerMode = .date
        picker.minimumDate = Self.date(1960, 1, 1)
        picker.maximumDate = Self.date(1950, 1, 1)
        picker.date = Self.date(1940, 5, 5)
        #expect(picker.date == Self.date(1940, 5, 5))
        // With limits in force, a date set outside them is moved into them.
        picker.maximumDate = Self.date(1970, 1, 1)
        #expect(picker.date == Self.date(1960, 1, 1), "the minimum now holds")
        picker.date = Self.date(1999, 1, 1)
        #expect(picker.date == Self.date(1970, 1, 1))
        picker.minimumDate = nil
        picker.maximumDate = nil
        picker.date = Self.date(1999, 1, 1)
        #expect(picker.date == Self.date(1999, 1, 1))
    }

    @Test("A disabled picker does not turn, and sends nothing")
    func disabled() {
        let h = UIKitTestHarness()
        let picker = show(.time, in: h)
        let changes = countChanges(picker)
        picker.isEnabled = false
        turn(picker, 1, by: 2, in: h)
        #expect(shown(picker) == ["3", "16", "AM"])
        #expect(changes.count == 0)
        picker.isEnabled = true
        turn(picker, 1, by: 2, in: h)
        #expect(shown(picker) == ["3", "18", "AM"])
        #expect(changes.count == 1)
    }

    // MARK: Goldens

    @Test("Golden: every mode in en_US, de_DE and ja_JP", arguments: ["en_US", "de_DE", "ja_JP"])
    func modesGolden(locale: String) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 900))
        h.window.backgroundColor = .white
        for (index, mode) in [UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer].enumerated() {
            let picker = show(mode, locale, in: h, y: 20 + CGFloat(index) * 220, now: Self.date(2026, 11, 29, 22, 38))
            picker.date = Self.date(2026, 11, 29, 22, 38)
            picker.countDownDuration = 5400
        }
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: locale)
    }
}
