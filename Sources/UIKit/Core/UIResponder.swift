/// An object that can respond to and handle events: the base of views, view controllers, windows and
/// the application. Unhandled touches and presses travel along `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain: a view's view controller or superview, a window's
    /// application, the application's delegate; nil by default.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether the object can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the object can give up first responder status; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes the object first responder if it can (and is in a window, for views); returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, FirstResponder.mayBecomeFirstResponder(self) else { return false }
        if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives up first responder status if it may; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    // MARK: Touches: by default, passed to the next responder

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// The application-wide first responder (one key window at a time in OpenUIKit).
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
    /// A view must be in a window to become first responder; other responders always may.
    static var mayBecomeFirstResponder: (UIResponder) -> Bool = { responder in
        (responder as? UIView).map { $0.window != nil } ?? true
    }
}
