// UIEdgeInsets and UIOffset values, and CGRect.inset(by:) with UIKit's exact (unclamped) arithmetic.

import Testing
import UIKit

@Suite("UIEdgeInsets, CGRect.inset(by:) and UIOffset")
struct UIEdgeInsetsTests {
    // MARK: UIEdgeInsets

    @Test("init(top:left:bottom:right:) stores the four values in Apple's order")
    func memberwise() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    }

    @Test("zero and init() are all-zero insets")
    func zero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
    }

    @Test("Equality and hashing compare all four values")
    func equalityAndHashing() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
        #expect(Set([insets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), .zero]).count == 2)
    }

    @Test("Codable writes the unkeyed array [top, left, bottom, right], as Apple's overlay does")
    func codable() throws {
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 44, right: 0.5)
        let data = try JSONEncoder().encode(insets)
        #expect(try JSONDecoder().decode([Double].self, from: data) == [20, 0, 44, 0.5])
        #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: data) == insets)
    }

    // MARK: CGRect.inset(by:)

    @Test("inset(by:) moves the origin by (left, top) and shrinks the size by (left + right, top + bottom)")
    func insetShrinks() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            .inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 5, right: 15))
        #expect(r.origin == CGPoint(x: 20, y: 10))
        #expect(r.size == CGSize(width: 65, height: 35))
    }

    @Test("Negative insets grow the rect")
    func negativeInsetsGrow() {
        let r = CGRect(x: 20, y: 50, width: 100, height: 80)
            .inset(by: UIEdgeInsets(top: -3, left: -4, bottom: -5, right: -6))
        #expect(r.origin == CGPoint(x: 16, y: 47))
        #expect(r.size == CGSize(width: 110, height: 88))
    }

    @Test("Zero insets return the rect unchanged")
    func zeroInsets() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.inset(by: .zero) == r)
    }

    @Test("Insets larger than the rect give a negative stored size, unclamped (UIEdgeInsetsInsetRect)")
    func insetsLargerThanRect() {
        // UIGeometry.h: origin += (left, top); size -= (left + right, top + bottom); nothing else.
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            .inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(r.origin == CGPoint(x: 8, y: 8))
        #expect(r.size == CGSize(width: -6, height: -6))
        // Core Graphics reads such a rect standardized: it is 6 wide, from x = 2, and not empty.
        #expect(r.width == 6 && r.minX == 2 && r.maxX == 8)
        #expect(!r.isEmpty)
    }

    @Test("inset(by:) works on the stored fields: a negative-size rect is not standardized first")
    func insetDoesNotStandardize() {
        let r = CGRect(x: 10, y: 10, width: -10, height: -10)
            .inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(r.origin == CGPoint(x: 11, y: 11))
        #expect(r.size == CGSize(width: -12, height: -12))
    }

    // MARK: UIOffset

    @Test("UIOffset stores horizontal and vertical; zero and init() are (0, 0)")
    func offsetValues() {
        let offset = UIOffset(horizontal: 3, vertical: -4.5)
        #expect(offset.horizontal == 3 && offset.vertical == -4.5)
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset() == .zero)
    }

    @Test("UIOffset equality, hashing and Codable ([horizontal, vertical])")
    func offsetEqualityAndCodable() throws {
        let offset = UIOffset(horizontal: 3, vertical: -4.5)
        #expect(offset != UIOffset(horizontal: -4.5, vertical: 3))
        #expect(Set([offset, UIOffset(horizontal: 3, vertical: -4.5)]).count == 1)
        let data = try JSONEncoder().encode(offset)
        #expect(try JSONDecoder().decode([Double].self, from: data) == [3, -4.5])
        #expect(try JSONDecoder().decode(UIOffset.self, from: data) == offset)
    }
}
