/// An object that can respond to and handle events: the base of views, view controllers, windows and
/// the application. Unhandled touches and presses travel along `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain: a view's view controller or superview, a window's
    /// application, the application's delegate; nil by default.
    open var next: UIResponder? { nil }

    /// The undo manager for this responder's changes: by default the next responder's, so that a text
    /// view's edits reach its window's manager; nil when nothing along the chain has one. Source:
    /// Apple's UIResponder documentation ("every window of an app has an undo manager").
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: First responder

    /// Whether the object can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the object can give up first responder status; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes the object first responder if it can (and is in a window, for views); returns whether it is.
    /// Switching from one text input to another (the old one resigns inside this call) moves the
    /// keyboard once, at the end, without hiding it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, FirstResponder.mayBecomeFirstResponder(self) else { return false }
        return FirstResponder.transaction {
            if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
            FirstResponder.current = self
            return true
        }
    }

    /// Gives up first responder status if it may; returns whether it did. `canResignFirstResponder` is
    /// not asked while a view's `endEditing(true)` forces the resignation.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || FirstResponder.isForcingResign else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    // MARK: Input views (the on-screen keyboard; see Keyboard/)

    /// A view shown instead of the system keyboard while this responder is first responder: nil by
    /// default (a text input gets the system keyboard). It is stretched to the screen's width and keeps
    /// its frame's height (its intrinsic height when the frame has none), at the bottom of the screen,
    /// with the keyboard notifications; any responder may have one, not only text inputs. Text fields and
    /// text views override it with a settable property; call `reloadInputViews()` after changing it
    /// while the responder is first responder.
    ///
    /// Source: Apple, `UIResponder.inputView`.
    open var inputView: UIView? { nil }

    /// A view shown on top of the keyboard (or of the `inputView`) while this responder is first
    /// responder, at the screen's width and its own height; nil by default. It is part of the keyboard's
    /// frame in the keyboard notifications.
    ///
    /// Source: Apple, `UIResponder.inputAccessoryView`.
    open var inputAccessoryView: UIView? { nil }

    /// Makes the keyboard take this responder's input views and traits again (after a change of
    /// `inputView`, `inputAccessoryView`, `keyboardType`, `returnKeyType`...). Does nothing unless the
    /// receiver is first responder. A change of height moves the keyboard with the change-frame
    /// notifications.
    ///
    /// Source: Apple, `UIResponder.reloadInputViews()`.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        ApplicationHost.current?.keyboard.update(reload: true)
    }

    // MARK: Touches: by default, passed to the next responder

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses (hardware keys): by default, passed to the next responder

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Called when new estimates of the touches' properties (force, azimuth, location) arrive. Touches
    /// here never carry estimated properties, so UIKit never calls it; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Motion and remote-control events: by default, passed to the next responder

    /// Called when a motion (a shake: `.motionShake`) begins. The default passes it to the next responder.
    /// Linux devices report no motion: UIKit never sends one, so only code calls it.
    ///
    /// Source: Apple, `UIResponder.motionBegan(_:with:)` ("The default implementation of this method
    /// forwards the message up the responder chain").
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// Called when a motion ends. The default passes it to the next responder.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// Called when a motion is cancelled. The default passes it to the next responder.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// Called with a remote-control event (a headset's play or pause). None arrive on Linux; the default
    /// passes the event to the next responder.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: Nibs and Interface Builder

    /// Called on an object loaded from a nib or storyboard once every object in it is loaded and its
    /// outlets are connected. OpenUIKit loads no nibs, so UIKit never calls it, as on iOS for views and
    /// view controllers made in code; the default does nothing. Overrides should call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it renders a designable view in its canvas, for the view to show
    /// sample content there. OpenUIKit has no Interface Builder: it is never called, as on iOS at run
    /// time; the default does nothing.
    open func prepareForInterfaceBuilder() {}

    /// The key commands this responder offers while it or a responder before it in the chain is first
    /// responder (see ``UIKeyCommand``). Nil by default. Source: Apple, `UIResponder.keyCommands` (iOS 7).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Action messages (the machinery is in Actions/)

    /// The action messages instances of this class handle, keyed by selector (see ``ResponderActions``).
    /// Override to add to `super.responderActions`; read once per class. UIResponder's own declares no
    /// action; it routes the standard edit actions to the methods below, so that a subclass that returns
    /// true for one from `canPerformAction(_:withSender:)` receives it in its override.
    open class var responderActions: ResponderActions { .standardEditActionRoutes }

    /// Whether this responder handles `action` now: for the edit menu's commands and for the
    /// responder-chain search of `target(forAction:withSender:)`. The default returns true when the class
    /// declares `action` in ``UIResponder/responderActions`` and false otherwise; override it to enable or disable a
    /// command by state (return `super`'s answer for actions you do not decide).
    ///
    /// Source: Apple, `UIResponder.canPerformAction(_:withSender:)`. Its documentation adds that the default
    /// "calls the next responder if it does not" implement the action; the chain walk is done by
    /// `target(forAction:withSender:)`, which returns a responder only when that responder itself can perform
    /// the action, so the default here answers for the receiver alone.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { declaresAction(action) }

    /// The responder that would receive `action`: the receiver when `canPerformAction(_:withSender:)`
    /// returns true, else the answer of `next`; nil when no responder up the chain can perform it.
    ///
    /// Source: Apple, `UIResponder.target(forAction:withSender:)`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: UIResponderStandardEditActions: nothing by default; see Actions/UIResponderStandardEditActions.swift

    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}
}

