import Foundation

/// The drums of a date picker, with no views: which columns a mode shows for a locale, in which order, the
/// rows and titles of each, and the conversions between a date (or a count-down duration) and the selected
/// rows. UIDatePicker draws these drums and turns its picker's selection back into a value through them.
///
/// - `.date`: month, day and year, in the order the locale writes a date: month-day-year in en_US,
///   day-month-year in de_DE and en_GB, year-month-day in ja_JP, with the locale's suffixes (2014年, 1月, 1日).
/// - `.time`: hour and minute, then AM/PM where the locale's clock has 12 hours; the AM/PM drum stands
///   where the locale writes it (first in ko_KR, and in ja_JP on a 12-hour clock).
/// - `.dateAndTime`: one drum of days ("Tue Aug 10", the current day reading "Today"), then the time drums.
/// - `.countDownTimer`: hours 0-23 and minutes, labelled "hours" ("hour" at 1) and "min".
///
/// A date is reckoned in `calendar` and `timeZone`: its rows are that calendar's components in that zone, so
/// changing the time zone changes the rows a date shows, as UIDatePicker's `timeZone` shifts the displayed
/// value (11 AM in California shows as 7 PM in GMT, in winter).
///
/// Source: Apple, UIDatePicker (`datePickerMode`, `locale`, `calendar`, `timeZone`, `minuteInterval`,
/// `countDownDuration`); field order, hour cycle and titles are the locale's own date formats, as iOS 7's
/// picker shows them.
struct DatePickerColumns: Sendable {
    /// The four layouts of UIDatePicker's `datePickerMode`.
    enum Mode: Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    /// One drum: its rows and their titles.
    struct Column: Sendable {
        /// What a drum selects.
        enum Kind: Sendable {
            case month, day, year, hour, minute
            /// AM or PM, shown only where the locale's clock has 12 hours.
            case dayPeriod
            /// A whole day in `.dateAndTime` mode: weekday, month and day in one title.
            case date
            case countDownHours, countDownMinutes
        }

        let kind: Kind
        /// The number of rows. A cyclic drum repeats its cycle many times over, so that it seems to wrap.
        let rowCount: Int
        /// The rows before the titles repeat; `rowCount` for a drum that ends.
        let cycleLength: Int
        private let titles: Titles

        fileprivate init(_ kind: Kind, rowCount: Int, cycleLength: Int, titles: Titles) {
            self.kind = kind
            self.rowCount = rowCount
            self.cycleLength = cycleLength
            self.titles = titles
        }

        /// A drum that wraps around: `titles` is one cycle, repeated `DatePickerColumns.cycles` times.
        fileprivate init(cyclic kind: Kind, titles: [String], labels: [String]? = nil) {
            self.init(
                kind, rowCount: titles.count * DatePickerColumns.cycles, cycleLength: titles.count,
                titles: .cycle(titles, labels: labels))
        }

        /// Whether the drum wraps around. The month, day, hour, minute and count-down drums do; the year,
        /// AM/PM and `.dateAndTime` day drums end.
        var isCyclic: Bool { cycleLength < rowCount }

        /// The text a row shows.
        func title(forRow row: Int) -> String {
            switch titles {
            case .cycle(let titles, _):
                return titles[DatePickerColumns.index(row, cycleLength: titles.count)]
            case .years(let formatter, let calendar, let era):
                return formatter.string(from: calendar.date(from: DateComponents(era: era, year: row + 1, month: 1, day: 1))!)
            case .days(let formatter, let calendar, let today, let todayTitle):
                if row == DatePickerColumns.daysEachSide { return todayTitle }
                return formatter.string(from: calendar.date(byAdding: .day, value: row - DatePickerColumns.daysEachSide, to: today)!)
            }
        }

        /// The unit a count-down drum shows beside its selected row: "hour" when the hours drum rests on 1,
        /// "hours" otherwise, "min" beside the minutes (in the locale's words). Nil for the other drums.
        func label(forRow row: Int) -> String? {
            guard case .cycle(_, let labels?) = titles else { return nil }
            return labels[DatePickerColumns.index(row, cycleLength: labels.count)]
        }

