@_implementationOnly import CCairo

extension CGContext {
    /// Copies an opaque image onto whole device pixels with a translucent colour laid over it, in one
    /// pass: each pixel becomes the colour blended over the image's pixel, as drawing the image and then
    /// filling it with the colour would leave it. The compositor's copy of an opaque page under a plain
    /// dimming layer of the same size (the page a navigation push covers), which otherwise costs a copy
    /// and then a blend over the same pixels.
    ///
    /// `origin` is the device pixel (y down) where the image's top-left pixel lands; the current clip
    /// applies. Returns false, having drawn nothing, when the copy cannot be made so: an image with alpha,
    /// a destination that is not 32-bit, a clip that is not whole-pixel rectangles, a shadow, a clip mask,
    /// a global alpha or a blend mode. The caller then draws the image and the colour as usual.
    package func copyOpaqueImage(_ image: CGImage, toDevicePixel origin: (x: Int, y: Int), under cover: CGColor) -> Bool {
        // The blend reads a pixel's channels in memory order, which is Cairo's only on little-endian machines.
        guard Int(littleEndian: 1) == 1 else { return false }
        guard !image.hasAlpha, !image.isMask, state.isTransformDrawable, state.shadow == nil, state.clipMask == nil,
            state.alpha == 1, state.blendMode == .normal
        else { return false }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else { return false }
        // The clip as device rectangles; Cairo lists it only when it is made of whole pixels.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let clip = cairo_copy_clip_rectangle_list(cr)!
        cairo_restore(cr)
        defer { cairo_rectangle_list_destroy(clip) }
        guard clip.pointee.status == CAIRO_STATUS_SUCCESS else { return false }

        // The target's pixel (px, py) is at device (px - ox, py - oy).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        cairo_surface_flush(target)
        cairo_surface_flush(image.surface)
        guard let targetData = cairo_image_surface_get_data(target), let imageData = cairo_image_surface_get_data(image.surface) else {
            return false
        }
        let targetStride = Int(cairo_image_surface_get_stride(target)), imageStride = Int(cairo_image_surface_get_stride(image.surface))
        let blend = CoverBlend(cover)
        let left = origin.x + Int(ox), top = origin.y + Int(oy)
        for index in 0..<Int(clip.pointee.num_rectangles) {
            let r = clip.pointee.rectangles[index]
            // The clip rectangle on the target, inside the image and the target.
            let minX = max(Int(r.x + ox), left, 0), minY = max(Int(r.y + oy), top, 0)
            let maxX = min(Int(r.x + ox + r.width), left + image.width, targetWidth)
            let maxY = min(Int(r.y + oy + r.height), top + image.height, targetHeight)
            guard minX < maxX, minY < maxY else { continue }
            for y in minY..<maxY {
                let source = UnsafeRawPointer(imageData + (y - top) * imageStride + (minX - left) * 4).assumingMemoryBound(to: UInt32.self)
                let destination = UnsafeMutableRawPointer(targetData + y * targetStride + minX * 4).assumingMemoryBound(to: UInt32.self)
                blend.apply(source, to: destination, count: maxX - minX)
            }
            cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        }
        syncClientBuffer()
        return true
    }
}

/// A translucent colour blended over opaque pixels (Cairo's 32-bit pixels, stored blue, green, red,
/// alpha in memory): each channel keeps `256 - a` 256ths of itself and gains the colour's share, and
/// the result is opaque. Four pixels at a time, as eight 16-bit lanes of two channels each (blue and
/// green, red and alpha), so that the multiplications are 16-bit ones.
private struct CoverBlend {
    /// What is kept of each lane's low channel, and of its high one (nothing of alpha), in 256ths.
    let keepLow: SIMD8<UInt16>, keepHigh: SIMD8<UInt16>
    /// The colour's share of each channel, and an opaque alpha.
    let share: SIMD8<UInt16>

    init(_ color: CGColor) {
        let (r, g, b, a) = color.renderableRGBA
        let alpha = UInt16((a * 256).rounded())
        let keep = 256 - alpha
        keepLow = SIMD8(repeating: keep)
        keepHigh = SIMD8(keep, 0, keep, 0, keep, 0, keep, 0)
        // Rounded down, so that a white pixel under a white cover stays within its 8 bits.
        func channel(_ value: Double) -> UInt16 { (UInt16((value * 255).rounded()) * alpha) >> 8 }
        let blueGreen = channel(b) | channel(g) << 8, redAlpha = channel(r) | 0xff00
        share = SIMD8(blueGreen, redAlpha, blueGreen, redAlpha, blueGreen, redAlpha, blueGreen, redAlpha)
    }

    func apply(_ source: UnsafePointer<UInt32>, to destination: UnsafeMutablePointer<UInt32>, count: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
        var index = 0
        while index + 4 <= count {
            let pixels = from.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
            to.storeBytes(of: blend(pixels), toByteOffset: index * 4, as: SIMD8<UInt16>.self)
            index += 4
        }
        // The last one to three pixels, through a copy.
        let left = count - index
        guard left > 0 else { return }
        var pixels = SIMD8<UInt16>()
        withUnsafeMutableBytes(of: &pixels) { $0.copyMemory(from: UnsafeRawBufferPointer(start: from + index * 4, count: left * 4)) }
        withUnsafeBytes(of: blend(pixels)) { (to + index * 4).copyMemory(from: $0.baseAddress!, byteCount: left * 4) }
    }

    /// Four pixels blended: each lane's low channel, and its high one, times what is kept, over 256,
    /// plus the colour's share.
    @inline(__always)
    private func blend(_ pixels: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00ff)
        return (((pixels & low) &* keepLow) &>> 8 | ((pixels &>> 8) &* keepHigh) & ~low) &+ share
    }
}