/// The application-wide first responder (one key window at a time in OpenUIKit).
@MainActor
enum FirstResponder {
    /// The first responder. While it takes text (adopts `UIKeyInput`), the platform's text input (input
    /// method, on-screen keyboard) is on. The on-screen keyboard follows it when the outermost
    /// ``transaction(_:)`` ends (at once, outside one).
    static weak var current: UIResponder? {
        didSet {
            let takesText = current is UIKeyInput
            if takesText != (oldValue is UIKeyInput) { ApplicationHost.current?.backend.setTextInputActive(takesText) }
            if takesText { ApplicationHost.current?.updateTextInputRect() }
            if transactionDepth == 0, !isResetting { ApplicationHost.current?.keyboard.update() }
        }
    }

    private static var transactionDepth = 0
    private static var isResetting = false
    /// True while `UIView.endEditing(true)` resigns the first responder: `resignFirstResponder()` does
    /// not ask `canResignFirstResponder`, and a text field does not ask its delegate.
    static private(set) var isForcingResign = false

    /// Runs `body`, a change of first responder, and moves the keyboard once at the end of the outermost
    /// one: switching between two text inputs does not hide and show it, and a text field that wraps its
    /// `becomeFirstResponder`/`resignFirstResponder` override (delegate calls, did-begin/did-end events)
    /// in one gets iOS's order, its own callbacks before the keyboard's will-show/will-hide notifications.
    static func transaction<T>(_ body: () -> T) -> T {
        transactionDepth += 1
        defer {
            transactionDepth -= 1
            if transactionDepth == 0 { ApplicationHost.current?.keyboard.update() }
        }
        return body()
    }

    /// Resigns `responder` without asking whether it may (`endEditing(true)`); returns whether it is
    /// no longer first responder.
    static func forceResign(_ responder: UIResponder) -> Bool {
        transaction {
            isForcingResign = true
            defer { isForcingResign = false }
            _ = responder.resignFirstResponder()
            if current === responder { current = nil }
            return current !== responder
        }
    }

    /// Clears the first responder between test harnesses, moving no keyboard and posting nothing.
    static func resetForTesting() {
        isResetting = true
        defer { isResetting = false }
        current = nil
    }
    /// A view must be in a window to become first responder; other responders always may.
    static var mayBecomeFirstResponder: (UIResponder) -> Bool = { responder in
        (responder as? UIView).map { $0.window != nil } ?? true
    }
}
