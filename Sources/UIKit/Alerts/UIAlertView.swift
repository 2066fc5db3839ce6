import Foundation

/// The kinds of `UIAlertView`: information only, or with text fields.
///
/// Source: Apple, UIAlertViewStyle.
public enum UIAlertViewStyle: Int, Sendable {
    /// No text field.
    case `default` = 0
    /// One secure (dotted) text field, placeholder "Password".
    case secureTextInput = 1
    /// One plain text field.
    case plainTextInput = 2
    /// A login field ("Login") and a secure password field ("Password").
    case loginAndPasswordInput = 3
}

/// The alert of iOS 2 to 8: a title, a message, buttons numbered in the order added, and (by
/// `alertViewStyle`) text fields; `show()` puts it up over everything, and the delegate hears what
/// happens. As in UIKit since iOS 8 it shows as a `UIAlertController` in a window of its own (so it needs
/// no view controller), and the alert view itself is never in a window.
///
/// Buttons: the cancel button (given to the initializer) is 0 and the other buttons follow; without a
/// cancel button they start at 0 and `cancelButtonIndex` is -1. Two buttons sit side by side, the cancel
/// button on the left; more are stacked, the cancel button at the bottom.
///
/// The delegate hears, in UIKit's order: `willPresent` and (after the animation) `didPresent`; on a tap
/// `clickedButtonAt`, `willDismissWithButtonIndex` and (after the animation) `didDismissWithButtonIndex`.
/// `dismiss(withClickedButtonIndex:animated:)` sends only the last two, with the index given (unchecked,
/// as in UIKit). `alertViewShouldEnableFirstOtherButton` is asked before the alert shows and whenever a
/// text field's text changes. `alertViewCancel` is never sent: since iOS 4 the system does not cancel
/// alerts.
///
/// A second alert shown while one is up hides it until the second one goes.
///
/// Bad input, as UIKit: a button with no title, a button index or text field index out of range (a
/// default-style alert has no text field) fail with a message naming the call.
///
/// Source: Apple, UIAlertView.
@preconcurrency @MainActor
open class UIAlertView: UIView {
    /// Hears what the alert does (see `UIAlertViewDelegate`); not retained.
    open weak var delegate: AnyObject?
    /// The title, in bold at the top.
    open var title: String = "" {
        didSet { legacy.controller?.title = title }
    }
    /// The message under the title.
    open var message: String? {
        didSet { legacy.controller?.message = message }
    }
    /// The index of the cancel button (-1: none).
    open var cancelButtonIndex: Int {
        get { legacy.cancelIndex }
        set { legacy.cancelIndex = newValue }
    }
    /// The index of the first button the initializer added after the cancel button (-1: none).
    open private(set) var firstOtherButtonIndex = -1
    /// Which text fields the alert has (default: none). Set it before `show()`.
    open var alertViewStyle: UIAlertViewStyle = .default {
        didSet { if alertViewStyle != oldValue { makeTextFields() } }
    }
    /// Whether the alert is showing.
    open var isVisible: Bool { legacy.controller != nil }

    private let legacy = LegacyAlert(owner: "UIAlertView")
    private var fields: [UITextField] = []
    private var alertDelegate: UIAlertViewDelegate? { delegate as? UIAlertViewDelegate }

    /// An alert with `title` and `message`, a cancel button titled `cancelButtonTitle` (none when nil, index
    /// 0 otherwise), and `delegate` (any object; it hears what it implements of `UIAlertViewDelegate`).
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// An alert as above with other buttons after the cancel button, in order (the first of them is
    /// `firstOtherButtonIndex`).
    public convenience init(
        title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
        _ moreButtonTitles: String...
    ) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        firstOtherButtonIndex = addButton(withTitle: firstButtonTitle)
        for title in moreButtonTitles { addButton(withTitle: title) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        legacy.clicked = { [unowned self] index in alertDelegate?.alertView(self, clickedButtonAt: index) }
        legacy.willDismiss = { [unowned self] index in alertDelegate?.alertView(self, willDismissWithButtonIndex: index) }
        legacy.didDismiss = { [unowned self] index in alertDelegate?.alertView(self, didDismissWithButtonIndex: index) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds a button titled `title` after the others and returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int { legacy.addButton(title) }

    /// The number of buttons.
    open var numberOfButtons: Int { legacy.titles.count }

    /// The title of the button at `buttonIndex`.
    open func buttonTitle(at buttonIndex: Int) -> String? { legacy.title(at: buttonIndex) }

    /// The text field at `textFieldIndex`: 0 for the plain and secure styles; 0 (login) and 1 (password)
    /// for the login style.
    open func textField(at textFieldIndex: Int) -> UITextField? {
        precondition(
            fields.indices.contains(textFieldIndex),
            "UIAlertView.textField(at:): textFieldIndex (\(textFieldIndex)) is outside of the bounds of the array of text fields")
        return fields[textFieldIndex]
    }

    /// Puts the alert up, centred over everything with a pop, in a window of its own.
    open func show() {
        guard legacy.controller == nil else { return }
        let alert = legacy.makeController(title: title, message: message, style: .alert) { [cancelButtonIndex] index in
            index == cancelButtonIndex ? .cancel : .default
        }
        for field in fields { alert.appendTextField(field) }
        enableFirstOtherButton(of: alert)
        alertDelegate?.willPresent(self)
        legacy.present(alert, over: nil, retaining: self) { [weak self] in
            guard let self else { return }
            alertDelegate?.didPresent(self)
        }
    }

    /// Takes the alert down as if button `buttonIndex` had been tapped, without `clickedButtonAt`.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        legacy.dismiss(withClickedButtonIndex: buttonIndex, animated: animated)
    }

    // MARK: Internals

    private func makeTextFields() {
        let login = UIAlertController.makeTextField(), password = UIAlertController.makeTextField()
        login.placeholder = "Login"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        switch alertViewStyle {
        case .default: fields = []
        case .plainTextInput: fields = [UIAlertController.makeTextField()]
        case .secureTextInput: fields = [password]
        case .loginAndPasswordInput: fields = [login, password]
        }
        for field in fields {
            field.addAction(
                UIAction { [weak self] _ in
                    guard let self, let alert = legacy.controller else { return }
                    enableFirstOtherButton(of: alert)
                }, for: .editingChanged)
        }
    }

    /// Asks the delegate whether the first other button of `alert` is enabled.
    private func enableFirstOtherButton(of alert: UIAlertController) {
        guard alert.actions.indices.contains(firstOtherButtonIndex) else { return }
        alert.actions[firstOtherButtonIndex].isEnabled = alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
    }
}
