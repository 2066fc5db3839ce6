import UIKit

/// A view drawn on its own (its layer tree, displayed first) into an image of its bounds at `scale`,
/// over `background` (nil: transparent).
@MainActor
func renderView(_ view: UIView, scale: CGFloat, background: UIColor? = .white) -> UIImage {
    view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
        if let background {
            background.setFill()
            context.fill(CGRect(origin: .zero, size: view.bounds.size))
        }
        context.cgContext.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        view.layer.render(in: context.cgContext)
    }
}

extension Pixels {
    /// The bounding box, in pixels, of the pixels that `matches` accepts; nil when none does.
    func box(where matches: ([UInt8]) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where matches(self[x, y]) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return maxX >= 0 ? (minX, minY, maxX, maxY) : nil
    }

    /// How many pixels `matches` accepts.
    func count(where matches: ([UInt8]) -> Bool) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where matches(self[x, y]) { count += 1 }
        }
        return count
    }

    /// Every pixel, row by row (to compare two renders).
    var all: [[UInt8]] {
        (0..<height).flatMap { y in (0..<width).map { x in self[x, y] } }
    }
}

/// Ink on a white background: any pixel noticeably darker or more colourful than white.
func isInk(_ p: [UInt8]) -> Bool { p[3] > 0 && (Int(p[0]) + Int(p[1]) + Int(p[2])) < 3 * 235 }
/// Near-black ink (the glyphs' cores).
func isDark(_ p: [UInt8]) -> Bool { p[3] > 200 && p[0] < 80 && p[1] < 80 && p[2] < 80 }
func isRedInk(_ p: [UInt8]) -> Bool { p[3] > 100 && p[0] > 180 && p[1] < 90 && p[2] < 90 }
