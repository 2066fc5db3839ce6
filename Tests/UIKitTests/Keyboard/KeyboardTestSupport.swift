// Helpers for the keyboard tests: a small text-taking view (the keyboard serves any UIKeyInput
// responder, not only UITextField/UITextView) and a log of the keyboard notifications.
import Foundation
import UIKit

/// A view that takes typed text, with settable traits and input views, as a text field has them.
@MainActor
final class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var keyboardType: UIKeyboardType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically = false
    var customInputView: UIView?
    var customAccessoryView: UIView?
    /// Whether it lets go of first responder when asked.
    var allowsResign = true

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// A responder that is no text input but has input views (as a view controller with a chat bar).
@MainActor
final class AccessoryResponder: UIView {
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
}

/// Records the six keyboard notifications in the order they are posted, with their userInfo.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        let name: String
        let begin: CGRect?, end: CGRect?
        let duration: Double?, curve: Int?, isLocal: Bool?
    }

    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    init() {
        for name in Self.names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let info = note.userInfo
                    let entry = Entry(
                        name: Self.shortName(note.name),
                        begin: (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                        end: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                        duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                        curve: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
                        isLocal: (info?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue)
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    /// The notifications' names without the "UIKeyboard" prefix and "Notification" suffix ("WillShow").
    var names: [String] { entries.map(\.name) }

    func clear() { entries = [] }

    /// Stops observing (NotificationCenter observers outlive test harnesses: each test removes its own).
    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    nonisolated static func shortName(_ name: Notification.Name) -> String {
        name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
    }
}

/// Compiles only while the notification names and userInfo keys are usable off the main actor (an
/// observer's closure, a background queue), as Apple's are.
nonisolated func keyboardNotificationConstantsOffMainActor() -> [String] {
    [
        UIResponder.keyboardWillShowNotification.rawValue, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationCurveUserInfoKey,
    ]
}
