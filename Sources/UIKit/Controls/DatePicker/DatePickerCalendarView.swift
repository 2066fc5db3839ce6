import Foundation

/// The month grid of an iOS 14 inline date picker: a header with the month and year and the chevrons that
/// page months, a row of weekday initials, and six rows of day numbers, the selected day in a tinted circle.
/// It knows nothing of UIDatePicker: it shows the values it is given and reports taps through closures.
///
/// - A tap on a day within `minimumDate`...`maximumDate` selects it, at the selected date's time of day, and
///   calls `onSelectDay` with the new date (not when the date is the one already selected). Days outside
///   the bounds are grey and take no taps.
/// - The "<" and ">" chevrons, and a horizontal swipe across the grid, show the previous or next month,
///   calling nothing; a month with no day inside the bounds is not shown.
/// - A tap on the header's title shows wheels of months and years in place of the grid (the title turns to
///   the tint colour and its chevron points down); turning them shows that month and selects the same day
///   in it (the month's last day where it is shorter, kept within the bounds), calling `onSelectDay`.
///   Another tap on the title shows the grid again.
/// - With `showsTimeRow` (the `.dateAndTime` mode), a row under the grid reads "Time" and shows `timeText`
///   in a ``DatePickerPill``; a tap on the pill calls `onTapTime` with it.
///
/// Dates are reckoned in `calendar`, which carries the picker's time zone; titles and weekday initials are
/// the locale's.
///
/// Deviation: months change at once, without iOS's slide.
///
/// Source: Apple, UIDatePicker with `preferredDatePickerStyle = .inline` (iOS 14 and later).
@MainActor
final class DatePickerCalendarView: UIView {
    // MARK: Metrics

    /// The header row (month title and chevrons), the weekday row, and each week's row.
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let rowHeight: CGFloat = 44
    /// The height of the header, weekdays and grid.
    static let calendarHeight = headerHeight + weekdayHeight + CGFloat(DatePickerMonth.rows) * rowHeight
    /// The time row under the grid, when shown.
    static let timeRowHeight: CGFloat = 52
    /// The natural width.
    static let naturalWidth: CGFloat = 320
    /// The inset of the header's title and the time row from the sides; of the grid's columns.
    static let sideInset: CGFloat = 16
    static let gridInset: CGFloat = 6
    /// The diameter of the selected day's circle.
    static let selectionDiameter: CGFloat = 40

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let dayFont = UIFont.systemFont(ofSize: 20)
    static let todayFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    static let selectedDayFont = UIFont.systemFont(ofSize: 24, weight: .semibold)
    static let timeFont = UIFont.systemFont(ofSize: 17)

    // MARK: Inputs

    /// The calendar, carrying the picker's time zone, in which months, days and times are reckoned.
    /// Setting it shows the month of the selected date.
    var calendar: Calendar {
        didSet {
            guard calendar != oldValue else { return }
            month = DatePickerMonth(containing: selection, calendar: calendar)
            formatsDidChange()
        }
    }

    /// The locale of the title, the weekday initials, the day numbers and the wheels.
    var locale: Locale {
        didSet { if locale != oldValue { formatsDidChange() } }
    }

    /// The selected date: its day is circled. Setting it shows its month; it calls nothing.
    var selectedDate: Date {
        get { selection }
        set {
            selection = newValue
            month = DatePickerMonth(containing: newValue, calendar: calendar)
        }
    }

    /// The earliest day that can be selected (by whole day in `calendar`); nil: no limit.
    var minimumDate: Date? {
        didSet { if minimumDate != oldValue { boundsDidChange() } }
    }

    /// The latest day that can be selected (by whole day in `calendar`); nil: no limit. Not before
    /// `minimumDate`.
    var maximumDate: Date? {
        didSet { if maximumDate != oldValue { boundsDidChange() } }
    }

    /// The first instant of the month shown. Setting any date shows its month; nothing is called.
    var displayedMonth: Date {
        get { month.start }
        set { month = DatePickerMonth(containing: newValue, calendar: calendar) }
    }

    /// The current date, for the mark on today's number (the system clock by default; tests fix it).
    var now: () -> Date = { Date() } {
        didSet { setNeedsDisplay() }
    }

