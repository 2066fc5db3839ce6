/// The status bar, as iOS 7 apps control it from the application: its style, whether it shows, and the
/// network activity indicator.
/// (View controllers' status bar preferences come with the view-controller issue.)
extension UIApplication {
    /// The style of the status bar's content; `.default` (dark) at launch.
    public var statusBarStyle: UIStatusBarStyle {
        get { statusBarState.style }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// Sets the status bar's style. The change is immediate (UIKit cross-fades it when animated).
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        guard statusBarState.style != style else { return }
        statusBarState.style = style
        ApplicationHost.current?.statusBarDidChange()
    }

    /// Whether the status bar is hidden; shown at launch.
    public var isStatusBarHidden: Bool {
        get { statusBarState.isHidden }
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
        statusBarState.isHidden ? .zero : CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: StatusBarWindow.height)
    }
}

/// The application's status bar settings (reset between test harnesses).
struct StatusBarState {
    var style: UIStatusBarStyle = .default
    var isHidden = false
    var showsNetworkActivity = false
}
