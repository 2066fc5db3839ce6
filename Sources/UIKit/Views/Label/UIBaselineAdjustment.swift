/// Where a single-line label puts its text vertically once `adjustsFontSizeToFitWidth` has made the font
/// smaller, relative to where the text would sit at its full size. Raw values are iOS's.
///
/// Source: Apple, `UIBaselineAdjustment` (default `.alignBaselines`).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the baseline of the full-size text (the default).
    case alignBaselines = 0
    /// The shrunk text is centred vertically, as text that did not shrink.
    case alignCenters = 1
    /// The shrunk text keeps the top of the full-size text.
    case none = 2
}
