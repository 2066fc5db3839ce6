import Foundation
import Testing
import UIKit

@Suite("UIImage decoding and encoding")
struct UIImageDecodingTests {
    /// A 4×4-point image with four opaque quadrants and a half-transparent pixel, at `scale`.
    static func quadrants(scale: CGFloat = 1) -> UIImage {
        ImageFixture.make(CGSize(width: 4, height: 4), scale: scale) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 2, height: 2))
            ImageFixture.fill(.green, CGRect(x: 2, y: 0, width: 2, height: 2))
            ImageFixture.fill(.blue, CGRect(x: 0, y: 2, width: 2, height: 2))
            ImageFixture.fill(.white, CGRect(x: 2, y: 2, width: 2, height: 2))
            UIGraphicsGetCurrentContext()!.clear(CGRect(x: 3, y: 3, width: 1, height: 1))
            ImageFixture.fill(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5), CGRect(x: 3, y: 3, width: 1, height: 1))
        }
    }

    /// An opaque 16×16 image of four 8×8 blocks (JPEG's block size, so colours survive compression well).
    static func jpegFriendly() -> UIImage {
        ImageFixture.make(CGSize(width: 16, height: 16), opaque: true) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 8, height: 8))
            ImageFixture.fill(.green, CGRect(x: 8, y: 0, width: 8, height: 8))
            ImageFixture.fill(.blue, CGRect(x: 0, y: 8, width: 8, height: 8))
            ImageFixture.fill(.white, CGRect(x: 8, y: 8, width: 8, height: 8))
        }
    }

    // MARK: PNG

    @Test("PNG round trip keeps every pixel, alpha included")
    func pngRoundTrip() throws {
        let original = Self.quadrants()
        let data = try #require(original.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == original.size && decoded.scale == 1 && decoded.imageOrientation == .up)
        let before = ImageBitmap(original), after = ImageBitmap(decoded)
        for y in 0..<4 {
            for x in 0..<4 { #expect(after[x, y].isClose(to: before[x, y], tolerance: 1), "pixel (\(x), \(y))") }
        }
        #expect(after[3, 3].isClose(to: ImagePixel(0, 0, 255, 128), tolerance: 2))
    }

    @Test("UIImage(data:) is scale 1; UIImage(data:scale:) divides the pixel size by the scale")
    func dataScale() throws {
        let data = try #require(Self.quadrants(scale: 2).pngData())
        #expect(UIImage(data: data)?.size == CGSize(width: 8, height: 8))
        let two = try #require(UIImage(data: data, scale: 2))
        #expect(two.scale == 2 && two.size == CGSize(width: 4, height: 4))
        #expect(UIImage(data: data, scale: 0)?.scale == 1)
        #expect(UIImage(data: data, scale: -3)?.scale == 1)
    }

    @Test("UIImagePNGRepresentation and UIImageJPEGRepresentation are pngData() and jpegData(compressionQuality:)")
    func freeFunctions() {
        let image = Self.jpegFriendly()
        #expect(UIImagePNGRepresentation(image) == image.pngData())
        #expect(UIImageJPEGRepresentation(image, 0.7) == image.jpegData(compressionQuality: 0.7))
        #expect(UIImagePNGRepresentation(UIImage()) == nil && UIImageJPEGRepresentation(UIImage(), 1) == nil)
    }

    // MARK: JPEG

    @Test("JPEG round trip keeps colours within a small tolerance")
    func jpegRoundTrip() throws {
        let original = Self.jpegFriendly()
        let data = try #require(original.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 16, height: 16))
        let before = ImageBitmap(original), after = ImageBitmap(decoded)
        for (x, y) in [(2, 2), (12, 3), (3, 12), (12, 12), (0, 0), (15, 15)] {
            #expect(after[x, y].isClose(to: before[x, y], tolerance: 12), "pixel (\(x), \(y)): \(after[x, y]) vs \(before[x, y])")
        }
    }

    @Test("A lower compression quality makes smaller JPEG data; out-of-range qualities are clamped")
    func jpegQuality() throws {
        let image = ImageFixture.make(CGSize(width: 32, height: 32), opaque: true) {
            for i in 0..<32 {
                ImageFixture.fill(
                    UIColor(hue: CGFloat(i) / 32, saturation: 1, brightness: 1, alpha: 1),
                    CGRect(x: i, y: 0, width: 1, height: 32))
            }
        }
        let low = try #require(image.jpegData(compressionQuality: 0.1))
        let high = try #require(image.jpegData(compressionQuality: 1))
        #expect(low.count < high.count)
        #expect(image.jpegData(compressionQuality: 5) == high)
        #expect(image.jpegData(compressionQuality: -1) == image.jpegData(compressionQuality: 0))
    }

    @Test("JPEG has no alpha: transparent pixels are written over black")
    func jpegDropsAlpha() throws {
        let image = ImageFixture.make(CGSize(width: 16, height: 16)) {}
        let data = try #require(image.jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: data))
        #expect(ImageBitmap(decoded)[8, 8].isClose(to: .black, tolerance: 3))
    }

    @Test(
        "A JPEG's EXIF orientation becomes imageOrientation, in either byte order",
        arguments: [
            (6, true, UIImage.Orientation.right), (6, false, .right), (8, false, .left), (3, true, .down), (1, false, .up),
            (2, true, .upMirrored), (5, false, .leftMirrored), (7, true, .rightMirrored), (4, false, .downMirrored),
        ])
    func exifOrientation(value: Int, bigEndian: Bool, expected: UIImage.Orientation) throws {
        let landscape = ImageFixture.make(CGSize(width: 16, height: 8), opaque: true) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 16, height: 8))
        }
        let jpeg = try #require(landscape.jpegData(compressionQuality: 0.8))
        let image = try #require(UIImage(data: Self.insertingEXIF(orientation: value, bigEndian: bigEndian, into: jpeg)))
        #expect(image.imageOrientation == expected)
        #expect(
            image.size
                == (expected == .right || expected == .left || expected == .leftMirrored || expected == .rightMirrored
                    ? CGSize(width: 8, height: 16) : CGSize(width: 16, height: 8)))
    }

    @Test("A malformed or out-of-range EXIF orientation is ignored: the image still decodes, .up")
    func malformedEXIF() throws {
        let jpeg = try #require(Self.jpegFriendly().jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: Self.insertingEXIF(orientation: 9, bigEndian: true, into: jpeg))?.imageOrientation == .up)
        var broken = Self.insertingEXIF(orientation: 6, bigEndian: true, into: jpeg)
        broken[broken.startIndex + 12] = 0x00  // the "MM" byte-order mark destroyed
        #expect(UIImage(data: broken)?.imageOrientation == .up)
    }

    @Test("jpegData writes an oriented image upright: decoding gives the same picture and size")
    func jpegBakesOrientation() throws {
        let stored = ImageFixture.make(CGSize(width: 16, height: 8), opaque: true) {
            ImageFixture.fill(.red, CGRect(x: 0, y: 0, width: 8, height: 8))
            ImageFixture.fill(.blue, CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        let rotated = UIImage(cgImage: stored.cgImage!, scale: 1, orientation: .right)  // displayed 8×16: red on top
        let data = try #require(rotated.jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 8, height: 16) && decoded.imageOrientation == .up)
        let bitmap = ImageBitmap(decoded)
        #expect(bitmap[4, 3].isClose(to: .red, tolerance: 12) && bitmap[4, 12].isClose(to: .blue, tolerance: 12))
    }

    // MARK: Bad input

    static func corruptInputs() throws -> [(String, Data)] {
        let png = try #require(quadrants().pngData())
        let jpeg = try #require(jpegFriendly().jpegData(compressionQuality: 0.9))
        var generator = ImageTestRandom(seed: 42)
        let random = Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })
        var brokenJPEGHeader = jpeg
        brokenJPEGHeader.replaceSubrange(2..<24, with: [UInt8](repeating: 0x00, count: 22))
        var badPNGChunk = png
        badPNGChunk[png.count - 20] ^= 0xFF  // inside the image data: its CRC no longer matches
        return [
            ("empty data", Data()),
            ("random bytes", random),
            ("a PNG signature alone", png.prefix(8)),
            ("a valid PNG truncated in the middle", png.prefix(png.count / 2)),
            ("a PNG with a corrupted chunk", badPNGChunk),
            ("a PNG header claiming 40000×40000 pixels", pngHeader(width: 40_000, height: 40_000)),
            ("a PNG header claiming 0×0 pixels", pngHeader(width: 0, height: 0)),
            ("a JPEG with a broken header", brokenJPEGHeader),
            ("a valid JPEG truncated in the middle", jpeg.prefix(jpeg.count / 2)),
            ("a JPEG start-of-image marker alone", Data([0xFF, 0xD8])),
            ("text", Data("not an image at all".utf8)),
        ]
    }

    @Test("Corrupt, truncated or unrecognised data decodes to nil")
    func corruptData() throws {
        for (name, data) in try Self.corruptInputs() {
            #expect(UIImage(data: data) == nil, "\(name)")
            #expect(UIImage(data: data, scale: 2) == nil, "\(name)")
        }
    }

    // MARK: Files

    @Test(
        "init(contentsOfFile:) reads the scale from an @2x or @3x name",
        arguments: [
            ("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0), ("icon@2x~ipad.png", 2.0), ("icon@x.png", 1.0),
            ("photo@2x.jpg", 2.0),
        ])
    func contentsOfFile(name: String, scale: CGFloat) throws {
        let folder = try ImageTestFolder()
        defer { folder.remove() }
        let image = Self.quadrants(scale: 2)  // 8×8 pixels
        let data = try #require(name.hasSuffix("jpg") ? image.jpegData(compressionQuality: 1) : image.pngData())
        let path = try folder.write(data, to: name)
        let loaded = try #require(UIImage(contentsOfFile: path))
        #expect(loaded.scale == scale && loaded.size == CGSize(width: 8 / scale, height: 8 / scale))
    }

    @Test("init(contentsOfFile:) gives nil for a missing file, a folder, or a file that does not decode")
    func contentsOfFileFailures() throws {
        let folder = try ImageTestFolder()
        defer { folder.remove() }
        #expect(UIImage(contentsOfFile: folder.path + "/missing.png") == nil)
        #expect(UIImage(contentsOfFile: folder.path) == nil)
        let garbage = try folder.write(Data("garbage".utf8), to: "garbage@2x.png")
        #expect(UIImage(contentsOfFile: garbage) == nil)
        #expect(UIImage(contentsOfFile: "") == nil)
    }

    // MARK: Helpers

    /// `jpeg` with an APP1 EXIF segment holding one Orientation tag inserted after the start-of-image marker.
    static func insertingEXIF(orientation: Int, bigEndian: Bool, into jpeg: Data) -> Data {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        let tiff: [UInt8] =
            (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    /// A PNG signature and IHDR chunk (8-bit RGBA) with a correct CRC, and nothing after it.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// A deterministic random-number generator, so that "random bytes" are the same on every run.
struct ImageTestRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A fresh folder under the temporary directory; tests remove it with `defer { folder.remove() }`.
final class ImageTestFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "/openuikit-uiimage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `data` to `name` (which may contain subfolders) and returns the file's path.
    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }
}
