extension UIView {
    /// `endEditing(_:)`: resigns the first responder when it is this view or one of its subviews.
    func resignFirstResponderInside(force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else { return true }
        if force { return FirstResponder.forceResign(responder) }
        return responder.resignFirstResponder() && !responder.isFirstResponder
    }
}
