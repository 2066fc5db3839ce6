extension UITextField {
    /// The border a text field draws around its text when it has no `background` image.
    ///
    /// Source: Apple, UITextField.BorderStyle.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default in code).
        case none = 0
        /// A thin dark-grey rectangle, 1 point wide.
        case line = 1
        /// A chiselled border that makes the field look inset.
        case bezel = 2
        /// A white rounded rectangle with a light grey hairline border (iOS 7: corner radius 5).
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) appears.
    ///
    /// Source: Apple, UITextField.ViewMode.
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never = 0
        /// Shown only while the field is editing.
        case whileEditing = 1
        /// Shown only while the field is not editing.
        case unlessEditing = 2
        /// Always shown.
        case always = 3
    }

    /// Why editing ended, as `textFieldDidEndEditing(_:reason:)` receives it.
    ///
    /// Source: Apple, UITextField.DidEndEditingReason (iOS 10).
    public enum DidEndEditingReason: Int, Sendable {
        /// The user's changes are accepted: the field resigned first responder. UIKit on iOS always reports this.
        case committed = 0
        /// The changes were abandoned (tvOS's Menu button; iOS never sends it).
        case cancelled = 1
    }

    /// The user-info key of `textDidEndEditingNotification` holding the `DidEndEditingReason` raw value
    /// as an `NSNumber`.
    ///
    /// Source: Apple, UITextField.didEndEditingReasonUserInfoKey.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    /// Posted (object: the field) when a text field begins editing, after the delegate's
    /// `textFieldDidBeginEditing(_:)` and the `.editingDidBegin` actions.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change the user makes to the text, after the
    /// `.editingChanged` actions. Setting `text` in code posts nothing.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field; user info: ``didEndEditingReasonUserInfoKey``) when a text field ends
    /// editing, after the delegate's `textFieldDidEndEditing` and the `.editingDidEnd` actions.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
