// UIGraphics: the per-thread context stack, image contexts, UIGraphicsImageRenderer and bad sizes.
import Testing
import UIKit

@Suite("UIGraphics")
struct UIGraphicsTests {
    @Test("An image context is current between begin and end, in UIKit's space (y down, points)")
    func imageContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        #expect(context?.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 3))
        #expect(image?.scale == 2)
        #expect(image?.cgImage?.width == 8)
        let pixels = Pixels(image!)
        #expect(pixels[0, 0] == [255, 0, 0, 255] && pixels[1, 1] == [255, 0, 0, 255])
        #expect(pixels[2, 0][3] == 0 && pixels[0, 5][3] == 0)
    }

    @Test("Image contexts nest; ending one makes the outer one current again")
    func nesting() {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext() !== outer)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()  // Unbalanced: ignored.
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("A pushed context is not an image context: no image comes from it")
    func pushedContext() {
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()  // Not an image context: ignored.
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test(
        "Zero, negative and non-finite sizes create no context",
        arguments: [
            CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 4),
            CGSize(width: CGFloat.infinity, height: 4),
        ])
    func invalidSizes(size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        let image = UIGraphicsImageRenderer(size: size).image { _ in }
        #expect(image.size == .zero && image.cgImage == nil)
    }

    @Test("Each thread has its own context stack")
    func perThreadStacks() {
        final class Observation: @unchecked Sendable { var otherThreadHadNoContext = false }
        let observation = Observation()
        let done = DispatchSemaphore(value: 0)
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        defer { UIGraphicsEndImageContext() }
        Thread {
            observation.otherThreadHadNoContext = UIGraphicsGetCurrentContext() == nil
            done.signal()
        }.start()
        done.wait()
        #expect(observation.otherThreadHadNoContext)
        #expect(UIGraphicsGetCurrentContext() != nil)
    }

    @Test("The renderer draws at its format's scale, offsets by its bounds' origin and encodes PNG and JPEG")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 2, height: 2), format: format)
        let image = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 3)
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == [0, 255, 0, 255] && pixels[2, 2] == [0, 255, 0, 255] && pixels[3, 3][3] == 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let png = renderer.pngData { $0.fill(CGRect(x: 10, y: 10, width: 2, height: 2)) }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { $0.fill(CGRect(x: 10, y: 10, width: 2, height: 2)) }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    @Test("An opaque renderer has no alpha; currentImage shows drawing so far")
    func opaqueAndCurrentImage() {
        let image = render(CGSize(width: 2, height: 1), opaque: true) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(Pixels(context.currentImage)[0, 0] == [0, 0, 255, 255])
        }
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst)
        #expect(Pixels(image)[1, 0] == [0, 0, 0, 255])
    }
}
