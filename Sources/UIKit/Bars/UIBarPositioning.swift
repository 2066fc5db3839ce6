/// A bar that knows where it sits: navigation bars, toolbars and search bars adopt it. The position,
/// which the bar's delegate chooses, decides how it draws: a `.topAttached` bar extends its background
/// up behind the status bar, and a bar's shadow falls away from the edge it is attached to.
///
/// Source: Apple, UIBarPositioning.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits (read-only: its delegate decides, through `position(for:)`).
    var barPosition: UIBarPosition { get }
}

/// The delegate of a bar that adopts ``UIBarPositioning``: it tells the bar where it sits. The delegates
/// of navigation bars, toolbars and search bars inherit it.
///
/// Source: Apple, UIBarPositioningDelegate.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits, asked when the bar enters a window (and when the delegate is set). The default:
    /// `.bottom` for a toolbar, `.top` for a navigation bar and a search bar.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { bar is UIToolbar ? .bottom : .top }
}

/// The iOS 7 name of ``UIBarPositioningDelegate``.
public typealias UIBarPositionDelegate = UIBarPositioningDelegate
