import Foundation

/// A screen capture in X Window Dump format, as `xwd` writes it, decoded for reading pixel colours.
///
/// The file is a header of 25 big-endian 32-bit fields (`XWDFileHeader`), the window name, `ncolors`
/// colour-map entries of 12 bytes, then the pixels: `bytes_per_line` bytes a row, each pixel
/// `bits_per_pixel` bits in the header's `byte_order`, its channels found with the header's masks.
/// Only the TrueColor/DirectColor Z-pixmap layouts of 24 and 32 bits a pixel are read (what Xvfb's
/// 24-bit screens give); anything else is an error.
struct XWDImage {
    let width: Int
    let height: Int
    private let pixels: Data
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let bigEndianPixels: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)

    struct FormatError: Error, CustomStringConvertible { let description: String }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) throws -> UInt32 {
            let offset = index * 4
            guard offset + 4 <= bytes.count else { throw FormatError(description: "xwd: truncated header") }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let headerSize = Int(try field(0)), version = try field(1), format = try field(2)
        guard version == 7, format == 2 else {
            throw FormatError(description: "xwd: version \(version), format \(format); want 7, ZPixmap")
        }
        width = Int(try field(4))
        height = Int(try field(5))
        bigEndianPixels = try field(7) == 1
        let bitsPerPixel = Int(try field(11))
        bytesPerLine = Int(try field(12))
        let visualClass = try field(13)
        masks = (try field(14), try field(15), try field(16))
        let colorCount = Int(try field(19))
        guard bitsPerPixel == 32 || bitsPerPixel == 24, visualClass == 4 || visualClass == 5 else {
            throw FormatError(
                description: "xwd: \(bitsPerPixel) bits a pixel, visual class \(visualClass); "
                    + "want 24/32-bit TrueColor")
        }
        bytesPerPixel = bitsPerPixel / 8
        let start = headerSize + colorCount * 12
        guard start + bytesPerLine * height <= bytes.count else { throw FormatError(description: "xwd: truncated pixels") }
        pixels = data.subdata(in: data.startIndex + start..<data.startIndex + start + bytesPerLine * height)
    }

    /// The colour at (`x`, `y`) as 8-bit red, green, blue.
    func rgb(x: Int, y: Int) -> RGB {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "XWDImage.rgb(x:y:): (\(x), \(y)) outside \(width)x\(height)")
        let offset = y * bytesPerLine + x * bytesPerPixel
        let value = pixels.withUnsafeBytes { raw -> UInt32 in
            let bytes = (0..<bytesPerPixel).map { UInt32(raw[offset + $0]) }
            return bigEndianPixels
                ? bytes.reduce(0) { $0 << 8 | $1 }
                : bytes.reversed().reduce(0) { $0 << 8 | $1 }
        }
        func channel(_ mask: UInt32) -> UInt8 {
            guard mask != 0 else { return 0 }
            let shifted = (value & mask) >> UInt32(mask.trailingZeroBitCount)
            let maximum = mask >> UInt32(mask.trailingZeroBitCount)
            return UInt8((shifted * 255 + maximum / 2) / maximum)
        }
        return RGB(red: channel(masks.red), green: channel(masks.green), blue: channel(masks.blue))
    }
}

/// An opaque 8-bit colour, compared with a small tolerance.
struct RGB: Equatable, CustomStringConvertible {
    var red: UInt8, green: UInt8, blue: UInt8

    static let red = RGB(red: 255, green: 0, blue: 0)
    static let green = RGB(red: 0, green: 255, blue: 0)
    static let blue = RGB(red: 0, green: 0, blue: 255)
    static let yellow = RGB(red: 255, green: 255, blue: 0)
    static let cyan = RGB(red: 0, green: 255, blue: 255)
    static let magenta = RGB(red: 255, green: 0, blue: 255)

    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }
}