    /// Whether the "Time" row with its pill shows under the grid (the `.dateAndTime` mode).
    var showsTimeRow = false {
        didSet {
            guard showsTimeRow != oldValue else { return }
            timeLabel.isHidden = !showsTimeRow
            timePill.isHidden = !showsTimeRow
            separator.isHidden = !showsTimeRow
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The time the time row's pill shows ("9:41 AM").
    var timeText: String {
        get { timePill.text }
        set {
            timePill.text = newValue
            setNeedsLayout()
        }
    }

    /// Whether the month and year wheels show in place of the grid. A tap on the header's title toggles it.
    var showsMonthWheels = false {
        didSet {
            guard showsMonthWheels != oldValue else { return }
            wheels.isHidden = !showsMonthWheels
            if showsMonthWheels {
                wheels.reloadAllComponents()
                selectWheelRows()
            }
            setNeedsDisplay()
        }
    }

    // MARK: Outputs

    /// A day was tapped, or the wheels turned to another month: the new selected date.
    var onSelectDay: ((Date) -> Void)?
    /// The time row's pill was tapped: the pill, to present the time wheels from.
    var onTapTime: ((UIView) -> Void)?

    /// The pill of the time row.
    let timePill = DatePickerPill()

    // MARK: State

    private var selection: Date {
        didSet { if selection != oldValue { setNeedsDisplay() } }
    }

    /// The month shown.
    private(set) var month: DatePickerMonth {
        didSet {
            guard month != oldValue else { return }
            setNeedsDisplay()
            if showsMonthWheels && !isTurningWheels { selectWheelRows() }
        }
    }

    private var formats: Formats
    private let wheels = UIPickerView()
    private let timeLabel = UILabel()
    private let separator = UIView()
    private var monthPan: UIPanGestureRecognizer!
    /// Set while the wheels report a turn, so that the month they set does not turn them again.
    private var isTurningWheels = false
    /// Where the touch being followed went down, for telling a tap from a drag.
    private var touchStart: CGPoint?

    /// A calendar view showing the month of `selectedDate`.
    init(
        calendar: Calendar = Calendar(identifier: .gregorian), locale: Locale = .current, selectedDate: Date = Date(),
        frame: CGRect = CGRect(x: 0, y: 0, width: DatePickerCalendarView.naturalWidth, height: DatePickerCalendarView.calendarHeight)
    ) {
        self.calendar = calendar
        self.locale = locale
        selection = selectedDate
        month = DatePickerMonth(containing: selectedDate, calendar: calendar)
        formats = Formats(locale: locale, calendar: calendar)
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw

        wheels.dataSource = self
        wheels.delegate = self
        wheels.isHidden = true
        addSubview(wheels)

        separator.backgroundColor = .separator
        timeLabel.text = "Time"
        timeLabel.font = Self.timeFont
        timeLabel.textColor = .label
        for view in [separator, timeLabel, timePill] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
        timePill.addTarget(self, action: DatePickerCalendarView.timePillTapped, for: .touchUpInside)

        monthPan = UIPanGestureRecognizer(target: self, action: DatePickerCalendarView.panned)
        addGestureRecognizer(monthPan)
    }

    override convenience init(frame: CGRect) {
        self.init(selectedDate: Date(), frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Size and layout

    private var naturalHeight: CGFloat { Self.calendarHeight + (showsTimeRow ? Self.timeRowHeight : 0) }

    override var intrinsicContentSize: CGSize { CGSize(width: Self.naturalWidth, height: naturalHeight) }

    /// The width offered (320 points when none is), and the natural height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : Self.naturalWidth, height: naturalHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = CGRect(x: 0, y: Self.headerHeight, width: bounds.width, height: Self.calendarHeight - Self.headerHeight)
        let top = Self.calendarHeight
        let line = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: Self.sideInset, y: top, width: max(0, bounds.width - 2 * Self.sideInset), height: line)
        let pill = timePill.intrinsicContentSize
        timePill.frame = CGRect(
            x: bounds.width - Self.sideInset - pill.width, y: (top + (Self.timeRowHeight - pill.height) / 2).rounded(),
            width: pill.width, height: pill.height)
        timeLabel.frame = CGRect(
            x: Self.sideInset, y: top, width: max(0, timePill.frame.minX - 2 * Self.sideInset), height: Self.timeRowHeight)
    }

    // MARK: Geometry

    /// The width of one day's column.
    private var columnWidth: CGFloat { max(0, bounds.width - 2 * Self.gridInset) / CGFloat(DatePickerMonth.columns) }

    /// The centre of the cell at `row` and `column`.
    func cellCenter(row: Int, column: Int) -> CGPoint {
        CGPoint(
            x: Self.gridInset + (CGFloat(column) + 0.5) * columnWidth,
            y: Self.headerHeight + Self.weekdayHeight + (CGFloat(row) + 0.5) * Self.rowHeight)
    }

    /// The centre of `day`'s cell in the month shown (in the view's coordinates).
    func center(ofDay day: Int) -> CGPoint {
        let cell = month.cell(ofDay: day)
        return cellCenter(row: cell.row, column: cell.column)
    }

    /// The title's text and its size.
    private var title: (text: String, size: CGSize) {
        let text = formats.title.string(from: month.start)
        return (text, (text as NSString).size(withAttributes: [.font: Self.titleFont]))
    }

    /// Where the title and its small chevron are: tapping there toggles the wheels.
    var titleFrame: CGRect {
        CGRect(x: 0, y: 0, width: Self.sideInset + title.size.width + 24, height: Self.headerHeight)
    }

    /// The centres of the previous and next month chevrons.
    var previousChevronCenter: CGPoint { CGPoint(x: bounds.width - 22 - 44, y: Self.headerHeight / 2) }
    var nextChevronCenter: CGPoint { CGPoint(x: bounds.width - 22, y: Self.headerHeight / 2) }

    // MARK: Paging

    /// Whether the month `offset` months away has a day inside the bounds.
    private func canShowMonth(_ offset: Int) -> Bool {
        month.adding(months: offset).hasEnabledDays(minimum: minimumDate, maximum: maximumDate)
    }

    /// Shows the month `offset` months away, when it has a day inside the bounds.
    private func pageMonth(_ offset: Int) {
        guard canShowMonth(offset) else { return }
        month = month.adding(months: offset)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.view === self else { return super.touchesBegan(touches, with: event) }
        touchStart = touch.location(in: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.view === self, let start = touchStart else {
            return super.touchesEnded(touches, with: event)
        }
        touchStart = nil
        let point = touch.location(in: self)
        guard hypot(point.x - start.x, point.y - start.y) < UIPanGestureRecognizer.hysteresis else { return }
        tapped(at: point)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
        super.touchesCancelled(touches, with: event)
    }

    /// A tap at `point`: on the title, a chevron, or a day.
    private func tapped(at point: CGPoint) {
        if point.y < Self.headerHeight {
            if titleFrame.contains(point) {
                showsMonthWheels.toggle()
            } else if !showsMonthWheels {
                let half = Self.headerHeight / 2
                if abs(point.x - previousChevronCenter.x) < half {
                    pageMonth(-1)
                } else if abs(point.x - nextChevronCenter.x) < half {
                    pageMonth(1)
                }
            }
            return
        }
        guard !showsMonthWheels, point.y < Self.calendarHeight, columnWidth > 0 else { return }
        let column = Int(((point.x - Self.gridInset) / columnWidth).rounded(.down))
        let row = Int(((point.y - Self.headerHeight - Self.weekdayHeight) / Self.rowHeight).rounded(.down))
        guard let day = month.day(row: row, column: column), month.isEnabled(day: day, minimum: minimumDate, maximum: maximumDate)
        else { return }
        select(month.date(ofDay: day, atTimeOf: selection))
    }

    /// Selects `date` (the month shown stays) and reports it, when it is a new date.
    private func select(_ date: Date) {
        guard date != selection else { return }
        selection = date
        onSelectDay?(date)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === monthPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        // A swipe pages months: mostly sideways, on the grid, while the grid shows.
        let translation = monthPan.translation(in: self), velocity = monthPan.velocity(in: self)
        let location = monthPan.location(in: self)
        return !showsMonthWheels && location.y >= Self.headerHeight && location.y < Self.calendarHeight
            && abs(translation.x) + abs(velocity.x) * 0.1 > abs(translation.y) + abs(velocity.y) * 0.1
    }

    /// A swipe that ends far enough, or fast enough, to the left shows the next month; to the right, the
    /// previous one.
    private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let reach = recognizer.translation(in: self).x + 0.1 * recognizer.velocity(in: self).x
        if reach <= -40 {
            pageMonth(1)
        } else if reach >= 40 {
            pageMonth(-1)
        }
    }

    private func timePillTapped() {
        onTapTime?(timePill)
    }

    // MARK: Updates

    private func formatsDidChange() {
        formats = Formats(locale: locale, calendar: calendar)
        if showsMonthWheels {
            wheels.reloadAllComponents()
            selectWheelRows()
        }
        setNeedsDisplay()
    }

    private func boundsDidChange() {
        if showsMonthWheels {
            wheels.reloadAllComponents()
            selectWheelRows()
        }
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        drawHeader(context, tint: tint)
        guard !showsMonthWheels else { return }
        drawWeekdays()
        drawDays(context, tint: tint)
    }

    private func drawHeader(_ context: CGContext, tint: UIColor) {
        let (text, size) = title
        let origin = CGPoint(x: Self.sideInset, y: ((Self.headerHeight - size.height) / 2).rounded())
        (text as NSString).draw(
            at: origin, withAttributes: [.font: Self.titleFont, .foregroundColor: showsMonthWheels ? tint : UIColor.label])
        // The small chevron after the title: ">" over the grid, "v" over the wheels.
        let small = CGPoint(x: Self.sideInset + size.width + 10, y: Self.headerHeight / 2)
        strokeChevron(context, at: small, halfHeight: 5.5, depth: 3.5, pointing: showsMonthWheels ? .down : .right, color: tint)
        guard !showsMonthWheels else { return }
        let disabled = UIColor.tertiaryLabel
        strokeChevron(
            context, at: previousChevronCenter, halfHeight: 8.5, depth: 5.5, pointing: .left, color: canShowMonth(-1) ? tint : disabled)
        strokeChevron(
            context, at: nextChevronCenter, halfHeight: 8.5, depth: 5.5, pointing: .right, color: canShowMonth(1) ? tint : disabled)
    }

    private enum Direction { case left, right, down }

    /// A chevron of 2-point round-capped strokes centred at `center`: `halfHeight` along its open side,
    /// `depth` from the open side to the point.
    private func strokeChevron(
        _ context: CGContext, at center: CGPoint, halfHeight: CGFloat, depth: CGFloat, pointing direction: Direction, color: UIColor
    ) {
        let path = UIBezierPath()
        switch direction {
        case .right:
            path.move(to: CGPoint(x: center.x - depth / 2, y: center.y - halfHeight))
            path.addLine(to: CGPoint(x: center.x + depth / 2, y: center.y))
            path.addLine(to: CGPoint(x: center.x - depth / 2, y: center.y + halfHeight))
        case .left:
            path.move(to: CGPoint(x: center.x + depth / 2, y: center.y - halfHeight))
            path.addLine(to: CGPoint(x: center.x - depth / 2, y: center.y))
            path.addLine(to: CGPoint(x: center.x + depth / 2, y: center.y + halfHeight))
        case .down:
            path.move(to: CGPoint(x: center.x - halfHeight, y: center.y - depth / 2))
            path.addLine(to: CGPoint(x: center.x, y: center.y + depth / 2))
            path.addLine(to: CGPoint(x: center.x + halfHeight, y: center.y - depth / 2))
        }
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    private func drawWeekdays() {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.weekdayFont, .foregroundColor: UIColor.secondaryLabel]
        for column in 0..<DatePickerMonth.columns {
            let symbol = formats.weekdaySymbol(column: column) as NSString
            let size = symbol.size(withAttributes: attributes)
            let x = Self.gridInset + (CGFloat(column) + 0.5) * columnWidth - size.width / 2
            symbol.draw(
                at: CGPoint(x: x.rounded(), y: Self.headerHeight + ((Self.weekdayHeight - size.height) / 2).rounded()),
                withAttributes: attributes)
        }
    }

    private func drawDays(_ context: CGContext, tint: UIColor) {
        let today = month.day(of: now())
        let selected = month.day(of: selection)
        for day in 1...month.dayCount {
            let center = center(ofDay: day)
            let enabled = month.isEnabled(day: day, minimum: minimumDate, maximum: maximumDate)
            var font = Self.dayFont
            var color = UIColor.label
            if day == selected {
                let d = Self.selectionDiameter
                let circle = UIBezierPath(ovalIn: CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d))
                (day == today ? tint : tint.withAlphaComponent(0.12)).setFill()
                circle.fill()
                font = Self.selectedDayFont
                color = day == today ? .white : tint
            } else if day == today {
                font = Self.todayFont
                color = tint
            }
            if !enabled && day != selected { color = .tertiaryLabel }
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            let text = formats.dayNumbers[day - 1] as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        }
    }

    // MARK: Wheels

    /// Turns the wheels to the month shown.
    private func selectWheelRows() {
        let parts = month.parts
        for (component, kind) in formats.wheelOrder.enumerated() {
            let row =
                switch kind {
                case .month: (parts.month ?? 1) - 1
                case .year: (parts.year ?? 1) - wheelYears.lowerBound
                }
            wheels.selectRow(row, inComponent: component, animated: false)
        }
    }

    /// The years the year wheel lists: those of the bounds, else 1 to 9999.
    var wheelYears: ClosedRange<Int> {
        let first = minimumDate.map { calendar.component(.year, from: $0) } ?? 1
        let last = maximumDate.map { calendar.component(.year, from: $0) } ?? 9999
        return first...max(first, last)
    }
}

// MARK: - The month and year wheels

extension DatePickerCalendarView: UIPickerViewDataSource, UIPickerViewDelegate {
    /// The wheels' picker, for tests.
    var monthWheels: UIPickerView { wheels }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { formats.wheelOrder.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch formats.wheelOrder[component] {
        case .month: formats.monthNames.count
        case .year: wheelYears.count
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch formats.wheelOrder[component] {
        case .month: formats.monthNames[row]
        case .year: formats.yearTitle(wheelYears.lowerBound + row)
        }
    }

    /// The wheels came to rest: show their month, and select the same day in it.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        var parts = DateComponents(day: 1)
        for (index, kind) in formats.wheelOrder.enumerated() {
            let row = pickerView.selectedRow(inComponent: index)
            switch kind {
            case .month: parts.month = row + 1
            case .year: parts.year = wheelYears.lowerBound + row
            }
        }
        guard let first = calendar.date(from: parts) else { return }
        isTurningWheels = true
        month = DatePickerMonth(containing: first, calendar: calendar)
        isTurningWheels = false
        var date = month.sameDay(as: selection)
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        select(date)
    }
}

// MARK: - The locale's words

extension DatePickerCalendarView {
    /// The locale's titles for the calendar: built once for each locale and calendar.
    struct Formats {
        enum WheelKind { case month, year }

