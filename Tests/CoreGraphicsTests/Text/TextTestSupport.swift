import CoreGraphics
import Foundation

/// Pins the project's fonts (Tests/TestSupport/fonts.conf) for every test of the target, unless
/// FONTCONFIG_FILE already names a configuration (the Makefile sets it to that same file).
enum TestFonts {
    private static let pinned: Void = {
        guard ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == nil else { return }
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try? TextEngine.useFontConfiguration(file: tests.appendingPathComponent("TestSupport/fonts.conf").path)
    }()

    static func pin() { pinned }

    /// Inter, as the system font asks for it.
    static func inter(_ size: CGFloat, weight: Int = 400) -> TextFont {
        TextFont(families: ["Inter", "WenQuanYi Micro Hei", "DejaVu Sans"], weight: weight, size: size)
    }
}

extension AttributedText {
    /// Text in Inter at `size` with `paragraph` settings and an optional colour.
    static func plain(
        _ string: String, size: CGFloat = 17, color: CGColor? = nil,
        paragraph: ParagraphSettings = ParagraphSettings()
    ) -> AttributedText {
        AttributedText(string: string, style: TextStyle(font: TestFonts.inter(size), foregroundColor: color, paragraph: paragraph))
    }
}

/// A bitmap context in UIKit's space (points, y down) at `scale`, with its pixels readable.
struct TextCanvas {
    let context: CGContext
    let width: Int
    let height: Int
    let scale: CGFloat

    init(width: Int, height: Int, scale: CGFloat = 1) {
        self.width = Int(CGFloat(width) * scale)
        self.height = Int(CGFloat(height) * scale)
        self.scale = scale
        context = CGContext(
            data: nil, width: self.width, height: self.height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(self.height))
        context.scaleBy(x: scale, y: -scale)
        context.adoptCurrentSpaceAsBaseSpace()
    }

    /// Red, green, blue and alpha of the pixel at (x, y) in pixels, from the top left.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return (bytes[2], bytes[1], bytes[0], bytes[3])
    }

    /// The pixels (in points) whose alpha is above `threshold`, as their bounding box; nil without ink.
    func inkBounds(threshold: UInt8 = 40, where matches: (UInt8, UInt8, UInt8, UInt8) -> Bool = { _, _, _, _ in true }) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                guard p.a > threshold, matches(p.r, p.g, p.b, p.a) else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(
            x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
            width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }
}
