// CAShapeLayer: defaults, key-value access, change notification, fill and stroke pixels, partial strokes.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("CAShapeLayer")
struct CAShapeLayerTests {
    private let red = [255, 0, 0, 255]

    /// A shape layer filling a canvas of `size`, stroking `path` in opaque red without fill.
    private func strokeLayer(_ path: CGPath, size: CGSize, lineWidth: CGFloat = 4) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = UIColor.red.cgColor
        layer.lineWidth = lineWidth
        return layer
    }

    private func line(from a: CGPoint, to b: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    @Test("Defaults are Core Animation's: black fill, no stroke, 1-point butt-capped mitered line, whole path")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor?.components == [0, 1])
        #expect(layer.fillRule == .nonZero && layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerLineCap.round.rawValue == "round")
    }

    @Test("Every shape property is reachable by key; enumerations take raw strings; wrong types change nothing")
    func keyValue() {
        let layer = CAShapeLayer()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.setValue(path, forKey: "path")
        layer.setValue(0.25, forKey: "strokeStart")
        layer.setValue(NSNumber(value: 0.5), forKey: "strokeEnd")
        layer.setValue(3, forKey: "lineWidth")
        layer.setValue("round", forKey: "lineCap")
        layer.setValue(CAShapeLayerLineJoin.bevel, forKey: "lineJoin")
        layer.setValue("even-odd", forKey: "fillRule")
        layer.setValue([2, 1], forKey: "lineDashPattern")
        layer.setValue(UIColor.red.cgColor, forKey: "strokeColor")
        layer.setValue(nil, forKey: "fillColor")
        #expect(layer.path === path && layer.strokeStart == 0.25 && layer.strokeEnd == 0.5 && layer.lineWidth == 3)
        #expect(layer.lineCap == .round && layer.lineJoin == .bevel && layer.fillRule == .evenOdd)
        #expect(layer.lineDashPattern == [2, 1] && layer.fillColor == nil && layer.strokeColor == UIColor.red.cgColor)
        #expect(layer.value(forKey: "strokeEnd") as? CGFloat == 0.5)
        #expect(layer.value(forKey: "lineCap") as? CAShapeLayerLineCap == .round)
        #expect(layer.value(forKeyPath: "lineWidth") as? CGFloat == 3)
        layer.setValue("wide", forKey: "lineWidth")
        #expect(layer.lineWidth == 3)
        // CALayer's own keys and custom keys still work through the subclass.
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(7, forKey: "customKey")
        #expect(layer.position == CGPoint(x: 5, y: 6) && layer.value(forKey: "customKey") as? Int == 7)
    }

    @Test("Changing a shape property runs its action, as CALayer properties do")
    func changesRunActions() {
        let layer = CAShapeLayer()
        let recorder = ActionRecorder()
        layer.actions = ["strokeEnd": recorder, "path": recorder, "fillColor": recorder, "lineWidth": recorder]
        layer.strokeEnd = 0.5
        layer.strokeEnd = 0.5  // Unchanged: no action.
        layer.path = CGPath(rect: .zero, transform: nil)
        layer.fillColor = UIColor.red.cgColor
        layer.lineWidth = 2
        #expect(recorder.events == ["strokeEnd", "path", "fillColor", "lineWidth"])
    }

    @Test("The stroke colour lies where the path is, centred on it, lineWidth wide")
    func strokePixels() {
        let layer = strokeLayer(line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 40, y: 10)), size: CGSize(width: 40, height: 20))
        let image = renderLayer(layer, size: CGSize(width: 40, height: 20))
        #expect(image.pixel(20, 8, is: red) && image.pixel(20, 11, is: red))
        #expect(image.isClear(20, 7) && image.isClear(20, 12) && image.isClear(20, 2))
        #expect(image.coveredPixels(inColumn: 20) == 4)
    }

    @Test("strokeEnd 0.5 of a line covers its first half; strokeStart 0.5 its second half")
    func halfLine() {
        let path = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 40, y: 10))
        let size = CGSize(width: 40, height: 20)
        let first = strokeLayer(path, size: size)
        first.strokeEnd = 0.5
        let firstImage = renderLayer(first, size: size)
        #expect(firstImage.coveredPixels(inRow: 10) == 20)
        #expect(firstImage.pixel(19, 10, is: red) && firstImage.isClear(20, 10))
        let second = strokeLayer(path, size: size)
        second.strokeStart = 0.5
        let secondImage = renderLayer(second, size: size)
        #expect(secondImage.coveredPixels(inRow: 10) == 20)
        #expect(secondImage.isClear(19, 10) && secondImage.pixel(20, 10, is: red))
    }

    @Test("strokeStart not below strokeEnd strokes nothing; out-of-range and NaN fractions are clamped")
    func emptyAndClampedRanges() {
        let path = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 40, y: 10))
        let size = CGSize(width: 40, height: 20)
        let empty = strokeLayer(path, size: size)
        empty.strokeStart = 0.6
        empty.strokeEnd = 0.4
        #expect(renderLayer(empty, size: size).coveredPixels(inRow: 10) == 0)
        let clamped = strokeLayer(path, size: size)
        clamped.strokeStart = -1
        clamped.strokeEnd = .nan
        #expect(renderLayer(clamped, size: size).coveredPixels(inRow: 10) == 40)
    }

    @Test("A closed rectangle stroked to 0.5 covers its first two sides, the closing side counting in the length")
    func closedPathHalf() {
        let size = CGSize(width: 40, height: 40)
        let layer = strokeLayer(CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), size: size, lineWidth: 2)
        layer.strokeEnd = 0.5
        let image = renderLayer(layer, size: size)
        // The rectangle runs top (left to right), right (down), bottom (right to left), left (up, closing).
        #expect(image.pixel(20, 9, is: red) && image.pixel(30, 20, is: red))
        #expect(image.isClear(20, 30) && image.isClear(9, 20))
        let closing = strokeLayer(CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), size: size, lineWidth: 2)
        closing.strokeStart = 0.75
        let closingImage = renderLayer(closing, size: size)
        #expect(closingImage.pixel(9, 20, is: red) && closingImage.isClear(20, 9) && closingImage.isClear(20, 30))
    }

    @Test("strokeStart and strokeEnd measure all subpaths together, in order")
    func multipleSubpaths() {
        let size = CGSize(width: 40, height: 30)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10)); path.addLine(to: CGPoint(x: 40, y: 10))
        path.move(to: CGPoint(x: 0, y: 20)); path.addLine(to: CGPoint(x: 40, y: 20))
        let layer = strokeLayer(path, size: size, lineWidth: 2)
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let image = renderLayer(layer, size: size)
        // A quarter of 80 points is 20: the first line from x = 20, the second up to x = 20.
        #expect(image.coveredPixels(inRow: 10) == 20 && image.pixel(30, 10, is: red) && image.isClear(10, 10))
        #expect(image.coveredPixels(inRow: 20) == 20 && image.pixel(10, 20, is: red) && image.isClear(30, 20))
    }

    @Test("A quarter of a circle's length is a quarter of its arc, measured along the curve")
    func curveLength() {
        let size = CGSize(width: 60, height: 60)
        let circle = CGMutablePath()
        // Clockwise on screen from 3 o'clock (y down): a quarter ends at 6 o'clock.
        circle.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let layer = strokeLayer(circle, size: size, lineWidth: 2)
        layer.strokeEnd = 0.25
        let image = renderLayer(layer, size: size)
        #expect(image.pixel(44, 44, is: red, tolerance: 60))  // 45°, inside the quarter
        #expect(image.pixel(31, 50, is: red, tolerance: 60))  // just before 90°
        #expect(image.isClear(26, 49) && image.isClear(16, 44) && image.isClear(44, 16))
    }

    @Test("Non-zero fills the centre of two same-direction rectangles; even-odd leaves a hole")
    func fillRules() {
        let size = CGSize(width: 30, height: 30)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = path
        layer.fillColor = UIColor.blue.cgColor
        #expect(renderLayer(layer, size: size).pixel(15, 15, is: [0, 0, 255, 255]))
        layer.fillRule = .evenOdd
        let image = renderLayer(layer, size: size)
        #expect(image.isClear(15, 15) && image.pixel(5, 5, is: [0, 0, 255, 255]))
    }

    @Test("The shape lies above the background and contents and below the sublayers; the stroke above the fill")
    func drawingOrder() {
        let size = CGSize(width: 30, height: 10)
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.backgroundColor = UIColor.blue.cgColor
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        layer.fillColor = UIColor.red.cgColor
        layer.strokeColor = UIColor.black.cgColor
        layer.lineWidth = 2
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 10, y: 0, width: 5, height: 10)
        sublayer.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(sublayer)
        let image = renderLayer(layer, size: size)
        #expect(image.pixel(5, 5, is: red) && image.pixel(25, 5, is: [0, 0, 255, 255]))
        #expect(image.pixel(12, 5, is: [0, 255, 0, 255]) && image.pixel(5, 0, is: [0, 0, 0, 255]))
    }

    @Test("Dashes, caps, joins, fill rules and partial strokes, at scale 2")
    func shapes() {
        let size = CGSize(width: 220, height: 90)
        let canvas = CALayer()
        canvas.frame = CGRect(origin: .zero, size: size)

        // A five-pointed star, even-odd (hollow centre), stroked with round joins.
        let star = CAShapeLayer()
        star.frame = CGRect(x: 10, y: 10, width: 70, height: 70)
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 35 + 32 * cos(angle), y: 36 + 32 * sin(angle))
        }
        let starPath = CGMutablePath()
        starPath.addLines(between: points)
        starPath.closeSubpath()
        star.path = starPath
        star.fillRule = .evenOdd
        star.fillColor = UIColor.systemYellow.cgColor
        star.strokeColor = UIColor.systemOrange.cgColor
        star.lineWidth = 3
        star.lineJoin = .round
        canvas.addSublayer(star)

        // A progress ring: 70% of a circle from 12 o'clock, with round caps, over a faint track.
        let ringPath = CGMutablePath()
        ringPath.addArc(center: CGPoint(x: 35, y: 35), radius: 28, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        let track = CAShapeLayer()
        track.frame = CGRect(x: 80, y: 10, width: 70, height: 70)
        track.path = ringPath
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        track.lineWidth = 8
        canvas.addSublayer(track)
        let ring = CAShapeLayer()
        ring.frame = track.frame
        ring.path = ringPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        canvas.addSublayer(ring)

        // A dashed rounded rectangle with square caps, and a mitered zigzag.
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 155, y: 10, width: 55, height: 40)
        dashed.path = CGPath(roundedRect: CGRect(x: 3, y: 3, width: 49, height: 34), cornerWidth: 8, cornerHeight: 8, transform: nil)
        dashed.fillColor = UIColor.systemGreen.withAlphaComponent(0.3).cgColor
        dashed.strokeColor = UIColor.systemGreen.cgColor
        dashed.lineWidth = 2
        dashed.lineDashPattern = [6, 3]
        dashed.lineCap = .square
        canvas.addSublayer(dashed)
        let zigzag = CAShapeLayer()
        zigzag.frame = CGRect(x: 155, y: 55, width: 55, height: 30)
        let zigzagPath = CGMutablePath()
        zigzagPath.addLines(between: [
            CGPoint(x: 4, y: 24), CGPoint(x: 17, y: 6), CGPoint(x: 30, y: 24), CGPoint(x: 43, y: 6), CGPoint(x: 52, y: 20),
        ])
        zigzag.path = zigzagPath
        zigzag.fillColor = nil
        zigzag.strokeColor = UIColor.systemPurple.cgColor
        zigzag.lineWidth = 4
        zigzag.lineJoin = .miter
        zigzag.strokeStart = 0.1
        canvas.addSublayer(zigzag)

        assertSnapshot(of: renderLayer(canvas, size: size, scale: 2, background: .white), as: .image, named: "gallery")
    }
}