        /// The length in characters of the drum's widest title, to size the drum. For the `.dateAndTime` day
        /// drum this formats a year of rows from the current day.
        var widestTitleLength: Int {
            switch titles {
            case .cycle(let titles, _): titles.map(\.count).max() ?? 0
            case .years: title(forRow: rowCount - 1).count
            case .days: (0...366).map { title(forRow: DatePickerColumns.daysEachSide + $0).count }.max() ?? 0
            }
        }

        /// The row of a cyclic drum that shows `index` in the middle cycle, so that the drum can spin a long
        /// way either way; `index` itself for a drum that ends.
        func middleRow(showing index: Int) -> Int {
            isCyclic ? DatePickerColumns.middleRow(showing: index, cycleLength: cycleLength) : index
        }
    }

    /// Where a column's titles come from: a cycle formatted once, or a formatter asked row by row.
    fileprivate enum Titles: Sendable {
        /// One cycle's titles, and for a count-down drum the unit beside each.
        case cycle([String], labels: [String]?)
        /// Year `row + 1` of `era`, formatted on its first day.
        case years(DateFormatter, Calendar, era: Int)
        /// The day `row - daysEachSide` days from `today`; the middle row reads `todayTitle`.
        case days(DateFormatter, Calendar, today: Date, todayTitle: String)
    }

    /// How many times a cyclic drum repeats its cycle.
    static let cycles = 200
    /// The years the year drum lists: no practical limit, as on iOS, where the drum is not physical.
    static let years = 1...9999
    /// How many days the `.dateAndTime` day drum lists before and after the current day (about a century).
    static let daysEachSide = 36_525
    /// The longest count-down UIDatePicker shows: 23 hours 59 minutes.
    static let maximumCountDownDuration: TimeInterval = 23 * 3600 + 59 * 60

    let mode: Mode
    let locale: Locale
    /// The calendar the drums reckon in, set to `timeZone`.
    let calendar: Calendar
    let timeZone: TimeZone
    /// The minutes between two rows of a minute drum: 1, or a divisor of 60 up to 30.
    let minuteInterval: Int
    /// The drums, left to right.
    let columns: [Column]
    private let clock: HourClock
    /// The start of the current day: the `.dateAndTime` day drum's middle row.
    private let today: Date

