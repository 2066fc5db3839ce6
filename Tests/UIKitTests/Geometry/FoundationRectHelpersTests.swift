// Foundation's own CGRect helpers and the CF type names, called through `import UIKit` alone: Apple's results, no ambiguity.

import Testing
import UIKit  // No `import Foundation`: everything here must resolve through UIKit's re-exports, once.

@Suite("Foundation's CGRect helpers through import UIKit")
struct FoundationRectHelpersTests {
    private let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

    // MARK: divided(atDistance:from:)

    @Test("divided from minXEdge: a 10-wide slice on the left, the rest to its right")
    func dividedMinX() {
        let (slice, remainder) = rect.divided(atDistance: 10, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 10, height: 40))
        #expect(remainder == CGRect(x: 20, y: 20, width: 20, height: 40))
    }

    @Test("divided from maxXEdge: the slice on the right, the remainder keeps the origin")
    func dividedMaxX() {
        let (slice, remainder) = rect.divided(atDistance: 10, from: .maxXEdge)
        #expect(slice == CGRect(x: 30, y: 20, width: 10, height: 40))
        #expect(remainder == CGRect(x: 10, y: 20, width: 20, height: 40))
    }

    @Test("divided from minYEdge and maxYEdge slices horizontally")
    func dividedY() {
        let top = rect.divided(atDistance: 10, from: .minYEdge)
        #expect(top.slice == CGRect(x: 10, y: 20, width: 30, height: 10))
        #expect(top.remainder == CGRect(x: 10, y: 30, width: 30, height: 30))
        let bottom = rect.divided(atDistance: 10, from: .maxYEdge)
        #expect(bottom.slice == CGRect(x: 10, y: 50, width: 30, height: 10))
        #expect(bottom.remainder == CGRect(x: 10, y: 20, width: 30, height: 30))
    }

    @Test("divided by more than the width: the slice is the whole rect, the remainder is empty at the far edge")
    func dividedBeyondWidth() {
        let (slice, remainder) = rect.divided(atDistance: 100, from: .minXEdge)
        #expect(slice == rect)
        #expect(remainder.origin == CGPoint(x: 40, y: 20))
        #expect(remainder.size == CGSize(width: 0, height: 40))
    }

    @Test("divided by a negative distance: an empty slice, the whole rect as remainder")
    func dividedNegative() {
        let (slice, remainder) = rect.divided(atDistance: -5, from: .minXEdge)
        #expect(slice.origin == CGPoint(x: 10, y: 20) && slice.size == CGSize(width: 0, height: 40))
        #expect(remainder == rect)
    }

    @Test("divided standardizes a negative-size rect first")
    func dividedStandardizes() {
        let (slice, remainder) = CGRect(x: 10, y: 20, width: -30, height: 40).divided(atDistance: 10, from: .minXEdge)
        #expect(slice == CGRect(x: -20, y: 20, width: 10, height: 40))
        #expect(remainder == CGRect(x: -10, y: 20, width: 20, height: 40))
    }

    // MARK: integral, standardized

    @Test("integral of {{0.5, 0.5}, {1, 1}} is {{0, 0}, {2, 2}}: the smallest integral rect containing it")
    func integralFractional() {
        let r = CGRect(x: 0.5, y: 0.5, width: 1, height: 1).integral
        #expect(r.origin == CGPoint(x: 0, y: 0) && r.size == CGSize(width: 2, height: 2))
        let s = CGRect(x: 1.9, y: 1.9, width: 10.1, height: 10.2).integral
        #expect(s.origin == CGPoint(x: 1, y: 1) && s.size == CGSize(width: 11, height: 12))
    }

    @Test("integral standardizes first, and leaves the null rect null")
    func integralNegativeAndNull() {
        let r = CGRect(x: 1.9, y: 1.9, width: -10.1, height: -10.2).integral
        #expect(r.origin == CGPoint(x: -9, y: -9) && r.size == CGSize(width: 11, height: 11))
        #expect(CGRect.null.integral.isNull)
    }

    @Test("standardized turns a negative size positive and moves the origin to the min corner")
    func standardized() {
        let r = CGRect(x: 10, y: 20, width: -5, height: -10).standardized
        #expect(r.origin == CGPoint(x: 5, y: 10) && r.size == CGSize(width: 5, height: 10))
        let positive = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(positive.standardized.origin == positive.origin && positive.standardized.size == positive.size)
    }

    // MARK: insetBy, offsetBy

    @Test("insetBy shrinks both sides: {{0, 0}, {100, 100}} by (10, 20) is {{10, 20}, {80, 60}}")
    func insetBy() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: 10, dy: 20)
        #expect(r.origin == CGPoint(x: 10, y: 20) && r.size == CGSize(width: 80, height: 60))
        let grown = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: -5, dy: -5)
        #expect(grown.origin == CGPoint(x: -5, y: -5) && grown.size == CGSize(width: 20, height: 20))
    }

    @Test("insetBy past a negative width gives the null rect (Apple: CGRectInset)")
    func insetByTooMuchIsNull() {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 1).isNull)
    }

    @Test("insetBy standardizes first")
    func insetByStandardizes() {
        let r = CGRect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 1)
        #expect(r.origin == CGPoint(x: 1, y: 1) && r.size == CGSize(width: 8, height: 8))
    }

    @Test("offsetBy moves the origin; the null rect stays null")
    func offsetBy() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
        #expect(r.origin == CGPoint(x: 11, y: 0) && r.size == CGSize(width: 3, height: 4))
        #expect(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    // MARK: union, intersection, intersects, contains

    @Test("union is the smallest rect containing both; union with null is the other rect")
    func union() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.union(CGRect(x: 5, y: 5, width: 10, height: 10)) == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.union(.null) == a)
        #expect(CGRect.null.union(a) == a)
        #expect(CGRect.null.union(.null).isNull)
    }

    @Test("intersection of overlapping rects is their common area; of disjoint rects, the null rect")
    func intersection() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(CGRect(x: 5, y: 5, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(CGRect(x: 20, y: 20, width: 5, height: 5)).isNull)
        #expect(a.intersection(.null).isNull)
        #expect(a.intersection(.infinite) == a)
    }

    @Test("intersects is true for overlapping rects, false for disjoint ones and for null")
    func intersects() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(CGRect(x: 20, y: 20, width: 5, height: 5)))
        #expect(!a.intersects(.null))
        #expect(a.intersects(.infinite))
    }

    @Test("contains(point) includes the min edges and excludes the max edges")
    func containsPoint() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(CGPoint(x: 0, y: 0)))
        #expect(a.contains(CGPoint(x: 5, y: 5)))
        #expect(a.contains(CGPoint(x: 9.999, y: 9.999)))
        #expect(!a.contains(CGPoint(x: 10, y: 10)))
        #expect(!a.contains(CGPoint(x: 5, y: 10)))
        #expect(!CGRect.null.contains(CGPoint.zero))
    }

    @Test("contains(rect) is true for a rect inside (itself included), false for one sticking out")
    func containsRect() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(a))
        #expect(a.contains(CGRect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!a.contains(CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(CGRect.infinite.contains(a))
    }

    // MARK: Computed geometry

    @Test("minX/midX/maxX/minY/midY/maxY of {{10, 20}, {30, 40}}")
    func edgesAndMidpoints() {
        #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.width == 30 && rect.height == 40)
    }

    @Test("A negative-size rect reads standardized: width and height are positive, minX < maxX")
    func negativeSizeReadsStandardized() {
        let r = CGRect(x: 10, y: 20, width: -4, height: -8)
        #expect(r.width == 4 && r.height == 8)
        #expect(r.size.width == -4 && r.size.height == -8)
        #expect(r.minX == 6 && r.midX == 8 && r.maxX == 10)
        #expect(r.minY == 12 && r.midY == 16 && r.maxY == 20)
    }

    @Test("isEmpty is true for a zero width or height and for null, false for the infinite rect")
    func isEmpty() {
        #expect(CGRect.zero.isEmpty)
        #expect(CGRect(x: 1, y: 1, width: 0, height: 5).isEmpty)
        #expect(!CGRect(x: 1, y: 1, width: 2, height: 3).isEmpty)
        #expect(CGRect.null.isEmpty)
        #expect(!CGRect.infinite.isEmpty)
    }

    @Test(".null is {{inf, inf}, {0, 0}}: isNull, not isInfinite")
    func nullRect() {
        #expect(CGRect.null.isNull)
        #expect(!CGRect.null.isInfinite)
        #expect(CGRect.null.origin.x == .infinity && CGRect.null.origin.y == .infinity)
        #expect(CGRect.null.size == CGSize.zero)
        #expect(!CGRect.zero.isNull)
    }

    @Test(".infinite spans the whole finite plane: isInfinite, not null")
    func infiniteRect() {
        #expect(CGRect.infinite.isInfinite)
        #expect(!CGRect.infinite.isNull)
        #expect(CGRect.infinite.size.width == .greatestFiniteMagnitude)
        #expect(CGRect.infinite.origin.x == -CGFloat.greatestFiniteMagnitude / 2)
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).isInfinite)
    }

    @Test("CGRectEdge has Apple's four cases with raw values 0 to 3")
    func rectEdge() {
        #expect(CGRectEdge.minXEdge.rawValue == 0)
        #expect(CGRectEdge.minYEdge.rawValue == 1)
        #expect(CGRectEdge.maxXEdge.rawValue == 2)
        #expect(CGRectEdge.maxYEdge.rawValue == 3)
    }

    @Test("CGRect's == compares standardized rects")
    func equality() {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10) == CGRect(x: 10, y: 10, width: -10, height: -10))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10) != CGRect(x: 0, y: 0, width: 10, height: 11))
    }
}

@Suite("Core Foundation type names through import UIKit")
struct CFTypeNamesTests {
    @Test("iOS casts such as `[1, 2] as CFArray` and `\"s\" as CFString` compile and keep their contents")
    func bridgingCasts() {
        let array = [1, 2] as CFArray
        #expect(array.count == 2)
        let string = "name" as CFString
        #expect(string.length == 4)
        let dictionary = ["key": 1] as CFDictionary
        #expect(dictionary.count == 1)
        let data = Data([1, 2, 3]) as CFData
        #expect(data.length == 3)
    }

    @Test("CFTimeInterval is Double")
    func timeInterval() {
        let interval: CFTimeInterval = 0.25
        let seconds: Double = interval
        #expect(seconds == 0.25)
    }
}
