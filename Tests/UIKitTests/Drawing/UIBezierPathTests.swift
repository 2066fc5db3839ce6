// UIBezierPath: constructors, on-screen arc direction, bounds, containment, stroke settings, drawing.
import Testing
import UIKit

@Suite("UIBezierPath")
struct UIBezierPathTests {
    @Test("An arc with clockwise true goes clockwise on screen (y down): through the bottom")
    func arcDirection() {
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(clockwise.bounds.maxY - 10) < 1e-6 && abs(clockwise.bounds.minY) < 1e-6)
        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(counter.bounds.minY + 10) < 1e-6 && abs(counter.bounds.maxY) < 1e-6)
    }

    @Test("Rounded rect radii clamp to half the shorter side; an oversized radius makes a capsule")
    func roundedRectClamp() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 100)
        #expect(capsule.contains(CGPoint(x: 20, y: 5)))
        #expect(!capsule.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(capsule.contains(CGPoint(x: 5, y: 5)))
        #expect(abs(capsule.bounds.width - 40) < 1e-9 && abs(capsule.bounds.height - 10) < 1e-9)
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3)
        #expect(square.contains(CGPoint(x: 0.2, y: 0.2)))
    }

    @Test("byRoundingCorners rounds only the chosen corners")
    func someCorners() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
            byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 19.5)))
        #expect(!path.contains(CGPoint(x: 19.5, y: 19.5)))
    }

    @Test("Empty paths have null bounds; bounds exclude control points")
    func bounds() {
        #expect(UIBezierPath().isEmpty && UIBezierPath().bounds.isNull)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(abs(path.bounds.height - 5) < 1e-9)
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test("usesEvenOddFillRule changes containment and filling")
    func evenOdd() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        let image = render(CGSize(width: 10, height: 10)) { _ in
            UIColor.black.setFill(); path.fill()
        }
        #expect(Pixels(image)[5, 5][3] == 0 && Pixels(image)[1, 1][3] == 255)
    }

    @Test("Stroke settings: defaults, dash round trip, and a 4-pt line covers 4 pixels")
    func strokeSettings() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        var pattern: [CGFloat] = [4, 2]
        path.setLineDash(&pattern, count: 2, phase: 1)
        var count = 0, phase: CGFloat = 0
        var out = [CGFloat](repeating: 0, count: 2)
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == [4, 2] && count == 2 && phase == 1)

        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 10, y: 5))
        line.lineWidth = 4
        let image = render(CGSize(width: 10, height: 10)) { _ in
            UIColor.black.setStroke(); line.stroke()
        }
        let pixels = Pixels(image)
        #expect((3...6).allSatisfy { pixels[5, $0][3] == 255 })
        #expect(pixels[5, 2][3] == 0 && pixels[5, 7][3] == 0)
    }

    @Test("addClip confines later drawing; apply transforms; reversing keeps the shape")
    func clipTransformReverse() {
        let image = render(CGSize(width: 10, height: 10)) { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(Pixels(image)[2, 2][3] == 255 && Pixels(image)[7, 2][3] == 0)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        oval.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(abs(oval.bounds.minX - 5) < 1e-9)
        let reversed = oval.reversing()
        #expect(abs(reversed.bounds.minX - oval.bounds.minX) < 1e-9 && abs(reversed.bounds.width - oval.bounds.width) < 1e-9)
        #expect(reversed.contains(CGPoint(x: 10, y: 5)))
    }

    @Test("fill(with:alpha:) applies the alpha; drawing without a context does nothing")
    func blendAndAlpha() {
        let image = render(CGSize(width: 1, height: 1)) { _ in
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill(with: .normal, alpha: 0.5)
        }
        #expect(Pixels(image)[0, 0][3] == 128)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    }
}
