import Foundation

/// A scene that shows windows: the screen they are on, their interface orientation and traits, the
/// scene's windows and its key window, its status bar.
///
/// Source: Apple, UIWindowScene.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on.
    open var screen: UIScreen { .main }
    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarState.orientation }
    /// The scene's traits (its screen's).
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The application windows attached to the scene, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's status bar.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager()
}

/// A window scene's status bar: where it is, its style and whether it is hidden.
///
/// Source: Apple, UIStatusBarManager.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The status bar's frame in the scene's coordinates (`.zero` while hidden).
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// The style the status bar shows.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
}
