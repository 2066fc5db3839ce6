/// The sides of a popover its arrow may stand on (a bitmask): the arrow points up from the top edge, down
/// from the bottom edge, and so on. `unknown` is the direction of a popover that is not showing.
///
/// Source: Apple, UIPopoverArrowDirection.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// On the top edge, pointing up: the popover lies below what it points at.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// On the bottom edge, pointing down: the popover lies above.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// On the left edge, pointing left: the popover lies to the right.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// On the right edge, pointing right: the popover lies to the left.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any side, as the popover finds room.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// No side is known: the popover is not showing.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
