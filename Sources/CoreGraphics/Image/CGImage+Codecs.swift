@_implementationOnly import CCairo
@_implementationOnly import CTurboJPEG

// PNG through Cairo (libpng underneath), JPEG through libjpeg-turbo's TurboJPEG API.
// A corrupt or truncated file gives nil, never a partial image or a crash.

extension CGImage {
    /// Decodes PNG data; nil when the data is not a valid PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let decoded = PNGCodec.decode(source.bytes) else { return nil }
        self.init(surface: decoded.surface, isGray: decoded.isGray, shouldInterpolate: shouldInterpolate)
    }

    /// Decodes JPEG data; nil when the data is not a valid JPEG.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let decoded = JPEGCodec.decode(source.bytes) else { return nil }
        self.init(surface: decoded.surface, isGray: decoded.isGray, shouldInterpolate: shouldInterpolate)
    }

    /// Decodes PNG or JPEG data, recognised by its signature; nil for anything else or corrupt data.
    package static func decoded(from data: Data) -> CGImage? {
        let decoded: (surface: OpaquePointer, isGray: Bool)?
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            decoded = PNGCodec.decode(data)
        } else if data.starts(with: [0xFF, 0xD8]) {
            decoded = JPEGCodec.decode(data)
        } else {
            decoded = nil
        }
        return decoded.map { CGImage(surface: $0.surface, isGray: $0.isGray) }
    }

    /// The image encoded as PNG (with alpha when the image has it).
    package func pngData() -> Data? { PNGCodec.encode(surface) }

    /// The image encoded as baseline JPEG; `quality` is clamped to 0...1 (1 is best). Alpha is dropped,
    /// over black, as Apple's encoder does for premultiplied images.
    package func jpegData(quality: CGFloat) -> Data? {
        JPEGCodec.encode(surface, width: width, height: height, quality: quality.isNaN ? 0 : min(1, max(0, quality)))
    }
}

enum PNGCodec {
    private final class Reader {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    static func decode(_ data: Data) -> (surface: OpaquePointer, isGray: Bool)? {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let reader = Reader(data)
        let loaded = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.copyBytes(to: buffer!, from: reader.offset..<(reader.offset + count))
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            return nil
        }
        let isGray = data.count > 25 && (data[data.startIndex + 25] == 0 || data[data.startIndex + 25] == 4)
        let format = cairo_image_surface_get_format(loaded)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 { return (loaded, isGray) }
        // Any other format Cairo produced (A8, A1, ...): paint it onto ARGB32.
        defer { cairo_surface_destroy(loaded) }
        guard
            let converted = CGImage.makeSurface(
                width: Int(cairo_image_surface_get_width(loaded)),
                height: Int(cairo_image_surface_get_height(loaded)), opaque: false)
        else { return nil }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return (converted, isGray)
    }

    static func encode(_ surface: OpaquePointer) -> Data? {
        final class Writer { var data = Data() }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                    writer.data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

enum JPEGCodec {
    static func decode(_ data: Data) -> (surface: OpaquePointer, isGray: Bool)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { raw -> (OpaquePointer, Bool)? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0,
                let surface = CGImage.makeSurface(width: Int(width), height: Int(height), opaque: true)
            else { return nil }
            cairo_surface_flush(surface)
            let pixels = cairo_image_surface_get_data(surface)
            let stride = cairo_image_surface_get_stride(surface)
            let format = Int32(TJPF_BGRX.rawValue)
            guard tjDecompress2(handle, base, UInt(raw.count), pixels, width, stride, height, format, 0) == 0 else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_mark_dirty(surface)
            return (surface, colorspace == Int32(TJCS_GRAY.rawValue))
        }
    }

    static func encode(_ surface: OpaquePointer, width: Int, height: Int, quality: CGFloat) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        cairo_surface_flush(surface)
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let jpegQuality = Int32(1 + (quality * 99).rounded())
        let result = tjCompress2(
            handle, cairo_image_surface_get_data(surface), Int32(width),
            cairo_image_surface_get_stride(surface), Int32(height), Int32(TJPF_BGRX.rawValue),
            &buffer, &size, Int32(TJSAMP_420.rawValue), jpegQuality, 0)
        defer { if let buffer { tjFree(buffer) } }
        guard result == 0, let buffer else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }
}
