import Foundation
import Testing
import UIKit

// Fixtures for every UIImage test file: images are drawn here with UIKit, pixels read through a plain
// RGBA bitmap context, so these files use public API only and would run against Apple's UIKit.

/// Making fixture images and reading their pixels.
enum ImageFixture {
    /// An image of `size` points at `scale`, drawn by `draw` in UIKit space.
    static func make(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ draw: () -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, opaque, scale)
        defer { UIGraphicsEndImageContext() }
        draw()
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    /// Fills `rect` (points) of the current context with `color`.
    static func fill(_ color: UIColor, _ rect: CGRect) {
        color.setFill()
        UIRectFill(rect)
    }

    /// An image of 1-point cells at `scale`, `rows[y][x]` being the colour of the cell at (x, y).
    static func grid(_ rows: [[UIColor]], scale: CGFloat = 1) -> UIImage {
        make(CGSize(width: rows[0].count, height: rows.count), scale: scale) {
            for (y, row) in rows.enumerated() {
                for (x, color) in row.enumerated() { fill(color, CGRect(x: x, y: y, width: 1, height: 1)) }
            }
        }
    }

    /// Vertical bands, left to right: each `(colour, width in points)`, `height` points high.
    static func bands(_ bands: [(UIColor, CGFloat)], height: CGFloat, scale: CGFloat = 1) -> UIImage {
        let width = bands.reduce(0) { $0 + $1.1 }
        return make(CGSize(width: width, height: height), scale: scale) {
            var x: CGFloat = 0
            for (color, bandWidth) in bands {
                fill(color, CGRect(x: x, y: 0, width: bandWidth, height: height))
                x += bandWidth
            }
        }
    }

    /// Horizontal bands, top to bottom: each `(colour, height in points)`, `width` points wide.
    static func rows(_ bands: [(UIColor, CGFloat)], width: CGFloat, scale: CGFloat = 1) -> UIImage {
        let height = bands.reduce(0) { $0 + $1.1 }
        return make(CGSize(width: width, height: height), scale: scale) {
            var y: CGFloat = 0
            for (color, bandHeight) in bands {
                fill(color, CGRect(x: 0, y: y, width: width, height: bandHeight))
                y += bandHeight
            }
        }
    }

    /// What `draw` draws into a fresh transparent image context of `size` points at `scale`.
    static func render(_ size: CGSize, scale: CGFloat = 1, _ draw: () -> Void) -> ImageBitmap {
        ImageBitmap(make(size, scale: scale, draw))
    }
}

/// An unpremultiplied 8-bit colour.
struct ImagePixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    static let red = ImagePixel(255, 0, 0), green = ImagePixel(0, 255, 0), blue = ImagePixel(0, 0, 255)
    static let black = ImagePixel(0, 0, 0), white = ImagePixel(255, 255, 255), clear = ImagePixel(0, 0, 0, 0)

    /// Whether every channel is within `tolerance`; fully transparent colours match whatever their RGB.
    func isClose(to other: ImagePixel, tolerance: Int = 2) -> Bool {
        if a == 0 && other.a == 0 { return true }
        return abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}

/// The pixels of an image's bitmap as stored (top row first), read once through an RGBA bitmap context.
struct ImageBitmap {
    let width: Int, height: Int
    private let bytes: [UInt8]

    init(_ image: UIImage) {
        let cgImage = image.cgImage!
        width = cgImage.width
        height = cgImage.height
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
        bytes = Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: width * height * 4))
    }

    /// The colour of pixel (x, y), unpremultiplied.
    subscript(x: Int, y: Int) -> ImagePixel {
        let i = (y * width + x) * 4
        let a = Int(bytes[i + 3])
        func channel(_ value: UInt8) -> Int { a == 0 ? 0 : min(255, (Int(value) * 255 + a / 2) / a) }
        return ImagePixel(channel(bytes[i]), channel(bytes[i + 1]), channel(bytes[i + 2]), a)
    }

    /// The colour at a point (in points) of a bitmap made at `scale`: the pixel that contains it.
    func at(_ x: CGFloat, _ y: CGFloat, scale: CGFloat = 1) -> ImagePixel {
        self[Int(x * scale), Int(y * scale)]
    }
}

@Suite("UIImage")
struct UIImageTests {
    // MARK: Creating

