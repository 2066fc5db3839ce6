import Foundation

/// The compact style of UIDatePicker (iOS 14): the date ("Nov 29, 2026") and the time ("10:38 PM") as two
/// grey rounded buttons side by side (only the one the mode shows). A tap on the date opens a card with
/// the month grid; a tap on the time opens a card with time wheels; the button shows in the tint while its
/// card is up, and a tap outside the card closes it. The inline style shows a time-mode picker this way too.
///
/// The buttons sit as the picker's `contentHorizontalAlignment` says (centred by default).
@MainActor
final class DatePickerCompact: DatePickerPresentation {
    /// The space between the date and the time buttons.
    static let spacing: CGFloat = 6

    private unowned let picker: UIDatePicker
    let view = UIView()
    let datePill = DatePickerPill()
    let timePill = DatePickerPill()
    /// The card that is up, if any.
    private let card: DatePickerCard

    init(picker: UIDatePicker) {
        self.picker = picker
        card = DatePickerCard(picker: picker)
        view.addSubview(datePill)
        view.addSubview(timePill)
        datePill.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                card.openCalendar(from: datePill)
            }, for: .touchUpInside)
        timePill.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                card.openTime(from: timePill)
            }, for: .touchUpInside)
        configurationDidChange()
    }

    /// The pills the mode shows.
    private var shownPills: [DatePickerPill] {
        switch picker.datePickerMode {
        case .date: [datePill]
        case .time, .countDownTimer: [timePill]
        case .dateAndTime: [datePill, timePill]
        }
    }

    var intrinsicSize: CGSize {
        let sizes = shownPills.map(\.intrinsicContentSize)
        return CGSize(
            width: sizes.map(\.width).reduce(0, +) + DatePickerCompact.spacing * CGFloat(max(0, sizes.count - 1)),
            height: sizes.map(\.height).max() ?? 0)
    }

    func configurationDidChange() {
        datePill.isHidden = !shownPills.contains(datePill)
        timePill.isHidden = !shownPills.contains(timePill)
        card.close()
    }

    func rangeDidChange() { card.rangeDidChange() }

    func valueDidChange(animated: Bool) {
        datePill.text = picker.buttonText(showingDate: true)
        timePill.text = picker.buttonText(showingDate: false)
        card.valueDidChange(animated: animated)
        view.setNeedsLayout()
    }

    func layout() {
        let size = intrinsicSize
        let x: CGFloat
        switch picker.effectiveContentHorizontalAlignment {
        case .left: x = 0
        case .right: x = view.bounds.width - size.width
        default: x = ((view.bounds.width - size.width) / 2).rounded()
        }
        var left = max(0, x)
        for pill in shownPills {
            let pillSize = pill.intrinsicContentSize
            pill.frame = CGRect(
                x: left, y: ((view.bounds.height - pillSize.height) / 2).rounded(), width: pillSize.width, height: pillSize.height)
            left += pillSize.width + DatePickerCompact.spacing
        }
    }
}
