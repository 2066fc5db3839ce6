import UIKit

/// UIProgressView customised: a custom progress image, and a thermometer view drawn in code.
enum ProgressDrawings {
    static let items = [progressImage, progressImageStretched, thermometer]

    /// A 10×10 progress image: yellow, with a black 2-pt rectangle and ellipse inset by 1.
    static func makeProgressImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
        defer { UIGraphicsEndImageContext() }
        guard let con = UIGraphicsGetCurrentContext() else { return nil }
        con.setFillColor(UIColor.yellow.cgColor)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let r = con.boundingBoxOfClipPath.insetBy(dx: 1, dy: 1)
        con.setLineWidth(2)
        con.setStrokeColor(UIColor.black.cgColor)
        con.stroke(r)
        con.strokeEllipse(in: r)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    static let progressImage = GalleryItem(
        name: "progress-image", caption: "Seed 000 Figure 12-3: the 10×10 progress image, yellow with a black rectangle and ellipse",
        size: CGSize(width: 10, height: 10)
    ) { context in
        guard let image = makeProgressImage() else { return }
        UIGraphicsPushContext(context)
        image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsPopContext()
    }

    /// The image made resizable with caps (0, 4, 0, 4), drawn as the filled 60% of a 200×10 black track.
    static let progressImageStretched = GalleryItem(
        name: "progress-image-stretched",
        caption: "Seed 000 Figure 12-3: the progress image, caps (0,4,0,4), as the filled 60% of a black 200-pt track",
        size: CGSize(width: 200, height: 10)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 10))
        makeProgressImage()?.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
            .draw(in: CGRect(x: 0, y: 0, width: 120, height: 10))
        UIGraphicsPopContext()
    }

    /// The thermometer view's drawRect: at value 0.5, on a dark background so the white shows.
    static let thermometer = GalleryItem(
        name: "thermometer", caption: "Seed 000 Figure 12-4: the thermometer view at value 0.5: a white pill outline, half filled",
        size: CGSize(width: 200, height: 30)
    ) { c in
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 30), value: CGFloat = 0.5
        c.setFillColor(UIColor.darkGray.cgColor)
        c.fill(bounds)
        drawThermometer(in: c, bounds: bounds, value: value)
    }

    /// The thermometer's drawing: a white pill outline 2 points wide, inset 2
    /// points, clipped and filled white from the left to `value` (0...1) of its width. ThermometerView
    /// (the Indicators page) draws through this too.
    static func drawThermometer(in c: CGContext, bounds: CGRect, value: CGFloat) {
        c.setStrokeColor(UIColor.white.cgColor)
        c.setFillColor(UIColor.white.cgColor)
        let ins: CGFloat = 2
        let r = bounds.insetBy(dx: ins, dy: ins)
        let radius = r.size.height / 2
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.maxX - radius, y: ins))
        path.addArc(
            center: CGPoint(x: radius + ins, y: radius + ins), radius: radius,
            startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        path.addArc(
            center: CGPoint(x: r.maxX - radius, y: radius + ins), radius: radius,
            startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
        path.closeSubpath()
        c.addPath(path)
        c.setLineWidth(2)
        c.strokePath()
        c.addPath(path)
        c.clip()
        c.fill(CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width * value, height: r.size.height))
    }
}
