import UIKit

/// UIPickerView and UIDatePicker, in a page that scrolls. Picker views: seed 000's fifty states (E4.1),
/// dependent drums where the state chooses the cities (E4.2), and rows given as attributed titles and as
/// views. Date pickers: the four modes in a locale chosen above them (en_US, de_DE, ja_JP), the 1954
/// example with its greyed range (E10.1) and its full-style readout (E10.2), the count-down timer with its
/// hours-and-minutes readout (E10.3), and the inline and compact styles.
final class PickersPageView: UIView {
    static let margin: CGFloat = 40
    /// The time zone of the date pickers (nil: the system's); the page's tests fix it.
    nonisolated(unsafe) static var timeZone: TimeZone?
    /// The locale of the date pickers outside the locale demonstration: the seed's examples are American.
    static let americanEnglish = Locale(identifier: "en_US")
    static let locales = ["en_US", "de_DE", "ja_JP"]
    static let modes: [(UIDatePicker.Mode, String)] = [
        (.time, "Time"), (.date, "Date"), (.dateAndTime, "Date and time"), (.countDownTimer, "Count-down timer"),
    ]

    let scrollView = UIScrollView()
    let statesPicker = UIPickerView()
    let citiesPicker = UIPickerView()
    let attributedPicker = UIPickerView()
    let swatchPicker = UIPickerView()
    let localeControl = UISegmentedControl(items: PickersPageView.locales)
    private(set) var modePickers: [UIDatePicker] = []
    let fiftyFourPicker = UIDatePicker()
    let fiftyFourLabel = UILabel()
    let timerPicker = UIDatePicker()
    let timerLabel = UILabel()
    let inlinePicker = UIDatePicker()
    let compactPicker = UIDatePicker()
    let compactLabel = UILabel()

    private let states = StatesDrum()
    private let cities = CitiesDrums()
    private let attributed = AttributedRows()
    private let swatches = SwatchRows()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        // The page scrolls below the status bar.
        scrollView.frame = CGRect(x: 0, y: 20, width: bounds.width, height: max(0, bounds.height - 20))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
        var y: CGFloat = 8
        let title = CatalogHeading.title("Pickers")
        place(title, at: &y, height: 28, gap: 6)
        place(
            CatalogIntroLabel(
                "Turn a drum, flick it, or touch a row above or below the band. The date pickers reckon in the "
                    + "locale chosen below; the 1954 picker greys the years outside its range and springs back into it."),
            at: &y, height: 40, gap: 20)
        y = buildPickerViews(from: y)
        y = buildDatePickers(from: y)
        scrollView.contentSize = CGSize(width: frame.width, height: y + 40)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds `view` at `y` across the page's width, and moves `y` below it and `gap`.
    private func place(_ view: UIView, at y: inout CGFloat, height: CGFloat, gap: CGFloat, x: CGFloat = margin, width: CGFloat = 704) {
        view.frame = CGRect(x: x, y: y, width: width, height: height)
        scrollView.addSubview(view)
        y += height + gap
    }

    private func caption(_ text: String, x: CGFloat, y: CGFloat, width: CGFloat = 344) {
        let label = CatalogHeading.caption(text)
        label.frame = CGRect(x: x, y: y, width: width, height: 16)
        scrollView.addSubview(label)
    }

    // MARK: Picker views

    private func buildPickerViews(from top: CGFloat) -> CGFloat {
        var y = top
        place(CatalogHeading.section("UIPickerView"), at: &y, height: 20, gap: 8)
        let columns: [CGFloat] = [40, 280, 520]
        caption("E4.1: the fifty states", x: columns[0], y: y, width: 224)
        caption("E4.2: the state chooses the cities", x: columns[1], y: y, width: 224)
        caption("Attributed titles and views", x: columns[2], y: y, width: 224)
        y += 20
        statesPicker.dataSource = states
        statesPicker.delegate = states
        statesPicker.selectRow(4, inComponent: 0, animated: false)
        citiesPicker.dataSource = cities
        citiesPicker.delegate = cities
        attributedPicker.dataSource = attributed
        attributedPicker.delegate = attributed
        attributedPicker.selectRow(2, inComponent: 0, animated: false)
        swatchPicker.dataSource = swatches
        swatchPicker.delegate = swatches
        swatchPicker.selectRow(4, inComponent: 0, animated: false)
        let frames = [
            CGRect(x: columns[0], y: y, width: 224, height: 180), CGRect(x: columns[1], y: y, width: 224, height: 180),
            CGRect(x: columns[2], y: y, width: 130, height: 180), CGRect(x: columns[2] + 134, y: y, width: 90, height: 180),
        ]
        for (picker, frame) in zip([statesPicker, citiesPicker, attributedPicker, swatchPicker], frames) {
            picker.frame = frame
            picker.showsSelectionIndicator = true
            scrollView.addSubview(picker)
        }
        return y + 180 + 28
    }

