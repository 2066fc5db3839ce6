/// The device: its kind (phone or pad) and its physical orientation.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static var current: UIDevice { shared }
    static let shared = UIDevice()

    /// Phone or pad: the Catalog runs as a pad, test harnesses as a phone unless told otherwise.
    open package(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// The physical orientation; changes post `orientationDidChangeNotification`, then the interface
    /// turns with the device where the application and the controller on top allow it.
    open package(set) var orientation: UIDeviceOrientation {
        get { storedOrientation }
        set {
            guard newValue != storedOrientation else { return }
            storedOrientation = newValue
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
            ApplicationHost.current?.updateInterfaceOrientation()
        }
    }
    /// The orientation, set without notice when an application starts (a test harness's device, or a
    /// landscape window on a device said to be upright).
    package var storedOrientation: UIDeviceOrientation = .portrait
    open var name: String { "OpenUIKit" }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var systemName: String { "iOS" }
    /// The iOS version OpenUIKit's look and behaviour follow.
    open var systemVersion: String { "7.0" }
    open var isGeneratingDeviceOrientationNotifications: Bool { true }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kinds of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