    /// The drums `mode` shows in `locale`.
    ///
    /// - Parameters:
    ///   - minuteInterval: as UIDatePicker's `minuteInterval`: a value that is not a divisor of 60 from 1
    ///     to 30 is ignored, and the drums step by 1 minute.
    ///   - now: the current date, which the `.dateAndTime` day drum centres on and labels "Today".
    init(mode: Mode, locale: Locale, calendar: Calendar, timeZone: TimeZone, minuteInterval: Int = 1, now: Date = Date()) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.minuteInterval = Self.acceptsMinuteInterval(minuteInterval) ? minuteInterval : 1
        today = calendar.startOfDay(for: now)
        let titles = TitleFormatting(locale: locale, calendar: calendar, now: now)
        let timeFields = PatternField.fields(of: titles.pattern(forTemplate: "jmm"))
        clock = HourClock(letter: timeFields.first { "hHkK".contains($0.letter) }?.letter ?? "H")
        switch mode {
        case .date:
            columns = Self.dateKinds(titles).map { titles.dateFieldColumn($0) }
        case .time:
            columns = Self.timeColumns(titles, timeFields, clock, self.minuteInterval)
        case .dateAndTime:
            columns = [titles.daysColumn(now: now)] + Self.timeColumns(titles, timeFields, clock, self.minuteInterval)
        case .countDownTimer:
            columns = [titles.countDownHours(), titles.countDownMinutes(interval: self.minuteInterval)]
        }
    }

    /// Whether UIDatePicker accepts `interval` as its `minuteInterval`: a divisor of 60 from 1 to 30.
    /// Setting any other value is silently ignored, keeping the previous one.
    static func acceptsMinuteInterval(_ interval: Int) -> Bool {
        (1...30).contains(interval) && 60 % interval == 0
    }

    /// Month, day and year in the order the locale's long date writes them.
    private static func dateKinds(_ titles: TitleFormatting) -> [Column.Kind] {
        var kinds: [Column.Kind] = []
        for field in PatternField.fields(of: titles.pattern(forTemplate: "yMMMMd")) {
            let kind: Column.Kind? =
                switch field.letter {
                case "y", "Y", "u", "r": .year
                case "M", "L": .month
                case "d": .day
                default: nil
                }
            if let kind, !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds + [Column.Kind.month, .day, .year].filter { !kinds.contains($0) }
    }

    /// Hour, minute and (on a 12-hour clock) AM/PM, ordered as the locale's short time writes them.
    private static func timeColumns(_ titles: TitleFormatting, _ fields: [PatternField], _ clock: HourClock, _ interval: Int) -> [Column] {
        /// Where the locale writes a field with one of `letters`; a field it lacks goes last, in `order`.
        func place(_ letters: String, _ order: Int) -> (Int, Int) {
            (fields.first { letters.contains($0.letter) }?.offset ?? .max, order)
        }
        var placed = [(place("hHkK", 0), titles.hourColumn(clock)), (place("m", 1), titles.minuteColumn(interval: interval))]
        if clock.hasDayPeriod { placed.append((place("abB", 2), titles.dayPeriodColumn())) }
        return placed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// `row`'s place in a cycle of `cycleLength` rows, for any row, negative ones too.
    static func index(_ row: Int, cycleLength: Int) -> Int {
        (row % cycleLength + cycleLength) % cycleLength
    }

    /// The row showing `index` in the middle cycle of a cyclic drum.
    static func middleRow(showing index: Int, cycleLength: Int) -> Int {
        cycles / 2 * cycleLength + index
    }
}

// MARK: Dates and rows

extension DatePickerColumns {
    /// The row each drum shows for `date`, reckoned in `calendar` and `timeZone`: a cyclic drum's row is in
    /// its middle cycle; the minute drum shows the minute rounded down to `minuteInterval`; a year or day out
    /// of the drum's range shows its first or last row. Count-down drums show the date's hour and minute.
    func rows(for date: Date) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour!
        return columns.map { column in
            switch column.kind {
            case .month: column.middleRow(showing: parts.month! - 1)
            case .day: column.middleRow(showing: parts.day! - 1)
            case .year: min(max(parts.year! - 1, 0), column.rowCount - 1)
            case .hour: column.middleRow(showing: clock.index(forHour: hour))
            case .countDownHours: column.middleRow(showing: hour)
            case .minute, .countDownMinutes: column.middleRow(showing: parts.minute! / minuteInterval)
            case .dayPeriod: hour < 12 ? 0 : 1
            case .date:
                min(
                    max(calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: date)).day! + Self.daysEachSide, 0),
                    column.rowCount - 1)
            }
        }
    }

    /// The date the drums show at `rows` (one row per column), reckoned in `calendar` and `timeZone`; the
    /// parts no drum shows come from `base` (the time in `.date` mode, the day in `.time` mode, the seconds
    /// always, as UIDatePicker keeps them). A day the month lacks is clamped to the month's last day (February
    /// 31 becomes 28 or 29), as UIDatePicker moves its day drum. Nil when `rows` does not match `columns`.
    func date(fromRows rows: [Int], keeping base: Date) -> Date? {
        guard rows.count == columns.count, zip(columns, rows).allSatisfy({ (0..<$0.rowCount).contains($1) }) else { return nil }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
        var hourIndex: Int?
        var isPM = parts.hour! >= 12
        for (column, row) in zip(columns, rows) {
            let index = row % column.cycleLength
            switch column.kind {
            case .month: parts.month = index + 1
            case .day: parts.day = index + 1
            case .year: parts.year = index + 1
            case .hour: hourIndex = index
            case .dayPeriod: isPM = index == 1
            case .countDownHours: parts.hour = index
            case .minute, .countDownMinutes: parts.minute = index * minuteInterval
            case .date:
                let day = calendar.date(byAdding: .day, value: row - Self.daysEachSide, to: today)!
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
            }
        }
        if let hourIndex { parts.hour = clock.hour(forIndex: hourIndex, isPM: isPM) }
        let firstOfMonth = DateComponents(era: parts.era, year: parts.year, month: parts.month, day: 1)
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day!, days.upperBound - 1)
        }
        return calendar.date(from: parts)
    }

    /// The stretch of time that row `row` of column `column` stands for, the other drums resting on `rows`:
    /// the year, month or day it names (in the years, months and days the other drums show), its hour, its
    /// minutes up to the next row, or its half of the day. UIDatePicker greys a row whose stretch lies
    /// wholly outside `minimumDate...maximumDate`. Nil for a day the month lacks (the 31st of a 30-day
    /// month), which no date has; count-down rows stand for no date and give an empty stretch at `base`.
    func interval(ofRow row: Int, inColumn column: Int, rows: [Int], keeping base: Date) -> DateInterval? {
        guard columns.indices.contains(column), rows.count == columns.count else { return nil }
        var rows = rows
        rows[column] = row
        guard let date = date(fromRows: rows, keeping: base) else { return nil }
        let kind = columns[column].kind
        switch kind {
        case .year: return calendar.dateInterval(of: .year, for: date)
        case .month: return calendar.dateInterval(of: .month, for: date)
        case .day, .date:
            // The day drum offers 31 days in every month: a day the month lacks names no date.
            if kind == .day, calendar.component(.day, from: date) != row % columns[column].cycleLength + 1 { return nil }
            return calendar.dateInterval(of: .day, for: date)
        case .hour: return calendar.dateInterval(of: .hour, for: date)
        case .minute:
            guard let minute = calendar.dateInterval(of: .minute, for: date) else { return nil }
            return DateInterval(start: minute.start, duration: TimeInterval(minuteInterval * 60))
        case .dayPeriod:
            guard let day = calendar.dateInterval(of: .day, for: date),
                let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: day.start)
            else { return nil }
            return row == 0 ? DateInterval(start: day.start, end: noon) : DateInterval(start: noon, end: day.end)
        case .countDownHours, .countDownMinutes: return DateInterval(start: base, duration: 0)
        }
    }

    /// Whether turning the hour drum from row `from` to row `to` passes 12 o'clock an odd number of times,
    /// so that the AM/PM drum turns over with it (11 AM on to 12 PM), as UIDatePicker's does. Always false
    /// on a 24-hour clock.
    func hourTurnFlipsDayPeriod(from: Int, to: Int) -> Bool {
        guard clock.hasDayPeriod else { return false }
        // The row showing 12 (or 0) starts each half of the day.
        let noonIndex = clock.index(forHour: 0)
        func half(_ row: Int) -> Int { Int((Double(row - noonIndex) / Double(clock.count)).rounded(.down)) }
        return (half(to) - half(from)) % 2 != 0
    }

    /// `date` with its minute rounded down to a multiple of `minuteInterval` in `timeZone`, seconds kept:
    /// the time the drums show for it, and the value a spin of the other drums leaves.
    func roundedDownToMinuteInterval(_ date: Date) -> Date {
        date.addingTimeInterval(-TimeInterval(calendar.component(.minute, from: date) % minuteInterval) * 60)
    }

    /// The rows of the count-down drums (hours, minutes) for `duration` in seconds: seconds dropped, minutes
    /// rounded down to `minuteInterval`; a negative or NaN duration shows 0:00 and one past 23:59 shows 23:59.
    func countDownRows(for duration: TimeInterval) -> [Int] {
        let seconds = duration.isNaN ? 0 : min(max(duration, 0), Self.maximumCountDownDuration)
        let minutes = Int(seconds) / 60
        return [
            Self.middleRow(showing: minutes / 60, cycleLength: 24),
            Self.middleRow(showing: minutes % 60 / minuteInterval, cycleLength: 60 / minuteInterval),
        ]
    }

    /// The duration in seconds the count-down drums show at `rows` (hours row, minutes row).
    func countDownDuration(fromRows rows: [Int]) -> TimeInterval {
        precondition(rows.count == 2, "DatePickerColumns.countDownDuration(fromRows:): pass the hours row and the minutes row")
        let hours = Self.index(rows[0], cycleLength: 24)
        let minutes = Self.index(rows[1], cycleLength: 60 / minuteInterval) * minuteInterval
        return TimeInterval(hours * 3600 + minutes * 60)
    }
}

