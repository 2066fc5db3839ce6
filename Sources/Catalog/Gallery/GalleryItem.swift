import UIKit

/// One drawing of the gallery: UIKit drawing code, in Swift, drawn into a context of `size`
/// points whose user space is UIKit's (origin top left, y down).
struct GalleryItem: Sendable {
    /// A file-name-friendly name, such as "thermometer".
    let name: String
    /// Where the drawing comes from and what it should look like.
    let caption: String
    let size: CGSize
    let draw: @Sendable (CGContext) -> Void

    /// The drawing as an image at `scale`, on a transparent background, as a device of that scale draws it:
    /// image contexts made with scale 0 use the main screen's scale, so it is `scale` meanwhile.
    func render(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return MainScreenScale.withValue(scale) {
            UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
        }
    }
}

/// Every drawing example, grouped by subject.
enum Gallery {
    static let items: [GalleryItem] =
        ProgressDrawings.items + BarDrawings.items + SegmentedDrawings.items
        + RangeSliderDrawings.items + TextDrawings.items
}
