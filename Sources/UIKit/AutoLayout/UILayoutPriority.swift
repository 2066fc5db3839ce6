/// The priority of a layout constraint, from 1 to 1000 (`required`).
///
/// A constraint below `required` is optional: Auto Layout satisfies it as well as it can, and a higher
/// priority always wins over any number of lower ones. Content hugging defaults to `defaultLow` (250) and
/// compression resistance to `defaultHigh` (750). Arithmetic (`+`, `-`) and comparisons work on the raw value.
/// Source: Apple, UILayoutPriority.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` fits at; do not use it for constraints of your own.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }

    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }
}
