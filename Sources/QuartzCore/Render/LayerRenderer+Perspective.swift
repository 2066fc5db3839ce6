extension LayerRenderer {
    /// Draws a layer whose map into its superlayer is a perspective (see ``LayerProjection``): the layer and
    /// its sublayers are rendered flat into an offscreen image at device resolution, and pixman maps that
    /// image onto the layer's projected quadrilateral in `context` (whose current space is the superlayer's).
    /// Parts of the layer behind the eye are cut away; when all of it is, nothing is drawn.
    static func drawProjected(_ layer: CALayer, _ projection: LayerProjection, in context: CGContext, visible: CGRect?) {
        // The superlayer's space to Cairo's device pixels (y down).
        let toDevice = context.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(context.height)))
        let subtree = subtreeBounds(layer)
        let polygon = projection.visiblePolygon(of: subtree)
        let projected = polygon.compactMap(projection.apply).map { $0.applying(toDevice) }
        guard polygon.count >= 3, projected.count == polygon.count else { return }

        // Destination: the device pixels the projection covers, within the context and its clip.
        var limit = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        let clip = context.boundingBoxOfClipPath
        if !clip.isNull { limit = limit.intersection(clip.applying(toDevice)) }
        if let visible { limit = limit.intersection(visible) }
        let destination = PathGeometry.bounds(of: projected).intersection(limit).integral
        guard !destination.isNull, destination.width >= 1, destination.height >= 1 else { return }

        // Source: the visible part of the layer at the device's scale times the map's largest magnification
        // (nearer parts are enlarged), limited to 4096 pixels a side and 16 megapixels.
        let source = PathGeometry.bounds(of: polygon)
        let deviceScale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let magnification = polygon.map { min(4, projection.magnification(at: $0)) }.max() ?? 1
        let scale = min(
            deviceScale * max(1, magnification),
            4096 / max(source.width, 1e-9), 4096 / max(source.height, 1e-9),
            (16_000_000 / max(source.width * source.height, 1e-9)).squareRoot())
        guard scale > 0, scale.isFinite, source.width.isFinite, source.height.isFinite else { return }
        // A transparent margin around the content keeps pixman's source coordinates positive near the edges.
        let margin = 8
        let width = Int((source.width * scale).rounded(.up)) + 2 * margin
        let height = Int((source.height * scale).rounded(.up)) + 2 * margin
        guard
            let offscreen = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        let inset = CGFloat(margin)
        offscreen.setCTM(
            CGAffineTransform(translationX: inset, y: inset).scaledBy(x: scale, y: scale)
                .translatedBy(x: -source.minX, y: -source.minY))
        offscreen.adoptCurrentSpaceAsBaseSpace()
        if !projection.isWhollyInFront(subtree) {
            offscreen.beginPath()
            offscreen.addLines(between: polygon)
            offscreen.closePath()
            offscreen.clip()
        }
        drawInLayerSpace(layer, in: offscreen, visible: nil)

        // Offscreen pixels → layer points → superlayer (projective) → device pixels → destination pixels.
        let m = projection.matrix
        let forward = product([
            [[1, 0, -destination.minX], [0, 1, -destination.minY], [0, 0, 1]],
            [[toDevice.a, toDevice.c, toDevice.tx], [toDevice.b, toDevice.d, toDevice.ty], [0, 0, 1]],
            [[m.m11, m.m21, m.m41], [m.m12, m.m22, m.m42], [m.m14, m.m24, m.m44]],
            [[1 / scale, 0, source.minX - inset / scale], [0, 1 / scale, source.minY - inset / scale], [0, 0, 1]],
        ])
        guard let inverse = ProjectiveWarp.inverse(of: forward),
            let image = ProjectiveWarp.warp(
                offscreen, destinationToSource: inverse,
                width: Int(destination.width), height: Int(destination.height))
        else { return }

        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(toDevice.inverted())  // User space is now device pixels, y down.
        // Keep to the projected shape: outside it pixman's source coordinates may be negative, or past the
        // horizon, where its arithmetic gives wrong points. The shape grows by a pixel and a half, so as not to
        // cut into the image's own soft edge.
        let centre = CGPoint(
            x: projected.map(\.x).reduce(0, +) / CGFloat(projected.count),
            y: projected.map(\.y).reduce(0, +) / CGFloat(projected.count))
        let grown = projected.map { p -> CGPoint in
            let dx = p.x - centre.x, dy = p.y - centre.y, length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            return CGPoint(x: p.x + dx / length * 1.5, y: p.y + dy / length * 1.5)
        }
        context.beginPath()
        context.addLines(between: grown)
        context.closePath()
        context.clip()
        // CGContext.draw puts an image's first row at the rect's maxY: flip so that it lands at the top.
        context.translateBy(x: 0, y: destination.minY + destination.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: destination)
    }

    /// The product of 3×3 matrices acting on column vectors: the last one applies first.
    private static func product(_ matrices: [[[CGFloat]]]) -> ProjectiveWarp.Matrix {
        var result: ProjectiveWarp.Matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for m in matrices {
            var next = ProjectiveWarp.Matrix(repeating: [0, 0, 0], count: 3)
            for i in 0..<3 {
                for j in 0..<3 { next[i][j] = (0..<3).reduce(0) { $0 + result[i][$1] * Double(m[$1][j]) } }
            }
            result = next
        }
        return result
    }
}
