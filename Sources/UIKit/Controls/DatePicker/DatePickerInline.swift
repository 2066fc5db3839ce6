import Foundation

/// The inline style of UIDatePicker (iOS 14) for the date and the date-and-time modes: the month as a grid
/// of days, a tap on a day choosing it (the time kept); in the date-and-time mode a "Time" row below it,
/// whose button opens a card of time wheels. The month and year wheels, the month paging and the greyed
/// days outside the limits are the grid's own (`DatePickerCalendarView`).
@MainActor
final class DatePickerInline: DatePickerPresentation {
    private unowned let picker: UIDatePicker
    let grid: DatePickerCalendarView
    /// The card of time wheels, while it is up.
    private let card: DatePickerCard

    init(picker: UIDatePicker) {
        self.picker = picker
        card = DatePickerCard(picker: picker)
        grid = DatePickerCalendarView(calendar: picker.gridCalendar, locale: picker.resolvedLocale, selectedDate: picker.date)
        grid.onSelectDay = { [weak picker] day in picker?.userChose(day) }
        grid.onTapTime = { [weak self] _ in
            guard let self else { return }
            card.openTime(from: grid.timePill)
        }
        configurationDidChange()
    }

    var view: UIView { grid }

    var intrinsicSize: CGSize { grid.intrinsicContentSize }

    func layout() {}

    func configurationDidChange() {
        grid.showsTimeRow = picker.datePickerMode == .dateAndTime
        card.close()
        picker.configure(grid)
    }

    func rangeDidChange() {
        picker.configure(grid)
        card.rangeDidChange()
    }

    func valueDidChange(animated: Bool) {
        picker.configure(grid)
        grid.timeText = picker.buttonText(showingDate: false)
        card.valueDidChange(animated: animated)
    }
}
