extension LayerRenderer {
    /// Draws `image` as the layer's contents: the `contentsRect` part, placed by `contentsGravity`,
    /// nine-part scaled around `contentsCenter`, upright in the layer's y-down space (also when an
    /// ancestor flips the geometry: `contentsAreFlipped()`), through the layer's filters.
    static func drawContents(_ image: CGImage, of layer: CALayer, in context: CGContext) {
        let unit = layer.contentsRect.standardized
        guard unit.width > 0, unit.height > 0 else { return }
        let source = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = gravityRect(layer.contentsGravity, natural: natural, in: layer.bounds)
        context.saveGState()
        if layer.contentsAreFlipped() {
            let bounds = layer.bounds
            context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY))
        }
        let filters = ContentsFilters(layer)
        let center = layer.contentsCenter.standardized
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || destination.size == natural {
            drawPart(image, source: source, destination: destination, filters: filters, in: context)
        } else {
            drawNinePart(image, source: source, center: center, scale: scale, destination: destination, filters: filters, in: context)
        }
        context.restoreGState()
    }

    /// A layer's `minificationFilter` and `magnificationFilter`: the nearest pixel, a bilinear sample
    /// (`.linear`, the default: a GPU's linear texture filter, no averaging over a large reduction), or
    /// for minification `.trilinear`, a smooth average (what mipmaps give).
    struct ContentsFilters {
        let minification: CALayerContentsFilter, magnification: CALayerContentsFilter

        init(_ layer: CALayer) {
            minification = layer.minificationFilter
            magnification = layer.magnificationFilter
        }

        /// The interpolation for `source` pixels drawn into `destination` under `ctm`: magnification when
        /// every source pixel covers at least a device pixel in both directions, else minification (as
        /// the texture filters of a GPU choose: any direction squeezed is minified).
        func quality(source: CGRect, destination: CGRect, ctm: CGAffineTransform) -> CGInterpolationQuality {
            let deviceX = destination.width / source.width * (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
            let deviceY = destination.height / source.height * (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot()
            let magnified = min(deviceX, deviceY) >= 1 - 1e-6
            switch magnified ? magnification : minification {
            case .nearest: return .none
            case .trilinear: return .default
            default: return .low
            }
        }
    }

    /// Where contents of `natural` size go in `bounds` for a gravity.
    package static func gravityRect(_ gravity: CALayerContentsGravity, natural: CGSize, in bounds: CGRect) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return bounds }
            let sx = bounds.width / natural.width, sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - natural.width
            default: x = bounds.midX - natural.width / 2
            }
            // Core Animation's "top" is the layer's minY in a y-down layer (iOS flips geometry for UIKit).
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - natural.height
            default: y = bounds.midY - natural.height / 2
            }
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

    /// Draws the `source` pixels of `image` scaled into `destination` (y down), clipped to it.
    static func drawPart(_ image: CGImage, source: CGRect, destination: CGRect, filters: ContentsFilters?, in context: CGContext) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let sx = destination.width / source.width, sy = destination.height / source.height
        let whole = CGRect(
            x: destination.minX - source.minX * sx, y: destination.minY - source.minY * sy,
            width: CGFloat(image.width) * sx, height: CGFloat(image.height) * sy)
        context.saveGState()
        if let filters { context.interpolationQuality = filters.quality(source: source, destination: destination, ctm: context.ctm) }
        context.clip(to: destination)
        // CGContext.draw puts the first row at maxY; flip so that it lands at the top (y down).
        context.translateBy(x: 0, y: whole.minY + whole.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: whole)
        context.restoreGState()
    }

    /// Nine-part scaling: outside the centre rectangle the image keeps its size in points; the centre
    /// and edges stretch. When the destination is smaller than the caps, the caps shrink proportionally.
    static func drawNinePart(
        _ image: CGImage, source: CGRect, center: CGRect, scale: CGFloat, destination: CGRect,
        filters: ContentsFilters?, in context: CGContext
    ) {
        let xs = [source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width, source.maxX]
        let ys = [source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height, source.maxY]
        func splits(_ s: [CGFloat], start: CGFloat, length: CGFloat) -> [CGFloat] {
            var left = (s[1] - s[0]) / scale, right = (s[3] - s[2]) / scale
            if left + right > length, left + right > 0 {
                let k = length / (left + right)
                left *= k; right *= k
            }
            return [start, start + left, start + length - right, start + length]
        }
        // Part edges on whole device pixels: antialiased edges of adjacent parts would leave seams.
        let toDevice = context.ctm, toUser = context.ctm.inverted()
        let axisAligned = toDevice.b == 0 && toDevice.c == 0
        func snapX(_ x: CGFloat) -> CGFloat {
            guard axisAligned else { return x }
            return CGPoint(x: CGPoint(x: x, y: 0).applying(toDevice).x.rounded(), y: 0).applying(toUser).x
        }
        func snapY(_ y: CGFloat) -> CGFloat {
            guard axisAligned else { return y }
            return CGPoint(x: 0, y: CGPoint(x: 0, y: y).applying(toDevice).y.rounded()).applying(toUser).y
        }
        let dx = splits(xs, start: destination.minX, length: destination.width).map(snapX)
        let dy = splits(ys, start: destination.minY, length: destination.height).map(snapY)
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let dst = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                drawPart(image, source: src, destination: dst, filters: filters, in: context)
            }
        }
    }
}

extension CALayer {
    func renderTree(in ctx: CGContext) {
        displayTree()
        drawTree(in: ctx)
    }

    /// Draws the layer tree as it is now, in the layer's own space (its transform, 3D ones included, does
    /// not apply), without displaying marked layers first (`render(in:)` displays them first).
    package func drawTree(in ctx: CGContext) {
        guard !isHidden, opacity > 0, opacity.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return }
        ctx.saveGState()
        LayerRenderer.drawInLayerSpace(self, in: ctx, visible: nil)
        ctx.restoreGState()
    }

    /// Displays every layer of the tree that is marked for display.
    package func displayTree() {
        displayIfNeeded()
        mask?.displayTree()
        for sublayer in sublayerStorage { sublayer.displayTree() }
    }
}
