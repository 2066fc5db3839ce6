import Foundation

/// One instance of the app's interface, with a delegate told of its life: connection, activation,
/// moving to the background, disconnection.
///
/// Source: Apple, UIScene.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the system passes when a scene connects (nothing OpenUIKit reports yet: no URLs,
    /// activities or shortcuts open apps on Linux).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs the scene was opened with.
        open internal(set) var urlContexts: Set<AnyHashable> = []
        /// The source application's bundle identifier.
        open internal(set) var sourceApplication: String?
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (kept by the scene).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (the window title on desktops).
    open var title: String = ""

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// The scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene's delegate: told of the scene's life. Every member is optional.
///
/// Source: Apple, UISceneDelegate.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: the scene delegate with the scene's window (Xcode's template keeps it).
///
/// Source: Apple, UIWindowSceneDelegate.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
