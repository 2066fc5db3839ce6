// A layer's contents image: which part is shown (contentsRect) and how it is resampled when scaled
// (minificationFilter, magnificationFilter), in pixels.
import QuartzCore
import Testing
import UIKit

@Suite("CALayer contents")
struct CALayerContentsTests {
    /// An image of `width` × `height` pixels whose pixel (x, y) (row 0 at the top) has `color(x, y)`.
    private func image(width: Int, height: Int, _ color: (Int, Int) -> UIColor) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in
            for y in 0..<height {
                for x in 0..<width {
                    color(x, y).setFill()
                    UIRectFill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }.cgImage!
    }

    /// Red and blue pixels alternating like a chessboard.
    private func checkerboard(_ n: Int) -> CGImage {
        image(width: n, height: n) { x, y in (x + y) % 2 == 0 ? .red : .blue }
    }

    /// `contents` drawn by a layer of `size` points at scale 1 (contentsScale 1).
    private func render(_ contents: CGImage, size: CGSize, configure: (CALayer) -> Void = { _ in }) -> UIImage {
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.contents = contents
        configure(layer)
        return renderLayer(layer, size: size)
    }

    /// Whether every pixel is pure red or pure blue, as nearest-neighbour sampling of the checkerboard gives.
    private func onlyPureColours(_ image: UIImage) -> Bool {
        let cg = image.cgImage!
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = image.rgba(x, y)
                guard p[3] == 255, p[1] == 0, (p[0] == 255 && p[2] == 0) || (p[0] == 0 && p[2] == 255) else { return false }
            }
        }
        return true
    }

    /// The number of pixels that mix red and blue, as linear filtering of the checkerboard gives.
    private func blendedPixels(_ image: UIImage) -> Int {
        let cg = image.cgImage!
        return (0..<cg.height).reduce(0) { count, y in
            count
                + (0..<cg.width).filter { x in
                    let p = image.rgba(x, y); return p[0] > 40 && p[2] > 40
                }.count
        }
    }

    @Test("Filters default to linear")
    func defaults() {
        let layer = CALayer()
        #expect(layer.minificationFilter == .linear)
        #expect(layer.magnificationFilter == .linear)
    }

    @Test("Contents drawn larger than their pixels: magnificationFilter .nearest keeps each pixel a sharp square")
    func magnification() {
        let small = checkerboard(2)  // 2 × 2 pixels drawn 20 × 20: each pixel becomes a 10-pixel square.
        let size = CGSize(width: 20, height: 20)
        #expect(blendedPixels(render(small, size: size)) > 20)
        let nearest = render(small, size: size) { $0.magnificationFilter = .nearest }
        #expect(onlyPureColours(nearest))
        #expect(nearest.rgba(9, 9) == [255, 0, 0, 255] && nearest.rgba(10, 9) == [0, 0, 255, 255])
        // The minification filter does not apply to magnified contents, and trilinear filters linearly.
        #expect(blendedPixels(render(small, size: size) { $0.minificationFilter = .nearest }) > 20)
        #expect(blendedPixels(render(small, size: size) { $0.magnificationFilter = .trilinear }) > 20)
    }

    @Test("Contents drawn smaller than their pixels: minificationFilter .nearest picks pixels instead of averaging")
    func minification() {
        let large = checkerboard(20)  // 20 × 20 single-pixel squares drawn 10 × 10.
        let size = CGSize(width: 10, height: 10)
        #expect(blendedPixels(render(large, size: size)) == 100)
        #expect(onlyPureColours(render(large, size: size) { $0.minificationFilter = .nearest }))
        #expect(blendedPixels(render(large, size: size) { $0.magnificationFilter = .nearest }) == 100)
        #expect(blendedPixels(render(large, size: size) { $0.minificationFilter = .trilinear }) == 100)
    }

    @Test("The filter follows the device scale: 2 × 2 pixels in 1 × 1 point are minified at scale 1, magnified at 4")
    func filterFollowsDeviceScale() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.contents = checkerboard(2)
        layer.magnificationFilter = .nearest
        let magnified = renderLayer(layer, size: CGSize(width: 1, height: 1), scale: 4)
        #expect(onlyPureColours(magnified))
        layer.removeFromSuperlayer()
        let minified = renderLayer(layer, size: CGSize(width: 1, height: 1), scale: 1)
        #expect(blendedPixels(minified) == 1)
    }

    @Test("contentsRect shows a sub-rectangle of the image, in unit coordinates from its top left, stretched to the bounds")
    func contentsRect() {
        // Quadrants: red top left, green top right, blue bottom left, yellow bottom right.
        let quadrants = image(width: 20, height: 20) { x, y in
            switch (x < 10, y < 10) {
            case (true, true): return .red
            case (false, true): return .green
            case (true, false): return .blue
            case (false, false): return .yellow
            }
        }
        let size = CGSize(width: 40, height: 40)
        let whole = render(quadrants, size: size)
        #expect(whole.pixel(5, 5, is: [255, 0, 0, 255]) && whole.pixel(35, 35, is: [255, 255, 0, 255]))
        let bottomLeft = render(quadrants, size: size) { $0.contentsRect = CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5) }
        // The blue quadrant fills the layer (away from the outermost pixels, where filtering may reach across).
        for (x, y) in [(2, 2), (20, 20), (37, 2), (2, 37), (37, 37)] {
            #expect(bottomLeft.pixel(x, y, is: [0, 0, 255, 255]), "pixel (\(x), \(y)) is \(bottomLeft.rgba(x, y))")
        }
        let rightHalf = render(quadrants, size: size) { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        #expect(rightHalf.pixel(20, 5, is: [0, 255, 0, 255]) && rightHalf.pixel(20, 35, is: [255, 255, 0, 255]))
    }
}
