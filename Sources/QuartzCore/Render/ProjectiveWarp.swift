@_implementationOnly import CPixman

/// Maps an image through a projective (perspective) transform with pixman, the pixel library under Cairo:
/// Cairo's own patterns take affine matrices only.
enum ProjectiveWarp {
    /// A 3×3 matrix acting on column vectors (x, y, 1); its rows give the result's X, Y and W.
    typealias Matrix = [[Double]]

    /// The inverse of `m`, or nil when it is singular.
    static func inverse(of m: Matrix) -> Matrix? {
        var forward = fTransform(m), reverse = pixman_f_transform()
        guard pixman_f_transform_invert(&reverse, &forward) != 0 else { return nil }
        return matrix(reverse)
    }

    /// `width`×`height` pixels in which pixel (x, y) shows `source` (a context in Cairo's native ARGB32
    /// layout) at the point `destinationToSource` maps (x, y) to, bilinearly filtered, transparent outside
    /// the source. Nil when the transform cannot be expressed in pixman's fixed point.
    ///
    /// pixman walks each row in 16.16 fixed point: the homogeneous x, y and w must stay within ±32768 over
    /// the whole destination, so the (freely scalable) matrix is scaled to make the largest of them, at the
    /// destination's corners (they are linear), 30000. pixman divides as unsigned numbers: results are right
    /// only where x, y and w are not negative, that is where the source point lies right of and below the
    /// source's origin, in front of the eye. Callers keep a margin around the content and draw the result
    /// only inside the projected shape.
    static func warp(_ source: CGContext, destinationToSource: Matrix, width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0, let bits = source.data else { return nil }
        let corners = [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))]
        let largest = corners.flatMap { x, y in destinationToSource.map { abs($0[0] * x + $0[1] * y + $0[2]) } }.max() ?? 0
        guard largest > 0, largest.isFinite else { return nil }
        var scaled = fTransform(destinationToSource.map { $0.map { $0 / largest * 30_000 } })
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &scaled) != 0 else { return nil }

        guard
            let sourceImage = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                bits.assumingMemoryBound(to: UInt32.self), Int32(source.bytesPerRow))
        else { return nil }
        defer { pixman_image_unref(sourceImage) }
        guard pixman_image_set_transform(sourceImage, &fixed) != 0 else { return nil }
        pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_NONE)

        var pixels = [UInt32](repeating: 0, count: width * height)
        let drawn: Bool = pixels.withUnsafeMutableBufferPointer { buffer in
            guard
                let destination = pixman_image_create_bits(
                    PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                    buffer.baseAddress, Int32(width * 4))
            else { return false }
            pixman_image_composite32(PIXMAN_OP_SRC, sourceImage, nil, destination, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            pixman_image_unref(destination)
            return true
        }
        guard drawn else { return nil }
        let data = pixels.withUnsafeBytes { Data($0) }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            provider: CGDataProvider(bytes: data), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    private static func fTransform(_ m: Matrix) -> pixman_f_transform {
        pixman_f_transform(m: ((m[0][0], m[0][1], m[0][2]), (m[1][0], m[1][1], m[1][2]), (m[2][0], m[2][1], m[2][2])))
    }

    private static func matrix(_ t: pixman_f_transform) -> Matrix {
        [[t.m.0.0, t.m.0.1, t.m.0.2], [t.m.1.0, t.m.1.1, t.m.1.2], [t.m.2.0, t.m.2.1, t.m.2.2]]
    }
}