    // MARK: Date pickers

    private func buildDatePickers(from top: CGFloat) -> CGFloat {
        var y = top
        place(CatalogHeading.section("UIDatePicker"), at: &y, height: 20, gap: 10)
        localeControl.frame = CGRect(x: Self.margin, y: y, width: 300, height: 29)
        localeControl.selectedSegmentIndex = 0
        localeControl.addAction(UIAction { [weak self] _ in self?.localeChanged() }, for: .valueChanged)
        scrollView.addSubview(localeControl)
        y += 29 + 16
        let columns: [CGFloat] = [40, 400]
        for (index, (mode, name)) in Self.modes.enumerated() {
            let x = columns[index % 2]
            let rowY = y + CGFloat(index / 2) * 244
            caption(name, x: x, y: rowY)
            let picker = UIDatePicker(frame: CGRect(x: x, y: rowY + 20, width: 344, height: 216))
            picker.datePickerMode = mode
            picker.timeZone = Self.timeZone
            picker.countDownDuration = 5400
            modePickers.append(picker)
            scrollView.addSubview(picker)
        }
        localeChanged()
        y += 2 * 244 + 12

        // Seed 000 E10.1: 1954 only; E10.2 reads the date out in full styles.
        caption("E10.1: 1954 only (E10.2 below)", x: columns[0], y: y)
        caption("E10.3: the count-down timer in hours and minutes", x: columns[1], y: y)
        for picker in [fiftyFourPicker, timerPicker, inlinePicker, compactPicker] {
            picker.locale = Self.americanEnglish
            picker.timeZone = Self.timeZone
        }
        fiftyFourPicker.frame = CGRect(x: columns[0], y: y + 20, width: 344, height: 216)
        fiftyFourPicker.datePickerMode = .date
        var dc = DateComponents()
        dc.year = 1954
        dc.month = 1
        dc.day = 1
        var c = Calendar(identifier: .gregorian)
        c.timeZone = Self.timeZone ?? .current
        let d = c.date(from: dc)!
        fiftyFourPicker.minimumDate = d
        dc.year = 1955
        fiftyFourPicker.maximumDate = c.date(from: dc)!
        fiftyFourPicker.date = fiftyFourPicker.minimumDate!
        fiftyFourPicker.addAction(UIAction { [weak self] _ in self?.showFiftyFour() }, for: .valueChanged)
        timerPicker.frame = CGRect(x: columns[1], y: y + 20, width: 344, height: 216)
        timerPicker.datePickerMode = .countDownTimer
        timerPicker.countDownDuration = 5400
        timerPicker.addAction(UIAction { [weak self] _ in self?.showTimer() }, for: .valueChanged)
        addReadout(fiftyFourLabel, at: CGPoint(x: columns[0], y: y + 244))
        addReadout(timerLabel, at: CGPoint(x: columns[1], y: y + 244))
        scrollView.addSubview(fiftyFourPicker)
        scrollView.addSubview(timerPicker)
        showFiftyFour()
        showTimer()
        y += 244 + 44

        caption("The inline style (iOS 14): the month and the time", x: columns[0], y: y)
        caption("The compact style: tap the date or the time", x: columns[1], y: y)
        inlinePicker.preferredDatePickerStyle = .inline
        inlinePicker.frame = CGRect(x: columns[0], y: y + 20, width: 344, height: inlinePicker.intrinsicContentSize.height)
        compactPicker.preferredDatePickerStyle = .compact
        compactPicker.frame = CGRect(origin: CGPoint(x: columns[1], y: y + 20), size: compactPicker.intrinsicContentSize)
        compactPicker.addAction(UIAction { [weak self] _ in self?.showCompact() }, for: .valueChanged)
        scrollView.addSubview(inlinePicker)
        scrollView.addSubview(compactPicker)
        addReadout(compactLabel, at: CGPoint(x: columns[1], y: y + 68))
        showCompact()
        return y + 20 + inlinePicker.frame.height
    }

