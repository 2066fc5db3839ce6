// NSStringFromCGRect and friends, their parsers, and the NSCoder spellings Swift 4.2 renamed them to.

import CoreGraphics
import Foundation

// MARK: - Formatting

/// Formats one component as UIKit does: C's `%g`, so `1` not `1.0`, `1.5` stays `1.5`, at most six
/// significant digits (`1.0 / 3` is `0.333333`, `1234567` is `1.23457e+06`), `inf` and `nan`.
func geometryComponent(_ value: CGFloat) -> String {
    // UIKit: six significant digits; an iOS bug report quotes a parsed CGRect holding
    // 123.2112731933594 as "{{123.211, 0}, {0, 0}}" (openradar 12358120).
    String(format: "%g", Double(value))
}

private func geometryPair(_ first: CGFloat, _ second: CGFloat) -> String {
    "{\(geometryComponent(first)), \(geometryComponent(second))}"
}

/// Returns a string `{x, y}` for the point, for example `{1, 2.5}`.
///
/// Components print as C's `%g` does: integral values without a fraction, at most six significant
/// digits, exponent notation for large or tiny values. The string is not localized.
///
/// Source: Apple, `NSCoder.string(for:)` (`NSStringFromCGPoint`) reference.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    geometryPair(point.x, point.y)
}

/// Returns a string `{width, height}` for the size, for example `{320, 480}`; components print
/// as in ``NSStringFromCGPoint(_:)``.
public func NSStringFromCGSize(_ size: CGSize) -> String {
    geometryPair(size.width, size.height)
}

/// Returns a string `{{x, y}, {width, height}}` for the rectangle, for example
/// `{{0, 20}, {320, 460}}`, from its stored fields (not standardized); components print as in
/// ``NSStringFromCGPoint(_:)``.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// Returns a string `[a, b, c, d, tx, ty]` for the transform, for example `[1, 0, 0, 1, 0, 0]`
/// for the identity; components print as in ``NSStringFromCGPoint(_:)``.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    let components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    return "[" + components.map(geometryComponent).joined(separator: ", ") + "]"
}

/// Returns a string `{top, left, bottom, right}` for the insets, for example `{20, 0, 0, 0}`;
/// components print as in ``NSStringFromCGPoint(_:)``.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    let components = [insets.top, insets.left, insets.bottom, insets.right]
    return "{" + components.map(geometryComponent).joined(separator: ", ") + "}"
}

/// Returns a string `{horizontal, vertical}` for the offset; components print as in
/// ``NSStringFromCGPoint(_:)``.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String {
    geometryPair(offset.horizontal, offset.vertical)
}

/// Returns a string `{dx, dy}` for the vector; components print as in ``NSStringFromCGPoint(_:)``.
public func NSStringFromCGVector(_ vector: CGVector) -> String {
    geometryPair(vector.dx, vector.dy)
}

// MARK: - Parsing

/// Reads the first `count` numbers of `string`, in order, skipping any other characters, so
/// `{1, 2}`, `{1,2}`, `{ 1 ,2 }` and `1 2` all read as 1 and 2. Returns nil when the string holds
/// fewer than `count` numbers.
///
/// A number is an optional sign, decimal digits with an optional fraction and an optional exponent
/// (`-0.5`, `.5`, `9e3`), or `inf`, `infinity` or `nan` standing as a word (so that what
/// `%g` prints reads back).
private func scanGeometryNumbers(_ string: String, count: Int) -> [CGFloat]? {
    let bytes = Array(string.utf8)
    var numbers: [CGFloat] = []
    var index = 0
    while index < bytes.count && numbers.count < count {
        if let (value, end) = scanNumber(bytes, at: index) {
            numbers.append(CGFloat(value))
            index = end
        } else {
            index += 1
        }
    }
    return numbers.count == count ? numbers : nil
}

private func isASCIIDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

/// Scans one number starting exactly at `start`; returns its value and the index after it.
private func scanNumber(_ bytes: [UInt8], at start: Int) -> (Double, Int)? {
    var index = start
    if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
    }
    guard index < bytes.count else { return nil }

    if isASCIILetter(bytes[index]) {
        // `inf`, `infinity`, `nan`, as whole words only: "banana" holds no number.
        if start > 0 && isASCIILetter(bytes[start - 1]) { return nil }
        for word in ["infinity", "inf", "nan"] {
            let end = index + word.utf8.count
            guard end <= bytes.count else { continue }
            let candidate = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
            guard candidate == word else { continue }
            if end < bytes.count && isASCIILetter(bytes[end]) { continue }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            return Double(text).map { ($0, end) }
        }
        return nil
    }

    var digitCount = 0
    while index < bytes.count && isASCIIDigit(bytes[index]) {
        index += 1
        digitCount += 1
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        while index < bytes.count && isASCIIDigit(bytes[index]) {
            index += 1
            digitCount += 1
        }
    }
    guard digitCount > 0 else { return nil }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
        var exponentEnd = index + 1
        if exponentEnd < bytes.count
            && (bytes[exponentEnd] == UInt8(ascii: "+") || bytes[exponentEnd] == UInt8(ascii: "-"))
        {
            exponentEnd += 1
        }
        let exponentDigitsStart = exponentEnd
        while exponentEnd < bytes.count && isASCIIDigit(bytes[exponentEnd]) {
            exponentEnd += 1
        }
        if exponentEnd > exponentDigitsStart {
            index = exponentEnd
        }
    }
    // Double(_:) parses in the C locale whatever the process locale, as the strings are not localized.
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return Double(text).map { ($0, index) }
}

