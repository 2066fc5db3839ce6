// CGContext: bitmap layouts, user space, transforms, state, paths, clipping and bad input.
import CoreGraphics
import Testing

@Suite("CGContext")
struct CGContextTests {
    @Test("A bitmap context's user space has its origin at the bottom left, y up")
    func originBottomLeft() {
        let bitmap = RGBABitmap(width: 4, height: 4)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 3) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 0, 0])
        #expect(bitmap.context.ctm == .identity)
    }

    @Test("Unsupported layouts, empty sizes and short rows give nil")
    func rejectsBadParameters() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: -1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb, bitmapInfo: info) == nil)
    }

    @Test("Drawing reaches a client buffer in the client's layout (RGBA and BGRA)")
    func clientBuffers() {
        var rgba = [UInt8](repeating: 0, count: 4)
        var bgra = [UInt8](repeating: 0, count: 4)
        rgba.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        bgra.withUnsafeMutableBytes { buffer in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let context = CGContext(
                data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(rgba == [255, 128, 0, 255])
        #expect(bgra == [0, 128, 255, 255])
    }

    @Test("A gray context stores luminance")
    func grayContext() {
        let context = CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 255)
        #expect(bytes[1] == 0)
        #expect(context.bitsPerPixel == 8)
    }

    @Test("Translate then scale: the CTM applies the last call first, as Core Graphics does")
    func transformOrder() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        bitmap.context.translateBy(x: 2, y: 0)
        bitmap.context.scaleBy(x: 3, y: 1)
        #expect(bitmap.context.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: 1, tx: 2, ty: 0))
        #expect(bitmap.context.convertToDeviceSpace(CGPoint(x: 1, y: 0)) == CGPoint(x: 5, y: 0))
        let user = bitmap.context.convertToUserSpace(CGPoint(x: 5, y: 0))
        #expect(abs(user.x - 1) < 1e-12 && user.y == 0)
    }

    @Test("saveGState/restoreGState restore colour and transform; extra restores are ignored")
    func stateStack() {
        let bitmap = RGBABitmap(width: 2, height: 1)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.context.saveGState()
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.translateBy(x: 1, y: 0)
        bitmap.context.restoreGState()
        bitmap.context.restoreGState()
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 255, 255])
        #expect(bitmap.pixel(x: 1, row: 0) == [0, 0, 0, 0])
    }

    @Test("Stroke width, caps and dashes shape the stroke")
    func strokes() {
        let bitmap = RGBABitmap(width: 20, height: 5)
        bitmap.context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        bitmap.context.setLineWidth(2)
        bitmap.context.setLineDash(phase: 0, lengths: [5, 5])
        bitmap.context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        // Dashes: on for x 0..<5, off 5..<10, on 10..<15.
        #expect(bitmap.pixel(x: 2, row: 2)[3] == 255)
        #expect(bitmap.pixel(x: 7, row: 2)[3] == 0)
        #expect(bitmap.pixel(x: 12, row: 2)[3] == 255)
        // Width 2 around y = 2: device rows 1 and 2 from the bottom (memory rows 2 and 3).
        #expect(bitmap.pixel(x: 2, row: 1)[3] == 0)
        #expect(bitmap.pixel(x: 2, row: 4)[3] == 0)
    }

    @Test("Even-odd fill leaves the inner square of two nested squares empty; winding fills it")
    func fillRules() {
        for (rule, expectedAlpha) in [(CGPathFillRule.evenOdd, UInt8(0)), (.winding, 255)] {
            let bitmap = RGBABitmap(width: 10, height: 10)
            bitmap.context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            bitmap.context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            bitmap.context.fillPath(using: rule)
            #expect(bitmap.pixel(x: 5, row: 5)[3] == expectedAlpha)
            #expect(bitmap.pixel(x: 1, row: 1)[3] == 255)
        }
    }

    @Test("Clipping to a rect confines drawing, and boundingBoxOfClipPath reports it")
    func clipping() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        #expect(bitmap.context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        bitmap.context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(bitmap.context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 3, height: 3))
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.inkedPixelCount == 9)
    }

    @Test("The current path is kept in device space and reported in user space")
    func currentPath() {
        let bitmap = RGBABitmap(width: 10, height: 10)
        #expect(bitmap.context.isPathEmpty)
        bitmap.context.translateBy(x: 5, y: 5)
        bitmap.context.move(to: .zero)
        bitmap.context.addLine(to: CGPoint(x: 2, y: 1))
        #expect(!bitmap.context.isPathEmpty)
        #expect(bitmap.context.currentPointOfPath == CGPoint(x: 2, y: 1))
        #expect(bitmap.context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 2, height: 1))
        bitmap.context.translateBy(x: -5, y: -5)
        #expect(bitmap.context.currentPointOfPath == CGPoint(x: 7, y: 6))
        bitmap.context.strokePath()
        #expect(bitmap.context.isPathEmpty)
    }

    @Test("NaN and infinite geometry draws nothing and leaves the context usable")
    func nonFiniteGeometry() {
        let bitmap = RGBABitmap(width: 4, height: 4)
        bitmap.context.fill(CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2))
        bitmap.context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
        bitmap.context.move(to: CGPoint(x: 0, y: 0)); bitmap.context.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        bitmap.context.strokePath()
        bitmap.context.setLineWidth(.nan)
        bitmap.context.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 3, color: CGColor(gray: 0, alpha: 1))
        #expect(bitmap.isBlank)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.inkedPixelCount == 1)
    }

    @Test("A singular transform draws nothing until the state is restored")
    func singularTransform() {
        let bitmap = RGBABitmap(width: 4, height: 4)
        bitmap.context.saveGState()
        bitmap.context.scaleBy(x: 0, y: 0)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(bitmap.isBlank)
        bitmap.context.restoreGState()
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(bitmap.inkedPixelCount == 16)
    }

    @Test("Colour components out of range are clamped when drawn")
    func clampsColours() {
        let bitmap = RGBABitmap(width: 1, height: 1)
        bitmap.context.setFillColor(red: 2, green: -1, blue: .nan, alpha: 5)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [255, 0, 0, 255])
    }

    @Test("setAlpha multiplies everything drawn; clear(_:) erases")
    func alphaAndClear() {
        let bitmap = RGBABitmap(width: 2, height: 1)
        bitmap.context.setAlpha(0.5)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0)[3] == 128)
        bitmap.context.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 1, row: 0)[3] == 0)
        #expect(bitmap.pixel(x: 0, row: 0)[3] == 128)
    }

    @Test("Blend modes: multiply darkens, copy replaces, destinationOut erases")
    func blendModes() {
        let bitmap = RGBABitmap(width: 3, height: 1)
        bitmap.context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        bitmap.context.setBlendMode(.multiply)
        bitmap.context.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        bitmap.context.setBlendMode(.copy)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        bitmap.context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        bitmap.context.setBlendMode(.destinationOut)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 255, 0, 255])
        #expect(bitmap.pixel(x: 1, row: 0) == [0, 0, 128, 128])
        #expect(bitmap.pixel(x: 2, row: 0) == [0, 0, 0, 0])
    }

    @Test("A shadow is drawn offset and blurred; a transparent shadow colour turns it off")
    func shadows() {
        let bitmap = RGBABitmap(width: 40, height: 40)
        bitmap.context.setShadow(offset: CGSize(width: 10, height: -10), blur: 4, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 5, y: 20, width: 10, height: 10))
        // The shape: device y 20..<30 → memory rows 10..<20. The shadow: 10 right, 10 lower (y up: -10).
        #expect(bitmap.pixel(x: 10, row: 15) == [255, 0, 0, 255])
        let shadowCentre = bitmap.pixel(x: 20, row: 25)
        #expect(shadowCentre[2] > 200 && shadowCentre[0] == 0)
        // Blurred edge: partially covered just outside the shadow's rectangle.
        let edge = bitmap.pixel(x: 26, row: 25)[3]
        #expect(edge > 0 && edge < 200)
        #expect(bitmap.pixel(x: 38, row: 25)[3] == 0)

        let clearShadow = RGBABitmap(width: 20, height: 20)
        clearShadow.context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 0))
        clearShadow.context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(clearShadow.inkedPixelCount == 25)
    }

    @Test("A transparency layer composites as a whole with the outer alpha")
    func transparencyLayer() {
        let bitmap = RGBABitmap(width: 2, height: 1)
        bitmap.context.setAlpha(0.5)
        bitmap.context.beginTransparencyLayer(auxiliaryInfo: nil)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // Covers red fully inside the layer.
        bitmap.context.endTransparencyLayer()
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 128, 128])
        #expect(bitmap.pixel(x: 1, row: 0) == [128, 0, 0, 128])
        bitmap.context.endTransparencyLayer()  // Unbalanced: ignored.
    }

    @Test("makeImage copies: later drawing does not change the image")
    func makeImageCopies() {
        let bitmap = RGBABitmap(width: 2, height: 2)
        let before = bitmap.context.makeImage()!
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let after = bitmap.context.makeImage()!
        #expect(before != after)
        #expect(before.width == 2 && before.height == 2)
    }
}
