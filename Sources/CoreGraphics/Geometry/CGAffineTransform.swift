// CGAffineTransform: Core Graphics' 2D affine matrix, with Apple's Swift API and concatenation order.

import Foundation

/// An affine transformation matrix for 2D drawing.
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// and points are row vectors: a point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
/// Concatenation follows the same convention, so `t1.concatenating(t2)` applies `t1` first, then `t2`.
///
/// `CGAffineTransform()` is the zero matrix, as Apple's imported C struct is; use ``identity``
/// for "no transform". Equality compares the six components exactly (`CGAffineTransformEqualToTransform`).
/// `Codable` writes an unkeyed container `[a, b, c, d, tx, ty]`, like Apple's overlay.
///
/// Source: Apple, CGAffineTransform reference and CGAffineTransform.h; the Swift overlay's
/// `CGAffineTransform.identity` and `Codable` conformance.
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
    /// The entry at position [1,1] in the matrix: horizontal scale (and rotation).
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix: vertical shear (and rotation).
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix: horizontal shear (and rotation).
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix: vertical scale (and rotation).
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix: horizontal translation.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix: vertical translation.
    public var ty: CGFloat

    /// Creates the zero matrix (every component 0), as Apple's `CGAffineTransform()` does.
    ///
    /// This is not the identity: a zero matrix maps every point to the origin and cannot be inverted.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix components, in the order a, b, c, d, tx, ty
    /// (`CGAffineTransformMake`).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform: `[1, 0, 0, 1, 0, 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform that translates by `(tx, ty)`: `[1, 0, 0, 1, tx, ty]`
    /// (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `(sx, sy)`: `[sx, 0, 0, sy, 0, 0]`
    /// (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians: `[cos, sin, -sin, cos, 0, 0]`
    /// (`CGAffineTransformMakeRotation`).
    ///
    /// In UIKit's flipped coordinates (y down) a positive angle turns clockwise on screen; in
    /// Core Graphics' unflipped coordinates it turns counterclockwise. The components come from
    /// `cos` and `sin` unrounded, so a quarter turn leaves `a` and `d` at about 6.1e-17, not 0.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform equals ``identity`` exactly (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool {
        self == .identity
    }

    /// Returns `self` followed by `t2`: the matrix product `self × t2`
    /// (`CGAffineTransformConcat(self, t2)`).
    ///
    /// Applying the result to a point equals applying `self`, then `t2`. Concatenation is not
    /// commutative.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns the inverse of the transform (`CGAffineTransformInvert`).
    ///
    /// A transform whose determinant `a*d - b*c` is 0 (for instance a scale by 0) cannot be
    /// inverted: Apple returns it unchanged, and so does this method.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        // UIKit: CGAffineTransformInvert returns a singular matrix unchanged (Apple's reference).
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }

    /// Returns a transform that translates by `(tx, ty)` and then applies `self`
    /// (`CGAffineTransformTranslate`).
    ///
    /// Equal to `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`: the translation
    /// happens in the transform's own (already scaled or rotated) coordinate space.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` and then applies `self`
    /// (`CGAffineTransformScale`).
    ///
    /// Equal to `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`; the translation
    /// components are unchanged.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians and then applies `self`
    /// (`CGAffineTransformRotate`).
    ///
    /// Equal to `CGAffineTransform(rotationAngle: angle).concatenating(self)`; the translation
    /// components are unchanged.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    // MARK: Codable

    /// Decodes the unkeyed container `[a, b, c, d, tx, ty]` that Apple's overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the transform as the unkeyed container `[a, b, c, d, tx, ty]`, as Apple's overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}

extension CGAffineTransform: CustomStringConvertible, CustomDebugStringConvertible {
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`: what `print` shows
    /// for Apple's struct.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }

    /// The same text as ``description``.
    public var debugDescription: String {
        description
    }
}
