// Layers with 3D transforms: perspective drawn through pixman, flattening, double-sidedness, the eye plane.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("Perspective")
struct PerspectiveTests {
    /// An opaque card with a stripe, a circle and a border: enough texture to see the mapping.
    private func card(frame: CGRect = CGRect(x: 40, y: 30, width: 160, height: 100)) -> CALayer {
        let card = CALayer()
        card.frame = frame
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = UIColor.systemBlue.cgColor
        let stripe = CAGradientLayer()
        stripe.frame = CGRect(x: 0, y: 16, width: frame.width, height: 24)
        stripe.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        stripe.startPoint = CGPoint(x: 0, y: 0.5)
        stripe.endPoint = CGPoint(x: 1, y: 0.5)
        card.addSublayer(stripe)
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 16, y: frame.height - 46, width: 30, height: 30)
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        dot.fillColor = UIColor.systemGreen.cgColor
        card.addSublayer(dot)
        let lines = CAShapeLayer()
        lines.frame = CGRect(x: 58, y: frame.height - 44, width: frame.width - 74, height: 26)
        let path = CGMutablePath()
        for y in stride(from: CGFloat(3), through: 23, by: 10) {
            path.move(to: CGPoint(x: 0, y: y)); path.addLine(to: CGPoint(x: lines.bounds.width, y: y))
        }
        lines.path = path
        lines.strokeColor = UIColor(white: 0.6, alpha: 1).cgColor
        lines.lineWidth = 3
        lines.lineCap = .round
        card.addSublayer(lines)
        return card
    }

    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    /// The range of columns of `row` whose alpha is at least half.
    private func coveredColumns(_ image: UIImage, row: Int) -> ClosedRange<Int>? {
        let columns = (0..<image.cgImage!.width).filter { image.rgba($0, row)[3] >= 128 }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test("A card flipped 45° about y with m34 = -1/500: the near edge taller than the far one, at scale 1 and 2")
    func cardFlip() {
        for scale in [1, 2] {
            let flipped = card()
            flipped.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
            assertSnapshot(
                of: renderLayer(
                    flipped, size: CGSize(width: 240, height: 160), scale: CGFloat(scale),
                    background: UIColor(white: 0.93, alpha: 1)),
                as: .image, named: "flip45@\(scale)x")
        }
        // Geometry, on a plain card over nothing: corners at x = 120 ∓ 80·cos45°/(1 ± 80·sin45°/500).
        let plain = CALayer()
        plain.frame = CGRect(x: 40, y: 30, width: 160, height: 100)
        plain.backgroundColor = UIColor.black.cgColor
        plain.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        let image = renderLayer(plain, size: CGSize(width: 240, height: 160))
        let span = coveredColumns(image, row: 80)
        #expect(span.map { abs($0.lowerBound - 56) <= 1 && abs($0.upperBound - 170) <= 1 } == true)
        // Left edge half-height 50/0.887 ≈ 56.4, right 50/1.113 ≈ 44.9.
        #expect(abs(image.coveredPixels(inColumn: 57) - 112) <= 2)
        #expect(abs(image.coveredPixels(inColumn: 170) - 90) <= 2)
    }

    @Test("A page lifting about its top edge (rotation about x under the superlayer's perspective)")
    func pageCurl() {
        let size = CGSize(width: 240, height: 200)
        let stage = CALayer()
        stage.frame = CGRect(origin: .zero, size: size)
        stage.sublayerTransform = perspective(400)
        let under = card(frame: CGRect(x: 40, y: 20, width: 160, height: 100))
        stage.addSublayer(under)
        let page = card(frame: CGRect(x: 40, y: 20, width: 160, height: 100))
        page.backgroundColor = UIColor(red: 1, green: 0.98, blue: 0.9, alpha: 1).cgColor
        page.anchorPoint = CGPoint(x: 0.5, y: 0)
        page.position = CGPoint(x: 120, y: 20)
        page.transform = CATransform3DMakeRotation(50 * .pi / 180, 1, 0, 0)
        page.shadowOpacity = 0.3
        page.shadowRadius = 4
        page.shadowOffset = CGSize(width: 0, height: 3)
        stage.addSublayer(page)
        assertSnapshot(
            of: renderLayer(stage, size: size, scale: 2, background: UIColor(white: 0.93, alpha: 1)),
            as: .image, named: "pageLift")

        // The page's lower edge comes towards the eye: wider than its hinge (160 / 0.81 ≈ 198), and drawn away from
        // the stage's centre: at 100 + (20 + 100·cos 50° − 100) / 0.81 ≈ 80.6 rather than 84.3.
        let plain = CALayer()
        plain.frame = CGRect(x: 40, y: 20, width: 160, height: 100)
        plain.backgroundColor = UIColor.black.cgColor
        plain.anchorPoint = CGPoint(x: 0.5, y: 0)
        plain.position = CGPoint(x: 120, y: 20)
        plain.transform = CATransform3DMakeRotation(50 * .pi / 180, 1, 0, 0)
        let plainStage = CALayer()
        plainStage.frame = CGRect(origin: .zero, size: size)
        plainStage.sublayerTransform = perspective(400)
        plainStage.addSublayer(plain)
        let image = renderLayer(plainStage, size: size)
        let hinge = coveredColumns(image, row: 21).map { $0.count } ?? 0
        let bottom = (0..<200).last { image.coveredPixels(inRow: $0) > 0 } ?? 0
        let lowEdge = coveredColumns(image, row: bottom - 1).map { $0.count } ?? 0
        #expect(abs(hinge - 160) <= 2 && lowEdge > 185)
        #expect(abs(bottom - 80) <= 1)
    }

    @Test("A 3D rotation without perspective flattens exactly: 60° about y halves the width")
    func orthographicFlattening() {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 20, width: 80, height: 60)
        layer.backgroundColor = UIColor.black.cgColor
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let image = renderLayer(layer, size: CGSize(width: 200, height: 100))
        #expect(coveredColumns(image, row: 50) == 80...119)
        #expect(image.coveredPixels(inColumn: 100) == 60)
    }

    @Test("zPosition under the superlayer's perspective scales about its anchor: 100 points nearer at d = 500 is 1.25×")
    func depthScales() {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        stage.sublayerTransform = perspective(500)
        let layer = CALayer()
        layer.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
        layer.backgroundColor = UIColor.black.cgColor
        layer.zPosition = 100
        stage.addSublayer(layer)
        let image = renderLayer(stage, size: CGSize(width: 200, height: 200))
        #expect(coveredColumns(image, row: 100) == 75...124)
    }

    @Test("isDoubleSided = false hides a layer turned away from the viewer; a double-sided one shows its back mirrored")
    func doubleSided() {
        func turned(_ angle: CGFloat, doubleSided: Bool) -> UIImage {
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            layer.backgroundColor = UIColor.blue.cgColor
            layer.isDoubleSided = doubleSided
            let mark = CALayer()
            mark.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
            mark.backgroundColor = UIColor.red.cgColor
            layer.addSublayer(mark)
            layer.transform = CATransform3DRotate(perspective(500), angle, 0, 1, 0)
            return renderLayer(layer, size: CGSize(width: 120, height: 80))
        }
        #expect(turned(0.9 * .pi, doubleSided: false).coveredPixels(inRow: 40) == 0)
        #expect(turned(.pi, doubleSided: false).coveredPixels(inRow: 40) == 0)
        #expect(turned(0.1 * .pi, doubleSided: false).coveredPixels(inRow: 40) > 60)
        let back = turned(.pi, doubleSided: true)
        #expect(back.pixel(95, 40, is: [255, 0, 0, 255]) && back.pixel(25, 40, is: [0, 0, 255, 255]))
        let nearlyBack = turned(0.95 * .pi, doubleSided: true)
        #expect(nearlyBack.pixel(93, 40, is: [255, 0, 0, 255], tolerance: 10))
    }

    @Test("A layer wholly behind the eye draws nothing; one partly behind draws only its part in front")
    func eyePlane() {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stage.sublayerTransform = perspective(500)
        let behind = CALayer()
        behind.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        behind.backgroundColor = UIColor.black.cgColor
        behind.zPosition = 600
        stage.addSublayer(behind)
        #expect(renderLayer(stage, size: CGSize(width: 200, height: 100)).coveredPixels(inRow: 50) == 0)

        // 300 points wide, turned 80° about y, seen from 100 points: its left third is behind the eye.
        let partly = CALayer()
        partly.frame = CGRect(x: -50, y: 25, width: 300, height: 50)
        partly.backgroundColor = UIColor.black.cgColor
        partly.transform = CATransform3DRotate(perspective(100), 80 * .pi / 180, 0, 1, 0)
        let image = renderLayer(partly, size: CGSize(width: 200, height: 100))
        let span = coveredColumns(image, row: 50)
        #expect(span != nil)
        // The far (right) end converges on the centre; the near part runs off the left of the canvas.
        #expect(span.map { $0.lowerBound == 0 && $0.upperBound > 100 && $0.upperBound < 130 } == true)
    }

    @Test("render(in:) draws a layer in its own space: its perspective transform does not apply")
    func renderInOwnSpace() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        layer.backgroundColor = UIColor.black.cgColor
        layer.transform = CATransform3DRotate(perspective(200), 1, 0, 1, 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format).image { layer.render(in: $0.cgContext) }
        #expect(image.coveredPixels(inRow: 15) == 60 && image.coveredPixels(inColumn: 30) == 30)
    }
}