    @Test("UIImage() is empty: size zero, scale 1, no bitmap, no data, draws nothing")
    func emptyImage() {
        let image = UIImage()
        #expect(image.size == .zero && image.scale == 1 && image.cgImage == nil && image.imageOrientation == .up)
        #expect(image.pngData() == nil && image.jpegData(compressionQuality: 1) == nil)
        #expect(image.images == nil && image.duration == 0 && !image.isSymbolImage)
        #expect(image.renderingMode == .automatic && image.resizingMode == .tile && image.capInsets == .zero)
        let drawn = ImageFixture.render(CGSize(width: 4, height: 4)) { image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(drawn[1, 1] == .clear)
    }

    @Test("init(cgImage:) takes pixels as points; init(cgImage:scale:orientation:) divides by the scale")
    func cgImageScale() {
        let source = ImageFixture.make(CGSize(width: 20, height: 10), scale: 2) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let cgImage = source.cgImage!
        #expect(cgImage.width == 40 && cgImage.height == 20)
        #expect(source.scale == 2 && source.size == CGSize(width: 20, height: 10))
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 40, height: 20))
        #expect(UIImage(cgImage: cgImage).scale == 1)
        let three = UIImage(cgImage: cgImage, scale: 4, orientation: .up)
        #expect(three.size == CGSize(width: 10, height: 5) && three.cgImage === cgImage)
    }

    @Test("A scale that is 0, negative or NaN is taken as 1", arguments: [0, -2, CGFloat.nan, CGFloat.infinity])
    func invalidScale(scale: CGFloat) {
        let cgImage = ImageFixture.make(CGSize(width: 3, height: 2)) {}.cgImage!
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        #expect(image.scale == 1 && image.size == CGSize(width: 3, height: 2))
    }

    @Test("size swaps width and height for the left and right orientations, mirrored or not")
    func sizeFollowsOrientation() {
        let cgImage = ImageFixture.make(CGSize(width: 30, height: 10), scale: 2) {}.cgImage!
        for orientation in [UIImage.Orientation.up, .down, .upMirrored, .downMirrored] {
            #expect(UIImage(cgImage: cgImage, scale: 2, orientation: orientation).size == CGSize(width: 30, height: 10))
        }
        for orientation in [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored] {
            #expect(UIImage(cgImage: cgImage, scale: 2, orientation: orientation).size == CGSize(width: 10, height: 30))
        }
    }

    // MARK: Drawing

    @Test("draw(in:) draws upright in UIKit space, although CGContext.draw draws upside down there")
    func drawInIsUpright() {
        let image = ImageFixture.rows([(.red, 1), (.blue, 1)], width: 2)
        let drawn = ImageFixture.render(CGSize(width: 4, height: 4)) { image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(drawn[0, 0] == .red && drawn[3, 0] == .red)
        #expect(drawn[0, 3] == .blue && drawn[3, 3] == .blue)
    }

    @Test("draw(at:) draws at the image's size in points, at any context scale", arguments: [1.0, 2.0, 3.0])
    func drawAtPoint(contextScale: CGFloat) {
        let image = ImageFixture.rows([(.red, 1), (.blue, 1)], width: 2, scale: 2)  // 2×2 points, 4×4 pixels
        let drawn = ImageFixture.render(CGSize(width: 8, height: 8), scale: contextScale) { image.draw(at: CGPoint(x: 3, y: 2)) }
        #expect(drawn.at(3.5, 2.5, scale: contextScale) == .red)
        #expect(drawn.at(4.5, 3.5, scale: contextScale) == .blue)
        #expect(drawn.at(2.5, 2.5, scale: contextScale) == .clear)
        #expect(drawn.at(5.5, 2.5, scale: contextScale) == .clear)
        #expect(drawn.at(3.5, 4.5, scale: contextScale) == .clear)
    }

    /// The stored 3×2 image: A B C / D E F.
    static let orientationSource: [[UIColor]] = [
        [.red, .green, .blue],
        [.yellow, .cyan, .magenta],
    ]

    @Test(
        "Drawing honours every orientation (EXIF 1-8 semantics)",
        arguments: [
            (UIImage.Orientation.up, ["ABC", "DEF"]),
            (.down, ["FED", "CBA"]),
            (.left, ["CF", "BE", "AD"]),
            (.right, ["DA", "EB", "FC"]),
            (.upMirrored, ["CBA", "FED"]),
            (.downMirrored, ["DEF", "ABC"]),
            (.leftMirrored, ["AD", "BE", "CF"]),
            (.rightMirrored, ["FC", "EB", "DA"]),
        ])
    func orientation(_ orientation: UIImage.Orientation, _ expected: [String]) {
        let colors: [Character: ImagePixel] = [
            "A": .red, "B": .green, "C": .blue, "D": ImagePixel(255, 255, 0), "E": ImagePixel(0, 255, 255), "F": ImagePixel(255, 0, 255),
        ]
        for scale in [1.0, 2.0] as [CGFloat] {
            let stored = ImageFixture.grid(Self.orientationSource, scale: scale)
            let image = UIImage(cgImage: stored.cgImage!, scale: scale, orientation: orientation)
            #expect(image.size == CGSize(width: expected[0].count, height: expected.count))
            let drawn = ImageFixture.render(image.size, scale: scale) { image.draw(at: .zero) }
            for (y, row) in expected.enumerated() {
                for (x, letter) in row.enumerated() {
                    #expect(
                        drawn.at(CGFloat(x) + 0.5, CGFloat(y) + 0.5, scale: scale) == colors[letter]!,
                        "\(orientation) at scale \(scale): cell (\(x), \(y)) should be \(letter)")
                }
            }
        }
    }

    @Test("draw(in:) scales an oriented image into the rectangle")
    func orientedScaled() {
        let stored = ImageFixture.grid(Self.orientationSource)
        let image = UIImage(cgImage: stored.cgImage!, scale: 1, orientation: .right)  // displayed 2×3: D A / E B / F C
        let drawn = ImageFixture.render(CGSize(width: 4, height: 6)) { image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 6)) }
        #expect(drawn[0, 0] == ImagePixel(255, 255, 0) && drawn[3, 0] == .red && drawn[3, 5] == .blue)
    }

    @Test("draw(in:) draws at full opacity with the normal blend mode, whatever the context's alpha and blend mode")
    func drawInIgnoresContextAlpha() {
        let image = ImageFixture.make(CGSize(width: 2, height: 2)) { ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let drawn = ImageFixture.render(CGSize(width: 2, height: 2)) {
            ImageFixture.fill(.white, CGRect(x: 0, y: 0, width: 2, height: 2))
            let context = UIGraphicsGetCurrentContext()!
            context.setAlpha(0.25)
            context.setBlendMode(.multiply)
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(drawn[1, 1] == .red)
    }

    @Test("draw(in:blendMode:alpha:) composites with the given alpha; alpha above 1 is 1")
    func drawWithAlpha() {
        let image = ImageFixture.make(CGSize(width: 2, height: 2)) { ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let half = ImageFixture.render(CGSize(width: 4, height: 2)) {
            ImageFixture.fill(.white, CGRect(x: 0, y: 0, width: 4, height: 2))
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
            image.draw(at: CGPoint(x: 2, y: 0), blendMode: .normal, alpha: 7)
        }
        #expect(half[0, 0].isClose(to: ImagePixel(255, 128, 128), tolerance: 2))
        #expect(half[3, 1] == .red)
    }

    @Test("draw(in:blendMode:alpha:) uses the blend mode")
    func drawWithBlendMode() {
        let image = ImageFixture.make(CGSize(width: 1, height: 1)) {
            ImageFixture.fill(UIColor(red: 0.5, green: 1, blue: 1, alpha: 1), CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let drawn = ImageFixture.render(CGSize(width: 1, height: 1)) {
            ImageFixture.fill(UIColor(red: 1, green: 0, blue: 1, alpha: 1), CGRect(x: 0, y: 0, width: 1, height: 1))
            image.draw(in: CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .multiply, alpha: 1)
        }
        #expect(drawn[0, 0].isClose(to: ImagePixel(128, 0, 255), tolerance: 2))
    }

    @Test("An empty, negative or non-finite rectangle: negative is standardized, the others draw nothing")
    func degenerateRects() {
        let image = ImageFixture.make(CGSize(width: 2, height: 2)) { ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let drawn = ImageFixture.render(CGSize(width: 4, height: 4)) {
            image.draw(in: .zero)
            image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2))
            image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
            image.draw(in: CGRect(x: 4, y: 4, width: -2, height: -2))
        }
        #expect(drawn[0, 0] == .clear && drawn[3, 3] == .red && drawn[2, 2] == .red && drawn[1, 3] == .clear)
    }

    @Test("Drawing without a current context does nothing")
    func drawWithoutContext() {
        let image = ImageFixture.make(CGSize(width: 2, height: 2)) { ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(UIGraphicsGetCurrentContext() == nil)
        image.draw(at: .zero)
        image.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("drawAsPattern(in:) repeats the image from the user-space origin, only inside the rectangle")
    func drawAsPattern() {
        let image = ImageFixture.make(CGSize(width: 1, height: 1), scale: 2) {  // 1×1 point, 2×2 pixels
            ImageFixture.fill(.blue, CGRect(x: 0, y: 0, width: 1, height: 1))
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        }
        let tile = ImageFixture.grid([[.red, .blue], [.green, .blue]])  // 2×2 points
        let drawn = ImageFixture.render(CGSize(width: 6, height: 6)) {
            tile.drawAsPattern(in: CGRect(x: 1, y: 1, width: 5, height: 5))
        }
        #expect(drawn[0, 0] == .clear && drawn[1, 0] == .clear)
        #expect(drawn[2, 2] == .red && drawn[4, 4] == .red && drawn[3, 2] == .blue && drawn[2, 3] == .green)
        #expect(drawn[1, 1] == .blue && drawn[5, 5] == .blue && drawn[4, 5] == .green)
        let fine = ImageFixture.render(CGSize(width: 2, height: 2), scale: 2) {
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(fine[0, 0] == .red && fine[2, 2] == .red && fine[2, 0] == .red)
        #expect(fine[1, 0] == .blue && fine[3, 3] == .blue && fine[0, 1] == .blue)
    }

    // MARK: Modifiers and animation

    @Test("Modifiers return new images and leave the receiver untouched")
    func modifiersCopy() {
        let image = ImageFixture.make(CGSize(width: 2, height: 2)) {}
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template !== image && template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        #expect(template.cgImage === image.cgImage && template.size == image.size && template.scale == image.scale)
        #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate)
        #expect(image.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0))
        #expect(image.capInsets == .zero && resizable.capInsets.top == 1)
        #expect(resizable.withRenderingMode(.alwaysTemplate).capInsets == resizable.capInsets)
    }

    @Test("withHorizontallyFlippedOrientation() mirrors the orientation")
    func horizontallyFlipped() {
        let cgImage = ImageFixture.make(CGSize(width: 2, height: 1)) {}.cgImage!
        let pairs: [(UIImage.Orientation, UIImage.Orientation)] = [
            (.up, .upMirrored), (.down, .downMirrored), (.left, .rightMirrored), (.right, .leftMirrored),
        ]
        for (from, to) in pairs {
            #expect(UIImage(cgImage: cgImage, scale: 1, orientation: from).withHorizontallyFlippedOrientation().imageOrientation == to)
            #expect(UIImage(cgImage: cgImage, scale: 1, orientation: to).withHorizontallyFlippedOrientation().imageOrientation == from)
        }
    }

    @Test("animatedImage(with:duration:) keeps the frames and duration and takes the first frame's size; none gives nil")
    func animatedImage() throws {
        let first = ImageFixture.make(CGSize(width: 4, height: 3), scale: 2) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let second = ImageFixture.make(CGSize(width: 4, height: 3), scale: 2) {
            ImageFixture.fill(.blue, CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let animated = try #require(UIImage.animatedImage(with: [first, second], duration: 1.5))
        #expect(animated.images?.count == 2 && animated.images?[1] === second && animated.duration == 1.5)
        #expect(animated.size == first.size && animated.scale == 2)
        #expect(first.images == nil && first.duration == 0)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let drawn = ImageFixture.render(CGSize(width: 4, height: 3)) { animated.draw(at: .zero) }
        #expect(drawn[1, 1] == .red)
    }

    @Test("isSymbolImage is false: OpenUIKit has no symbol images")
    func notSymbol() {
        #expect(!ImageFixture.make(CGSize(width: 1, height: 1)) {}.isSymbolImage)
    }
}
