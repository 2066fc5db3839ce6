extension UIMenuElement {
    /// A menu item's check-mark state: off (the default), on, or mixed.
    ///
    /// Source: Apple, `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
