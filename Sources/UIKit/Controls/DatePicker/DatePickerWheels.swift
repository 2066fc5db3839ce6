import Foundation

/// The wheels style of UIDatePicker: iOS 7's drums, drawn by a UIPickerView the date picker holds and
/// feeds. The drums and their titles come from `DatePickerColumns`; a drum the user settles gives the
/// picker a new value, and the drums then show that value as the picker kept it: a drum turned out of
/// `minimumDate...maximumDate`, or onto a day its month lacks, springs back.
///
/// - Rows whose year, month, day, hour or minute lies wholly outside the limits show greyed, as do days
///   the month lacks (the 31st in April).
/// - Turning the hour drum past 12 turns the AM/PM drum over with it (11 AM on to 12 PM).
/// - The count-down timer cannot rest on 0:00: it springs on to one minute interval.
/// - The count-down drums show their units ("hours", "min") beside the band, in the locale's words.
@MainActor
final class DatePickerWheels: DatePickerPresentation, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The space kept either side of the widest title of a drum.
    static let titlePadding: CGFloat = 8
    /// The colour of a greyed row, in the band and out of it (lighter than the other rows; darker in the dark).
    static let disabledColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.8, alpha: 1) }
    /// The units beside the count-down drums.
    static let unitFont = UIFont.boldSystemFont(ofSize: 17)

    private unowned let picker: UIDatePicker
    /// The picker view that draws the drums: the date picker's subview.
    let pickerView = DatePickerDrums()
    private(set) var columns: DatePickerColumns
    /// Each drum's width, measured from its widest title.
    private var widths: [CGFloat] = []
    /// The row each drum rests on, as last shown or settled.
    private var rows: [Int] = []
    /// The count-down drums' units, over the band.
    private let unitLabels = [UILabel(), UILabel()]

    init(picker: UIDatePicker) {
        self.picker = picker
        columns = picker.makeColumns()
        for label in unitLabels {
            label.font = DatePickerWheels.unitFont
            label.isUserInteractionEnabled = false
            pickerView.addSubview(label)
        }
        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.didLayout = { [unowned self] in layoutUnits() }
        widths = columns.columns.map(measuredWidth)
        pickerView.reloadAllComponents()
    }

    var view: UIView { pickerView }

    var intrinsicSize: CGSize { UIDatePicker.defaultSize }

    /// The picker view lays out its drums itself (and then the units, through `didLayout`).
    func layout() {}

    // MARK: Presentation

    func configurationDidChange() {
        columns = picker.makeColumns()
        widths = columns.columns.map(measuredWidth)
        rows = []
        pickerView.reloadAllComponents()
        pickerView.setNeedsLayout()
    }

    func rangeDidChange() { pickerView.reloadAllComponents() }

    func valueDidChange(animated: Bool) {
        let target =
            columns.mode == .countDownTimer ? columns.countDownRows(for: picker.countDownDuration) : columns.rows(for: picker.date)
        let first = rows.isEmpty
        rows = columns.columns.indices.map { component in
            let current = pickerView.selectedRow(inComponent: component)
            let row = first ? target[component] : nearestRow(showing: target[component], from: current, in: columns.columns[component])
            if row != current { pickerView.selectRow(row, inComponent: component, animated: animated) }
            return row
        }
        // The greyed rows follow the value (the days of the month shown, the hours of the minimum's day).
        reloadVisibleTitles()
        updateUnits()
    }

    /// The row of `column` nearest `current` that shows what row `target` shows: a cyclic drum turns the
    /// short way round rather than back to its middle cycle.
    private func nearestRow(showing target: Int, from current: Int, in column: DatePickerColumns.Column) -> Int {
        guard column.isCyclic, current >= 0 else { return target }
        let length = column.cycleLength
        var delta = DatePickerColumns.index(target, cycleLength: length) - DatePickerColumns.index(current, cycleLength: length)
        if delta > length / 2 { delta -= length } else if delta < -length / 2 { delta += length }
        let row = current + delta
        return (0..<column.rowCount).contains(row) ? row : target
    }

    /// The titles on the drums again, greyed or not for the value now shown.
    private func reloadVisibleTitles() {
        guard picker.effectiveRange != (nil, nil) || columns.columns.contains(where: { $0.kind == .day }) else { return }
        for component in columns.columns.indices { pickerView.reloadComponent(component) }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.columns[component].rowCount
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let spacing = UIPickerView.componentSpacing * CGFloat(max(0, widths.count - 1))
        if columns.mode == .countDownTimer { return max(0, (pickerView.bounds.width - spacing) / 2) }
        // The drums side by side as wide as their titles; narrowed alike when the picker is narrower.
        let total = widths.reduce(0, +)
        let available = pickerView.bounds.width - spacing
        let scale = total > available && total > 0 ? max(0, available) / total : 1
        return widths.indices.contains(component) ? (widths[component] * scale).rounded(.down) : 0
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? PickerTitleLabel ?? PickerTitleLabel()
        let column = columns.columns[component]
        label.text = column.title(forRow: row)
        let enabled = isEnabled(row: row, component: component)
        label.textColor = enabled ? PickerTitleLabel.outsideColor : DatePickerWheels.disabledColor
        label.selectedTextColor = enabled ? .label : DatePickerWheels.disabledColor
        let size = pickerView.rowSize(forComponent: component)
        label.frame = CGRect(origin: .zero, size: size)
        let padding = DatePickerWheels.titlePadding
        if columns.mode == .countDownTimer {
            // The number ends just left of the drum's middle; its unit stands to the right.
            label.textAlignment = .right
            label.titleInsets = UIEdgeInsets(top: 0, left: padding, bottom: 0, right: (size.width / 2).rounded() + padding / 2)
        } else {
            label.textAlignment = alignment(of: component)
            label.titleInsets = UIEdgeInsets(top: 0, left: padding, bottom: 0, right: padding)
        }
        return label
    }

    /// The user settled drum `component` on `row`: the drums now show a new value for the picker to keep.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard rows.indices.contains(component) else { return }
        var chosen = rows
        chosen[component] = row
        if columns.columns[component].kind == .hour, columns.hourTurnFlipsDayPeriod(from: rows[component], to: row),
            let period = columns.columns.firstIndex(where: { $0.kind == .dayPeriod })
        {
            chosen[period] = 1 - chosen[period]
        }
        rows = chosen
        if columns.mode == .countDownTimer {
            let duration = columns.countDownDuration(fromRows: chosen)
            // iOS's timer has no 0:00: it moves on to the first interval.
            picker.userChose(countDownDuration: duration > 0 ? duration : TimeInterval(columns.minuteInterval * 60))
        } else if let date = columns.date(fromRows: chosen, keeping: picker.date) {
            picker.userChose(date)
        }
    }

    // MARK: Looks

    /// Whether `row` of `component` can be chosen with the other drums where they rest: its stretch of time
    /// reaches into the picker's limits, and, for a day, its month has it.
    private func isEnabled(row: Int, component: Int) -> Bool {
        guard columns.mode != .countDownTimer, rows.count == columns.columns.count else { return true }
        let kind = columns.columns[component].kind
        guard picker.effectiveRange != (nil, nil) || kind == .day else { return true }
        guard let interval = columns.interval(ofRow: row, inColumn: component, rows: rows, keeping: picker.date) else { return false }
        return picker.isWithinRange(interval)
    }

    /// Titles lean towards their neighbours: the first drum's to the right, the last's to the left, the
    /// ones between centred ("November  15  2007", "Wed Nov 15  6  53  PM").
    private func alignment(of component: Int) -> NSTextAlignment {
        let count = columns.columns.count
        if count > 1, component == 0 { return .right }
        if count > 1, component == count - 1 { return .left }
        return .center
    }

    /// A drum's width: its widest title and the padding either side. Only the titles longest in characters
    /// are measured (a year or a century of days would be slow to measure whole).
    private func measuredWidth(_ column: DatePickerColumns.Column) -> CGFloat {
        let longest = column.widestTitleLength
        var widest: CGFloat = 0
        var measured = 0
        for row in sampleRows(column) {
            let title = column.title(forRow: row)
            guard title.count >= longest - 1, measured < 64 else { continue }
            measured += 1
            widest = max(widest, (title as NSString).size(withAttributes: [.font: PickerTitleLabel.font]).width)
        }
        return (widest + 2 * DatePickerWheels.titlePadding).rounded(.up)
    }

    /// The rows whose titles stand for a drum's: one cycle, the years around now, or a year of days.
    private func sampleRows(_ column: DatePickerColumns.Column) -> [Int] {
        switch column.kind {
        case .year: Array(1999..<2009)
        case .date: Array(DatePickerColumns.daysEachSide..<(DatePickerColumns.daysEachSide + 367))
        default: Array(0..<column.cycleLength)
        }
    }

    /// The count-down units stand in the band to the right of each drum's middle, naming the selection
    /// ("hour" at 1, "hours" otherwise; "min").
    private func updateUnits() {
        let isTimer = columns.mode == .countDownTimer
        for (component, label) in unitLabels.enumerated() {
            label.isHidden = !isTimer
            guard isTimer, rows.indices.contains(component) else { continue }
            label.text = columns.columns[component].label(forRow: rows[component])
        }
        pickerView.setNeedsLayout()
    }

    /// Places the units (the picker view lays out its drums first).
    private func layoutUnits() {
        guard columns.mode == .countDownTimer else { return }
        for (component, label) in unitLabels.enumerated() {
            let size = pickerView.rowSize(forComponent: component)
            label.sizeToFit()
            let drumX =
                (pickerView.bounds.width - 2 * size.width - UIPickerView.componentSpacing) / 2
                + CGFloat(component) * (size.width + UIPickerView.componentSpacing)
            label.center = CGPoint(x: drumX + size.width / 2 + label.bounds.width / 2, y: pickerView.bounds.midY)
            label.frame.origin = CGPoint(x: label.frame.minX.rounded(), y: label.frame.minY.rounded())
        }
    }
}

/// The date picker's picker view: a UIPickerView that lets the wheels place the count-down units once
/// its drums are laid out.
final class DatePickerDrums: UIPickerView {
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }
}
