/// What draws a UIDatePicker in one style: the wheels, the inline month grid, or the compact text
/// buttons. The picker keeps the value and the settings; a presentation shows them, and tells the picker
/// (`userChose`) what the user settles on.
@MainActor
protocol DatePickerPresentation: AnyObject {
    /// A presentation showing `picker`'s mode and settings (not yet its value).
    init(picker: UIDatePicker)
    /// The view the picker holds, filling it.
    var view: UIView { get }
    /// The picker's natural size in this style.
    var intrinsicSize: CGSize { get }
    /// The mode, locale, calendar, time zone or minute interval changed.
    func configurationDidChange()
    /// `minimumDate` or `maximumDate` changed: rows or days may grey or light up.
    func rangeDidChange()
    /// The date or count-down duration changed: show it, sliding when `animated`.
    func valueDidChange(animated: Bool)
    /// Places the presentation's parts in `view`, which fills the picker.
    func layout()
}
