// DatePickerCalendarView: the iOS 14 inline month grid of UIDatePicker. Its month model as numbers (first
// weekday, first column, bounds, times kept), then the view driven by taps and drags: selecting days,
// paging months with the chevrons and a swipe, the month and year wheels, the time row's pill; and goldens in
// en_US, de_DE and ja_JP.
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("DatePickerCalendarView")
struct DatePickerCalendarViewTests {
    init() { TestFonts.pin() }

    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// The Gregorian calendar of `locale` (its first weekday) in Los Angeles.
    static func calendar(_ locale: String = "en_US") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = losAngeles
        return calendar
    }

    /// A wall-clock time in Los Angeles.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        calendar().date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// "Now" in these tests: Sunday, November 29, 2026, 10 AM.
    static let today = date(2026, 11, 29, 10)
    /// The selected date: Thursday, November 12, 2026, 9:41:30 AM.
    static let selected = date(2026, 11, 12, 9, 41, 30)

    /// A calendar view in `locale` at the top of a white harness window of its size, showing November 2026.
    func show(
        _ locale: String = "en_US", selected: Date = selected, width: CGFloat = 320, timeRow: Bool = false,
        configure: (DatePickerCalendarView) -> Void = { _ in }
    ) -> (UIKitTestHarness, DatePickerCalendarView) {
        let height = DatePickerCalendarView.calendarHeight + (timeRow ? DatePickerCalendarView.timeRowHeight : 0)
        let h = UIKitTestHarness(windowSize: CGSize(width: width, height: height), scale: 2)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .systemBackground
        let view = DatePickerCalendarView(
            calendar: Self.calendar(locale), locale: Locale(identifier: locale), selectedDate: selected,
            frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.now = { Self.today }
        view.showsTimeRow = timeRow
        configure(view)
        h.window.addSubview(view)
        h.runTurn()
        return (h, view)
    }

    // MARK: The month

    @Test("November 2026 starts on a Sunday: the first column in en_US (Sunday first), the last in de_DE (Monday first)")
    func firstColumn() {
        #expect(Self.calendar().component(.weekday, from: Self.date(2026, 11, 1)) == 1, "Sunday")
        let us = DatePickerMonth(containing: Self.selected, calendar: Self.calendar("en_US"))
        #expect(us.start == Self.date(2026, 11, 1))
        #expect(us.dayCount == 30)
        #expect(us.firstColumn == 0)
        #expect(us.day(row: 0, column: 0) == 1)
        #expect(us.cell(ofDay: 30) == (4, 1))
        #expect(us.day(row: 5, column: 0) == nil)
        let de = DatePickerMonth(containing: Self.selected, calendar: Self.calendar("de_DE"))
        #expect(de.firstColumn == 6)
        #expect(de.day(row: 0, column: 0) == nil)
        #expect(de.day(row: 0, column: 6) == 1)
        #expect(de.cell(ofDay: 30) == (5, 0))
        #expect(de.day(row: 6, column: 0) == nil && de.day(row: 0, column: 7) == nil)
        // February 2026 starts on a Sunday and fills four rows exactly.
        let february = us.adding(months: -9)
        #expect(february.start == Self.date(2026, 2, 1) && february.dayCount == 28 && february.cell(ofDay: 28) == (3, 6))
    }

    @Test("Title and weekday initials in the locale, from the calendar's first weekday")
    func titles() {
        let us = DatePickerCalendarView.Formats(locale: Locale(identifier: "en_US"), calendar: Self.calendar("en_US"))
        #expect(us.title.string(from: Self.selected) == "November 2026")
        #expect((0..<7).map { us.weekdaySymbol(column: $0) } == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(us.wheelOrder == [.month, .year])
        let de = DatePickerCalendarView.Formats(locale: Locale(identifier: "de_DE"), calendar: Self.calendar("de_DE"))
        #expect(de.title.string(from: Self.selected) == "November 2026")
        #expect(de.weekdaySymbol(column: 0) == "MO" && de.weekdaySymbol(column: 6) == "SO")
        let ja = DatePickerCalendarView.Formats(locale: Locale(identifier: "ja_JP"), calendar: Self.calendar("ja_JP"))
        #expect(ja.title.string(from: Self.selected) == "2026年11月")
        #expect(ja.weekdaySymbol(column: 0) == "日")
        #expect(ja.wheelOrder == [.year, .month])
        #expect(ja.monthNames.first == "1月" && ja.yearTitle(2026) == "2026年")
        #expect(ja.dayNumbers.first == "1" && ja.dayNumbers.count == 31 && ja.dayNumbers.last == "31")
    }

    @Test("Bounds are whole days; a day keeps the time of day, or the next one that exists on a clock change")
    func monthArithmetic() {
        let month = DatePickerMonth(containing: Self.selected, calendar: Self.calendar())
        let minimum = Self.date(2026, 11, 5, 15), maximum = Self.date(2026, 11, 20, 8)
        #expect(!month.isEnabled(day: 4, minimum: minimum, maximum: maximum))
        #expect(month.isEnabled(day: 5, minimum: minimum, maximum: maximum))
        #expect(month.isEnabled(day: 20, minimum: minimum, maximum: maximum))
        #expect(!month.isEnabled(day: 21, minimum: minimum, maximum: maximum))
        #expect(month.isEnabled(day: 1, minimum: nil, maximum: nil))
        #expect(month.hasEnabledDays(minimum: minimum, maximum: maximum))
        #expect(!month.adding(months: 1).hasEnabledDays(minimum: minimum, maximum: maximum))
        #expect(!month.adding(months: -1).hasEnabledDays(minimum: minimum, maximum: maximum))
        #expect(month.date(ofDay: 20, atTimeOf: Self.selected) == Self.date(2026, 11, 20, 9, 41, 30))
        // 2:30 AM on March 8, 2026 does not exist in Los Angeles (the clocks go from 2 to 3).
        let march = DatePickerMonth(containing: Self.date(2026, 3, 1), calendar: Self.calendar())
        let night = Self.date(2026, 3, 12, 2, 30)
        let expected = Self.calendar().date(bySettingHour: 2, minute: 30, second: 0, of: Self.date(2026, 3, 8))
        #expect(march.date(ofDay: 8, atTimeOf: night) == expected)
        // The same day in a shorter month is its last.
        let february = DatePickerMonth(containing: Self.date(2026, 2, 1), calendar: Self.calendar())
        #expect(february.sameDay(as: Self.date(2026, 1, 31, 7, 5)) == Self.date(2026, 2, 28, 7, 5))
    }

    // MARK: Taps

    @Test("A tap on a day selects it at the selected time of day and reports it once; the selected day again, never")
    func tapSelects() {
        let (h, view) = show()
        var reported: [Date] = []
        view.onSelectDay = { reported.append($0) }
        h.tap(at: view.center(ofDay: 20))
        #expect(reported == [Self.date(2026, 11, 20, 9, 41, 30)])
        #expect(view.selectedDate == Self.date(2026, 11, 20, 9, 41, 30))
        h.tap(at: view.center(ofDay: 20))
        #expect(reported.count == 1)
        // Empty cells and the weekday row take no taps.
        h.tap(at: view.cellCenter(row: 5, column: 3))
        h.tap(at: CGPoint(x: 100, y: 54))
        #expect(reported.count == 1)
        #expect(view.displayedMonth == Self.date(2026, 11, 1))
    }

    @Test("Days outside minimumDate...maximumDate ignore taps")
    func disabledDays() {
        let (h, view) = show {
            $0.minimumDate = Self.date(2026, 11, 5, 15)
            $0.maximumDate = Self.date(2026, 11, 20, 8)
        }
        var reported: [Date] = []
        view.onSelectDay = { reported.append($0) }
        h.tap(at: view.center(ofDay: 4))
        h.tap(at: view.center(ofDay: 21))
        #expect(reported.isEmpty)
        #expect(view.selectedDate == Self.selected)
        h.tap(at: view.center(ofDay: 5))
        h.tap(at: view.center(ofDay: 20))
        #expect(reported == [Self.date(2026, 11, 5, 9, 41, 30), Self.date(2026, 11, 20, 9, 41, 30)])
    }

    @Test("The chevrons page months, calling nothing; the selection stays; a month outside the bounds is not shown")
    func chevrons() {
        let (h, view) = show()
        var reported = 0
        view.onSelectDay = { _ in reported += 1 }
        h.tap(at: view.nextChevronCenter)
        #expect(view.displayedMonth == Self.date(2026, 12, 1))
        h.tap(at: view.previousChevronCenter)
        h.tap(at: view.previousChevronCenter)
        #expect(view.displayedMonth == Self.date(2026, 10, 1))
        #expect(view.selectedDate == Self.selected)
        #expect(reported == 0)
        // Setting the selection from code shows its month.
        view.selectedDate = Self.date(2027, 2, 3)
        #expect(view.displayedMonth == Self.date(2027, 2, 1))
        view.selectedDate = Self.selected
        view.maximumDate = Self.date(2026, 11, 30, 23)
        h.tap(at: view.nextChevronCenter)
        #expect(view.displayedMonth == Self.date(2026, 11, 1))
        view.minimumDate = Self.date(2026, 10, 31)
        h.tap(at: view.previousChevronCenter)
        #expect(view.displayedMonth == Self.date(2026, 10, 1))
        h.tap(at: view.previousChevronCenter)
        #expect(view.displayedMonth == Self.date(2026, 10, 1))
    }

    @Test("A swipe left across the grid shows the next month, right the previous; neither calls anything")
    func swipe() {
        let (h, view) = show()
        var reported = 0
        view.onSelectDay = { _ in reported += 1 }
        let middle = view.center(ofDay: 18)
        h.drag(from: middle, to: CGPoint(x: middle.x - 120, y: middle.y + 4), steps: 8, duration: 0.2)
        h.advance(by: 0.5)
        #expect(view.displayedMonth == Self.date(2026, 12, 1))
        h.drag(from: middle, to: CGPoint(x: middle.x + 120, y: middle.y), steps: 8, duration: 0.2)
        h.drag(from: middle, to: CGPoint(x: middle.x + 120, y: middle.y), steps: 8, duration: 0.2)
        h.advance(by: 0.5)
        #expect(view.displayedMonth == Self.date(2026, 10, 1))
        #expect(reported == 0, "the swipe's touches select no day")
        #expect(view.selectedDate == Self.selected)
    }

    @Test("A tap on the title shows the month and year wheels; turning the month shows it and selects the same day")
    func monthWheels() {
        let (h, view) = show()
        var reported: [Date] = []
        view.onSelectDay = { reported.append($0) }
        let title = CGPoint(x: view.titleFrame.midX, y: view.titleFrame.midY)
        h.tap(at: title)
        #expect(view.showsMonthWheels)
        let wheels = view.monthWheels
        #expect(!wheels.isHidden && wheels.numberOfComponents == 2)
        #expect(wheels.selectedRow(inComponent: 0) == 10, "November")
        #expect(wheels.selectedRow(inComponent: 1) == 2025, "2026, from year 1")
        // Taps on the grid's place do not select days while the wheels show: the row below the band turns.
        let band = wheels.convert(CGPoint(x: wheels.bounds.width / 4, y: wheels.bounds.midY + 34), to: nil)
        h.tap(at: band)
        h.advance(by: 1)
        #expect(wheels.selectedRow(inComponent: 0) == 11)
        #expect(view.displayedMonth == Self.date(2026, 12, 1))
        #expect(reported == [Self.date(2026, 12, 12, 9, 41, 30)])
        // A slow drag of the year drum, one row up, is the drum's: the calendar's swipe does not take it.
        let year = wheels.convert(CGPoint(x: wheels.bounds.width * 3 / 4, y: wheels.bounds.midY + 20), to: nil)
        h.drag(from: year, to: CGPoint(x: year.x, y: year.y - 33), steps: 20, duration: 1)
        h.advance(by: 1)
        #expect(wheels.selectedRow(inComponent: 1) == 2026)
        #expect(view.displayedMonth == Self.date(2027, 12, 1))
        #expect(reported.last == Self.date(2027, 12, 12, 9, 41, 30) && reported.count == 2)
        h.tap(at: title)
        #expect(!view.showsMonthWheels && wheels.isHidden)
        #expect(view.displayedMonth == Self.date(2027, 12, 1))
        // The wheels follow the month shown when they show again.
        h.tap(at: view.previousChevronCenter)
        h.tap(at: title)
        #expect(wheels.selectedRow(inComponent: 0) == 10)
    }

    @Test("The month and year wheels stand in the locale's order: year first in ja_JP; bounded years only")
    func wheelOrder() {
        let (h, view) = show("ja_JP") {
            $0.minimumDate = Self.date(2020, 1, 1)
            $0.maximumDate = Self.date(2030, 12, 31)
        }
        h.tap(at: CGPoint(x: view.titleFrame.midX, y: view.titleFrame.midY))
        let wheels = view.monthWheels
        #expect(wheels.numberOfRows(inComponent: 0) == 11)
        #expect(wheels.selectedRow(inComponent: 0) == 6, "2026 of 2020...2030")
        #expect(wheels.selectedRow(inComponent: 1) == 10)
    }

    @Test("The time row: 'Time' and a pill with timeText; a tap on the pill reports it once")
    func timeRow() {
        let (h, view) = show(timeRow: true) { $0.timeText = "9:41 AM" }
        #expect(view.intrinsicContentSize.height == DatePickerCalendarView.calendarHeight + DatePickerCalendarView.timeRowHeight)
        #expect(view.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: view.intrinsicContentSize.height))
        var tapped: [UIView] = []
        var days = 0
        view.onTapTime = { tapped.append($0) }
        view.onSelectDay = { _ in days += 1 }
        #expect(view.timePill.text == "9:41 AM" && !view.timePill.isHidden)
        #expect(abs(view.timePill.frame.maxX - (320 - 16)) < 0.001)
        h.tap(at: view.convert(CGPoint(x: view.timePill.frame.midX, y: view.timePill.frame.midY), to: nil))
        #expect(tapped.count == 1 && tapped.first === view.timePill)
        #expect(days == 0)
        let plain = DatePickerCalendarView(frame: .zero)
        #expect(plain.intrinsicContentSize == CGSize(width: 320, height: DatePickerCalendarView.calendarHeight))
        #expect(plain.timePill.isHidden)
    }

    @Test("Marks: the selected day in a light tint circle; selected on today, a solid one")
    func marks() throws {
        func pixel(_ h: UIKitTestHarness, _ point: CGPoint) throws -> (Int, Int, Int) {
            let image = try #require(h.render().cgImage)
            let (r, g, b, _) = image.rgbaPixel(x: Int(point.x * 2), y: Int(point.y * 2))
            return (Int(r), Int(g), Int(b))
        }
        let (h, view) = show()
        var edge = view.center(ofDay: 12)
        edge.x += 17
        let light = try pixel(h, edge)
        #expect(abs(light.0 - 224) <= 3 && abs(light.1 - 239) <= 3 && light.2 >= 252, "tint at 12% on white: \(light)")
        view.selectedDate = Self.date(2026, 11, 29, 9)
        h.runTurn()
        edge = view.center(ofDay: 29)
        edge.x += 17
        let solid = try pixel(h, edge)
        #expect(solid.0 <= 3 && abs(solid.1 - 122) <= 3 && solid.2 >= 252, "solid tint: \(solid)")
    }

    // MARK: Goldens

    @Test("Golden: November 2026 in en_US, de_DE and ja_JP (today the 29th, the 12th selected)")
    func goldenLocales() {
        for locale in ["en_US", "de_DE", "ja_JP"] {
            let (h, _) = show(locale)
            assertSnapshot(of: h.render(), as: .image, named: locale)
        }
    }

    @Test("Golden: with the time row, in dark too; the month and year wheels")
    func goldenTimeRow() {
        let (h, view) = show(timeRow: true) { $0.timeText = "9:41 AM" }
        assertSnapshot(of: h.render(), as: .image, named: "light")
        h.window.overrideUserInterfaceStyle = .dark
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "dark")
        h.window.overrideUserInterfaceStyle = .light
        h.tap(at: CGPoint(x: view.titleFrame.midX, y: view.titleFrame.midY))
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: "wheels")
    }

    @Test("Golden: days outside November 5...20 grey, the chevrons too; today selected")
    func goldenRange() {
        let (h, _) = show(selected: Self.date(2026, 11, 19, 9)) {
            $0.minimumDate = Self.date(2026, 11, 5, 15)
            $0.maximumDate = Self.date(2026, 11, 20, 8)
            $0.now = { Self.date(2026, 11, 19, 8) }
        }
        assertSnapshot(of: h.render(), as: .image, named: "range")
    }
}