// MARK: The locale's formats

/// How the hour drum counts, from the locale's hour pattern letter: h 1-12 and K 0-11 with an AM/PM drum,
/// H 0-23 and k 1-24 without.
private struct HourClock: Sendable {
    let letter: Character
    /// The hour the first row shows (0 or 1).
    let first: Int
    /// The rows in a cycle: 12 or 24.
    let count: Int

    init(letter: Character) {
        self.letter = letter
        first = letter == "h" || letter == "k" ? 1 : 0
        count = letter == "h" || letter == "K" ? 12 : 24
    }

    var hasDayPeriod: Bool { count == 12 }

    /// The row in the cycle that shows `hour` (0-23) of the day.
    func index(forHour hour: Int) -> Int { (hour % count - first + count) % count }

    /// The hour of the day (0-23) that the row `index` shows, in the afternoon when `isPM` on a 12-hour clock.
    func hour(forIndex index: Int, isPM: Bool) -> Int { (first + index) % count + (hasDayPeriod && isPM ? 12 : 0) }
}

/// A field of an ICU date pattern ("MMMM d, y"): its letter, and where it starts; quoted text is skipped.
private struct PatternField {
    let letter: Character
    let offset: Int
    var length: Int

    static func fields(of pattern: String) -> [PatternField] {
        var fields: [PatternField] = []
        var isQuoted = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                isQuoted.toggle()
            } else if !isQuoted, character.isASCII, character.isLetter {
                if let last = fields.last, last.letter == character, last.offset + last.length == offset {
                    fields[fields.count - 1].length += 1
                } else {
                    fields.append(PatternField(letter: character, offset: offset, length: 1))
                }
            }
        }
        return fields
    }
}

