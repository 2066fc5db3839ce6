/// Where a text layer shortens a line that does not fit its bounds, with an ellipsis.
///
/// The raw values are Core Animation's strings (`kCATruncationEnd` is "end"), so that values made from
/// strings compare equal. An unknown raw value truncates as `.none`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines are cut at the bounds, without an ellipsis.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The ellipsis replaces the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The ellipsis replaces the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The ellipsis replaces the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines within its bounds. An unknown raw value aligns as `.natural`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left for left-to-right text, right for right-to-left text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines that wrap fill the width; a paragraph's last line aligns naturally.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
