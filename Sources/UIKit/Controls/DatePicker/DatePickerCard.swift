/// The card a compact or inline date picker has open, if any: the overlay, and the month grid or time
/// wheels in it, kept up to date with the picker while it shows. Opening a card closes the one open; the
/// button that opened it shows in the tint until it closes.
@MainActor
final class DatePickerCard {
    private unowned let picker: UIDatePicker
    private var overlay: DatePickerOverlay?
    private var calendarEditor: DatePickerCalendarView?
    private var timeEditor: UIDatePicker?

    init(picker: UIDatePicker) { self.picker = picker }

    /// Opens the month grid below (or above) `pill`.
    func openCalendar(from pill: DatePickerPill) {
        let editor = picker.makeCalendarEditor()
        open(editor, size: editor.intrinsicContentSize, from: pill)
        calendarEditor = editor
    }

    /// Opens the time wheels below (or above) `pill`.
    func openTime(from pill: DatePickerPill) {
        let editor = picker.makeTimeEditor()
        open(editor, size: UIDatePicker.defaultSize, from: pill)
        timeEditor = editor
    }

    /// Closes the open card at once.
    func close() { overlay?.dismiss(animated: false) }

    /// The picker's limits changed.
    func rangeDidChange() {
        if let calendarEditor { picker.configure(calendarEditor) }
        if let timeEditor { picker.configure(timeEditor: timeEditor) }
    }

    /// The picker's value changed: the wheels turn to it (sliding when `animated`).
    func valueDidChange(animated: Bool) {
        if let calendarEditor { picker.configure(calendarEditor) }
        if let timeEditor, timeEditor.date != picker.date { timeEditor.setDate(picker.date, animated: animated) }
    }

    private func open(_ editor: UIView, size: CGSize, from pill: DatePickerPill) {
        close()
        pill.isActive = true
        overlay = DatePickerOverlay.present(editor, size: size, from: pill) { [weak self, weak pill] in
            pill?.isActive = false
            self?.overlay = nil
            self?.calendarEditor = nil
            self?.timeEditor = nil
        }
    }
}
