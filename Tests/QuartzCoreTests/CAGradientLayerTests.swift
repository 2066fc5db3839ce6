// CAGradientLayer: defaults, key-value access, axial, radial and conic pixels, the seed's renderInContext use.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("CAGradientLayer")
struct CAGradientLayerTests {
    /// A red-to-blue gradient layer of `size` at the origin.
    private func gradientLayer(size: CGSize, type: CAGradientLayerType = .axial) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.type = type
        return layer
    }

    @Test("Defaults are Core Animation's: no colours, even stops, top centre to bottom centre, axial")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial && CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test("Every gradient property is reachable by key, and changing one runs its action")
    func keyValue() {
        let layer = CAGradientLayer()
        let recorder = ActionRecorder()
        layer.actions = ["colors": recorder, "startPoint": recorder, "type": recorder]
        layer.setValue([UIColor.red.cgColor, UIColor.green.cgColor], forKey: "colors")
        layer.setValue([0, 0.25], forKey: "locations")
        layer.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        layer.setValue(CGPoint(x: 1, y: 0.5), forKey: "endPoint")
        layer.setValue("radial", forKey: "type")
        #expect(layer.colors?.count == 2 && layer.locations == [0, 0.25])
        #expect(layer.startPoint == CGPoint(x: 0, y: 0.5) && layer.endPoint == CGPoint(x: 1, y: 0.5) && layer.type == .radial)
        #expect(layer.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 1, y: 0.5))
        #expect(layer.value(forKeyPath: "startPoint.x") as? CGFloat == 0)
        #expect((layer.value(forKey: "colors") as? [Any])?.first as? CGColor == UIColor.red.cgColor)
        #expect(recorder.events == ["colors", "startPoint", "type"])
        layer.setValue(nil, forKey: "locations")
        #expect(layer.locations == nil)
    }

    @Test("An axial gradient has the first colour at startPoint and the last at endPoint, evenly between")
    func axialEndpoints() {
        let image = renderLayer(gradientLayer(size: CGSize(width: 10, height: 100)), size: CGSize(width: 10, height: 100))
        #expect(image.pixel(5, 0, is: [254, 0, 1, 255]))
        #expect(image.pixel(5, 99, is: [1, 0, 254, 255]))
        #expect(image.pixel(5, 50, is: [126, 0, 129, 255]))
        let across = gradientLayer(size: CGSize(width: 100, height: 10))
        across.startPoint = CGPoint(x: 0, y: 0.5)
        across.endPoint = CGPoint(x: 1, y: 0.5)
        let acrossImage = renderLayer(across, size: CGSize(width: 100, height: 10))
        #expect(acrossImage.pixel(0, 5, is: [254, 0, 1, 255]) && acrossImage.pixel(99, 5, is: [1, 0, 254, 255]))
    }

    @Test("Locations place the stops; the end colours extend past them")
    func locations() {
        let layer = gradientLayer(size: CGSize(width: 10, height: 100))
        layer.locations = [0.5, 0.75]
        let image = renderLayer(layer, size: CGSize(width: 10, height: 100))
        #expect(image.pixel(5, 10, is: [255, 0, 0, 255]) && image.pixel(5, 49, is: [255, 0, 0, 255]))
        #expect(image.pixel(5, 62, is: [126, 0, 129, 255]))
        #expect(image.pixel(5, 80, is: [0, 0, 255, 255]) && image.pixel(5, 99, is: [0, 0, 255, 255]))
    }

    @Test("A radial gradient is centred on startPoint and reaches the ellipse through endPoint; outside is the last colour")
    func radialCentreAndEdge() {
        let size = CGSize(width: 200, height: 100)
        let layer = gradientLayer(size: size, type: .radial)
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)  // Half-width 100, half-height 50.
        let image = renderLayer(layer, size: size)
        #expect(image.pixel(100, 50, is: [254, 0, 1, 255], tolerance: 4))
        #expect(image.pixel(150, 50, is: [126, 0, 129, 255], tolerance: 4))  // Half way out along x...
        #expect(image.pixel(100, 75, is: [125, 0, 130, 255], tolerance: 4))  // ...and along y.
        #expect(image.pixel(0, 0, is: [0, 0, 255, 255]) && image.pixel(199, 99, is: [0, 0, 255, 255]))
    }

    @Test("A conic gradient starts towards endPoint and turns towards +y (clockwise on screen), one full turn")
    func conicAngles() {
        let size = CGSize(width: 100, height: 100)
        let layer = gradientLayer(size: size, type: .conic)
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let image = renderLayer(layer, size: size)
        #expect(image.pixel(80, 52, is: [252, 0, 3, 255], tolerance: 6))  // Just past 0°.
        #expect(image.pixel(80, 47, is: [3, 0, 252, 255], tolerance: 6))  // Just before 360°.
        #expect(image.pixel(50, 80, is: [192, 0, 63, 255], tolerance: 6))  // 90°, below the centre: a quarter.
        #expect(image.pixel(20, 50, is: [128, 0, 127, 255], tolerance: 6))  // 180°: half.
    }

    @Test("Colours that are not CGColors draw no gradient, as in Core Animation; one colour fills the layer")
    func badAndSingleColours() {
        let size = CGSize(width: 10, height: 10)
        let layer = gradientLayer(size: size)
        layer.colors = [UIColor.red, UIColor.blue]
        #expect(renderLayer(layer, size: size).isClear(5, 5))
        layer.colors = [UIColor.green.cgColor]
        #expect(renderLayer(layer, size: size).pixel(5, 5, is: [0, 255, 0, 255]))
    }

    @Test("The gradient fills the layer's rounded shape, over its background colour")
    func roundedCornersAndBackground() {
        let size = CGSize(width: 40, height: 40)
        let layer = gradientLayer(size: size)
        layer.cornerRadius = 12
        layer.colors = [UIColor.red.withAlphaComponent(0.5).cgColor, UIColor.red.withAlphaComponent(0.5).cgColor]
        layer.backgroundColor = UIColor.blue.cgColor
        let image = renderLayer(layer, size: size)
        #expect(image.isClear(0, 0) && image.isClear(39, 39))
        #expect(image.pixel(20, 20, is: [128, 0, 127, 255], tolerance: 4))
    }

    @Test("The seed's bar button background: a gradient rendered with render(in:) into a rounded clip, stroked (spec 000)")
    @MainActor
    func seedBarButtonBackground() throws {
        let grad = CAGradientLayer()
        grad.frame = CGRect(x: 0, y: 0, width: 15, height: 15)
        grad.colors = [
            UIColor(red: 1, green: 1, blue: 0, alpha: 0.8).cgColor, UIColor(red: 0.7, green: 0.7, blue: 0.3, alpha: 0.8).cgColor,
        ]
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 15), false, 2)
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 15, height: 15), cornerRadius: 8)
        p.addClip()
        grad.render(in: try #require(UIGraphicsGetCurrentContext()))
        UIColor.black.setStroke()
        p.lineWidth = 2
        p.stroke()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        // 2.25 points down (15% of the way) and 12.75 points down (85%), blending (1, 1, 0) into (0.7, 0.7, 0.3).
        #expect(image.pixel(15, 4, is: [244, 244, 11, 204]))
        #expect(image.pixel(15, 25, is: [190, 190, 65, 204]))
        assertSnapshot(of: image, as: .image, named: "barButtonBackground")
    }

    @Test("Axial, radial and conic gradients in a layer tree, with locations and rounded corners, at scale 2")
    func gallery() {
        let size = CGSize(width: 230, height: 80)
        let canvas = CALayer()
        canvas.frame = CGRect(origin: .zero, size: size)
        let colors = [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor, UIColor.systemTeal.cgColor, UIColor.systemPurple.cgColor]

        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        axial.colors = colors
        axial.locations = [0, 0.2, 0.7, 1]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 10
        canvas.addSublayer(axial)

        let radial = CAGradientLayer()
        radial.frame = CGRect(x: 80, y: 10, width: 80, height: 60)
        radial.type = .radial
        radial.colors = colors
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        canvas.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.frame = CGRect(x: 170, y: 10, width: 50, height: 60)
        conic.type = .conic
        conic.colors = colors + [UIColor.systemPink.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 25
        canvas.addSublayer(conic)

        assertSnapshot(of: renderLayer(canvas, size: size, scale: 2, background: .white), as: .image, named: "types")
    }
}
