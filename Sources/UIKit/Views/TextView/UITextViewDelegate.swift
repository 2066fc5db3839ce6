/// What a text view tells its delegate, and asks it, while the user edits, selects and taps links. Every
/// method is optional: the defaults allow (true) or do nothing. It is also the view's scroll-view delegate.
///
/// The order of an edit session: a tap on an editable view asks
/// `textViewShouldBeginEditing(_:)`; if allowed, the view becomes first responder, then
/// `textViewDidBeginEditing(_:)` and `UITextView.textDidBeginEditingNotification`. Each user edit asks
/// `textView(_:shouldChangeTextIn:replacementText:)` (Return asks with "\n"; there is no separate
/// return-key method), and an accepted one calls `textViewDidChange(_:)`, then posts
/// `textDidChangeNotification`. Caret and selection moves call `textViewDidChangeSelection(_:)`. Resigning
/// asks `textViewShouldEndEditing(_:)`, then calls `textViewDidEndEditing(_:)` and posts
/// `textDidEndEditingNotification`. Text set by code calls none of these.
///
/// Source: Apple, UITextViewDelegate.
/// Unsupported: the iOS 16+ edit-menu and iOS 17+ text-item methods (`UIMenu`, `UITextItem`) and text
/// attachments, which OpenUIKit does not have.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (asked before the view becomes first responder). Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (asked before the view resigns first responder). Default true; false
    /// keeps the view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended: the view is no longer first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a user edit may replace `range` (UTF-16, in the current text) with `text`: typing, Return
    /// ("\n"), deleting (""), cut, paste. Default true; false leaves text and selection unchanged.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// A user edit changed the text (not called for text set by code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tap on the link `URL` at `characterRange` opens it (with `.invokeDefaultAction`).
    /// Default true: the view then opens it with `UIApplication.shared.open(_:)`. Return false to
    /// handle it yourself.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// The iOS 7 form of the link question, asked when the iOS 10 form above is not implemented.
    /// Default true.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        // UIKit: a delegate that implements only the iOS 7 method is asked that one.
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
}

/// How the user interacted with a link or attachment in a text view.
///
/// Source: Apple, UITextItemInteraction (iOS 10).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A long press: show the actions for the item.
    /// Unsupported: OpenUIKit has no action sheet for links; a long press selects text instead.
    case presentActions = 1
    /// A 3D Touch preview. Unsupported: never sent.
    case preview = 2
}
