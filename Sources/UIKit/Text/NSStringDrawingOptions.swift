/// Options of string drawing and measuring (`draw(with:options:…)`, `boundingRect(with:options:…)`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as on iOS.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top left corner of the first line, and the text wraps in the
    /// rectangle's width over several lines. Without it the origin is the first line's baseline, the
    /// height is ignored, and each paragraph is one line (wrapping modes act as clipping).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines include the fonts' line gap (leading).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for source compatibility: metrics are always the typographic ones.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the text does not fit the rectangle's height, the last line that fits ends with an ellipsis.
    /// Ignored without `.usesLineFragmentOrigin`, as on iOS.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// Apple's nested name for ``NSStringDrawingOptions``.
    public typealias DrawingOptions = NSStringDrawingOptions
}
