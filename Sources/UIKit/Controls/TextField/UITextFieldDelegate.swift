/// What a text field asks its delegate, and tells it, as the user edits. Every method is optional: a
/// missing one allows (returns true) or does nothing.
///
/// The order of a tap, typing and Return with a delegate that resigns in `textFieldShouldReturn(_:)`:
/// 1. `textFieldShouldBeginEditing(_:)`; false: the field does not become first responder, nothing
///    else happens.
/// 2. The field becomes first responder; `textFieldDidBeginEditing(_:)`; the `.editingDidBegin` actions;
///    `UITextField.textDidBeginEditingNotification`.
/// 3. Each edit: `textField(_:shouldChangeCharactersIn:replacementString:)`; if true, the text changes,
///    then `textFieldDidChangeSelection(_:)`, the `.editingChanged` actions and
///    `UITextField.textDidChangeNotification`.
/// 4. Return: `textFieldShouldReturn(_:)`; if true, the `.editingDidEndOnExit` actions (a field with any
///    resigns first responder after them, as UIKit's do).
/// 5. Resigning: `textFieldShouldEndEditing(_:)`; false keeps the field editing (`resignFirstResponder()`
///    returns false); else `textFieldDidEndEditing(_:reason:)` (`.committed`), the `.editingDidEnd`
///    actions and `UITextField.textDidEndEditingNotification`.
///
/// Source: Apple, UITextFieldDelegate.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default). False: the field does not become first responder and
    /// no keyboard appears.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true by default). False keeps the field first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended; the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why. UIKit calls this in preference to `textFieldDidEndEditing(_:)`: the default
    /// implementation calls that one, so a delegate implements either.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit may replace `range` (UTF-16, in the text before the edit) with `string`
    /// ("" for a deletion). True by default. Return false to reject it, or to make the change yourself
    /// (set `text`) and reject the field's own.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (the caret moved, or an edit moved it).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may remove the text (true by default).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The Return key was pressed: whether the field does its default (true by default): send
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`. A delegate commonly resigns first responder here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
