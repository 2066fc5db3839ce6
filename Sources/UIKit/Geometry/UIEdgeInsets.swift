// UIEdgeInsets, CGRect.inset(by:) and UIOffset: UIKit's small geometry structs (UIGeometry.h).

import CoreGraphics
import Foundation

/// The inset distances for views: how far each edge of a rectangle moves inward.
///
/// Positive values shrink the rectangle they are applied to; negative values grow it. Equality
/// compares the four values exactly (`UIEdgeInsetsEqualToEdgeInsets`). `Codable` writes an
/// unkeyed container `[top, left, bottom, right]`, as Apple's overlay does.
///
/// Source: Apple, UIEdgeInsets reference and UIGeometry.h.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates edge insets that are all zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates edge insets with the given values (`UIEdgeInsetsMake`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets that are all zero (`UIEdgeInsetsZero`).
    public static var zero: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    // MARK: Codable

    /// Decodes the unkeyed container `[top, left, bottom, right]` that Apple's overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let top = try container.decode(CGFloat.self)
        let left = try container.decode(CGFloat.self)
        let bottom = try container.decode(CGFloat.self)
        let right = try container.decode(CGFloat.self)
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    /// Encodes the insets as the unkeyed container `[top, left, bottom, right]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(left)
        try container.encode(bottom)
        try container.encode(right)
    }
}

// Edge-by-edge sums and differences, for UIKit's own use (Apple's UIKit declares no operators on
// UIEdgeInsets: ported code that defines its own must not collide with public ones).
extension UIEdgeInsets {
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    static func - (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }
}

extension CGRect {
    /// Returns the rectangle moved inward by `insets` (`UIEdgeInsetsInsetRect`).
    ///
    /// The arithmetic is exactly UIKit's inline function in UIGeometry.h, on the stored fields:
    /// `origin.x += left`, `origin.y += top`, `size.width -= left + right`,
    /// `size.height -= top + bottom`. Nothing is standardized or clamped, so insets larger than the
    /// rectangle give a negative stored size: `{{0, 0}, {10, 10}}` inset by 8 on every side is
    /// `{{8, 8}, {-6, -6}}`. Such a rectangle is not `isEmpty`; Core Graphics reads it standardized
    /// (`width` is 6, `minX` is 2). Callers that need an empty rectangle clamp the size themselves,
    /// as UIKit code in the wild does.
    ///
    /// Source: Apple, `CGRect.inset(by:)` reference (the Swift name of `UIEdgeInsetsInsetRect`) and
    /// UIGeometry.h.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        var result = self
        result.origin.x += insets.left
        result.origin.y += insets.top
        result.size.width -= insets.left + insets.right
        result.size.height -= insets.top + insets.bottom
        return result
    }
}

/// A structure that specifies an amount to offset a position: positive values move right or down,
/// negative values left or up.
///
/// Equality compares both values exactly (`UIOffsetEqualToOffset`). `Codable` writes an unkeyed
/// container `[horizontal, vertical]`, as Apple's overlay does.
///
/// Source: Apple, UIOffset reference and UIGeometry.h.
public struct UIOffset: Equatable, Hashable, Sendable, Codable {
    /// The offset along the x axis; positive is to the right.
    public var horizontal: CGFloat
    /// The offset along the y axis; positive is down.
    public var vertical: CGFloat

    /// Creates an offset of zero in both directions.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset with the given values (`UIOffsetMake`).
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset (`UIOffsetZero`).
    public static var zero: UIOffset {
        UIOffset(horizontal: 0, vertical: 0)
    }

    // MARK: Codable

    /// Decodes the unkeyed container `[horizontal, vertical]` that Apple's overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let horizontal = try container.decode(CGFloat.self)
        let vertical = try container.decode(CGFloat.self)
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// Encodes the offset as the unkeyed container `[horizontal, vertical]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(horizontal)
        try container.encode(vertical)
    }
}
