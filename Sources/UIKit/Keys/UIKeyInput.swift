/// A responder that takes typed text: when it is first responder, typed characters arrive through
/// `insertText(_:)` (Return as "\n", as the on-screen keyboard sends it) and Backspace through
/// `deleteBackward()`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
