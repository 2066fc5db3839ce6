// CGImage: creation from pixels, layouts, cropping, image masks, codecs and corrupt data.
import CoreGraphics
import Testing

@Suite("CGImage")
struct CGImageTests {
    private func image(rgba: [UInt8], width: Int, height: Int, info: CGImageAlphaInfo = .last) -> CGImage? {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: info),
            provider: CGDataProvider(data: Data(rgba) as NSData)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test("An image made from RGBA pixels draws them back unchanged")
    func roundTripThroughContext() {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let cg = image(rgba: pixels, width: 2, height: 2)!
        #expect(cg.width == 2 && cg.height == 2)
        let bitmap = RGBABitmap(width: 2, height: 2)
        bitmap.context.draw(cg, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        // The image's first row lands at the top of the bitmap (memory row 0).
        #expect(bitmap.pixel(x: 0, row: 0) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 1, row: 0) == [0, 255, 0, 255])
        #expect(bitmap.pixel(x: 0, row: 1) == [0, 0, 255, 255])
    }

    @Test("Unpremultiplied alpha is premultiplied on the way in")
    func premultiplies() {
        let cg = image(rgba: [255, 0, 0, 128], width: 1, height: 1)!
        let bitmap = RGBABitmap(width: 1, height: 1)
        bitmap.context.draw(cg, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [128, 0, 0, 128])
    }

    @Test("Unsupported layouts, short data and empty sizes give nil")
    func rejectsBadInput() {
        #expect(image(rgba: [0, 0, 0], width: 1, height: 1) == nil)
        #expect(image(rgba: [], width: 0, height: 1) == nil)
        #expect(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                provider: CGDataProvider(data: Data(count: 8) as NSData)!, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("cropping(to:) keeps the intersecting pixels and gives nil outside")
    func cropping() {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let cg = image(rgba: pixels, width: 2, height: 2)!
        let cropped = cg.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 1))!
        #expect(cropped.width == 1 && cropped.height == 1)
        let bitmap = RGBABitmap(width: 1, height: 1)
        bitmap.context.draw(cropped, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 255, 0, 255])
        #expect(cg.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        #expect(cg.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
    }

    @Test("PNG data decodes; corrupt and truncated PNG and JPEG data give nil")
    func codecs() {
        let bitmap = RGBABitmap(width: 3, height: 2)
        bitmap.context.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let png = bitmap.context.makeImage()!.dataProvider!.data!
        #expect(png.length == bitmap.context.makeImage()!.bytesPerRow * 2)
        let garbage = CGDataProvider(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]) as NSData)!
        #expect(CGImage(pngDataProviderSource: garbage, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        let notJPEG = CGDataProvider(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01]) as NSData)!
        #expect(CGImage(jpegDataProviderSource: notJPEG, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        let empty = CGDataProvider(data: Data() as NSData)!
        #expect(CGImage(pngDataProviderSource: empty, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("An image mask paints the fill colour where its samples are 0")
    func imageMask() {
        let mask = CGImage(
            maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
            provider: CGDataProvider(data: Data([0, 255]) as NSData)!, decode: nil, shouldInterpolate: false)!
        #expect(mask.isMask)
        let bitmap = RGBABitmap(width: 2, height: 1)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 1, row: 0) == [0, 0, 0, 0])
    }

    @Test("clip(to:mask:) with a gray image uses its luminance as coverage")
    func clipToGrayMask() {
        let gray = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
            provider: CGDataProvider(data: Data([255, 0]) as NSData)!, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)!
        let bitmap = RGBABitmap(width: 2, height: 1)
        bitmap.context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: gray)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bitmap.pixel(x: 0, row: 0) == [0, 0, 255, 255])
        #expect(bitmap.pixel(x: 1, row: 0) == [0, 0, 0, 0])
    }
}
