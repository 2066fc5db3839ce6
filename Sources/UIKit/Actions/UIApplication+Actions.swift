extension UIApplication {
    /// Sends the action message `action` to `target`, or along the responder chain when `target` is nil;
    /// returns whether a responder handled it.
    ///
    /// - A non-nil `target` receives the message directly (no `canPerformAction(_:withSender:)` check):
    ///   the method its class routes `action` to in ``UIResponder/responderActions`` is called.
    /// - A nil `target` starts at the first responder, or, when there is none, at `sender` if it is a
    ///   responder (a control with a nil target then reaches its own superviews and view controller).
    ///   The message goes to the responder that `target(forAction:withSender:)` returns from there: the
    ///   first one along `next` whose `canPerformAction(_:withSender:)` says yes.
    ///
    /// The method receives `sender` and `event` as its signature asks (none, the sender, or both).
    /// Returns false when no responder handles the action; nothing is called then. UIControl's
    /// `sendAction(_:to:for:)` calls this method.
    ///
    /// Deviation: a target that is not a responder, or one whose class routes nothing to `action` (a crash,
    /// "unrecognized selector", on iOS), is not sent anything and the method returns false. Methods of other
    /// objects are called through the typed forms (`addTarget(_:action:for:)` with a method reference).
    ///
    /// Source: Apple, `UIApplication.sendAction(_:to:from:for:)` ("If target is nil, the app sends the message
    /// to the first responder, from whence it progresses up the responder chain until it is handled");
    /// starting at the sender without a first responder is UIKit's observed behaviour for nil-targeted
    /// control actions.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: Any?
        if let target {
            receiver = target
        } else {
            let start = FirstResponder.current ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender)
        }
        guard let responder = receiver as? UIResponder else { return false }
        return responder.performAction(action, sender: sender, event: event)
    }
}
