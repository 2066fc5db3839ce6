/// The line style of `.underlineStyle` and `.strikethroughStyle`: a weight, an optional pattern and
/// `.byWord`, combined as an option set. An empty style (raw value 0) draws no line.
///
/// Attribute values may be given as `NSUnderlineStyle` or as its `rawValue` (an `Int` or `NSNumber`),
/// as iOS code does both. Raw values are iOS's.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits: weight in the low byte, pattern in the second, `.byWord` in bit 15.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A line as thick as the font's underline thickness.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A line twice as thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots, combined with a weight: `[.single, .patternDot]`.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash and two dots, repeated.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Draw only under words, not under spaces.
    /// Unsupported: accepted and ignored; the line runs under spaces too.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