/// Builds the drums' titles with the locale's formats. Cyclic titles are formatted once, in GMT, on the
/// current year of the picker's calendar, where every hour of every day exists.
private struct TitleFormatting {
    let locale: Locale
    /// The picker's calendar and time zone, for the day drum.
    let calendar: Calendar
    /// The picker's calendar in GMT, for the other drums.
    let gmt: Calendar
    /// The era and year of the current date, on which month, day and hour titles are formatted.
    let era: Int
    let year: Int

    init(locale: Locale, calendar: Calendar, now: Date) {
        self.locale = locale
        self.calendar = calendar
        var gmt = calendar
        gmt.timeZone = TimeZone(secondsFromGMT: 0)!
        self.gmt = gmt
        let parts = gmt.dateComponents([.era, .year], from: now)
        era = parts.era!
        year = parts.year!
    }

    /// The locale's pattern for a template of fields ("yMMMMd" → "MMMM d, y" in en_US, "y年M月d日" in ja_JP).
    func pattern(forTemplate template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    func formatter(_ pattern: String, in calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// A date of the current year in GMT.
    func date(month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0) -> Date {
        gmt.date(from: DateComponents(era: era, year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The month, day or year drum, its titles in the locale's pattern for that field alone ("LLLL" →
    /// "January" in en_US, "M月" → "1月" in ja_JP; "y年" → "2014年").
    func dateFieldColumn(_ kind: DatePickerColumns.Column.Kind) -> DatePickerColumns.Column {
        switch kind {
        case .month:
            let months = gmt.maximumRange(of: .month)!
            let formatter = formatter(pattern(forTemplate: "MMMM"), in: gmt)
            return .init(cyclic: .month, titles: months.map { formatter.string(from: date(month: $0)) })
        case .day:
            let days = gmt.maximumRange(of: .day)!
            // Days are formatted in a month that has them all (January in the Gregorian calendar).
            let month =
                gmt.maximumRange(of: .month)!.first { gmt.range(of: .day, in: .month, for: date(month: $0))?.count == days.count } ?? 1
            let formatter = formatter(pattern(forTemplate: "d"), in: gmt)
            return .init(cyclic: .day, titles: days.map { formatter.string(from: date(month: month, day: $0)) })
        default:  // .year, the only other kind `dateKinds` lists
            return .init(
                .year, rowCount: DatePickerColumns.years.count, cycleLength: DatePickerColumns.years.count,
                titles: .years(formatter(pattern(forTemplate: "y"), in: gmt), gmt, era: era))
        }
    }

    /// The `.dateAndTime` day drum: the locale's abbreviated weekday, month and day ("Tue Aug 10", "8月10日(火)"),
    /// the current day reading the locale's "Today".
    func daysColumn(now: Date) -> DatePickerColumns.Column {
        // UIKit: the rows read without the comma the locale's pattern puts after the weekday ("Tue Aug 10").
        let pattern = pattern(forTemplate: "MMMEd").replacingOccurrences(of: ", ", with: " ")
        var today = Date.AnchoredRelativeFormatStyle(
            anchor: now, presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar,
            capitalizationContext: .beginningOfSentence)
        today.allowedFields = [.day]
        let rows = 2 * DatePickerColumns.daysEachSide + 1
        return .init(
            .date, rowCount: rows, cycleLength: rows,
            titles: .days(formatter(pattern, in: calendar), calendar, today: calendar.startOfDay(for: now), todayTitle: today.format(now)))
    }

    /// The hour drum, in the locale's hour field: "1"-"12" in en_US, "00"-"23" in de_DE and en_GB, "0"-"23" in ja_JP.
    func hourColumn(_ clock: HourClock) -> DatePickerColumns.Column {
        let fields = PatternField.fields(of: pattern(forTemplate: "jmm"))
        let length = fields.first { $0.letter == clock.letter }?.length ?? 1
        let formatter = formatter(String(repeating: clock.letter, count: length), in: gmt)
        return .init(
            cyclic: .hour, titles: (0..<clock.count).map { formatter.string(from: date(hour: clock.hour(forIndex: $0, isPM: false))) })
    }

    /// The minute drum, two digits ("00", "05"), stepping by `interval`.
    func minuteColumn(interval: Int) -> DatePickerColumns.Column {
        let formatter = formatter("mm", in: gmt)
        return .init(cyclic: .minute, titles: stride(from: 0, to: 60, by: interval).map { formatter.string(from: date(minute: $0)) })
    }

    /// The AM/PM drum, in the locale's symbols ("AM", "PM"; "午前", "午後").
    func dayPeriodColumn() -> DatePickerColumns.Column {
        let formatter = formatter("a", in: gmt)
        return .init(.dayPeriod, rowCount: 2, cycleLength: 2, titles: .cycle([formatter.amSymbol, formatter.pmSymbol], labels: nil))
    }

    /// The count-down hours drum: "0"-"23", labelled "hour" at 1 and "hours" otherwise.
    func countDownHours() -> DatePickerColumns.Column {
        let formatter = formatter("H", in: gmt)
        let hours = 0..<24
        return .init(
            cyclic: .countDownHours, titles: hours.map { formatter.string(from: date(hour: $0)) },
            labels: hours.map { unit(of: .seconds($0 * 3600), $0, .hours, width: .wide) })
    }

    /// The count-down minutes drum: "0"-"59" stepping by `interval`, labelled "min".
    func countDownMinutes(interval: Int) -> DatePickerColumns.Column {
        let formatter = formatter("m", in: gmt)
        let minutes = Array(stride(from: 0, to: 60, by: interval))
        return .init(
            cyclic: .countDownMinutes, titles: minutes.map { formatter.string(from: date(minute: $0)) },
            labels: minutes.map { unit(of: .seconds($0 * 60), $0, .minutes, width: .abbreviated) })
    }

    /// The locale's word for `value` of a unit, without the number: "hour" for 1 hour, "hours" for 2, "min".
    private func unit(
        of duration: Duration, _ value: Int, _ unit: Duration.UnitsFormatStyle.Unit, width: Duration.UnitsFormatStyle.UnitWidth
    ) -> String {
        duration.formatted(.units(allowed: [unit], width: width).locale(locale))
            .replacingOccurrences(of: value.formatted(.number.locale(locale)), with: "")
            .trimmingCharacters(in: .whitespaces)
    }
}
