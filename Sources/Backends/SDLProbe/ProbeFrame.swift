import UIKit

/// The probe's frames: the window split into four coloured quadrants, which the tests find on screen.
enum ProbeFrame {
    /// Top-left, top-right, bottom-left, bottom-right.
    static let first: [UIColor] = [.red, .green, .blue, .yellow]
    /// The second frame changes the top-left and bottom-right quadrants, but the probe presents it with
    /// only the bottom-right one damaged: the screen must keep the first frame's top-left.
    static let second: [UIColor] = [.cyan, .green, .blue, .magenta]

    static func image(size: CGSize, scale: CGFloat, colors: [UIColor]) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            for (index, rect) in quadrants(of: CGRect(origin: .zero, size: size)).enumerated() {
                colors[index].setFill()
                context.fill(rect)
            }
        }
        guard let cgImage = image.cgImage else { ProbeOptions.fail("could not render a \(size) frame") }
        return cgImage
    }

    static func quadrants(of rect: CGRect) -> [CGRect] {
        let (top, bottom) = rect.divided(atDistance: rect.height / 2, from: .minYEdge)
        let (topLeft, topRight) = top.divided(atDistance: rect.width / 2, from: .minXEdge)
        let (bottomLeft, bottomRight) = bottom.divided(atDistance: rect.width / 2, from: .minXEdge)
        return [topLeft, topRight, bottomLeft, bottomRight]
    }
}
