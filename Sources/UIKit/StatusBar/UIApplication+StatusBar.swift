/// The status bar: its style and visibility, which follow the view controller on top of the key window
/// (its `preferredStatusBarStyle` and `prefersStatusBarHidden`, iOS 7's default) or, when the app
/// opts out with the Info.plist key `UIViewControllerBasedStatusBarAppearance` set to false or no
/// window has a root view controller, the application's own settings; the network activity indicator;
/// the interface orientation.
extension UIApplication {
    /// The style of the status bar's content: the deciding view controller's preference, else the
    /// application's setting (`.default`, dark, at launch).
    public var statusBarStyle: UIStatusBarStyle {
        get { statusBarController?.statusBarStyleController.preferredStatusBarStyle ?? statusBarState.style }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// The view controller whose preferences the status bar shows: the root view controller of the key
    /// window, or a controller presented over it full screen (or capturing the status bar's appearance);
    /// nil when the app opted out of view-controller-based status bar appearance.
    var statusBarController: UIViewController? {
        guard isViewControllerBasedStatusBarAppearance else { return nil }
        return UIViewController.topFullScreenController(in: keyWindow, capturingStatusBar: true)
    }

    /// The Info.plist key `UIViewControllerBasedStatusBarAppearance`; true when the app does not set it.
    var isViewControllerBasedStatusBarAppearance: Bool {
        Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool ?? true
    }

    /// The orientation of the interface (and of the status bar): it turns with the device where the
    /// application and the controller on top allow it.
    @available(*, deprecated, message: "Use the interface orientation of the window scene instead")
    public var statusBarOrientation: UIInterfaceOrientation { statusBarState.orientation }

    /// The orientations the interface may take in `window`: the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, by default all four on a pad and all but
    /// upside down on a phone (Xcode's Info.plist defaults).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .defaultForIdiom
    }

    /// Sets the status bar's style. The change is immediate (UIKit cross-fades it when animated).
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        guard statusBarState.style != style else { return }
        statusBarState.style = style
        ApplicationHost.current?.statusBarDidChange()
    }

    /// Whether the status bar is hidden: the deciding view controller's preference, else the
    /// application's setting (shown at launch).
    public var isStatusBarHidden: Bool {
        get { statusBarController?.statusBarHiddenController.prefersStatusBarHidden ?? statusBarState.isHidden }
        set { setStatusBarHidden(newValue, with: .none) }
    }

    /// Hides or shows the status bar. The change is immediate (UIKit fades or slides it).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        guard statusBarState.isHidden != hidden else { return }
        statusBarState.isHidden = hidden
        ApplicationHost.current?.statusBarDidChange()
    }

    /// Whether the status bar shows its network activity indicator: a small spinner after the Wi-Fi
    /// symbol, turning twelve steps a second on UIKit's clock while shown; false at launch (and in each
    /// new test harness). It reflects nothing by itself: while visible it spins, so set it back
    /// to false when the work is over.
    ///
    /// Source: Apple (`isNetworkActivityIndicatorVisible`, deprecated in iOS 13, when the status bar
    /// stopped showing it).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { statusBarState.showsNetworkActivity }
        set {
            guard statusBarState.showsNetworkActivity != newValue else { return }
            statusBarState.showsNetworkActivity = newValue
            ApplicationHost.current?.statusBarDidChange()
        }
    }

    /// The status bar's frame in screen coordinates: the top 20 points across the screen, or
    /// `.zero` while it is hidden.
    public var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: StatusBarWindow.height)
    }
}

/// The application's status bar settings (reset between test harnesses).
struct StatusBarState {
    /// The application's own settings (see `statusBarController`).
    var style: UIStatusBarStyle = .default
    var isHidden = false
    var showsNetworkActivity = false
    var orientation: UIInterfaceOrientation = .portrait
}

extension UIInterfaceOrientationMask {
    /// The orientations an app supports unless it says otherwise: all on a pad, all but upside down on
    /// a phone.
    @MainActor static var defaultForIdiom: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
}
