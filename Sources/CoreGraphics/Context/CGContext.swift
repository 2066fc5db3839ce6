@_implementationOnly import CCairo

/// A Core Graphics drawing destination, drawn by Cairo.
///
/// OpenUIKit's contexts are bitmap contexts. As on Apple's platforms, a bitmap context's user space has
/// its origin at the bottom left with y up (UIKit's image contexts flip it, see `UIGraphicsBeginImageContext`),
/// its `ctm` reports that space, and shadow offsets are given in the context's base space. A context is
/// not thread-safe, but each thread may draw into its own.
///
/// Bad input never reaches Cairo: a path or rectangle with NaN or infinite coordinates draws nothing,
/// and so does any drawing under a non-invertible transform (`scaleBy(x: 0, y: 0)`).
public final class CGContext {
    /// The Cairo context every drawing call goes to.
    package let cr: OpaquePointer
    /// The Cairo surface behind the context (native ARGB32, RGB24 or A8).
    package let surface: OpaquePointer

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// For a layout Cairo cannot draw into directly, the client's buffer, refreshed after every drawing call.
    private let clientBuffer: UnsafeMutableRawPointer?
    private let clientLayout: PixelLayout?
    private let ownsClientBuffer: Bool

    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// States saved by `beginTransparencyLayer`, applied when each layer ends.
    var layerStates: [GraphicsState] = []
    /// The current path, in Cairo device space (y down, pixels).
    var currentPath = CGMutablePath()
    /// Maps vectors of the base space (shadow offsets) to Cairo device space.
    package var baseTransform: CGAffineTransform

    /// Creates a bitmap context. `data` may be nil (the context allocates and owns its memory).
    /// Supported: 8 bits per component, 32-bit RGB with alpha or a skipped byte in any order,
    /// 8-bit gray without alpha, and 8-bit alpha only. Returns nil for anything else, for a zero or
    /// negative size, or when `bytesPerRow` (0 means "compute it") is too small.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel: Int
        switch (space.model, info.alphaInfo) {
        case (_, .alphaOnly?): bitsPerPixel = 8
        case (.monochrome, _): bitsPerPixel = 8
        default: bitsPerPixel = 32
        }
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                model: space.model, bitmapInfo: info)
        else { return nil }
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) & ~3 : bytesPerRow
        guard rowBytes >= minimumRow else { return nil }

        let cairoFormat: cairo_format_t
        switch layout.kind {
        case .alpha8: cairoFormat = CAIRO_FORMAT_A8
        case .rgba32 where !layout.hasAlpha, .gray8: cairoFormat = CAIRO_FORMAT_RGB24
        default: cairoFormat = CAIRO_FORMAT_ARGB32
        }
        let drawsDirectly =
            (layout == .native || layout == .nativeOpaque || layout.kind == .alpha8)
            && rowBytes % 4 == 0 && rowBytes >= Int(cairo_format_stride_for_width(cairoFormat, Int32(width)))
        if drawsDirectly {
            let buffer = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            if data == nil { buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
            surface = cairo_image_surface_create_for_data(
                buffer.assumingMemoryBound(to: UInt8.self), cairoFormat,
                Int32(width), Int32(height), Int32(rowBytes))
            if data == nil {
                // The surface owns the buffer: free it when the surface goes.
                let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
                cairo_surface_set_user_data(surface, key, buffer) { $0?.deallocate() }
            }
            clientBuffer = nil
            clientLayout = nil
            ownsClientBuffer = false
        } else {
            surface = cairo_image_surface_create(cairoFormat, Int32(width), Int32(height))
            let buffer = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            if data == nil { buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
            layout.unpack(
                from: buffer, bytesPerRow: rowBytes, into: cairo_image_surface_get_data(surface),
                destinationStride: Int(cairo_image_surface_get_stride(surface)), width: width, height: height)
            cairo_surface_mark_dirty(surface)
            clientBuffer = buffer
            clientLayout = layout
            ownsClientBuffer = data == nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cr = cairo_create(surface)
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = info
        // Core Graphics' default user space: y up. Cairo's device space: y down.
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        state.ctm = baseTransform
        applyTransformToCairo()
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsClientBuffer { clientBuffer?.deallocate() }
    }

    /// The bitmap's memory, in the layout the context was created with.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return clientBuffer ?? UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// An image of the context's current pixels (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let alphaOnly = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        guard
            let copy = CGImage.makeSurface(
                width: width, height: height,
                opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
        else { return nil }
        let copyContext = cairo_create(copy)
        cairo_set_operator(copyContext, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copyContext, surface, 0, 0)
        cairo_paint(copyContext)
        cairo_destroy(copyContext)
        return CGImage(surface: copy, isGray: colorSpace?.model == .monochrome && !alphaOnly)
    }

    /// Makes sure all drawing has reached the bitmap.
    public func flush() { syncClientBuffer() }
    public func synchronize() { syncClientBuffer() }

    /// Copies Cairo's pixels into the client's buffer when the client's layout is not Cairo's own.
    func syncClientBuffer() {
        guard let clientBuffer, let clientLayout else { return }
        cairo_surface_flush(surface)
        clientLayout.pack(
            from: cairo_image_surface_get_data(surface), sourceStride: Int(cairo_image_surface_get_stride(surface)),
            into: clientBuffer, bytesPerRow: bytesPerRow, width: width, height: height)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line and text settings, shadow, alpha).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Restores the state saved by the matching `saveGState()`; unbalanced calls are ignored, as Apple does.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
        applyTransformToCairo()
    }

    /// Tells Cairo the current transform, or marks the state undrawable when it is singular or not finite.
    func applyTransformToCairo() {
        let t = state.ctm
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        state.isTransformDrawable = values.allSatisfy(\.isFinite) && abs(t.a * t.d - t.b * t.c) > 1e-12
        guard state.isTransformDrawable else { return }
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
            x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &matrix)
    }
}

extension CGContext {
    /// An image that shares the context's pixels instead of copying them: valid until the next drawing
    /// call. For the compositor, which hands each finished frame to the backend at once, and for a
    /// context drawn once and then only read (a layer's mask).
    package func makeImageSharingPixels() -> CGImage {
        cairo_surface_flush(surface)
        return CGImage(surface: cairo_surface_reference(surface), isGray: false)
    }
}
