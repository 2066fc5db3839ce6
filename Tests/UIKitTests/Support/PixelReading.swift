import UIKit

/// Reads pixels of an image through public Core Graphics API (`dataProvider`, `bitmapInfo`, `bytesPerRow`),
/// honouring the byte order and alpha position the image reports; returns unpremultiplied RGBA bytes.
struct Pixels {
    let width: Int, height: Int
    private let bytes: Data
    private let bytesPerRow: Int
    private let alphaFirst: Bool, littleEndian: Bool, hasAlpha: Bool, premultiplied: Bool

    init(_ image: UIImage) {
        let cg = image.cgImage!
        width = cg.width; height = cg.height
        bytes = cg.dataProvider!.data! as Data
        bytesPerRow = cg.bytesPerRow
        let alpha = cg.alphaInfo
        alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
        hasAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(alpha)
        premultiplied = [.premultipliedFirst, .premultipliedLast].contains(alpha)
        littleEndian = cg.bitmapInfo.contains(.byteOrder32Little)
    }

    /// The pixel at column `x`, row `y` (row 0 at the top), as [r, g, b, a].
    subscript(x: Int, y: Int) -> [UInt8] {
        let offset = y * bytesPerRow + x * 4
        var channels = [bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]]
        if littleEndian { channels.reverse() }
        var (a, r, g, b): (UInt8, UInt8, UInt8, UInt8)
        if alphaFirst {
            (a, r, g, b) = (channels[0], channels[1], channels[2], channels[3])
        } else {
            (r, g, b, a) = (channels[0], channels[1], channels[2], channels[3])
        }
        if !hasAlpha { a = 255 }
        if premultiplied && a > 0 && a < 255 {
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
            (r, g, b) = (un(r), un(g), un(b))
        }
        return [r, g, b, a]
    }

    /// Whether `pixel` is within `tolerance` of `expected` in every channel.
    static func close(_ pixel: [UInt8], _ expected: [UInt8], tolerance: Int = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

/// Renders `size` points at `scale` with `draw`, through UIGraphicsImageRenderer.
func render(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
}
