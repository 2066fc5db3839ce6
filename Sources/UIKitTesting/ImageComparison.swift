import UIKit

/// Compares two images pixel by pixel, with a tolerance, and draws what differs.
public struct ImageComparison: Sendable {
    /// The fraction of pixels that must match, 0...1.
    public var precision: Float
    /// How close a pixel must be to count as matching: 1 means exactly; 0.98 allows each channel to
    /// differ by up to 2% (5 of 255).
    public var perceptualPrecision: Float

    /// The tolerance OpenUIKit's own goldens use: every pixel within 2% per channel, 0.1% may differ
    /// beyond that (antialiasing on curve edges between library versions).
    public static let standard = ImageComparison(precision: 0.999, perceptualPrecision: 0.98)

    public init(precision: Float, perceptualPrecision: Float) {
        self.precision = min(1, max(0, precision))
        self.perceptualPrecision = min(1, max(0, perceptualPrecision))
    }

    /// The result of a comparison.
    public struct Result: Sendable {
        public var matches: Bool
        public var differingPixels: Int
        public var totalPixels: Int
        public var largestChannelDifference: Int
        /// An image of the reference, faded, with differing pixels in red; nil when the sizes differ.
        public var difference: UIImage?
        public var message: String
    }

    /// Compares `actual` with `reference`.
    public func compare(_ reference: UIImage, _ actual: UIImage) -> Result {
        guard let expected = reference.cgImage, let candidate = actual.cgImage else {
            let same = reference.cgImage == nil && actual.cgImage == nil
            return Result(
                matches: same, differingPixels: 0, totalPixels: 0, largestChannelDifference: 0, difference: nil,
                message: same ? "" : "One of the images has no bitmap.")
        }
        guard expected.width == candidate.width, expected.height == candidate.height else {
            return Result(
                matches: false, differingPixels: 0, totalPixels: 0, largestChannelDifference: 0, difference: nil,
                message:
                    "Image sizes differ: reference \(expected.width)×\(expected.height) px, actual \(candidate.width)×\(candidate.height) px."
            )
        }
        let threshold = Int(((1 - perceptualPrecision) * 255).rounded())
        var differing = 0, largest = 0
        var marks = [Bool](repeating: false, count: expected.width * expected.height)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let a = expected.rgbaPixel(x: x, y: y), b = candidate.rgbaPixel(x: x, y: y)
                // Colour differences under transparency do not show: weigh colour channels by alpha.
                let alpha = Int(max(a.3, b.3))
                let dr = abs(Int(a.0) - Int(b.0)) * alpha / 255, dg = abs(Int(a.1) - Int(b.1)) * alpha / 255
                let db = abs(Int(a.2) - Int(b.2)) * alpha / 255, da = abs(Int(a.3) - Int(b.3))
                let delta = max(dr, dg, db, da)
                largest = max(largest, delta)
                if delta > threshold {
                    differing += 1
                    marks[y * expected.width + x] = true
                }
            }
        }
        let total = expected.width * expected.height
        let matches = Float(total - differing) / Float(total) >= precision
        let message =
            matches
            ? ""
            : "\(differing) of \(total) pixels differ by more than \(threshold)/255 (largest difference \(largest)/255); at most \(Int((1 - precision) * Float(total))) may."
        return Result(
            matches: matches, differingPixels: differing, totalPixels: total, largestChannelDifference: largest,
            difference: matches ? nil : differenceImage(expected, marks: marks, scale: reference.scale),
            message: message)
    }

    private func differenceImage(_ reference: CGImage, marks: [Bool], scale: CGFloat) -> UIImage? {
        var bytes = [UInt8](repeating: 0, count: reference.width * reference.height * 4)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let i = (y * reference.width + x) * 4
                if marks[y * reference.width + x] {
                    bytes[i] = 255; bytes[i + 1] = 0; bytes[i + 2] = 0; bytes[i + 3] = 255
                } else {
                    let p = reference.rgbaPixel(x: x, y: y)
                    let luminance: Int = (Int(p.0) + Int(p.1) + Int(p.2)) / 3
                    let covered: Int = luminance * Int(p.3) / 255
                    let gray = UInt8(covered / 4 + 191)
                    bytes[i] = gray; bytes[i + 1] = gray; bytes[i + 2] = gray; bytes[i + 3] = 255
                }
            }
        }
        guard let provider = CGDataProvider(data: Data(bytes) as NSData),
            let image = CGImage(
                width: reference.width, height: reference.height, bitsPerComponent: 8, bitsPerPixel: 32,
                bytesPerRow: reference.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}
