import Foundation

/// Edge insets that follow the layout direction: leading and trailing instead of left and right.
/// Source: Apple, NSDirectionalEdgeInsets.
// Deviation: OpenUIKit lays out left to right only; leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero.
    public static var zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}