/// Returns the point in a string of the form `{x, y}`, such as ``NSStringFromCGPoint(_:)`` makes.
///
/// The numbers are read in order and anything between them is skipped, so spacing and brace style
/// do not matter. A string with fewer than two numbers is not well-formed and gives
/// `CGPoint.zero`, as Apple documents.
///
/// Source: Apple, `NSCoder.cgPoint(for:)` (`CGPointFromString`) reference.
public func CGPointFromString(_ string: String) -> CGPoint {
    guard let n = scanGeometryNumbers(string, count: 2) else { return .zero }
    return CGPoint(x: n[0], y: n[1])
}

/// Returns the size in a string of the form `{width, height}`; reads as
/// ``CGPointFromString(_:)`` does and gives `CGSize.zero` for a string that is not well-formed.
public func CGSizeFromString(_ string: String) -> CGSize {
    guard let n = scanGeometryNumbers(string, count: 2) else { return .zero }
    return CGSize(width: n[0], height: n[1])
}

/// Returns the rectangle in a string of the form `{{x, y}, {width, height}}`; reads as
/// ``CGPointFromString(_:)`` does and gives `CGRect.zero` for a string with fewer than four numbers.
public func CGRectFromString(_ string: String) -> CGRect {
    guard let n = scanGeometryNumbers(string, count: 4) else { return .zero }
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}

/// Returns the transform in a string of six numbers a, b, c, d, tx, ty: Apple documents the form
/// `{a, b, c, d, tx, ty}`, and ``NSStringFromCGAffineTransform(_:)`` writes `[a, b, c, d, tx, ty]`;
/// both read. A string with fewer than six numbers gives `CGAffineTransform.identity`, as Apple
/// documents.
///
/// Source: Apple, `NSCoder.cgAffineTransform(for:)` (`CGAffineTransformFromString`) reference.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    guard let n = scanGeometryNumbers(string, count: 6) else { return .identity }
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}

/// Returns the insets in a string of the form `{top, left, bottom, right}`; reads as
/// ``CGPointFromString(_:)`` does and gives `UIEdgeInsets.zero` for a string that is not well-formed.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    guard let n = scanGeometryNumbers(string, count: 4) else { return .zero }
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}

/// Returns the offset in a string of the form `{horizontal, vertical}`; reads as
/// ``CGPointFromString(_:)`` does and gives `UIOffset.zero` for a string that is not well-formed.
public func UIOffsetFromString(_ string: String) -> UIOffset {
    guard let n = scanGeometryNumbers(string, count: 2) else { return .zero }
    return UIOffset(horizontal: n[0], vertical: n[1])
}

/// Returns the vector in a string of the form `{dx, dy}`; reads as ``CGPointFromString(_:)`` does
/// and gives `CGVector.zero` for a string that is not well-formed.
public func CGVectorFromString(_ string: String) -> CGVector {
    guard let n = scanGeometryNumbers(string, count: 2) else { return .zero }
    return CGVector(dx: n[0], dy: n[1])
}

// MARK: - NSCoder spellings (Swift 4.2 and later)

extension NSCoder {
    /// The Swift 4.2 name of ``NSStringFromCGPoint(_:)``.
    public class func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    /// The Swift 4.2 name of ``NSStringFromCGSize(_:)``.
    public class func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    /// The Swift 4.2 name of ``NSStringFromCGRect(_:)``.
    public class func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
    /// The Swift 4.2 name of ``NSStringFromCGAffineTransform(_:)``.
    public class func string(for transform: CGAffineTransform) -> String {
        NSStringFromCGAffineTransform(transform)
    }
    /// The Swift 4.2 name of ``NSStringFromUIEdgeInsets(_:)``.
    public class func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
    /// The Swift 4.2 name of ``NSStringFromUIOffset(_:)``.
    public class func string(for offset: UIOffset) -> String { NSStringFromUIOffset(offset) }
    /// The Swift 4.2 name of ``NSStringFromCGVector(_:)``.
    public class func string(for vector: CGVector) -> String { NSStringFromCGVector(vector) }

    /// The Swift 4.2 name of ``CGPointFromString(_:)``.
    public class func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    /// The Swift 4.2 name of ``CGSizeFromString(_:)``.
    public class func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    /// The Swift 4.2 name of ``CGRectFromString(_:)``.
    public class func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    /// The Swift 4.2 name of ``CGAffineTransformFromString(_:)``.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        CGAffineTransformFromString(string)
    }
    /// The Swift 4.2 name of ``UIEdgeInsetsFromString(_:)``.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsetsFromString(string) }
    /// The Swift 4.2 name of ``UIOffsetFromString(_:)``.
    public class func uiOffset(for string: String) -> UIOffset { UIOffsetFromString(string) }
    /// The Swift 4.2 name of ``CGVectorFromString(_:)``.
    public class func cgVector(for string: String) -> CGVector { CGVectorFromString(string) }
}
