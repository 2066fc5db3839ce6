// How a layer's parts reach the pixels: group opacity, edge antialiasing of rotated layers, the corners
// maskedCorners rounds, and crisp borders at scale 3.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("CALayer compositing")
struct CALayerCompositingTests {
    private func solid(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    // MARK: allowsGroupOpacity

    /// A half-transparent layer holding a red square and, overlapping its right half, a blue one.
    private func translucentPair(groups: Bool) -> CALayer {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = groups
        parent.addSublayer(solid(.red, CGRect(x: 0, y: 0, width: 20, height: 10)))
        parent.addSublayer(solid(.blue, CGRect(x: 10, y: 0, width: 20, height: 10)))
        return parent
    }

    @Test("allowsGroupOpacity is true by default: the group is composited once, so the overlap shows only blue")
    func groupOpacity() {
        #expect(CALayer().allowsGroupOpacity)
        let image = renderLayer(translucentPair(groups: true), size: CGSize(width: 30, height: 10))
        #expect(image.pixel(15, 5, is: [0, 0, 255, 128]))
        #expect(image.pixel(5, 5, is: [255, 0, 0, 128]) && image.pixel(25, 5, is: [0, 0, 255, 128]))
    }

    @Test("Without group opacity each sublayer gets the opacity alone: the red shows through the blue where they overlap")
    func separateOpacity() {
        let image = renderLayer(translucentPair(groups: false), size: CGSize(width: 30, height: 10))
        // Blue at 0.5 over red at 0.5: alpha 0.75; red 0.25 / 0.75, blue 0.5 / 0.75 (unpremultiplied).
        #expect(image.pixel(15, 5, is: [85, 0, 170, 191]), "\(image.rgba(15, 5))")
        #expect(image.pixel(5, 5, is: [255, 0, 0, 128]) && image.pixel(25, 5, is: [0, 0, 255, 128]))
    }

    @Test("Without group opacity, opacities multiply down the tree: 0.5 inside 0.5 is 0.25, grouped or not")
    func opacitiesMultiply() {
        for childGroups in [true, false] {
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = false
            let child = solid(.green, parent.bounds)
            child.opacity = 0.5
            child.allowsGroupOpacity = childGroups
            parent.addSublayer(child)
            let image = renderLayer(parent, size: CGSize(width: 10, height: 10))
            #expect(image.pixel(5, 5, is: [0, 255, 0, 64]), "child groups: \(childGroups), \(image.rgba(5, 5))")
        }
    }

    @Test("Without group opacity, the layer's own background and contents each get the opacity")
    func ownPartsSeparately() {
        let layer = solid(.red, CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.borderColor = UIColor.blue.cgColor
        layer.borderWidth = 2
        layer.opacity = 0.5
        layer.allowsGroupOpacity = false
        let image = renderLayer(layer, size: CGSize(width: 10, height: 10))
        #expect(image.pixel(5, 5, is: [255, 0, 0, 128]))
        #expect(image.pixel(0, 5, is: [85, 0, 170, 191]), "\(image.rgba(0, 5))")  // the border over the background
    }

    // MARK: allowsEdgeAntialiasing

    /// Pixels that are neither fully transparent nor fully opaque.
    private func partialPixels(_ image: UIImage) -> Int {
        let cg = image.cgImage!
        return (0..<cg.height).reduce(0) { count, y in
            count
                + (0..<cg.width).filter { x in
                    let a = image.rgba(x, y)[3]; return a > 0 && a < 255
                }.count
        }
    }

    /// A 30 × 30 red layer turned 30° in a 60 × 60 canvas, with a border, a clipped sublayer overflowing
    /// it and contents.
    private func rotatedLayer(antialiased: Bool) -> CALayer {
        let layer = solid(.red, CGRect(x: 15, y: 15, width: 30, height: 30))
        layer.borderColor = UIColor.blue.cgColor
        layer.borderWidth = 3
        layer.masksToBounds = true
        layer.addSublayer(solid(.green, CGRect(x: 20, y: -10, width: 20, height: 20)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        layer.contents =
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
                UIColor.yellow.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
        layer.contentsGravity = .bottomLeft
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        layer.allowsEdgeAntialiasing = antialiased
        return layer
    }

    @Test("allowsEdgeAntialiasing is false by default: a rotated layer's background, border, clip and contents have hard edges")
    func rotatedEdgesAliased() {
        #expect(!CALayer().allowsEdgeAntialiasing)
        let image = renderLayer(rotatedLayer(antialiased: false), size: CGSize(width: 60, height: 60))
        #expect(partialPixels(image) == 0)
        #expect(image.pixel(30, 30, is: [255, 0, 0, 255]))
    }

    @Test("With allowsEdgeAntialiasing a rotated layer's edges are smooth")
    func rotatedEdgesAntialiased() {
        let image = renderLayer(rotatedLayer(antialiased: true), size: CGSize(width: 60, height: 60))
        #expect(partialPixels(image) > 40)
    }

    @Test("An axis-aligned layer is antialiased either way: its edge between pixels is half covered")
    func axisAlignedEdges() {
        for quarterTurn in [false, true] {
            let layer = solid(.red, CGRect(x: 10.5, y: 10, width: 10, height: 10))
            if quarterTurn { layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)) }
            let image = renderLayer(layer, size: CGSize(width: 30, height: 30))
            // A square turned about its centre covers the same square: its left edge still halves column 10.
            let edge = image.rgba(10, 15)
            #expect(edge[3] > 100 && edge[3] < 155, "quarter turn: \(quarterTurn), \(edge)")
        }
    }

    // MARK: maskedCorners

    @Test("maskedCorners rounds only the chosen corners, for the background, the border and the clip")
    func maskedCorners() {
        let layer = solid(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]  // top left and bottom right (y down)
        let image = renderLayer(layer, size: CGSize(width: 40, height: 40))
        #expect(image.isClear(1, 1) && image.isClear(38, 38))
        #expect(image.pixel(39, 0, is: [255, 0, 0, 255]) && image.pixel(0, 39, is: [255, 0, 0, 255]))

        let bordered = solid(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
        bordered.cornerRadius = 12
        bordered.maskedCorners = [.layerMaxXMinYCorner]  // top right only
        bordered.borderWidth = 2
        bordered.borderColor = UIColor.blue.cgColor
        let borderImage = renderLayer(bordered, size: CGSize(width: 40, height: 40))
        #expect(borderImage.isClear(39, 0))
        for (x, y) in [(0, 0), (0, 39), (39, 39)] { #expect(borderImage.pixel(x, y, is: [0, 0, 255, 255])) }

        let clipping = CALayer()
        clipping.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        clipping.cornerRadius = 12
        clipping.maskedCorners = [.layerMinXMaxYCorner]  // bottom left only
        clipping.masksToBounds = true
        clipping.addSublayer(solid(.green, CGRect(x: -10, y: -10, width: 60, height: 60)))
        let clipImage = renderLayer(clipping, size: CGSize(width: 40, height: 40))
        #expect(clipImage.isClear(1, 38))
        for (x, y) in [(0, 0), (39, 0), (39, 39)] { #expect(clipImage.pixel(x, y, is: [0, 255, 0, 255])) }
    }

    // MARK: Crisp edges at scale 3

    @Test(
        "At scale 3 a rounded layer's border covers exactly 3 × borderWidth pixels on each side, with no blur",
        arguments: [1, 2] as [CGFloat])
    func crispBorderAtScale3(width: CGFloat) {
        let layer = solid(.white, CGRect(x: 10, y: 10, width: 60, height: 40))
        layer.cornerRadius = 8
        layer.borderWidth = width
        layer.borderColor = UIColor.black.cgColor
        let image = renderLayer(layer, size: CGSize(width: 80, height: 60), scale: 3)
        let n = Int(3 * width)
        let black = [0, 0, 0, 255], white = [255, 255, 255, 255]
        // The middle row (y = 30 points) across the left and right edges (x = 10 and 70 points).
        let row = 90
        #expect(image.isClear(29, row) && image.isClear(210, row))
        for i in 0..<n {
            #expect(image.rgba(30 + i, row) == black, "left \(30 + i)")
            #expect(image.rgba(209 - i, row) == black, "right \(209 - i)")
        }
        #expect(image.rgba(30 + n, row) == white && image.rgba(209 - n, row) == white)
        // The middle column (x = 40 points) across the top and bottom edges (y = 10 and 50 points).
        let column = 120
        #expect(image.isClear(column, 29) && image.isClear(column, 150))
        for i in 0..<n {
            #expect(image.rgba(column, 30 + i) == black, "top \(30 + i)")
            #expect(image.rgba(column, 149 - i) == black, "bottom \(149 - i)")
        }
        #expect(image.rgba(column, 30 + n) == white && image.rgba(column, 149 - n) == white)
        // The corner is rounded: its outermost pixel is outside the 24-pixel radius.
        #expect(image.isClear(30, 30) && image.isClear(209, 149))
    }

    // MARK: Gallery

    @Test("Gallery at scale 2: aliased and smooth rotated edges, grouped and separate opacity, a flipped layer, nearest and linear")
    func gallery() {
        let canvas = CALayer()
        canvas.frame = CGRect(x: 0, y: 0, width: 250, height: 130)
        canvas.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
        for (i, antialiased) in [false, true].enumerated() {
            let card = solid(.systemRed, CGRect(x: 15 + CGFloat(i) * 60, y: 15, width: 40, height: 40))
            card.borderWidth = 2
            card.borderColor = UIColor.systemBlue.cgColor
            card.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 9))
            card.allowsEdgeAntialiasing = antialiased
            canvas.addSublayer(card)
        }
        for (i, groups) in [true, false].enumerated() {
            let pair = translucentPair(groups: groups)
            pair.frame.origin = CGPoint(x: 135, y: 15 + CGFloat(i) * 25)
            canvas.addSublayer(pair)
        }
        let flipped = solid(UIColor(white: 0.8, alpha: 1), CGRect(x: 185, y: 15, width: 50, height: 45))
        flipped.isGeometryFlipped = true
        flipped.addSublayer(solid(.systemRed, CGRect(x: 5, y: 0, width: 40, height: 8)))  // at the bottom
        flipped.addSublayer(solid(.systemGreen, CGRect(x: 5, y: 12, width: 20, height: 8)))  // just above it
        canvas.addSublayer(flipped)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let checker = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            for y in 0..<4 {
                for x in 0..<4 {
                    ((x + y) % 2 == 0 ? UIColor.systemOrange : UIColor.systemIndigo).setFill()
                    UIRectFill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }.cgImage
        for (i, filter) in [CALayerContentsFilter.nearest, .linear].enumerated() {
            let pixels = CALayer()
            pixels.frame = CGRect(x: 15 + CGFloat(i) * 60, y: 75, width: 40, height: 40)
            pixels.contents = checker
            pixels.magnificationFilter = filter
            canvas.addSublayer(pixels)
        }
        let format2 = UIGraphicsImageRendererFormat()
        format2.scale = 2
        let image = UIGraphicsImageRenderer(size: canvas.bounds.size, format: format2).image { canvas.render(in: $0.cgContext) }
        assertSnapshot(of: image, as: .image, named: "layerProperties")
    }
}
