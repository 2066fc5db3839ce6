// NSValue(cgPoint:) and UIKit's other NSValue additions for geometry structs (UIGeometry.h), on Linux Foundation.

import CoreGraphics
import Foundation

/// A geometry struct that ``GeometryValueBox`` can hold: a plain struct of `CGFloat`s, so its bytes
/// are its value.
protocol GeometryValuePayload: Sendable {
    /// The Objective-C type encoding Apple's NSValue reports for this struct.
    static var objCTypeEncoding: StaticString { get }
    /// The value an accessor returns when the NSValue holds another type.
    static var mismatchValue: Self { get }
    /// NSValue's description: the struct's name and values, as Apple prints them.
    var valueDescription: String { get }
}

/// The NSValue that holds a UIKit geometry struct Linux Foundation cannot store.
///
/// Design (Linux): Foundation's `NSValue(bytes:objCType:)` stops with "cannot encode structs" for
/// any struct other than the few it knows, and NSValue is a class cluster whose concrete classes
/// are internal to Foundation. So:
///
/// - CGPoint, CGSize and CGRect go into Foundation's own values (`NSValue(point:)`, `(size:)`,
///   `(rect:)`): their objCType is Apple's (`{CGPoint=dd}`, ...), they archive, and
///   `NSValue(cgRect: r)` isEqual `NSValue(rect: r)`, as on macOS where the two are one type.
/// - CGVector, CGAffineTransform, UIEdgeInsets and UIOffset go into this internal subclass, which
///   holds the Swift value. Its objCType is the encoding Apple reports
///   (`{CGAffineTransform=dddddd}`, ...); `getValue(_:)` copies the struct's bytes; `isEqual(_:)`
///   and `hash` require the same struct type and compare bytes, as Apple's concrete NSValue does
///   (so -0.0 and 0.0 differ, and a NaN value equals itself). `copy()` returns the same immutable
///   object.
/// - Every accessor (`cgPointValue`, ...) reads through `objCType` and `getValue(_:)`, so it works
///   on either storage.
/// - Unsupported: archiving (`encode(with:)`) stops with a message naming the string form to
///   archive instead.
///
/// CATransform3D (QuartzCore, which UIKit sits on): when it lands, move this class and
/// ``GeometryValuePayload`` down to QuartzCore as `package` declarations, conform CATransform3D
/// with `{CATransform3D=dddddddddddddddd}`, and add `NSValue(caTransform3D:)` /
/// `caTransform3DValue` there, shaped like the members below.
final class GeometryValueBox<Payload: GeometryValuePayload>: NSValue, @unchecked Sendable {
    let payload: Payload

    init(_ payload: Payload) {
        self.payload = payload
        super.init()
    }

