// CGPath and CGMutablePath: elements, arcs as curves, containment, bounds, transforms, bad input.
import CoreGraphics
import Testing

@Suite("CGPath")
struct CGPathTests {
    private func kinds(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    @Test("A rect path is a move, three lines and a close, and isRect recognises it")
    func rectPath() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(kinds(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
    }

    @Test("An ellipse is four cubic curves, and its tight bounds are the rect")
    func ellipse() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(kinds(path) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
    }

    @Test("boundingBox includes control points; boundingBoxOfPath does not")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(path.boundingBoxOfPath.height - 7.5) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test("contains honours the fill rule and the transform")
    func containment() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
        #expect(path.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test("A quarter arc counter-clockwise (y up) ends at the expected point")
    func arcs() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        #expect(kinds(path) == [.moveToPoint, .addCurveToPoint])
        // Clockwise from 0 to π/2 goes the long way: three quarters of the circle.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(kinds(long).filter { $0 == .addCurveToPoint }.count == 3)
        #expect(abs(long.boundingBoxOfPath.minY + 10) < 1e-6)
    }

    @Test("A tangent arc rounds a right-angle corner with the given radius")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        // Collinear points: a straight line to the corner.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 4)
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test("Rounded rects keep their corners inside the rect; oversize corners fail with a message")
    func roundedRect() async {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.3, y: 0.3)))
        #expect(path.boundingBoxOfPath.width - 20 < 1e-9)
        await #expect(processExitsWith: .failure) {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6, cornerHeight: 1, transform: nil)
        }
    }

    @Test("Quadratic curves, copies with a transform, equality and the empty path's current point")
    func copiesAndEquality() {
        let path = CGMutablePath()
        #expect(path.currentPoint == .zero)
        #expect(path.isEmpty)
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        path.closeSubpath()
        #expect(abs(path.boundingBoxOfPath.height - 5) < 1e-9)
        var shift = CGAffineTransform(translationX: 1, y: 2)
        let moved = path.copy(using: &shift)!
        #expect(moved.boundingBox == path.boundingBox.offsetBy(dx: 1, dy: 2))
        #expect(path.copy()! == path)
        #expect(moved != path)
    }

    @Test("addLine on an empty path starts it, as a move")
    func lineOnEmptyPath() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(kinds(path) == [.moveToPoint])
    }
}
