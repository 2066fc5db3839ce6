// CGVector: Core Graphics' two-dimensional vector, which Linux Foundation lacks.

import Foundation

/// A structure that contains a two-dimensional vector.
///
/// Equality compares `dx` and `dy` exactly. `Codable` writes an unkeyed container `[dx, dy]`, and
/// `debugDescription` (which `print` uses) is `(dx, dy)`, both as in Apple's Swift overlay.
///
/// Source: Apple, CGVector reference; the Swift overlay's `CGVector` extensions.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with the given components (`CGVectorMake`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components given as `Double`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components given as `Int`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector {
        CGVector(dx: 0, dy: 0)
    }

    // MARK: Codable

    /// Decodes the unkeyed container `[dx, dy]` that Apple's overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes the vector as the unkeyed container `[dx, dy]`, as Apple's overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, for example `(1.0, 2.5)`, as Apple's overlay prints a vector.
    public var debugDescription: String {
        "(\(dx), \(dy))"
    }
}
