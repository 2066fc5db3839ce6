import HeadlessBackend
import UIKit

/// The on-screen keyboard and the input method, driven as a user would.
extension UIKitTestHarness {
    /// Whether the keyboard (or a responder's input views) is up or sliding up.
    public var isKeyboardVisible: Bool { host.keyboard.isVisible }

    /// Where the keyboard's input views are on screen (the accessory view included), nil while hidden.
    public var keyboardFrame: CGRect? { host.keyboard.frame }

    /// The names of the system keyboard's keys shown now: the text a key types ("q", "1", ".com"), or
    /// "shift", "delete", "space", "return", "dismiss" (iPad), and the plane keys' captions ("123",
    /// "ABC", "#+=", ".?123").
    public var keyboardKeyNames: [String] { host.keyboard.keyNames }

    /// The frame of the system keyboard's key `name` (see `keyboardKeyNames`) in screen coordinates, or
    /// nil when the keyboard is not up or has no such key.
    public func keyboardKeyFrame(_ name: String) -> CGRect? { host.keyboard.keyFrame(named: name) }

    /// Taps the system keyboard's key `name` (see `keyboardKeyNames`) with a finger, as a user does.
    /// Fails the precondition when the key is not on screen.
    public func tapKeyboardKey(_ name: String) {
        guard let frame = keyboardKeyFrame(name) else {
            preconditionFailure("UIKitTestHarness.tapKeyboardKey(_:): no key \"\(name)\" on screen (keys: \(keyboardKeyNames))")
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Taps the keys that type `text` on the letters plane (Shift for capitals, "space" for spaces,
    /// "return" for newlines): each character must have a key on the plane shown.
    public func tapKeyboardKeys(_ text: String) {
        for character in text {
            switch character {
            case " ": tapKeyboardKey("space")
            case "\n": tapKeyboardKey("return")
            default: tapKeyboardKey(String(character).lowercased())
            }
        }
    }

    /// The input method composes `text` (a `setMarkedText(_:selectedRange:)` on a `UITextInput` first
    /// responder); `selectedRange` is its cursor in `text` (UTF-16; the end when nil). Then a turn runs.
    public func composeText(_ text: String, selectedRange: NSRange? = nil) {
        let range = selectedRange ?? NSRange(location: text.utf16.count, length: 0)
        backend.enqueue(.composition(text, selectedRange: range, timestamp: now))
        host.runTurn()
    }

    /// The input method commits: the composition ends and `text` (what was being composed, or what the
    /// user chose from the candidates) is typed, as SDL sends it. Then a turn runs.
    public func commitComposition(_ text: String) {
        backend.enqueue(.composition("", selectedRange: NSRange(location: 0, length: 0), timestamp: now))
        if !text.isEmpty { backend.enqueue(.text(text, timestamp: now)) }
        host.runTurn()
    }

    /// The input method cancels the composition (Escape in most input methods): the marked text goes.
    public func cancelComposition() {
        backend.enqueue(.composition("", selectedRange: NSRange(location: 0, length: 0), timestamp: now))
        host.runTurn()
    }

    /// The caret rectangle UIKit last gave the input method (for its candidate window), in points.
    public var textInputRect: CGRect? { backend.textInputRect }
}