        /// The month and year title ("November 2026", "2026年11月").
        let title: DateFormatter
        /// The weekday initials, from the calendar's first weekday (Sunday: "SUN"; Monday in de_DE: "MO").
        let weekdays: [String]
        let firstWeekday: Int
        /// The numbers of the days 1 to 31.
        let dayNumbers: [String]
        /// The wheels' order: the order in which the locale writes month and year.
        let wheelOrder: [WheelKind]
        /// The month wheel's rows ("January", "1月").
        let monthNames: [String]
        private let year: DateFormatter
        private let calendar: Calendar

        init(locale: Locale, calendar: Calendar) {
            func formatter(_ template: String) -> (DateFormatter, String) {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
                formatter.dateFormat = pattern
                return (formatter, pattern)
            }
            self.calendar = calendar
            let (title, pattern) = formatter("yMMMM")
            self.title = title
            weekdays = title.shortStandaloneWeekdaySymbols.map {
                // UIKit: the initials read in capitals, without an abbreviation's full stop ("MO", not "Mo.").
                $0.uppercased(with: locale).trimmingCharacters(in: CharacterSet(charactersIn: "."))
            }
            firstWeekday = calendar.firstWeekday
            // The day field alone ("d"): the template would add the locale's suffix ("12日" in ja_JP).
            let (day, _) = formatter("d")
            day.dateFormat = "d"
            var gmt = calendar
            gmt.timeZone = TimeZone(secondsFromGMT: 0)!
            day.timeZone = gmt.timeZone
            day.calendar = gmt
            // Numbered on a month with 31 days.
            let january = gmt.date(from: DateComponents(year: 2001, month: 1, day: 1)) ?? Date(timeIntervalSinceReferenceDate: 0)
            dayNumbers = (0..<31).map { day.string(from: january.addingTimeInterval(TimeInterval($0) * 86_400)) }
            let yearIndex = pattern.firstIndex { $0 == "y" || $0 == "Y" || $0 == "u" }
            let monthIndex = pattern.firstIndex { $0 == "M" || $0 == "L" }
            wheelOrder = if let yearIndex, let monthIndex, yearIndex < monthIndex { [.year, .month] } else { [.month, .year] }
            monthNames = title.standaloneMonthSymbols
            (year, _) = formatter("y")
        }

        /// The initials of the weekday in `column`.
        func weekdaySymbol(column: Int) -> String {
            guard weekdays.count == DatePickerMonth.columns else { return "" }
            return weekdays[(firstWeekday - 1 + column) % DatePickerMonth.columns]
        }

        /// The year wheel's title for `year` ("2026", "2026年").
        func yearTitle(_ year: Int) -> String {
            guard let date = calendar.date(from: DateComponents(year: year, month: 7, day: 1)) else { return String(year) }
            return self.year.string(from: date)
        }
    }
}
