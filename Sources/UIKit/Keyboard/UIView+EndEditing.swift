extension UIView {
    /// Makes the first responder resign when it is this view or one of its subviews (at any depth),
    /// which hides the keyboard. With `force` false the responder is asked as `resignFirstResponder()`
    /// always asks it (a text field's delegate may refuse); with `force` true it is not asked: it
    /// resigns whatever `canResignFirstResponder` or its delegate would say.
    ///
    /// Returns true when no view of this hierarchy is first responder afterwards (also when none was),
    /// false when the first responder refused.
    ///
    /// Source: Apple, `UIView.endEditing(_:)` ("If the force parameter is set to true, the text field is
    /// never even asked; it is forced to resign").
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else { return true }
        if force { return FirstResponder.forceResign(responder) }
        return responder.resignFirstResponder() && !responder.isFirstResponder
    }
}
