import UIKit

/// The segmented control's linen background, photo segments and
/// white divider, and the slider's coin track.
enum SegmentedDrawings {
    static let items = [divider, segmentedLook, coinTrack]

    /// 1×10, filled white.
    static func makeDivider() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 10), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.set()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 10))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// The linen redrawn at 100×60, made resizable with caps (0,10,0,10), stretch.
    static func makeBackground() -> UIImage? {
        let (w, h): (CGFloat, CGFloat) = (100, 60)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: w, height: h), false, 0)
        GalleryAssets.linen.draw(in: CGRect(x: 0, y: 0, width: w, height: h))
        let image2 = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image2?.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    /// Each photo redrawn at 30×30, always original (never tinted).
    static func makeSegmentImages() -> [UIImage] {
        GalleryAssets.photos.compactMap { image in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 30), false, 0)
            image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
            let image2 = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            return image2?.withRenderingMode(.alwaysOriginal)
        }
    }

    static let divider = GalleryItem(
        name: "segmented-divider", caption: "Seed 000 Figure 12-15: the 1×10 white divider image, between 2-pt dark gray margins",
        size: CGSize(width: 5, height: 10)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.darkGray.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        makeDivider()?.draw(at: CGPoint(x: 2, y: 0))
        UIGraphicsPopContext()
    }

    /// The parts put together as the control lays them out: three 80-pt segments, 60 tall, the stretched
    /// background, each photo centred, and the divider stretched to the control's height between segments.
    static let segmentedLook = GalleryItem(
        name: "segmented-control-parts",
        caption: "Seed 000 Figure 12-15: linen background (caps 0,10,0,10, stretch) at 240×60, 30×30 photos, white dividers",
        size: CGSize(width: 240, height: 60)
    ) { context in
        UIGraphicsPushContext(context)
        makeBackground()?.draw(in: CGRect(x: 0, y: 0, width: 240, height: 60))
        for (i, photo) in makeSegmentImages().enumerated() {
            photo.draw(at: CGPoint(x: CGFloat(i) * 80 + 25, y: 15))
            if i > 0 { makeDivider()?.draw(in: CGRect(x: CGFloat(i) * 80, y: 0, width: 1, height: 60)) }
        }
        UIGraphicsPopContext()
    }

    /// The coin, caps (0,7,0,7) stretch, as both track images of a 200-pt slider at value 0.5.
    static let coinTrack = GalleryItem(
        name: "coin-track",
        caption: "Seed 000 Figure 12-13: the 15×15 coin, caps (0,7,0,7) stretch, as the minimum and maximum track at value 0.5",
        size: CGSize(width: 200, height: 15)
    ) { context in
        UIGraphicsPushContext(context)
        let coinEnd = GalleryAssets.coin.resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7),
            resizingMode: .stretch)
        coinEnd.draw(in: CGRect(x: 0, y: 0, width: 100, height: 15))
        coinEnd.draw(in: CGRect(x: 100, y: 0, width: 100, height: 15))
        UIGraphicsPopContext()
    }
}
