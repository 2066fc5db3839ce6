extension UIDatePicker {
    /// What a date picker selects, and so which drums it shows.
    ///
    /// Source: Apple, UIDatePicker.Mode.
    public enum Mode: Int, Sendable {
        /// An hour and a minute, and AM or PM where the locale's clock has 12 hours ("6 | 53 | PM").
        case time = 0
        /// A month, a day and a year, in the locale's order ("November | 15 | 2007").
        case date = 1
        /// A day (weekday, month and day in one drum), an hour, a minute, and AM or PM where the locale
        /// has it ("Wed Nov 15 | 6 | 53 | PM"). The default.
        case dateAndTime = 2
        /// A duration in hours and minutes ("1 | 53"): `countDownDuration`.
        case countDownTimer = 3

        /// The drums' layout for this mode.
        var columnsMode: DatePickerColumns.Mode {
            switch self {
            case .time: .time
            case .date: .date
            case .dateAndTime: .dateAndTime
            case .countDownTimer: .countDownTimer
            }
        }
    }
}
