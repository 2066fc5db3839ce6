import Foundation

/// One month of the inline calendar, with no views: which day stands in which cell of the 6 × 7 grid,
/// which days lie inside the picker's bounds, and the dates a tap or a turn of the month and year wheels
/// selects. Everything is reckoned in `calendar`, which carries the picker's time zone.
///
/// The grid's first column is the calendar's `firstWeekday` (Sunday in en_US, Monday in de_DE): the month's
/// first day stands in the first row, in its weekday's column, and the days follow row by row. Six rows
/// hold any Gregorian month; cells before the first day and after the last are empty.
///
/// Source: Apple, UIDatePicker with `preferredDatePickerStyle = .inline` (iOS 14): a month grid of the
/// picker's calendar, its locale's first weekday, days outside `minimumDate`...`maximumDate` greyed and not
/// selectable.
struct DatePickerMonth: Equatable {
    /// The grid's rows and columns.
    static let rows = 6
    static let columns = 7

    /// The calendar the month is reckoned in, set to the picker's time zone.
    let calendar: Calendar
    /// The first instant of the month's first day.
    let start: Date
    /// The number of days in the month.
    let dayCount: Int
    /// The column of the month's first day (0 for the calendar's first weekday).
    let firstColumn: Int

    /// The month that contains `date`.
    init(containing date: Date, calendar: Calendar) {
        self.calendar = calendar
        let parts = calendar.dateComponents([.era, .year, .month], from: date)
        start =
            calendar.date(from: DateComponents(era: parts.era, year: parts.year, month: parts.month, day: 1))
            ?? calendar.startOfDay(for: date)
        dayCount = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let weekday = calendar.component(.weekday, from: start)
        firstColumn = (weekday - calendar.firstWeekday + Self.columns) % Self.columns
    }

    /// The month `months` months after this one (before it, for a negative count).
    func adding(months: Int) -> DatePickerMonth {
        let date = calendar.date(byAdding: .month, value: months, to: start) ?? start
        return DatePickerMonth(containing: date, calendar: calendar)
    }

    /// The month's era, year and month number in `calendar`.
    var parts: DateComponents { calendar.dateComponents([.era, .year, .month], from: start) }

    // MARK: Cells

    /// The day (1...dayCount) in the cell at `row` and `column`, or nil for an empty cell or one outside
    /// the grid.
    func day(row: Int, column: Int) -> Int? {
        guard (0..<Self.rows).contains(row), (0..<Self.columns).contains(column) else { return nil }
        let day = row * Self.columns + column - firstColumn + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The row and column of `day` (1...dayCount).
    func cell(ofDay day: Int) -> (row: Int, column: Int) {
        let index = firstColumn + day - 1
        return (index / Self.columns, index % Self.columns)
    }

    /// The first instant of `day` of the month.
    func date(ofDay day: Int) -> Date {
        calendar.date(byAdding: .day, value: day - 1, to: start) ?? start
    }

    /// The day of the month on which `date` falls, or nil when it falls in another month.
    func day(of date: Date) -> Int? {
        let day = calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? -1
        return (0..<dayCount).contains(day) ? day + 1 : nil
    }

    // MARK: Bounds

    /// Whether `day` lies within `minimum`...`maximum` by whole days, in `calendar` (nil: unbounded).
    func isEnabled(day: Int, minimum: Date?, maximum: Date?) -> Bool {
        let date = date(ofDay: day)
        if let minimum, date < calendar.startOfDay(for: minimum) { return false }
        if let maximum, date > calendar.startOfDay(for: maximum) { return false }
        return true
    }

    /// Whether any day of the month lies within `minimum`...`maximum`: a month wholly outside cannot be
    /// paged to.
    func hasEnabledDays(minimum: Date?, maximum: Date?) -> Bool {
        isEnabled(day: 1, minimum: nil, maximum: maximum) && isEnabled(day: dayCount, minimum: minimum, maximum: nil)
    }

    // MARK: Selecting

    /// `day` of the month at the time of day `time` shows in `calendar` (same hour, minute and second).
    /// Where that time does not exist on that day (a clock change), what `Calendar.date(bySettingHour:...)`
    /// gives: the next time that does.
    func date(ofDay day: Int, atTimeOf time: Date) -> Date {
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        let start = date(ofDay: day)
        return calendar.date(bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, of: start) ?? start
    }

    /// The date with `date`'s day of the month (the last day, where this month is shorter) and its time of
    /// day: what turning the month and year wheels selects.
    func sameDay(as date: Date) -> Date {
        let day = min(calendar.component(.day, from: date), dayCount)
        return self.date(ofDay: day, atTimeOf: date)
    }
}
