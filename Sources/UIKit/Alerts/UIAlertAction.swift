import Foundation

/// A button of a `UIAlertController`: a title, a style, and the handler run when the user taps it. The
/// handler runs after the alert has gone (its dismissal has ended). Setting `isEnabled` while the alert
/// shows greys the button out (or back) at once; a disabled button ignores taps.
///
/// Source: Apple, UIAlertAction.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// What an action does, which decides its look and place.
    public enum Style: Int, Sendable {
        /// A normal button, in the tint colour.
        case `default` = 0
        /// Leaves without changing anything: bold, last in an alert, in its own group in an action
        /// sheet (not shown in a popover: a tap outside it cancels). One per controller.
        case cancel = 1
        /// Changes or deletes data: red.
        case destructive = 2
    }

    /// The button's text.
    open private(set) var title: String?
    open private(set) var style: Style = .default
    /// Whether the user can tap the button (true).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange?() } }
    }

    /// Runs after the alert's dismissal when the user taps the button (or, for the cancel action of an
    /// action sheet in a popover, touches outside it).
    let handler: ((UIAlertAction) -> Void)?
    /// The alert's button showing this action, told when `isEnabled` changes.
    var enabledDidChange: (() -> Void)?

    /// An action titled `title` in `style`; `handler` runs after the alert's dismissal when it is tapped.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A copy with the same title, style, enabled state and handler.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
