import UIKit

/// Stand-ins for image files (coin.png, coin2.png, linen.png, three photos) that the repository does not
/// ship. Each is drawn with OpenUIKit's own API at a known size
/// (coin.png is 15×15) or a plausible one, so the gallery needs no binary assets.
enum GalleryAssets {
    /// A 15×15 gold coin with a darker rim and a highlight: a small image of a circular object.
    static let coin: UIImage = drawCoin(diameter: 15)
    /// A 31×31 coin for the "Pay Tribute" button (a size chosen to fit the button).
    static let coin2: UIImage = drawCoin(diameter: 31)

    private static func drawCoin(diameter: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format).image { context in
            let bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
            UIColor(red: 0.72, green: 0.53, blue: 0.04, alpha: 1).setFill()
            UIBezierPath(ovalIn: bounds).fill()
            let face = bounds.insetBy(dx: diameter * 0.12, dy: diameter * 0.12)
            let colors =
                [
                    UIColor(red: 1, green: 0.9, blue: 0.45, alpha: 1).cgColor,
                    UIColor(red: 0.85, green: 0.65, blue: 0.13, alpha: 1).cgColor,
                ] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
            context.cgContext.saveGState()
            UIBezierPath(ovalIn: face).addClip()
            context.cgContext.drawLinearGradient(
                gradient, start: CGPoint(x: face.minX, y: face.minY),
                end: CGPoint(x: face.maxX, y: face.maxY), options: [])
            context.cgContext.restoreGState()
        }
    }

    /// A 64×64 woven-linen texture: warp and weft threads in two beiges.
    static let linen: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format).image { context in
            UIColor(red: 0.80, green: 0.76, blue: 0.68, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            for i in stride(from: 0, to: 64, by: 2) {
                UIColor(red: 0.72, green: 0.68, blue: 0.60, alpha: 0.7).setFill()
                context.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 64))
                UIColor(red: 0.88, green: 0.85, blue: 0.78, alpha: 0.6).setFill()
                context.fill(CGRect(x: 0, y: CGFloat(i) + CGFloat(i % 6 == 0 ? 1 : 0), width: 64, height: 1))
            }
        }
    }()

    /// Three 60×60 "photos" (stand-ins for manny.jpg, moe.jpg and jack.jpg): a face on a coloured ground,
    /// round-tripped through JPEG so they really are JPEG images.
    static let photos: [UIImage] = [
        (UIColor(red: 0.35, green: 0.55, blue: 0.85, alpha: 1), UIColor(red: 0.96, green: 0.80, blue: 0.66, alpha: 1)),
        (UIColor(red: 0.40, green: 0.70, blue: 0.40, alpha: 1), UIColor(red: 0.85, green: 0.68, blue: 0.52, alpha: 1)),
        (UIColor(red: 0.85, green: 0.45, blue: 0.35, alpha: 1), UIColor(red: 0.60, green: 0.45, blue: 0.33, alpha: 1)),
    ].map { ground, skin in
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).jpegData(withCompressionQuality: 0.9) {
            context in
            ground.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            skin.setFill()
            UIBezierPath(ovalIn: CGRect(x: 15, y: 10, width: 30, height: 36)).fill()
            UIBezierPath(ovalIn: CGRect(x: 8, y: 44, width: 44, height: 40)).fill()
            UIColor(white: 0.15, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 23, y: 22, width: 4, height: 4)).fill()
            UIBezierPath(ovalIn: CGRect(x: 33, y: 22, width: 4, height: 4)).fill()
        }
        return UIImage(
            cgImage: CGImage(
                jpegDataProviderSource: CGDataProvider(data: data as NSData)!, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent)!)
    }
}
