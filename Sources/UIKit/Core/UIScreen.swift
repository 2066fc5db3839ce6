/// The display: its size in points and its pixels per point.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The device's screen.
    public static var main: UIScreen { mainScreen }
    static let mainScreen = UIScreen()
    /// The last traits handed out, by what they follow from: the same object while that stays the same
    /// (views keep variants of it).
    var cachedTraits: (key: TraitsKey, traits: UITraitCollection)?
    struct TraitsKey: Equatable {
        let size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom
    }

    /// The screen's rectangle in points (the window's size, or the harness's).
    open internal(set) var bounds = CGRect(x: 0, y: 0, width: 320, height: 480) {
        didSet { if bounds != oldValue { NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self) } }
    }
    /// Pixels per point: 1, 2 or 3. Readable from any thread as `MainScreenScale.value` for image contexts.
    open internal(set) var scale: CGFloat {
        get { MainScreenScale.value }
        set { MainScreenScale.value = newValue }
    }
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: its scale, size classes from its size and the device's idiom, the system's
    /// light appearance and the application's layout direction.
    public var traitCollection: UITraitCollection {
        let key = TraitsKey(size: bounds.size, scale: scale, idiom: UIDevice.current.userInterfaceIdiom)
        if let cached = cachedTraits, cached.key == key { return cached.traits }
        let traits = UITraitCollection.screen(size: key.size, scale: key.scale, idiom: key.idiom)
        cachedTraits = (key, traits)
        if self === UIScreen.mainScreen { UITraitCollection.screenTraits = traits }
        return traits
    }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
