// CGVector: initializers, zero, equality and hashing, Codable and the printed form, as Apple's overlay has them.

import CoreGraphics
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test("init(dx:dy:) takes CGFloat, Double and Int, like CGPoint's initializers")
    func initializers() {
        let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        let fromDouble = CGVector(dx: Double(1.5), dy: Double(-2))
        #expect(fromCGFloat == fromDouble)
        #expect(fromCGFloat.dx == 1.5 && fromCGFloat.dy == -2)
        let fromInt = CGVector(dx: Int(3), dy: Int(4))
        #expect(fromInt.dx == 3 && fromInt.dy == 4)
    }

    @Test("zero and init() are the vector (0, 0)")
    func zero() {
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVector() == .zero)
    }

    @Test("Components are mutable")
    func mutableComponents() {
        var v = CGVector.zero
        v.dx = 7
        v.dy = -1
        #expect(v == CGVector(dx: 7, dy: -1))
    }

    @Test("Equality and hashing compare dx and dy")
    func equalityAndHashing() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1, dy: 2))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), .zero]).count == 2)
    }

    @Test("Codable writes the unkeyed array [dx, dy], as Apple's overlay does")
    func codableIsUnkeyedArray() throws {
        let v = CGVector(dx: 1.5, dy: -2)
        let data = try JSONEncoder().encode(v)
        #expect(try JSONDecoder().decode([Double].self, from: data) == [1.5, -2])
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == v)
    }

    @Test("print shows \"(1.0, 2.5)\": Apple's debugDescription")
    func printedForm() {
        let v = CGVector(dx: 1, dy: 2.5)
        #expect(v.debugDescription == "(1.0, 2.5)")
        #expect(String(describing: v) == "(1.0, 2.5)")
    }
}
