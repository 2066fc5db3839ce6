import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Compares images pixel by pixel with `comparison`'s tolerance. On failure, the message says how many
    /// pixels differ and where a difference image (differing pixels in red) was written; SnapshotTesting
    /// writes the actual image beside it, under `SNAPSHOT_ARTIFACTS` (or the temporary directory).
    public static func image(_ comparison: ImageComparison = .standard) -> Diffing {
        .diff(
            toData: { $0.cgImage?.pngData() ?? Data() },
            fromData: { UIImage(cgImageData: $0) },
            diffV2: { reference, actual in
                let result = comparison.compare(reference, actual)
                guard !result.matches else { return nil }
                var message = "Snapshot does not match reference: \(result.message)"
                if let difference = result.difference?.cgImage?.pngData() {
                    let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
                        .appendingPathComponent("openuikit-differences", isDirectory: true)
                    let file = folder.appendingPathComponent(
                        "difference-\(UInt64(Date().timeIntervalSince1970 * 1000))-\(result.differingPixels).png")
                    if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                        (try? difference.write(to: file)) != nil
                    {
                        message += "\nDifference image: \(file.path)"
                    }
                    return (message, [.data(difference, name: "difference.png")])
                }
                return (message, [])
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Snapshots an image as a PNG, compared with OpenUIKit's standard tolerance.
    public static var image: Snapshotting { .image(.standard) }

    /// Snapshots an image as a PNG, compared with `comparison`.
    public static func image(_ comparison: ImageComparison) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(comparison)) { $0 }
    }

    /// Snapshots an image; `precision` is the fraction of pixels that must match, `perceptualPrecision`
    /// how close each must be (swift-snapshot-testing's spelling).
    public static func image(precision: Float, perceptualPrecision: Float = 1) -> Snapshotting {
        .image(ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension UIImage {
    /// Decodes reference PNG data back into an image at the data's own pixel size (scale 1).
    convenience init(cgImageData data: Data) {
        if let image = CGImage.decoded(from: data) {
            self.init(cgImage: image)
        } else {
            self.init()
        }
    }
}
