import CoreGraphics

/// An RGBA bitmap context (premultiplied, R first in memory) and readers for its pixels; public API only.
struct RGBABitmap {
    let context: CGContext
    let width: Int, height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The pixel in memory row `row` (row 0 is the top of the image, device y = height - 1), as RGBA bytes.
    func pixel(x: Int, row: Int) -> [UInt8] {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + row * context.bytesPerRow + x * 4
        return [bytes[0], bytes[1], bytes[2], bytes[3]]
    }

    /// Whether every pixel is fully transparent.
    var isBlank: Bool {
        (0..<height).allSatisfy { row in (0..<width).allSatisfy { pixel(x: $0, row: row)[3] == 0 } }
    }

    /// The number of pixels with any alpha.
    var inkedPixelCount: Int {
        (0..<height).reduce(0) { sum, row in sum + (0..<width).filter { pixel(x: $0, row: row)[3] > 0 }.count }
    }
}
