// NSValue(cgPoint:) and the other UIKit geometry NSValues: round trips, Apple's objCType, isEqual/hash, mismatched reads.

import Testing
import UIKit

@Suite("NSValue geometry additions")
struct NSValueGeometryTests {
    @Test("Every geometry type round-trips through its initializer and accessor")
    func roundTrips() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: -2)).cgPointValue == CGPoint(x: 1, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4.5)).cgSizeValue == CGSize(width: 3, height: 4.5))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(cgVector: CGVector(dx: -1, dy: 0.5)).cgVectorValue == CGVector(dx: -1, dy: 0.5))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: -8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: -8))
    }

    @Test("A rect comes back as stored: a negative size is not standardized")
    func rectKeepsStoredFields() {
        let rect = NSValue(cgRect: CGRect(x: 10, y: 10, width: -10, height: -5)).cgRectValue
        #expect(rect.origin == CGPoint(x: 10, y: 10))
        #expect(rect.size == CGSize(width: -10, height: -5))
    }

    @Test("objCType is Apple's type encoding for each struct")
    func objCTypes() {
        func encoding(_ value: NSValue) -> String { String(cString: value.objCType) }
        #expect(encoding(NSValue(cgPoint: .zero)) == "{CGPoint=dd}")
        #expect(encoding(NSValue(cgSize: .zero)) == "{CGSize=dd}")
        #expect(encoding(NSValue(cgRect: .zero)) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(encoding(NSValue(cgVector: .zero)) == "{CGVector=dd}")
        #expect(encoding(NSValue(cgAffineTransform: .identity)) == "{CGAffineTransform=dddddd}")
        #expect(encoding(NSValue(uiEdgeInsets: .zero)) == "{UIEdgeInsets=dddd}")
        #expect(encoding(NSValue(uiOffset: .zero)) == "{UIOffset=dd}")
    }

    @Test("getValue(_:) copies the struct's bytes, as with any NSValue")
    func getValueCopiesBytes() {
        var transform = CGAffineTransform()
        NSValue(cgAffineTransform: CGAffineTransform(translationX: 3, y: 4)).getValue(&transform)
        #expect(transform == CGAffineTransform(translationX: 3, y: 4))
        var point = CGPoint.zero
        NSValue(cgPoint: CGPoint(x: 5, y: 6)).getValue(&point)
        #expect(point == CGPoint(x: 5, y: 6))
    }

    @Test("Values holding equal structs are isEqual, == and hash alike; different ones are not")
    func equalityAndHash() {
        let a = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2))
        let b = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(a.isEqual(b) && a == b && a.hash == b.hash)
        #expect(!a.isEqual(NSValue(cgAffineTransform: .identity)))
        #expect(NSValue(uiEdgeInsets: .zero) == NSValue(uiEdgeInsets: UIEdgeInsets()))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)) == NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) != NSValue(cgPoint: CGPoint(x: 2, y: 1)))
    }

    @Test("Values of different struct types are never equal, even with the same numbers")
    func differentTypesDiffer() {
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)) != NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) != NSValue(cgVector: CGVector(dx: 1, dy: 2)))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)) != NSValue(cgPoint: CGPoint(x: 1, y: 2)))
    }

    @Test("NSValue(cgPoint:), (cgSize:) and (cgRect:) are Foundation's point, size and rect values")
    func interoperatesWithFoundation() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(point: CGPoint(x: 1, y: 2)))
        #expect(NSValue(cgSize: CGSize(width: 1, height: 2)) == NSValue(size: CGSize(width: 1, height: 2)))
        #expect(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Equality compares bytes, as Apple's NSValue does: -0 and 0 differ, NaN equals itself")
    func bytewiseEquality() {
        #expect(NSValue(cgVector: CGVector(dx: 0, dy: 0)) != NSValue(cgVector: CGVector(dx: -0.0, dy: 0)))
        let nan = NSValue(uiOffset: UIOffset(horizontal: .nan, vertical: 0))
        #expect(nan.isEqual(nan))
    }

    @Test("Values work as Set members and dictionary keys")
    func hashableCollections() {
        let values: Set<NSValue> = [
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)),
            NSValue(cgPoint: CGPoint(x: 1, y: 2)),
        ]
        #expect(values.count == 3)
        #expect(values.contains(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2))))
    }

    @Test("Reading a value as another type gives .zero, or .identity for a transform (a deviation)")
    func mismatchedAccessors() {
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).cgAffineTransformValue == .identity)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPointValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).uiOffsetValue == .zero)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).cgVectorValue == .zero)
        #expect(NSValue(cgAffineTransform: .identity).uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgSize: CGSize(width: 1, height: 1)).cgRectValue == .zero)
        #expect(NSValue(cgVector: .zero).cgSizeValue == .zero)
    }

    @Test("A copy is an equal value")
    func copying() {
        let value = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let copy = value.copy() as? NSValue
        #expect(copy == value)
        #expect(copy?.uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("description names the struct and its values")
    func descriptions() {
        #expect(
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).description
                == "UIEdgeInsets: {1, 2, 3, 4}")
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).description == "UIOffset: {1, 2}")
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).description == "CGVector: {1, 2}")
        #expect(
            NSValue(cgAffineTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)).description
                == "CGAffineTransform: {{1, 0, 0, 1}, {5, 6}}")
    }
}
