// Drawing a UIImage into the current context: upright in UIKit's space, oriented, nine-part when
// resizable, tinted when it has a tint colour.
//
// Core Graphics draws an image's first row at the top of the rectangle in a y-up space, so in UIKit's
// flipped space `CGContext.draw(_:in:)` shows it upside down. Every path here flips around the target
// rectangle first, as UIKit does; in a context that is not flipped, images therefore appear upside
// down, exactly as `-[UIImage drawInRect:]` does on iOS.

extension UIImage {
    /// Draws the image at its size in points with its top-left corner at `point` (current user space),
    /// at full opacity with the normal blend mode, whatever the context's alpha and blend mode.
    /// Does nothing without a current context or for an empty image.
    ///
    /// Source: Apple, `draw(at:)`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size in points with its top-left corner at `point`, composited with
    /// `blendMode` and `alpha` (clamped to 0...1; NaN is 1).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled into `rect`, upright (its orientation applied), at full opacity with the
    /// normal blend mode, whatever the context's alpha and blend mode.
    ///
    /// A resizable image draws in nine parts: its corners keep their size in points, its edges and centre
    /// fill the rest, tiled or stretched per `resizingMode`. When `rect` is smaller than two opposite caps,
    /// those caps shrink in proportion and the middle disappears (Apple documents nothing for this case;
    /// Core Animation's nine-part scaling, which UIKit uses, does the same).
    /// An image with a tint colour (``withTintColor(_:)``) draws that colour through its alpha; a template
    /// image without one draws its original colours, as on iOS outside a view.
    /// A rectangle with a negative size is standardized; an empty or non-finite one draws nothing.
    ///
    /// Source: Apple, `draw(in:)`, `resizableImage(withCapInsets:)`, `withTintColor(_:)`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the whole image scaled into `rect` (as ``draw(in:)``), composited with `blendMode` and
    /// `alpha` (clamped to 0...1; NaN is 1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        render(in: rect, blendMode: blendMode, alpha: alpha, tint: attributes.tintColor, asPattern: false)
    }

    /// Fills `rect` with copies of the image at its size in points, repeated right and down from the
    /// origin of the current user space (Apple anchors the pattern in the context's base space; the two
    /// agree unless the transform was translated). Uses the context's own alpha and blend mode. Cap insets
    /// are ignored: the whole image repeats.
    ///
    /// Source: Apple, `drawAsPattern(in:)`.
    public func drawAsPattern(in rect: CGRect) {
        render(in: rect, blendMode: nil, alpha: nil, tint: attributes.tintColor, asPattern: true)
    }

    /// Draws the image into `rect` as a view that tints does (UIImageView, UIButton, bars): a template
    /// image's alpha is filled with `tintColor`. A template is an `.alwaysTemplate` image, or an `.automatic`
    /// one when `automaticIsTemplate` (bars, tab bars and segmented controls pass true; image views false).
    /// A colour given to ``withTintColor(_:)`` wins over `tintColor`; with neither, the image draws as is.
    package func draw(
        in rect: CGRect, tintColor: UIColor?, automaticIsTemplate: Bool = false,
        blendMode: CGBlendMode = .normal, alpha: CGFloat = 1
    ) {
        let isTemplate = renderingMode == .alwaysTemplate || (renderingMode == .automatic && automaticIsTemplate)
        render(
            in: rect, blendMode: blendMode, alpha: alpha, tint: attributes.tintColor ?? (isTemplate ? tintColor : nil),
            asPattern: false)
    }

    // MARK: Rendering

    /// Draws into the current context with the given compositing (nil: the context's own), filling the
    /// image's alpha with `tint` when given.
    private func render(in rect: CGRect, blendMode: CGBlendMode?, alpha: CGFloat?, tint: UIColor?, asPattern: Bool) {
        let rect = rect.standardized
        guard let context = UIGraphicsGetCurrentContext(), let cgImage,
            rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0
        else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha.isNaN ? 1 : alpha) }
        guard let tint else {
            drawContent(cgImage, in: rect, context: context, asPattern: asPattern)
            return
        }
        // Apple: the tint, then the image with .destinationIn. The same pixels: the image, then the tint
        // with .sourceIn, in a layer composited with the caller's alpha and blend mode.
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        drawContent(cgImage, in: rect, context: context, asPattern: asPattern)
        context.setBlendMode(.sourceIn)
        context.setFillColor(tint.cgColor)
        context.fill(rect)
        context.endTransparencyLayer()
    }

    private func drawContent(_ cgImage: CGImage, in rect: CGRect, context: CGContext, asPattern: Bool) {
        if asPattern {
            guard let upright = uprightImage() else { return }
            let size = self.size
            context.saveGState()
            context.clip(to: rect)
            UIImage.drawTiled(upright, origin: .zero, tileSize: size, context: context)
            context.restoreGState()
        } else if attributes.isResizable {
            guard let upright = uprightImage() else { return }
            drawNinePart(upright, in: rect, context: context)
        } else {
            drawOriented(cgImage, in: rect, context: context)
        }
    }

    /// Draws the stored bitmap with the image's orientation applied, scaled into `rect`.
    private func drawOriented(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        let storedWidth = CGFloat(cgImage.width) / scale, storedHeight = CGFloat(cgImage.height) / scale
        let displayed = size
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: storedHeight)
        let orient = imageOrientation.transform(storedWidth: storedWidth, storedHeight: storedHeight)
        let place = CGAffineTransform(
            a: rect.width / displayed.width, b: 0, c: 0, d: rect.height / displayed.height,
            tx: rect.minX, ty: rect.minY)
        context.saveGState()
        context.concatenate(flip.concatenating(orient).concatenating(place))
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: storedWidth, height: storedHeight))
        context.restoreGState()
    }

    /// The bitmap as displayed (orientation applied), computed once for oriented images.
    private func uprightImage() -> CGImage? {
        guard let cgImage else { return nil }
        if imageOrientation == .up { return cgImage }
        return derived.upright {
            guard
                let (context, _) = makeImageContext(
                    size: size, opaque: false, scale: scale,
                    caller: "UIImage.draw(in:)")
            else { return nil }
            drawOriented(cgImage, in: CGRect(origin: .zero, size: size), context: context)
            return context.makeImage()
        }
    }

    /// Draws an upright bitmap in nine parts into `rect` per `capInsets` and `resizingMode`.
    private func drawNinePart(_ upright: CGImage, in rect: CGRect, context: CGContext) {
        let insets = capInsets
        func pixels(_ points: CGFloat) -> Int { Int((points * scale).rounded()) }
        let left = min(pixels(insets.left), upright.width), top = min(pixels(insets.top), upright.height)
        let right = min(pixels(insets.right), upright.width - left), bottom = min(pixels(insets.bottom), upright.height - top)
        let columns = NineSlice.axis(
            startCap: left, endCap: right, pixels: upright.width, scale: scale,
            destinationStart: rect.minX, destinationLength: rect.width)
        let rows = NineSlice.axis(
            startCap: top, endCap: bottom, pixels: upright.height, scale: scale,
            destinationStart: rect.minY, destinationLength: rect.height)
        for (columnIndex, column) in columns.enumerated() where column.destinationLength > 0 && column.sourceCount > 0 {
            for (rowIndex, row) in rows.enumerated() where row.destinationLength > 0 && row.sourceCount > 0 {
                let key = NineSlice.Key(x: column.sourceStart, y: row.sourceStart, width: column.sourceCount, height: row.sourceCount)
                guard
                    let slice = derived.slice(
                        key,
                        {
                            upright.cropping(to: CGRect(x: key.x, y: key.y, width: key.width, height: key.height))
                        })
                else { continue }
                let destination = CGRect(
                    x: column.destinationStart, y: row.destinationStart,
                    width: column.destinationLength, height: row.destinationLength)
                let isCorner = columnIndex != 1 && rowIndex != 1
                if resizingMode == .stretch || isCorner {
                    UIImage.drawUpright(slice, in: destination, context: context)
                } else {
                    // Tiles keep their size along the axes where this part is a middle; along a cap's axis
                    // they take the cap's drawn size.
                    let tile = CGSize(
                        width: columnIndex == 1 ? CGFloat(column.sourceCount) / scale : destination.width,
                        height: rowIndex == 1 ? CGFloat(row.sourceCount) / scale : destination.height)
                    context.saveGState()
                    context.clip(to: destination)
                    UIImage.drawTiled(slice, origin: destination.origin, tileSize: tile, context: context)
                    context.restoreGState()
                }
            }
        }
    }

    /// Draws an upright bitmap scaled into `rect`, first row at the top (UIKit space).
    private static func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
    }

    /// Repeats an upright bitmap at `tileSize` over the clip, one tile's top-left corner at `origin`.
    private static func drawTiled(_ image: CGImage, origin: CGPoint, tileSize: CGSize, context: CGContext) {
        guard tileSize.width > 0, tileSize.height > 0 else { return }
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y + tileSize.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(origin: .zero, size: tileSize), byTiling: true)
        context.restoreGState()
    }
}

