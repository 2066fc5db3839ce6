/// The base of the items a menu shows: actions (``UIAction``), and later menus and commands. It carries
/// what every item has: a title, a subtitle and an image.
///
/// Source: Apple, `UIMenuElement` (iOS 13; `subtitle` iOS 15). Apple gives it no public initializer;
/// neither does OpenUIKit.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var titleStorage: String
    var imageStorage: UIImage?

    /// The item's title.
    open var title: String { titleStorage }
    /// A second line under the title; nil by default.
    open var subtitle: String?
    /// The item's image; nil by default.
    open var image: UIImage? { imageStorage }

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        super.init()
    }
}
