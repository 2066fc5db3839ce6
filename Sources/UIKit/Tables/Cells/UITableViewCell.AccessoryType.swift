extension UITableViewCell {
    /// The standard views a cell shows at its right edge.
    ///
    /// Source: Apple, UITableViewCell.AccessoryType.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A grey chevron: tapping the row shows more. The chevron takes no touches.
        case disclosureIndicator
        /// A tinted info button followed by the grey chevron; the button reports its own taps.
        case detailDisclosureButton
        /// A tinted checkmark. It takes no touches.
        case checkmark
        /// A tinted info button, which reports its own taps.
        case detailButton
    }
}