    /// Reads a payload from raw bytes laid out as the C struct; `type` must be the payload's encoding.
    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        precondition(
            String(cString: type) == Payload.objCTypeEncoding.description,
            "NSValue(bytes:objCType:): \(String(cString: type)) is not \(Payload.objCTypeEncoding)")
        var payload = Payload.mismatchValue
        withUnsafeMutableBytes(of: &payload) { destination in
            destination.copyMemory(from: UnsafeRawBufferPointer(start: value, count: destination.count))
        }
        self.init(payload)
    }

    /// Unsupported: these values do not unarchive (see ``encode(with:)``).
    required convenience init?(coder: NSCoder) {
        return nil
    }

    override var objCType: UnsafePointer<CChar> {
        UnsafeRawPointer(Payload.objCTypeEncoding.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    override func getValue(_ value: UnsafeMutableRawPointer) {
        withUnsafeBytes(of: payload) { source in
            value.copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GeometryValueBox<Payload> else { return false }
        return withUnsafeBytes(of: payload) { mine in
            withUnsafeBytes(of: other.payload) { theirs in mine.elementsEqual(theirs) }
        }
    }

    override var hash: Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(Payload.self))
        withUnsafeBytes(of: payload) { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    override var description: String {
        payload.valueDescription
    }

    /// Unsupported: archiving stops with a message, as Foundation's NSValue does for a struct it
    /// does not know. Archive the string form (`NSStringFromCGAffineTransform(_:)` and so on) instead.
    override func encode(with coder: NSCoder) {
        preconditionFailure(
            "NSValue.encode(with:): archiving an NSValue holding \(Payload.self) is unsupported "
                + "on Linux; archive its string form (NSStringFrom\(Payload.self)(_:)) instead")
    }
}

extension CGVector: GeometryValuePayload {
    static var objCTypeEncoding: StaticString { "{CGVector=dd}" }
    static var mismatchValue: CGVector { .zero }
    var valueDescription: String { "CGVector: " + NSStringFromCGVector(self) }
}

extension CGAffineTransform: GeometryValuePayload {
    static var objCTypeEncoding: StaticString { "{CGAffineTransform=dddddd}" }
    static var mismatchValue: CGAffineTransform { .identity }
    var valueDescription: String {
        let matrix = [a, b, c, d].map(geometryComponent).joined(separator: ", ")
        return "CGAffineTransform: {{\(matrix)}, \(NSStringFromCGPoint(CGPoint(x: tx, y: ty)))}"
    }
}

extension UIEdgeInsets: GeometryValuePayload {
    static var objCTypeEncoding: StaticString { "{UIEdgeInsets=dddd}" }
    static var mismatchValue: UIEdgeInsets { .zero }
    var valueDescription: String { "UIEdgeInsets: " + NSStringFromUIEdgeInsets(self) }
}

extension UIOffset: GeometryValuePayload {
    static var objCTypeEncoding: StaticString { "{UIOffset=dd}" }
    static var mismatchValue: UIOffset { .zero }
    var valueDescription: String { "UIOffset: " + NSStringFromUIOffset(self) }
}

/// Lets an NSValue convenience initializer hand back a ``GeometryValueBox`` (a subclass instance),
/// as Foundation's own class-cluster initializers do.
protocol GeometryValueFactory {}

extension GeometryValueFactory {
    init(geometryValue make: () -> Self) {
        self = make()
    }
}

extension NSValue: GeometryValueFactory {}

extension NSValue {
    /// Reads the struct of type `T` if this value holds one (its objCType is `encoding`), else
    /// returns `mismatch`.
    private func geometryValue<T>(encoding: StaticString, mismatch: T) -> T {
        guard String(cString: objCType) == encoding.description else { return mismatch }
        var result = mismatch
        withUnsafeMutableBytes(of: &result) { getValue($0.baseAddress!) }
        return result
    }

    /// Creates a value that holds a point; the same as Foundation's `NSValue(point:)`, with objCType
    /// `{CGPoint=dd}`.
    ///
    /// On Linux, points, sizes and rects use Foundation's storage and the other geometry structs an
    /// internal NSValue subclass (`GeometryValueBox`, whose documentation gives the design); both
    /// behave as Apple's NSValue for objCType, getValue(_:), isEqual(_:) and hash.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Creates a value that holds a size; the same as Foundation's `NSValue(size:)`, with objCType
    /// `{CGSize=dd}`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Creates a value that holds a rectangle, stored as given (not standardized); the same as
    /// Foundation's `NSValue(rect:)`, with objCType `{CGRect={CGPoint=dd}{CGSize=dd}}`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Creates a value that holds a vector, with objCType `{CGVector=dd}`.
    public convenience init(cgVector vector: CGVector) {
        self.init(geometryValue: { GeometryValueBox(vector) as! Self })
    }

    /// Creates a value that holds an affine transform, with objCType `{CGAffineTransform=dddddd}`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(geometryValue: { GeometryValueBox(transform) as! Self })
    }

    /// Creates a value that holds edge insets, with objCType `{UIEdgeInsets=dddd}`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(geometryValue: { GeometryValueBox(insets) as! Self })
    }

    /// Creates a value that holds an offset, with objCType `{UIOffset=dd}`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(geometryValue: { GeometryValueBox(offset) as! Self })
    }

    /// The point this value holds.
    ///
    /// Deviation: Apple reads whatever bytes the value holds; here a value of another type gives
    /// `CGPoint.zero`. The same holds for the other accessors (a transform gives `.identity`).
    public var cgPointValue: CGPoint {
        geometryValue(encoding: "{CGPoint=dd}", mismatch: CGPoint.zero)
    }

    /// The size this value holds, or `CGSize.zero` for a value of another type.
    public var cgSizeValue: CGSize {
        geometryValue(encoding: "{CGSize=dd}", mismatch: CGSize.zero)
    }

    /// The rectangle this value holds, as it was stored, or `CGRect.zero` for a value of another type.
    public var cgRectValue: CGRect {
        geometryValue(encoding: "{CGRect={CGPoint=dd}{CGSize=dd}}", mismatch: CGRect.zero)
    }

    /// The vector this value holds, or `CGVector.zero` for a value of another type.
    public var cgVectorValue: CGVector {
        geometryValue(encoding: CGVector.objCTypeEncoding, mismatch: CGVector.mismatchValue)
    }

    /// The affine transform this value holds, or `CGAffineTransform.identity` for a value of
    /// another type.
    public var cgAffineTransformValue: CGAffineTransform {
        geometryValue(encoding: CGAffineTransform.objCTypeEncoding, mismatch: CGAffineTransform.mismatchValue)
    }

    /// The edge insets this value holds, or `UIEdgeInsets.zero` for a value of another type.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        geometryValue(encoding: UIEdgeInsets.objCTypeEncoding, mismatch: UIEdgeInsets.mismatchValue)
    }

    /// The offset this value holds, or `UIOffset.zero` for a value of another type.
    public var uiOffsetValue: UIOffset {
        geometryValue(encoding: UIOffset.objCTypeEncoding, mismatch: UIOffset.mismatchValue)
    }
}
