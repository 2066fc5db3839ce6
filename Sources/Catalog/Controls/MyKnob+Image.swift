import UIKit

/// The knob's picture, in place of a "knob.png" image file: drawn once per size with UIKit's image
/// renderer, at the main screen's scale.
extension MyKnob {
    /// The direction the knob's pointer shows at `angle` 0, in radians clockwise from the +x axis: down
    /// and to the left, so that after the knob's 5 radians it points down and to the right, at the same
    /// distance from straight down (where the "Min" and "Max" labels sit).
    static let pointerDirection: CGFloat = .pi / 2 + (2 * .pi - maximumAngle) / 2

    private static var images: [CGFloat: UIImage] = [:]

    /// A round knob of `diameter` points: a brushed-grey face lit from above, a darker rim with grip
    /// notches, and a blue pointer dot at ``pointerDirection``. Transparent outside the circle.
    static func knobImage(diameter: CGFloat) -> UIImage {
        let diameter = diameter.isFinite ? max(1, diameter) : 1
        if let image = images[diameter], image.scale == UIScreen.main.scale { return image }
        let image = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter)).image { context in
            drawKnob(in: context.cgContext, diameter: diameter)
        }
        images[diameter] = image
        return image
    }

    private static func drawKnob(in ctx: CGContext, diameter: CGFloat) {
        let bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = diameter / 2
        let rim = bounds.insetBy(dx: 1, dy: 1)
        let space = CGColorSpaceCreateDeviceRGB()

        // The rim: a darker disc with a soft shadow under it.
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor(white: 0, alpha: 0.35).cgColor)
        UIColor(white: 0.55, alpha: 1).setFill()
        UIBezierPath(ovalIn: rim).fill()
        ctx.restoreGState()

        // Grip notches around the rim, every 30 degrees.
        UIColor(white: 0.4, alpha: 1).setStroke()
        for index in 0..<12 {
            let direction = CGFloat(index) * .pi / 6
            let notch = UIBezierPath()
            notch.move(to: CGPoint(x: centre.x + cos(direction) * (radius - 2), y: centre.y + sin(direction) * (radius - 2)))
            notch.addLine(to: CGPoint(x: centre.x + cos(direction) * radius * 0.8, y: centre.y + sin(direction) * radius * 0.8))
            notch.lineWidth = max(1, diameter / 60)
            notch.stroke()
        }

        // The face: lit from the top, a little inside the rim.
        let face = bounds.insetBy(dx: radius * 0.22, dy: radius * 0.22)
        let light = CGGradient(
            colorSpace: space, colorComponents: [0.97, 0.97, 0.97, 1, 0.74, 0.75, 0.77, 1],
            locations: [0, 1], count: 2)!
        ctx.saveGState()
        UIBezierPath(ovalIn: face).addClip()
        ctx.drawLinearGradient(light, start: CGPoint(x: face.midX, y: face.minY), end: CGPoint(x: face.midX, y: face.maxY), options: [])
        ctx.restoreGState()
        UIColor(white: 0.45, alpha: 1).setStroke()
        let faceOutline = UIBezierPath(ovalIn: face)
        faceOutline.lineWidth = 1
        faceOutline.stroke()

        // The pointer: a blue dot near the face's edge.
        let dotRadius = max(2, radius * 0.1)
        let dotDistance = face.width / 2 - dotRadius * 2
        let dot = CGPoint(x: centre.x + cos(pointerDirection) * dotDistance, y: centre.y + sin(pointerDirection) * dotDistance)
        UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: dot.x - dotRadius, y: dot.y - dotRadius, width: dotRadius * 2, height: dotRadius * 2)).fill()
    }
}
