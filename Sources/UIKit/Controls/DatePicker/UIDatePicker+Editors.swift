import Foundation

/// What the inline and compact styles share: the texts of their buttons, the calendar their month grid
/// reckons in, and the cards that edit the date and the time.
extension UIDatePicker {
    /// The date ("Nov 29, 2026") or time ("10:38 PM") as the compact buttons show it, in the picker's
    /// locale, calendar and time zone.
    func buttonText(showingDate: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = resolvedLocale
        formatter.calendar = resolvedCalendar
        formatter.timeZone = resolvedTimeZone
        formatter.dateStyle = showingDate ? .medium : .none
        formatter.timeStyle = showingDate ? .none : .short
        return formatter.string(from: date)
    }

    /// The calendar of the month grid: the picker's, in its time zone. While the picker follows the current
    /// calendar, the grid's takes the picker's locale, for the first day of the week (Sunday in en_US,
    /// Monday in de_DE).
    var gridCalendar: Calendar {
        var calendar = resolvedCalendar
        if storedCalendar == nil { calendar.locale = resolvedLocale }
        return calendar
    }

    /// Shows what the picker holds on a month grid: the selected day, the limits, the locale.
    func configure(_ grid: DatePickerCalendarView) {
        grid.calendar = gridCalendar
        grid.locale = resolvedLocale
        grid.now = { UIDatePicker.currentDate() }
        (grid.minimumDate, grid.maximumDate) = effectiveRange
        grid.selectedDate = date
    }

    /// A month grid for the compact style's card: a tap on a day chooses it, keeping the time.
    func makeCalendarEditor() -> DatePickerCalendarView {
        let grid = DatePickerCalendarView(calendar: gridCalendar, locale: resolvedLocale, selectedDate: date)
        configure(grid)
        grid.onSelectDay = { [weak self] day in self?.userChose(day) }
        return grid
    }

    /// Time wheels for a card: a wheels-style picker in the time mode, with this picker's settings and
    /// limits; the time the user settles on is this picker's choice.
    func makeTimeEditor() -> UIDatePicker {
        let wheels = UIDatePicker(frame: CGRect(origin: .zero, size: UIDatePicker.defaultSize))
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = .time
        configure(timeEditor: wheels)
        wheels.addAction(UIAction { [weak self, unowned wheels] _ in self?.userChose(wheels.date) }, for: .valueChanged)
        return wheels
    }

    /// Brings a card's time wheels up to date with this picker.
    func configure(timeEditor wheels: UIDatePicker) {
        wheels.locale = locale
        wheels.calendar = storedCalendar
        wheels.timeZone = resolvedTimeZone
        wheels.minuteInterval = minuteInterval
        wheels.minimumDate = nil
        wheels.maximumDate = nil
        wheels.date = date
        (wheels.minimumDate, wheels.maximumDate) = effectiveRange
    }
}