/// The geometry of nine-part drawing along one axis: start cap, middle, end cap.
enum NineSlice {
    struct Key: Hashable {
        let x: Int, y: Int, width: Int, height: Int
    }

    struct Segment {
        /// Source pixels.
        var sourceStart: Int
        var sourceCount: Int
        /// Destination, in points.
        var destinationStart: CGFloat
        var destinationLength: CGFloat
    }

    /// Splits `pixels` into caps of `startCap` and `endCap` pixels and the middle, and places them along
    /// `destinationLength` points: caps at their size in points, the middle taking the rest. When the
    /// destination is shorter than the caps, they shrink in proportion and the middle gets nothing.
    /// When the caps cover the whole image, the pixel at their boundary serves as the middle.
    static func axis(
        startCap: Int, endCap: Int, pixels: Int, scale: CGFloat,
        destinationStart: CGFloat, destinationLength: CGFloat
    ) -> [Segment] {
        let startPoints = CGFloat(startCap) / scale, endPoints = CGFloat(endCap) / scale
        var drawnStart = startPoints, drawnEnd = endPoints
        var drawnMiddle = destinationLength - startPoints - endPoints
        if drawnMiddle < 0 {
            let factor = startPoints + endPoints > 0 ? destinationLength / (startPoints + endPoints) : 0
            drawnStart = startPoints * factor
            drawnEnd = endPoints * factor
            drawnMiddle = 0
        }
        let middleCount = pixels - startCap - endCap
        let middle = middleCount > 0 ? (start: startCap, count: middleCount) : (start: startCap > 0 ? startCap - 1 : 0, count: 1)
        return [
            Segment(sourceStart: 0, sourceCount: startCap, destinationStart: destinationStart, destinationLength: drawnStart),
            Segment(
                sourceStart: middle.start, sourceCount: middle.count, destinationStart: destinationStart + drawnStart,
                destinationLength: drawnMiddle),
            Segment(
                sourceStart: pixels - endCap, sourceCount: endCap, destinationStart: destinationStart + drawnStart + drawnMiddle,
                destinationLength: drawnEnd),
        ]
    }
}
