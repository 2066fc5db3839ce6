@_implementationOnly import CCairo

/// An immutable bitmap image.
///
/// Pixels are stored as Cairo stores them (32-bit native-endian ARGB, premultiplied; opaque images skip
/// alpha), whatever layout they were created from, so that drawing an image never converts it. An image
/// made from 8-bit gray data reports `alphaInfo == .none` and acts as a luminance mask in
/// ``CGContext/clip(to:mask:)``. Images are usable from any thread.
public final class CGImage: @unchecked Sendable, Equatable, Hashable {
    /// The Cairo surface holding the pixels. Never drawn into after creation.
    package let surface: OpaquePointer
    public let width: Int
    public let height: Int
    /// Whether the pixels carry alpha.
    package let hasAlpha: Bool
    /// True for images made with ``init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)``.
    public let isMask: Bool
    /// Whether the source described gray pixels (a luminance mask when it has no alpha).
    package let isGray: Bool
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent = .defaultIntent

    /// Takes ownership of a Cairo image surface (which must be ARGB32 or RGB24 and not in error).
    package init(surface: OpaquePointer, isGray: Bool = false, isMask: Bool = false, shouldInterpolate: Bool = true) {
        cairo_surface_flush(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        hasAlpha = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24
        self.isGray = isGray
        self.isMask = isMask
        self.shouldInterpolate = shouldInterpolate
    }

    deinit { cairo_surface_destroy(surface) }

    /// Creates an image from pixels in memory. Supports 8 bits per component: RGB(A) in any byte order
    /// and alpha position, premultiplied or not; 8-bit gray; 16-bit gray+alpha; 8-bit alpha only.
    /// Returns nil for any other layout, a zero or negative size, or too little data.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                model: space.model, bitmapInfo: bitmapInfo),
            bytesPerRow >= width * layout.bytesPerPixel,
            provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else { return nil }
        guard let surface = CGImage.makeSurface(width: width, height: height, opaque: !layout.hasAlpha) else { return nil }
        provider.bytes.withUnsafeBytes { raw in
            layout.unpack(
                from: raw.baseAddress!, bytesPerRow: bytesPerRow,
                into: cairo_image_surface_get_data(surface), destinationStride: Int(cairo_image_surface_get_stride(surface)),
                width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, isGray: space.model == .monochrome, shouldInterpolate: shouldInterpolate)
    }

    /// Creates an image mask: 8-bit samples where 0 paints and 255 masks out (Apple's default decode).
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
        bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 8, bytesPerRow >= width,
            provider.bytes.count >= bytesPerRow * (height - 1) + width,
            let surface = CGImage.makeSurface(width: width, height: height, opaque: false)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        provider.bytes.withUnsafeBytes { raw in
            for y in 0..<height {
                let src = raw.baseAddress!.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let dst = UnsafeMutableRawPointer(destination).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { dst[x] = UInt32(255 - src[x]) << 24 }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, isMask: true, shouldInterpolate: shouldInterpolate)
    }

    /// A new ARGB32 (or RGB24 when `opaque`) surface cleared to transparent, or nil when Cairo cannot make it.
    package static func makeSurface(width: Int, height: Int, opaque: Bool) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var colorSpace: CGColorSpace? { isMask ? nil : .deviceRGB }
    public var alphaInfo: CGImageAlphaInfo { hasAlpha ? .premultipliedFirst : .noneSkipFirst }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) }
    public var byteOrderInfo: CGImageByteOrderInfo { .order32Little }

    /// The pixels, in the layout `bitmapInfo` and `bytesPerRow` describe.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(bytes: withPixelBytes { Data($0) })
    }

    /// The part of the image inside `rect` (in pixels, top-left origin, made integral), or nil when
    /// `rect` does not intersect the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty,
            let cropped = CGImage.makeSurface(width: Int(area.width), height: Int(area.height), opaque: !hasAlpha)
        else { return nil }
        let cr = cairo_create(cropped)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(area.minX), -Double(area.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(surface: cropped, isGray: isGray, isMask: isMask, shouldInterpolate: shouldInterpolate)
    }

    /// A copy of the image (images are immutable, so this returns the receiver, as Apple may).
    public func copy() -> CGImage? { self }

    /// Pixel-for-pixel equality.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        guard lhs !== rhs else { return true }
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.hasAlpha == rhs.hasAlpha else { return false }
        guard lhs.bytesPerRow == rhs.bytesPerRow else { return false }
        return lhs.withPixelBytes { a in
            rhs.withPixelBytes { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
                return memcmp(pa, pb, a.count) == 0
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    /// Reads the pixels where they are, in the layout `bitmapInfo` and `bytesPerRow` describe: no copy,
    /// unlike `dataProvider` (whose `CFData` costs a copy and, bridged to `Data` on Linux, a slow one).
    package func withPixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        return try body(UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: bytesPerRow * height))
    }

    /// Whether every pixel is opaque (an image without alpha, or whose alpha is 255 everywhere).
    package var isFullyOpaque: Bool {
        guard hasAlpha else { return true }
        return withPixelBytes { bytes in
            for y in 0..<height {
                let row = bytes.baseAddress!.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where row[x] >> 24 != 255 { return false }
            }
            return true
        }
    }

    /// Reads one pixel as unpremultiplied RGBA bytes (for tests and hit-testing on image content).
    package func rgbaPixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "CGImage pixel (\(x), \(y)) outside \(width)x\(height)")
        let row = cairo_image_surface_get_data(surface)!.advanced(by: y * bytesPerRow)
        let pixel = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)[x]
        let a = hasAlpha ? pixel >> 24 : 255
        func unpremultiply(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (unpremultiply((pixel >> 16) & 0xFF), unpremultiply((pixel >> 8) & 0xFF), unpremultiply(pixel & 0xFF), UInt8(a))
    }
}
