import Foundation

/// A control for choosing a date, a time, both, or a count-down duration, taking care of calendars,
/// locales and time zones. It is not a UIPickerView: it draws with one (the wheels style), or with a month
/// grid (the inline style), or as text buttons (the compact style), and gives no access to them.
///
/// Drums and their titles follow `locale` (the order a date is written in, a 12- or 24-hour clock, the
/// month and weekday names), reckoned in `calendar` and `timeZone`. A property left nil follows the
/// process's current locale, calendar and time zone, and a picker that follows the current locale redraws
/// when it changes (`NSLocale.currentLocaleDidChangeNotification`).
///
/// Events: `.valueChanged` once the user settles a drum (or picks a day) on a new value, after the picker
/// clamped it into `minimumDate...maximumDate`. Setting any property in code sends nothing.
///
/// Source: Apple, UIDatePicker; iOS 7's wheels, iOS 14's inline and compact styles.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels' size when the frame gives none (iOS 7's date picker).
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The latest count-down UIKit allows: 23 hours 59 minutes.
    static let maximumCountDownDuration = DatePickerColumns.maximumCountDownDuration

    /// The clock a new picker takes its date from, and that reckons "Today": the system's. Tests set it.
    static var currentDate: @MainActor () -> Date = { Date() }

    /// What the picker selects, and so which drums it shows (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { configurationDidChange() } }
    }

    /// The locale of the titles and of the drums' order; nil (the default) follows the current locale.
    open var locale: Locale? {
        didSet { if locale != oldValue { configurationDidChange() } }
    }

    /// The calendar set; nil while the picker follows the current calendar.
    private(set) var storedCalendar: Calendar?
    /// The calendar the date is reckoned in: the current calendar until one is set; setting nil returns to it.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            guard newValue != storedCalendar else { return }
            storedCalendar = newValue
            configurationDidChange()
        }
    }

    /// The time zone the date is shown in (nil: the calendar's, which by default is the current one).
    /// Setting it shifts what the drums show for the same date: 11 AM in California shows as 7 PM in GMT.
    open var timeZone: TimeZone? {
        didSet { if timeZone != oldValue { configurationDidChange() } }
    }

    private var storedDate: Date
    /// The date the picker shows (when it was created, unless set), kept within `minimumDate...maximumDate`.
    /// Setting it turns the drums without animation and sends nothing. Unused by the count-down timer.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date the user can choose (nil: none). Earlier rows show greyed; a drum turned before
    /// it springs back. Ignored by the count-down timer and while later than `maximumDate`.
    open var minimumDate: Date? {
        didSet { if minimumDate != oldValue { rangeDidChange() } }
    }

    /// The latest date the user can choose (nil: none). Later rows show greyed; a drum turned past it
    /// springs back. Ignored by the count-down timer and while earlier than `minimumDate`.
    open var maximumDate: Date? {
        didSet { if maximumDate != oldValue { rangeDidChange() } }
    }

    private var storedCountDownDuration: TimeInterval = 0
    /// The count-down timer's value in seconds (0): shown in hours and whole minutes (down to the minute
    /// interval), up to 23:59. Negative and NaN values are taken as 0; longer ones as 23:59 (86,340 s).
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            storedCountDownDuration = newValue.isNaN ? 0 : min(max(newValue, 0), UIDatePicker.maximumCountDownDuration)
            presentation.valueDidChange(animated: false)
        }
    }

    private var storedMinuteInterval = 1
    /// The minutes between two rows of the minute drum (1). Only the divisors of 60 up to 30 are taken
    /// (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30); any other value is silently ignored.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard DatePickerColumns.acceptsMinuteInterval(newValue), newValue != storedMinuteInterval else { return }
            storedMinuteInterval = newValue
            configurationDidChange()
        }
    }

    /// The style asked for (`.automatic`); `datePickerStyle` is the one shown.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { configurationDidChange() } }
    }

    /// The style the picker shows: the preferred one, with `.automatic` resolved to `.wheels`, and always
    /// `.wheels` for the count-down timer.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }

    /// What draws the picker in its current style.
    private(set) var presentation: (any DatePickerPresentation)!

    public override init(frame: CGRect) {
        storedDate = UIDatePicker.currentDate()
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIDatePicker.defaultSize) : frame)
        installPresentation()
        NotificationCenter.default.addObserver(
            self, selector: UIDatePicker.currentLocaleDidChange, name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    }

    public convenience init() { self.init(frame: .zero) }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Turns the drums to `date` (clamped into `minimumDate...maximumDate`), sliding them when `animated`.
    /// Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        presentation.valueDidChange(animated: animated)
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize { presentation.intrinsicSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { presentation.intrinsicSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        presentation.view.frame = bounds
        presentation.layout()
    }

    /// A disabled picker does not turn.
    override func stateDidChange() {
        super.stateDidChange()
        presentation.view.isUserInteractionEnabled = isEnabled
    }

    // MARK: Reckoning

    /// The locale the titles use.
    var resolvedLocale: Locale { locale ?? Locale.current }

    /// The time zone the date is shown in: `timeZone`, else the set calendar's, else the current one.
    var resolvedTimeZone: TimeZone { timeZone ?? storedCalendar?.timeZone ?? TimeZone.current }

    /// The calendar the date is reckoned in, set to `resolvedTimeZone`.
    var resolvedCalendar: Calendar {
        var calendar = storedCalendar ?? Calendar.current
        calendar.timeZone = resolvedTimeZone
        return calendar
    }

    /// The limits in force: none for the count-down timer, nor while the minimum is after the maximum.
    var effectiveRange: (minimum: Date?, maximum: Date?) {
        if datePickerMode == .countDownTimer { return (nil, nil) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// `date` moved into the limits in force.
    func clamped(_ date: Date) -> Date {
        let (minimum, maximum) = effectiveRange
        if let minimum, date < minimum { return minimum }
        if let maximum, date > maximum { return maximum }
        return date
    }

    /// Whether a stretch of time (a row's year, day, hour...) reaches into the limits in force: it ends
    /// after the minimum (its end is the next stretch's start) and starts no later than the maximum.
    func isWithinRange(_ interval: DateInterval) -> Bool {
        let (minimum, maximum) = effectiveRange
        if let minimum, interval.end <= minimum { return false }
        if let maximum, interval.start > maximum { return false }
        return true
    }

    /// The drums for the current mode, locale, calendar, time zone and minute interval.
    func makeColumns() -> DatePickerColumns {
        DatePickerColumns(
            mode: datePickerMode.columnsMode, locale: resolvedLocale, calendar: storedCalendar ?? Calendar.current,
            timeZone: resolvedTimeZone, minuteInterval: minuteInterval, now: UIDatePicker.currentDate())
    }

    // MARK: The user's choices

    /// The user settled on `chosen`: it is clamped into the limits, shown (drums out of range spring
    /// back), and, when it differs from the date before, announced with `.valueChanged`.
    func userChose(_ chosen: Date) {
        let previous = storedDate
        storedDate = clamped(chosen)
        presentation.valueDidChange(animated: true)
        if storedDate != previous { sendActions(for: .valueChanged) }
    }

    /// The user settled the count-down drums on `duration` seconds.
    func userChose(countDownDuration duration: TimeInterval) {
        let previous = storedCountDownDuration
        storedCountDownDuration = duration
        presentation.valueDidChange(animated: true)
        if duration != previous { sendActions(for: .valueChanged) }
    }

    // MARK: Changes

    /// The mode, style, locale, calendar, time zone or minute interval changed: the presentation is made
    /// again for the new drums (and a new style's presentation replaces the old one).
    private func configurationDidChange() {
        // A date outside the limits in force (the count-down timer ignores them) moves into them.
        storedDate = clamped(storedDate)
        if ObjectIdentifier(type(of: presentation)) != ObjectIdentifier(presentationType) {
            presentation.view.removeFromSuperview()
            installPresentation()
        } else {
            presentation.configurationDidChange()
            presentation.valueDidChange(animated: false)
        }
        invalidateIntrinsicContentSize()
    }

    private func rangeDidChange() {
        storedDate = clamped(storedDate)
        presentation.rangeDidChange()
        presentation.valueDidChange(animated: false)
    }

    /// The presentation that draws the current style in the current mode.
    private var presentationType: any DatePickerPresentation.Type {
        switch (datePickerStyle, datePickerMode) {
        case (.inline, .date), (.inline, .dateAndTime): DatePickerInline.self
        case (.compact, _), (.inline, _): DatePickerCompact.self
        case (.automatic, _), (.wheels, _): DatePickerWheels.self
        }
    }

    private func installPresentation() {
        presentation = presentationType.init(picker: self)
        presentation.view.frame = bounds
        presentation.view.isUserInteractionEnabled = isEnabled
        addSubview(presentation.view)
        presentation.valueDidChange(animated: false)
    }

    /// The user's region settings changed: a picker following the current locale, calendar or time zone
    /// shows the new ones.
    private func currentLocaleDidChange(_ notification: Notification) {
        guard locale == nil || storedCalendar == nil || timeZone == nil else { return }
        configurationDidChange()
    }
}
