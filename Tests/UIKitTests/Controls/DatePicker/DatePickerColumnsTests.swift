// DatePickerColumns: the drums of each date picker mode in en_US, de_DE, en_GB and ja_JP, their titles, and
// dates and count-down durations turned into rows and back, as numbers.
import Foundation
import Testing

@testable import UIKit

@Suite("DatePickerColumns")
struct DatePickerColumnsTests {
    typealias Kind = DatePickerColumns.Column.Kind

    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let gmt = TimeZone(identifier: "GMT")!

    /// A Gregorian date at a wall-clock time in `zone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, in zone: TimeZone = losAngeles
    )
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// "Now" in these tests: Tuesday, August 10, 1954, 3:16:25 AM in Los Angeles (seed 000 E10.2's date).
    static let now = date(1954, 8, 10, 3, 16, 25)

    /// The drums of `mode` in `locale`, in the Gregorian calendar.
    func picker(_ mode: DatePickerColumns.Mode, _ locale: String, zone: TimeZone = losAngeles, minuteInterval: Int = 1) -> DatePickerColumns
    {
        DatePickerColumns(
            mode: mode, locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian), timeZone: zone,
            minuteInterval: minuteInterval, now: Self.now)
    }

    func kinds(_ mode: DatePickerColumns.Mode, _ locale: String) -> [Kind] {
        picker(mode, locale).columns.map(\.kind)
    }

    /// The titles of the first `count` rows of `column`.
    func titles(_ column: DatePickerColumns.Column, _ count: Int) -> [String] {
        (0..<count).map { column.title(forRow: $0) }
    }

    /// The titles the drums show for `date`.
    func shown(_ picker: DatePickerColumns, _ date: Date) -> [String] {
        zip(picker.columns, picker.rows(for: date)).map { $0.title(forRow: $1) }
    }

    // MARK: Drums and their order

    @Test("Date mode: month, day, year in en_US; day, month, year in de_DE and en_GB; year, month, day in ja_JP")
    func dateOrder() {
        #expect(kinds(.date, "en_US") == [.month, .day, .year])
        #expect(kinds(.date, "de_DE") == [.day, .month, .year])
        #expect(kinds(.date, "en_GB") == [.day, .month, .year])
        #expect(kinds(.date, "ja_JP") == [.year, .month, .day])
    }

    @Test("Time mode: hour, minute and AM/PM in en_US; a 24-hour clock without AM/PM in de_DE, en_GB, ja_JP (spec 000 #117)")
    func timeOrder() {
        #expect(kinds(.time, "en_US") == [.hour, .minute, .dayPeriod])
        #expect(kinds(.time, "de_DE") == [.hour, .minute])
        #expect(kinds(.time, "en_GB") == [.hour, .minute])
        #expect(kinds(.time, "ja_JP") == [.hour, .minute])
    }

    @Test("Date and time mode: one day drum, then the time drums")
    func dateAndTimeOrder() {
        #expect(kinds(.dateAndTime, "en_US") == [.date, .hour, .minute, .dayPeriod])
        #expect(kinds(.dateAndTime, "de_DE") == [.date, .hour, .minute])
        #expect(kinds(.dateAndTime, "en_GB") == [.date, .hour, .minute])
        #expect(kinds(.dateAndTime, "ja_JP") == [.date, .hour, .minute])
    }

    @Test("Count-down mode: hours and minutes, whatever the locale")
    func countDownOrder() {
        for locale in ["en_US", "de_DE", "en_GB", "ja_JP"] {
            #expect(kinds(.countDownTimer, locale) == [.countDownHours, .countDownMinutes])
        }
    }

    @Test("en_US's four modes show the wheels UIKit lists for each (spec 000 #116, spec 004 T141)")
    func modesInEnglish() {
        #expect(kinds(.time, "en_US") == [.hour, .minute, .dayPeriod])
        #expect(kinds(.date, "en_US") == [.month, .day, .year])
        #expect(kinds(.dateAndTime, "en_US") == [.date, .hour, .minute, .dayPeriod])
        #expect(kinds(.countDownTimer, "en_US") == [.countDownHours, .countDownMinutes])
    }

    @Test("A 12-hour Japanese clock puts 午前/午後 before the hour; ko_KR puts 오전/오후 first")
    func dayPeriodFirst() {
        let japanese = picker(.time, "ja_JP@hours=h12")
        #expect(japanese.columns.map(\.kind) == [.dayPeriod, .hour, .minute])
        #expect(titles(japanese.columns[0], 2) == ["午前", "午後"])
        #expect(titles(japanese.columns[1], 12) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"])
        #expect(kinds(.time, "ko_KR") == [.dayPeriod, .hour, .minute])
    }

    // MARK: Titles

    @Test("en_US titles: January…December, 1…31, the year, hours 1…12, minutes 00…59, AM and PM")
    func englishTitles() {
        let date = picker(.date, "en_US").columns
        #expect(date[0].title(forRow: 0) == "January")
        #expect(date[0].title(forRow: 11) == "December")
        #expect(titles(date[1], 31) == (1...31).map(String.init))
        #expect(date[2].title(forRow: 1953) == "1954")
        let time = picker(.time, "en_US").columns
        #expect(titles(time[0], 12) == (1...12).map(String.init))
        #expect(time[1].title(forRow: 5) == "05")
        #expect(titles(time[1], 60) == (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" })
        #expect(titles(time[2], 2) == ["AM", "PM"])
    }

    @Test("ja_JP titles carry the suffixes: 2014年, 1月, 1日; hours 0…23")
    func japaneseTitles() {
        let date = picker(.date, "ja_JP").columns
        #expect(date[0].title(forRow: 2013) == "2014年")
        #expect(titles(date[1], 12) == (1...12).map { "\($0)月" })
        #expect(date[2].title(forRow: 0) == "1日")
        #expect(date[2].title(forRow: 30) == "31日")
        #expect(titles(picker(.time, "ja_JP").columns[0], 24) == (0..<24).map(String.init))
    }

    @Test("de_DE and en_GB hours read 00…23, two digits (spec 000 #117 with A4: 0–23, not 1–24)")
    func twentyFourHourTitles() {
        let expected = (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }
        #expect(titles(picker(.time, "de_DE").columns[0], 24) == expected)
        #expect(titles(picker(.time, "en_GB").columns[0], 24) == expected)
        #expect(picker(.date, "de_DE").columns[1].title(forRow: 2) == "März")
    }

    @Test("The widest title sizes a drum: \"September\" in en_US, two digits for minutes, four for years")
    func widestTitles() {
        let date = picker(.date, "en_US").columns
        #expect(date[0].widestTitleLength == 9)
        #expect(date[1].widestTitleLength == 2)
        #expect(date[2].widestTitleLength == 4)
        #expect(picker(.time, "en_US").columns[1].widestTitleLength == 2)
        #expect(picker(.dateAndTime, "en_US").columns[0].widestTitleLength == "Wed Aug 11".count)
    }

    // MARK: Cyclic drums

    @Test("Month, day, hour and minute drums wrap: many cycles, a date's row in the middle one; year and AM/PM end")
    func cyclicDrums() {
        let date = picker(.date, "en_US")
        let month = date.columns[0]
        #expect(month.isCyclic && month.cycleLength == 12 && month.rowCount % 12 == 0 && month.rowCount >= 1200)
        #expect(month.title(forRow: 12) == "January" && month.title(forRow: month.rowCount - 1) == "December")
        #expect(date.columns[1].isCyclic && date.columns[1].cycleLength == 31)
        let year = date.columns[2]
        #expect(!year.isCyclic && year.rowCount == 9999 && year.title(forRow: 0) == "1" && year.title(forRow: 9998) == "9999")
        let rows = date.rows(for: Self.date(1954, 1, 1))
        #expect(rows[0] == month.rowCount / 2 && rows[1] == date.columns[1].rowCount / 2)

        let time = picker(.time, "en_US").columns
        #expect(time[0].isCyclic && time[0].cycleLength == 12 && time[1].isCyclic && time[1].cycleLength == 60)
        #expect(!time[2].isCyclic && time[2].rowCount == 2)
        #expect(!picker(.dateAndTime, "en_US").columns[0].isCyclic)
    }

    @Test("A row of a cyclic drum composes the same date in any cycle")
    func anyCycle() {
        let date = picker(.date, "en_US")
        let rows = date.rows(for: Self.date(1954, 3, 7))
        let shifted = [rows[0] - 12 * 50, rows[1] + 31 * 20, rows[2]]
        #expect(date.date(fromRows: shifted, keeping: Self.now) == Self.date(1954, 3, 7, 3, 16, 25))
    }

    // MARK: Dates and rows

    @Test("Jan 1 1954 in Los Angeles shows January, 1, 1954, and those rows give it back (seed 000 E10.1)")
    func year1954() {
        let date = picker(.date, "en_US")
        let january1 = Self.date(1954, 1, 1)
        #expect(shown(date, january1) == ["January", "1", "1954"])
        #expect(date.date(fromRows: date.rows(for: january1), keeping: january1) == january1)
    }

    @Test("The time zone shifts what shows: 11 AM in winter California shows 7 PM in GMT (spec 000 #120)")
    func timeZoneShift() {
        let eleven = Self.date(1954, 1, 1, 11)
        #expect(shown(picker(.time, "en_US"), eleven) == ["11", "00", "AM"])
        #expect(shown(picker(.time, "en_US", zone: Self.gmt), eleven) == ["7", "00", "PM"])
    }

    @Test("3:16 AM PST shows 3:16 AM in Los Angeles and 11:16 AM in GMT; rows compose in the picker's zone")
    func timeZoneCompose() {
        let early = Self.date(1954, 1, 1, 3, 16)
        let gmt = picker(.time, "en_US", zone: Self.gmt)
        #expect(shown(picker(.time, "en_US"), early) == ["3", "16", "AM"])
        #expect(shown(gmt, early) == ["11", "16", "AM"])
        #expect(gmt.date(fromRows: gmt.rows(for: early), keeping: early) == early)
        // The same rows in Los Angeles are 11:16 AM there, eight hours later.
        let local = picker(.time, "en_US")
        #expect(local.date(fromRows: gmt.rows(for: early), keeping: early) == Self.date(1954, 1, 1, 11, 16))
    }

    @Test("February 31 becomes February 28, or 29 in a leap year")
    func dayClamp() {
        let date = picker(.date, "en_US")
        let month = date.columns[0].middleRow(showing: 1)
        let day31 = date.columns[1].middleRow(showing: 30)
        #expect(date.date(fromRows: [month, day31, 2013], keeping: Self.now) == Self.date(2014, 2, 28, 3, 16, 25))
        #expect(date.date(fromRows: [month, day31, 2015], keeping: Self.now) == Self.date(2016, 2, 29, 3, 16, 25))
        #expect(
            date.date(fromRows: [date.columns[0].middleRow(showing: 3), day31, 1953], keeping: Self.now)
                == Self.date(1954, 4, 30, 3, 16, 25))
    }

    @Test("Date mode keeps the time of the base date; time mode keeps its day and seconds")
    func keepsHiddenParts() {
        let date = picker(.date, "de_DE")
        let rows = date.rows(for: Self.date(2001, 12, 24))
        #expect(date.date(fromRows: rows, keeping: Self.date(1999, 5, 5, 18, 30, 12)) == Self.date(2001, 12, 24, 18, 30, 12))
        let time = picker(.time, "de_DE")
        #expect(shown(time, Self.date(2001, 12, 24, 18, 5)) == ["18", "05"])
        let later = time.date(fromRows: time.rows(for: Self.date(2001, 12, 24, 18, 5)), keeping: Self.date(1999, 5, 5, 7, 0, 12))
        #expect(later == Self.date(1999, 5, 5, 18, 5, 12))
    }

    @Test("12 AM is midnight and 12 PM is noon on the en_US drums")
    func twelveOClock() {
        let time = picker(.time, "en_US")
        #expect(shown(time, Self.date(2014, 1, 1, 0, 0)) == ["12", "00", "AM"])
        #expect(shown(time, Self.date(2014, 1, 1, 12, 30)) == ["12", "30", "PM"])
        let pm = time.date(fromRows: [time.columns[0].middleRow(showing: 11), 30, 1], keeping: Self.date(2014, 1, 1, 9))
        #expect(pm == Self.date(2014, 1, 1, 12, 30))
        let am = time.date(fromRows: [time.columns[0].middleRow(showing: 11), 0, 0], keeping: Self.date(2014, 1, 1, 15))
        #expect(am == Self.date(2014, 1, 1, 0, 0))
    }

    @Test("Rows that do not match the drums compose no date")
    func badRows() {
        let date = picker(.date, "en_US")
        #expect(date.date(fromRows: [0, 0], keeping: Self.now) == nil)
        #expect(date.date(fromRows: [0, -1, 0], keeping: Self.now) == nil)
        #expect(date.date(fromRows: [0, 0, 9999], keeping: Self.now) == nil)
    }

    // MARK: The date-and-time day drum

    @Test("The current day's row reads \"Today\"; its neighbours read \"Mon Aug 9\" and \"Wed Aug 11\"")
    func today() {
        let english = picker(.dateAndTime, "en_US")
        let days = english.columns[0]
        let todayRow = english.rows(for: Self.now)[0]
        #expect(todayRow == days.rowCount / 2)
        #expect(days.title(forRow: todayRow) == "Today")
        #expect(days.title(forRow: todayRow - 1) == "Mon Aug 9")
        #expect(days.title(forRow: todayRow + 1) == "Wed Aug 11")
        #expect(days.title(forRow: todayRow + 366) == "Thu Aug 11")
        let japanese = picker(.dateAndTime, "ja_JP").columns[0]
        #expect(japanese.title(forRow: todayRow) == "今日")
        #expect(japanese.title(forRow: todayRow + 1) == "8月11日(水)")
        #expect(picker(.dateAndTime, "de_DE").columns[0].title(forRow: todayRow) == "Heute")
    }

    @Test("Date and time: a date weeks away shows its day and time, and its rows give it back")
    func dateAndTimeRoundTrip() {
        let english = picker(.dateAndTime, "en_US")
        let later = Self.date(1954, 9, 2, 15, 45, 25)
        #expect(shown(english, later) == ["Thu Sep 2", "3", "45", "PM"])
        #expect(english.rows(for: later)[0] == english.columns[0].rowCount / 2 + 23)
        #expect(english.date(fromRows: english.rows(for: later), keeping: Self.now) == later)
        let earlier = Self.date(1953, 12, 31, 23, 59)
        #expect(english.date(fromRows: english.rows(for: earlier), keeping: earlier) == earlier)
    }

    // MARK: Minute interval

    @Test("minuteInterval 15 shows minutes 00, 15, 30, 45; 30 shows 00 and 30 (spec 000 #121)")
    func minuteInterval() {
        let quarter = picker(.time, "en_US", minuteInterval: 15)
        #expect(quarter.minuteInterval == 15)
        #expect(quarter.columns[1].cycleLength == 4 && titles(quarter.columns[1], 4) == ["00", "15", "30", "45"])
        #expect(titles(picker(.time, "en_US", minuteInterval: 30).columns[1], 2) == ["00", "30"])
        #expect(picker(.time, "en_US").minuteInterval == 1)
    }

    @Test("A minuteInterval of 7, 45, 0, 60 or -5 is ignored: the drum steps by 1 minute (spec 000 #122)")
    func badMinuteInterval() {
        for interval in [7, 45, 0, 60, -5] {
            let time = picker(.time, "en_US", minuteInterval: interval)
            #expect(time.minuteInterval == 1 && time.columns[1].cycleLength == 60)
            #expect(!DatePickerColumns.acceptsMinuteInterval(interval))
        }
        #expect([1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].allSatisfy(DatePickerColumns.acceptsMinuteInterval))
    }

    @Test("A minute between two rows shows the row below it, and rounding keeps the seconds")
    func minuteRounding() {
        let time = picker(.time, "en_US", minuteInterval: 5)
        let odd = Self.date(2014, 6, 1, 10, 7, 30)
        #expect(shown(time, odd) == ["10", "05", "AM"])
        #expect(time.roundedDownToMinuteInterval(odd) == Self.date(2014, 6, 1, 10, 5, 30))
        #expect(time.date(fromRows: time.rows(for: odd), keeping: odd) == time.roundedDownToMinuteInterval(odd))
        #expect(time.roundedDownToMinuteInterval(Self.date(2014, 6, 1, 10, 55)) == Self.date(2014, 6, 1, 10, 55))
    }

    // MARK: Count-down timer

    @Test("Count-down: 5400 s shows 1 hour 30 min and those rows give 5400 s back (spec 000 #127)")
    func countDown() {
        let timer = picker(.countDownTimer, "en_US")
        let rows = timer.countDownRows(for: 5400)
        #expect(zip(timer.columns, rows).map { $0.title(forRow: $1) } == ["1", "30"])
        #expect(rows[0] % 24 == 1 && rows[1] % 60 == 30)
        #expect(timer.countDownDuration(fromRows: rows) == 5400)
        #expect(titles(timer.columns[0], 24) == (0..<24).map(String.init))
        #expect(titles(timer.columns[1], 60) == (0..<60).map(String.init))
    }

    @Test("Count-down durations: seconds dropped, minutes rounded down to the interval, NaN and negatives 0, at most 23:59")
    func countDownClamps() {
        let timer = picker(.countDownTimer, "en_US", minuteInterval: 15)
        func shown(_ duration: TimeInterval) -> [String] {
            zip(timer.columns, timer.countDownRows(for: duration)).map { $0.title(forRow: $1) }
        }
        #expect(shown(3600 + 37 * 60 + 59) == ["1", "30"])
        #expect(shown(-5) == ["0", "0"] && shown(.nan) == ["0", "0"])
        #expect(shown(100_000) == ["23", "45"])
        let everyMinute = picker(.countDownTimer, "en_US")
        #expect(zip(everyMinute.columns, everyMinute.countDownRows(for: .infinity)).map { $0.title(forRow: $1) } == ["23", "59"])
        #expect(timer.countDownDuration(fromRows: timer.countDownRows(for: 100_000)) == 23 * 3600 + 45 * 60)
        #expect(timer.countDownDuration(fromRows: [-1, -1]) == 23 * 3600 + 45 * 60)
    }

    @Test("Count-down labels: \"hour\" beside 1, \"hours\" otherwise, \"min\" beside the minutes; the locale's words in ja_JP")
    func countDownLabels() {
        let timer = picker(.countDownTimer, "en_US").columns
        #expect(timer[0].label(forRow: 1) == "hour")
        #expect(timer[0].label(forRow: 0) == "hours" && timer[0].label(forRow: 2) == "hours" && timer[0].label(forRow: 24 + 1) == "hour")
        #expect(timer[1].label(forRow: 0) == "min" && timer[1].label(forRow: 1) == "min")
        let japanese = picker(.countDownTimer, "ja_JP").columns
        #expect(japanese[0].label(forRow: 2) == "時間" && japanese[1].label(forRow: 5) == "分")
        #expect(picker(.time, "en_US").columns[0].label(forRow: 1) == nil)
    }
}
