// ImageComparison, the pixel comparison behind `assertSnapshot(of:as: .image)`.
import Testing
import UIKit
import UIKitTesting

@Suite("ImageComparison")
struct ImageComparisonTests {
    private func square(_ color: UIColor, size: CGFloat = 40, dot: CGRect? = nil, dotColor: UIColor = .black) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
            if let dot {
                dotColor.setFill()
                context.fill(dot)
            }
        }
    }

    @Test("Identical images match with no differing pixels")
    func identical() {
        let result = ImageComparison.standard.compare(square(.red), square(.red))
        #expect(result.matches && result.differingPixels == 0 && result.difference == nil)
    }

    @Test("A colour change within the perceptual tolerance still matches")
    func withinPerceptualTolerance() {
        let result = ImageComparison.standard.compare(
            square(UIColor(red: 1, green: 0, blue: 0, alpha: 1)),
            square(UIColor(red: 1, green: 4.0 / 255, blue: 0, alpha: 1)))
        #expect(result.matches)
        #expect(result.largestChannelDifference == 4)
    }

    @Test("One differing pixel in 1600 exceeds a 0.1% allowance; the difference image marks it red")
    func oneDifferingPixel() {
        let result = ImageComparison.standard.compare(square(.white), square(.white, dot: CGRect(x: 3, y: 5, width: 2, height: 1)))
        #expect(!result.matches)
        #expect(result.differingPixels == 2)
        let difference = result.difference!.cgImage!
        let marked = difference.dataProvider!.data! as Data
        let offset = 5 * difference.bytesPerRow + 3 * 4
        // Little-endian BGRA: red is byte 2.
        #expect(marked[offset + 2] == 255 && marked[offset] == 0)
        #expect(result.message.contains("2 of 1600 pixels"))
        #expect(
            ImageComparison(precision: 0.99, perceptualPrecision: 0.98).compare(
                square(.white), square(.white, dot: CGRect(x: 3, y: 5, width: 2, height: 1))
            ).matches)
    }

    @Test("Images of different pixel sizes never match")
    func differentSizes() {
        let result = ImageComparison.standard.compare(square(.white, size: 10), square(.white, size: 11))
        #expect(!result.matches && result.message.contains("sizes differ"))
    }

    @Test("Colour differences under full transparency do not count")
    func transparentPixels() {
        let clearRed = square(UIColor(red: 1, green: 0, blue: 0, alpha: 0))
        let clearBlue = square(UIColor(red: 0, green: 0, blue: 1, alpha: 0))
        #expect(ImageComparison.standard.compare(clearRed, clearBlue).matches)
    }
}
