/// How a date picker presents itself.
///
/// OpenUIKit draws iOS 7's pickers, so `.automatic` resolves to `.wheels`, as it did before iOS 14.
///
/// Source: Apple, UIDatePickerStyle.
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the system chooses: the wheels.
    case automatic = 0
    /// Drums that turn (iOS 7's look), in every mode.
    case wheels = 1
    /// One line of text buttons, the date and the time, each opening a card to edit it (iOS 14). The
    /// count-down timer has only wheels.
    case compact = 2
    /// The month shown as a grid of days, with the time below it (iOS 14). The count-down timer has only
    /// wheels; a time picker shows its time as in the compact style.
    case inline = 3
}
