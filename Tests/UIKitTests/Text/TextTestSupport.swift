import Foundation
import UIKit

/// Pins the project's fonts (Tests/TestSupport/fonts.conf) unless FONTCONFIG_FILE already names a
/// configuration (the Makefile sets it to that same file). The one clear-box call of the text tests.
enum TestFonts {
    private static let pinned: Void = {
        guard ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == nil else { return }
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try? TextEngine.useFontConfiguration(file: tests.appendingPathComponent("TestSupport/fonts.conf").path)
    }()

    static func pin() { pinned }
}

/// The pixels of an image drawn with UIKit, readable by position (in points or pixels).
struct RenderedPixels {
    let width: Int
    let height: Int
    let scale: CGFloat
    private let bytes: [UInt8]
    private let bytesPerRow: Int

    /// Draws `drawing` into a new image context of `size` points at `scale` and reads the result.
    init(size: CGSize, scale: CGFloat = 1, _ drawing: () -> Void) {
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        drawing()
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        let cgImage = image.cgImage!
        width = cgImage.width
        height = cgImage.height
        self.scale = scale
        bytesPerRow = cgImage.bytesPerRow
        bytes = [UInt8](cgImage.dataProvider!.data! as Data)
    }

    /// Red, green, blue, alpha (premultiplied) of pixel (x, y), from the top left.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = y * bytesPerRow + x * 4
        return (bytes[i + 2], bytes[i + 1], bytes[i], bytes[i + 3])
    }

    /// The bounding box, in points, of the pixels that match; nil when none does.
    func inkBounds(where matches: (_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool = { _, _, _, a in a > 40 }) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                guard matches(p.r, p.g, p.b, p.a) else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(
            x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
            width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// How many pixels match inside `rect` (in points).
    func count(in rect: CGRect, where matches: (_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool) -> Int {
        let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
            .integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !pixels.isNull else { return 0 }
        var count = 0
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) {
                let p = pixel(x, y)
                if matches(p.r, p.g, p.b, p.a) { count += 1 }
            }
        }
        return count
    }

    static func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool { a > 100 && r > 150 && g < 80 && b < 80 }
    static func isInk(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool { a > 40 }
}
