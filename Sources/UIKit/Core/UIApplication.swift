/// The running application: its windows, its delegate, and event delivery. One per process.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application.
    public static var shared: UIApplication { current }
    static var current = UIApplication(isShared: ())

    /// The application's delegate.
    open weak var delegate: UIApplicationDelegate?

    private init(isShared: Void) { super.init() }

    /// The application's windows, back to front by level.
    open var windows: [UIWindow] {
        windowRefs.compactMap(\.window).sorted { $0.windowLevel < $1.windowLevel }
    }
    /// The key window.
    open var keyWindow: UIWindow? { keyWindowStorage }
    /// `.inactive` while launching and terminating, `.active` in between.
    open internal(set) var applicationState: State = .inactive

    weak var keyWindowStorage: UIWindow?
    /// The delegate UIApplicationMain created: the application keeps it alive (`delegate` is weak).
    var launchedDelegate: UIApplicationDelegate?
    var statusBarState = StatusBarState()
    /// OpenUIKit: whether the on-screen keyboard shows (see `isOnScreenKeyboardEnabled`).
    var isOnScreenKeyboardEnabledStorage = true
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    /// The scenes connected now (one window scene: OpenUIKit shows one window).
    open var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// Whether the app may show more than one scene (false: one window).
    open var supportsMultipleScenes: Bool { false }
    /// The connected scenes, in the order they connected.
    var scenes: [UIScene] = []

    /// The direction of the application's language: right to left for Arabic, Hebrew and the other
    /// right-to-left languages first among the user's preferred ones, else left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let language = Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The application's next responder is its delegate, when that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event to its windows: touch events to the windows of their touches, presses (keys)
    /// to the key window.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .presses {
            keyWindow?.sendEvent(event)
            return
        }
        var seen = Set<ObjectIdentifier>()
        for touch in event.touchSet {
            guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }

    /// Clears the application's state between test harnesses: windows, key window, first responder,
    /// the on-screen keyboard (switched on again), appearance proxies, the status bar's settings, the
    /// pasteboards.
    package func resetForTesting() {
        for window in windows { window.isHidden = true }
        windowRefs = []
        keyWindowStorage = nil
        FirstResponder.resetForTesting()
        isOnScreenKeyboardEnabledStorage = true
        delegate = nil
        launchedDelegate = nil
        applicationState = .inactive
        AppearanceRegistry.reset()
        statusBarState = StatusBarState()
        scenes = []
        UIPasteboard.resetForTesting()
    }
}

/// The application delegate's launch and lifecycle messages; all optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The interface orientations `window` may take (by default all on a pad, all but upside down on a
    /// phone).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    /// The configuration of a scene about to connect (by default one named "Default Configuration"
    /// for the session's role, whose delegate `UIApplicationMain`'s `sceneDelegate` makes).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user discarded scenes' sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .defaultForIdiom }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// Whether the app is in front and receiving events.
    public enum State: Int, Sendable { case active, inactive, background }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The direction of a language's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}
