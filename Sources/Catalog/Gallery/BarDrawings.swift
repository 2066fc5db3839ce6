import UIKit

/// Bars: the navigation bar's shadow image, and the back indicator with its transition mask.
enum BarDrawings {
    static let items = [shadowImage, shadowUnderBar, backIndicator, backIndicatorMask]

    /// 4×4: two rows of gray at alpha 0.3, then two at alpha 0.15.
    static func makeShadowImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.gray.withAlphaComponent(0.3).setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIColor.gray.withAlphaComponent(0.15).setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// 10×20: a 4-pt black bar at the right (the default fill colour), the rest transparent.
    static func makeBackIndicator() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 6, y: 0, width: 4, height: 20))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// 10×20, nothing drawn: entirely transparent.
    static func makeBackIndicatorMask() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    static let shadowImage = GalleryItem(
        name: "bar-shadow-image", caption: "Seed 000: the 4×4 shadow image, gray rows at alpha 0.3 then 0.15",
        size: CGSize(width: 4, height: 4)
    ) { context in
        UIGraphicsPushContext(context)
        makeShadowImage()?.draw(at: .zero)
        UIGraphicsPopContext()
    }

    /// How a bar uses it: tiled horizontally under a 44-pt white bar.
    static let shadowUnderBar = GalleryItem(
        name: "bar-shadow-tiled", caption: "Seed 000: the shadow image tiled across the bottom of a 44-pt white bar",
        size: CGSize(width: 120, height: 52)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 44))
        makeShadowImage()?.drawAsPattern(in: CGRect(x: 0, y: 44, width: 120, height: 4))
        UIGraphicsPopContext()
    }

    /// The back indicator as a bar shows it: a template, tinted with the default tint colour.
    static let backIndicator = GalleryItem(
        name: "back-indicator", caption: "Seed 000: the back indicator image (a bar at its right), drawn as a template in the tint colour",
        size: CGSize(width: 10, height: 20)
    ) { context in
        UIGraphicsPushContext(context)
        makeBackIndicator()?.withRenderingMode(.alwaysTemplate).withTintColor(.systemBlue)
            .draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        UIGraphicsPopContext()
    }

    /// The mask: transparent everywhere, drawn over a light gray ground to show there is nothing.
    static let backIndicatorMask = GalleryItem(
        name: "back-indicator-mask", caption: "Seed 000: the back indicator's transition mask, fully transparent (over light gray)",
        size: CGSize(width: 10, height: 20)
    ) { context in
        UIGraphicsPushContext(context)
        UIColor.lightGray.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
        makeBackIndicatorMask()?.draw(at: .zero)
        UIGraphicsPopContext()
    }
}
