@_implementationOnly import CCairo

/// Where each channel of a client bitmap sits, and how to convert it to and from Cairo's pixels
/// (native-endian 32-bit ARGB, premultiplied), which every OpenUIKit image and context stores.
struct PixelLayout: Equatable {
    enum Kind: Equatable {
        /// Four bytes a pixel; offsets of red, green, blue and alpha (nil alpha: opaque/skipped).
        case rgba32(r: Int, g: Int, b: Int, a: Int?, premultiplied: Bool)
        /// One gray byte a pixel, opaque.
        case gray8
        /// One gray byte and one alpha byte a pixel (not premultiplied).
        case grayAlpha16(grayFirst: Bool)
        /// One alpha byte a pixel.
        case alpha8
    }
    let kind: Kind
    var bytesPerPixel: Int {
        switch kind {
        case .rgba32: return 4
        case .gray8, .alpha8: return 1
        case .grayAlpha16: return 2
        }
    }
    var hasAlpha: Bool {
        switch kind {
        case .rgba32(_, _, _, let a, _): return a != nil
        case .gray8: return false
        case .grayAlpha16, .alpha8: return true
        }
    }

    /// The layout Cairo's ARGB32 format has on a little-endian machine: B, G, R, A in memory.
    static let native = PixelLayout(kind: .rgba32(r: 2, g: 1, b: 0, a: 3, premultiplied: true))
    static let nativeOpaque = PixelLayout(kind: .rgba32(r: 2, g: 1, b: 0, a: nil, premultiplied: true))

    /// The layout a Core Graphics description names, or nil when OpenUIKit cannot read it
    /// (only 8 bits per component are supported).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
            let alpha = bitmapInfo.alphaInfo
        else { return nil }
        let little =
            bitmapInfo.byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
            || bitmapInfo.byteOrder == CGBitmapInfo.byteOrder16Little.rawValue
        switch (bitsPerPixel, model) {
        case (8, _) where alpha == .alphaOnly:
            kind = .alpha8
        case (8, .monochrome?) where alpha == .none:
            kind = .gray8
        case (16, .monochrome?):
            switch alpha {
            case .last, .premultipliedLast: kind = .grayAlpha16(grayFirst: !little)
            case .first, .premultipliedFirst: kind = .grayAlpha16(grayFirst: little)
            default: return nil
            }
        case (32, .rgb?), (32, nil):
            // Big-endian (default) order lists channels as named; little-endian reverses the four bytes.
            var order: [Character]
            switch alpha {
            case .premultipliedLast, .last, .noneSkipLast: order = ["r", "g", "b", "a"]
            case .premultipliedFirst, .first, .noneSkipFirst: order = ["a", "r", "g", "b"]
            case .none: order = ["r", "g", "b", "x"]
            case .alphaOnly: return nil
            }
            if little { order.reverse() }
            let hasAlpha = alpha != .none && alpha != .noneSkipLast && alpha != .noneSkipFirst
            kind = .rgba32(
                r: order.firstIndex(of: "r")!, g: order.firstIndex(of: "g")!,
                b: order.firstIndex(of: "b")!,
                a: hasAlpha ? order.firstIndex(of: "a")! : nil,
                // Without alpha, premultiplied and straight colour are the same bytes.
                premultiplied: !hasAlpha || alpha == .premultipliedFirst || alpha == .premultipliedLast)
        default:
            return nil
        }
    }

    init(kind: Kind) { self.kind = kind }

    /// Copies `width`×`height` pixels from `source` (in this layout) into a Cairo ARGB32 buffer.
    func unpack(
        from source: UnsafeRawPointer, bytesPerRow: Int, into destination: UnsafeMutableRawPointer,
        destinationStride: Int, width: Int, height: Int
    ) {
        for y in 0..<height {
            let src = source.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let dst = destination.advanced(by: y * destinationStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var r: UInt32, g: UInt32, b: UInt32, a: UInt32
                switch kind {
                case let .rgba32(ri, gi, bi, ai, premultiplied):
                    let p = src + x * 4
                    r = UInt32(p[ri]); g = UInt32(p[gi]); b = UInt32(p[bi])
                    a = ai.map { UInt32(p[$0]) } ?? 255
                    if !premultiplied && a < 255 {
                        r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                    }
                case .gray8:
                    r = UInt32(src[x]); g = r; b = r; a = 255
                case let .grayAlpha16(grayFirst):
                    let gray = UInt32(src[x * 2 + (grayFirst ? 0 : 1)])
                    a = UInt32(src[x * 2 + (grayFirst ? 1 : 0)])
                    r = (gray * a + 127) / 255; g = r; b = r
                case .alpha8:
                    r = 0; g = 0; b = 0; a = UInt32(src[x])
                }
                dst[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Copies Cairo ARGB32 pixels into `destination`, in this layout.
    func pack(
        from source: UnsafeRawPointer, sourceStride: Int, into destination: UnsafeMutableRawPointer,
        bytesPerRow: Int, width: Int, height: Int
    ) {
        for y in 0..<height {
            let src = source.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let dst = destination.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let pixel = src[x]
                let a = pixel >> 24
                var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                switch kind {
                case let .rgba32(ri, gi, bi, ai, premultiplied):
                    if !premultiplied && a > 0 && a < 255 {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    let p = dst + x * 4
                    p[ri] = UInt8(r); p[gi] = UInt8(g); p[bi] = UInt8(b)
                    if let ai {
                        p[ai] = UInt8(a)
                    } else if let skipped = (0..<4).first(where: { ![ri, gi, bi].contains($0) }) {
                        p[skipped] = 255
                    }
                case .gray8:
                    dst[x] = UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
                case let .grayAlpha16(grayFirst):
                    var gray = (299 * r + 587 * g + 114 * b + 500) / 1000
                    if a > 0 && a < 255 { gray = min(255, (gray * 255 + a / 2) / a) }
                    dst[x * 2 + (grayFirst ? 0 : 1)] = UInt8(gray)
                    dst[x * 2 + (grayFirst ? 1 : 0)] = UInt8(a)
                case .alpha8:
                    dst[x] = UInt8(a)
                }
            }
        }
    }
}