    /// Adds a label that reads a picker's value out, at `origin`.
    private func addReadout(_ label: UILabel, at origin: CGPoint) {
        label.frame = CGRect(origin: origin, size: CGSize(width: 344, height: 20))
        label.font = .systemFont(ofSize: 15)
        label.textColor = CatalogColors.text
        scrollView.addSubview(label)
    }

    /// The four mode pickers follow the chosen locale.
    private func localeChanged() {
        let locale = Locale(identifier: Self.locales[max(0, localeControl.selectedSegmentIndex)])
        for picker in modePickers { picker.locale = locale }
    }

    /// `date` in American English, in the page's time zone, in the given styles.
    private static func text(of date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let df = DateFormatter()
        df.locale = americanEnglish
        df.timeZone = timeZone ?? .current
        df.dateStyle = dateStyle
        df.timeStyle = timeStyle
        return df.string(from: date)
    }

    /// Seed 000 E10.2: the date in the full date style (and the time, short).
    private func showFiftyFour() {
        fiftyFourLabel.text = Self.text(of: fiftyFourPicker.date, dateStyle: .full, timeStyle: .short)
    }

    /// Seed 000 E10.3: the duration as hours and minutes, through a calendar normalized to GMT.
    private func showTimer() {
        let t = timerPicker.countDownDuration
        let d = Date(timeIntervalSinceReferenceDate: t)
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!  // normalize
        let dc = c.dateComponents([.hour, .minute], from: d)
        timerLabel.text = "\(dc.hour!) hr, \(dc.minute!) min"
    }

    private func showCompact() {
        compactLabel.text = "Chosen: " + Self.text(of: compactPicker.date, dateStyle: .medium, timeStyle: .short)
    }
}

/// Seed 000 E4.1: one drum of the fifty states, their names centred.
private final class StatesDrum: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { USStates.names.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        USStates.names[row]
    }
}

/// Seed 000 E4.2: a drum of states and a drum of that state's largest cities; settling the first reloads
/// the second.
private final class CitiesDrums: UIPickerViewDataSource, UIPickerViewDelegate {
    static let cities: [(state: String, cities: [String])] = [
        ("California", ["Los Angeles", "San Diego", "San Jose", "San Francisco", "Fresno"]),
        ("Illinois", ["Chicago", "Aurora", "Naperville", "Joliet"]),
        ("New York", ["New York", "Buffalo", "Rochester", "Yonkers", "Syracuse"]),
        ("Texas", ["Houston", "San Antonio", "Dallas", "Austin", "Fort Worth", "El Paso"]),
        ("Washington", ["Seattle", "Spokane", "Tacoma"]),
    ]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.cities.count : Self.cities[max(0, pickerView.selectedRow(inComponent: 0))].cities.count
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 119 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.text = component == 0 ? Self.cities[row].state : Self.cities[max(0, pickerView.selectedRow(inComponent: 0))].cities[row]
        label.frame = CGRect(origin: .zero, size: pickerView.rowSize(forComponent: component))
        return label
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard component == 0 else { return }
        pickerView.reloadComponent(1)
        pickerView.selectRow(0, inComponent: 1, animated: false)
    }
}

/// Colour names given as attributed titles, in their colours.
private final class AttributedRows: UIPickerViewDataSource, UIPickerViewDelegate {
    static let colors: [(String, UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Green", .systemGreen), ("Teal", .systemTeal), ("Blue", .systemBlue),
        ("Purple", .systemPurple), ("Pink", .systemPink),
    ]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.colors.count }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        NSAttributedString(string: Self.colors[row].0, attributes: [.foregroundColor: Self.colors[row].1])
    }
}

/// The same colours as views: a rounded swatch per row, views that scrolled away reused.
private final class SwatchRows: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { AttributedRows.colors.count }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let swatch = view ?? UIView()
        swatch.frame = CGRect(x: 0, y: 0, width: 44, height: 22)
        swatch.layer.cornerRadius = 5
        swatch.backgroundColor = AttributedRows.colors[row].1
        return swatch
    }
}
