// Rendering layers to images and reading their pixels, and changing them without animations: shared by the
// layer tests.
import QuartzCore
import UIKit

/// Renders `layer` (placed by its frame) in a canvas of `size` points at `scale`, over `background`
/// (nil: transparent), through a container layer and `render(in:)`.
func renderLayer(_ layer: CALayer, size: CGSize, scale: CGFloat = 1, background: UIColor? = nil) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        if let background {
            background.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let container = CALayer()
        container.frame = CGRect(origin: .zero, size: size)
        container.addSublayer(layer)
        container.render(in: context.cgContext)
    }
}

/// Runs `body` in a transaction without implicit animations: its changes show in the next composite as they are.
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

/// A recorder of the actions a layer runs, by key.
final class ActionRecorder: CAAction {
    var events: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { events.append(event) }
}

extension UIImage {
    /// The unpremultiplied RGBA bytes of the pixel at (x, y) of the bitmap.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = cgImage!.rgbaPixel(x: x, y: y)
        return [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
    }

    /// Whether the pixel at (x, y) is within `tolerance` of `expected` (RGBA bytes) in every channel.
    func pixel(_ x: Int, _ y: Int, is expected: [Int], tolerance: Int = 3) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Whether the pixel at (x, y) is fully transparent.
    func isClear(_ x: Int, _ y: Int) -> Bool { rgba(x, y)[3] == 0 }

    /// The number of pixels in row `y` whose alpha is at least half.
    func coveredPixels(inRow y: Int) -> Int {
        (0..<cgImage!.width).filter { rgba($0, y)[3] >= 128 }.count
    }

    /// The number of pixels in column `x` whose alpha is at least half.
    func coveredPixels(inColumn x: Int) -> Int {
        (0..<cgImage!.height).filter { rgba(x, $0)[3] >= 128 }.count
    }
}
