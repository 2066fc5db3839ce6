/// The base of UIKit's controls: it turns the touches it gets into control events (touch down, drags in
/// and out, touch up inside or outside, cancel) and reports them, with the value and editing events its
/// subclasses send, to the targets in its dispatch table. It tracks one touch at a time, has enabled,
/// selected and highlighted states, and aligns its content.
///
/// Target-action without Objective-C: `addTarget(_:action:for:)` takes a method of the target in one of
/// UIKit's three action signatures (`ViewController.tapped`, taking nothing, the sender, or the sender
/// and the event), held weakly; or a ``Selector`` for the responder chain (nil target); or use
/// `addAction(_:for:)` with a ``UIAction``. The table's rules are `TargetActionTable`'s.
///
/// Source: Apple, UIControl; typed method references stand in for selectors, as Linux has no Objective-C
/// runtime.
@preconcurrency @MainActor
open class UIControl: UIView {
    let actions = TargetActionTable<UIControl, Event>()

    /// The touch being tracked, from touch-down to lift-off or cancel.
    weak var trackedTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A control that sends `primaryAction` (if any) for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches (true). A disabled control tracks nothing and sends no
    /// touch events; its touches go on up the responder chain.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { isHighlighted = false }
            stateDidChange()
        }
    }

    /// Whether the control is selected (false). Controls give it their own meaning and look.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether a finger is down on the control (false): set while tracking a touch that is inside.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The state as a bitmask of `.highlighted`, `.disabled` and `.selected` (independent flags);
    /// `.normal` when none is set.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control's default action takes `recognizer`'s gesture (on `touch`) away from a
    /// recognizer of one of its superviews (UIKit's rule since iOS 6: a single-finger single tap on a
    /// button, switch, stepper, segmented control or page control; a swipe along a slider's thumb; a pan
    /// along a switch's thumb). The base claims nothing; those controls override it.
    func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool { false }

    /// The one size of a control that has only one (UISwitch 51x31, UIStepper 94x29), or nil. With a
    /// fixed size, setting the frame or bounds keeps their origin and this size.
    var fixedSize: CGSize? { nil }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = fixedSize.map { CGRect(origin: newValue.origin, size: $0) } ?? newValue }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = fixedSize.map { CGRect(origin: newValue.origin, size: $0) } ?? newValue }
    }

    /// Whether a touch up inside is followed by `.primaryActionTriggered` (UIButton: yes). False.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// The touch events tracking sends to the targets (all of them: down, drags, up, cancel).
    /// UISegmentedControl sends none, only Value Changed; UITextField all but the two Up events, as in
    /// UIKit.
    var sentTouchEvents: Event { .allTouchEvents }

    /// Whether `recognizer` is a single-finger single tap: what a tappable control's default action
    /// pre-empts.
    static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changes. UIKit's controls override it to
    /// refresh their look; the base does nothing.
    func stateDidChange() {}

    // MARK: Content alignment

    /// How the content is placed across the control (`.center`). Subclasses with content (UIButton) use it.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content is placed down the control (`.center`).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout direction
    /// (left to right: `.left` and `.right`).
    ///
    /// Deviation: right-to-left layout is not supported yet (roadmap), so leading is always left.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Tracking

    /// Whether the control is tracking a touch: from a `beginTracking` that returned true until the touch
    /// ends, is cancelled, or `continueTracking` returns false.
    open internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control's bounds, widened by UIKit's touch slop.
    open internal(set) var isTouchInside = false

    /// A touch went down in the control: return whether to track it (true). Returning false ignores the
    /// touch: no highlight, no touch events, no `continueTracking`/`endTracking`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: return whether to go on tracking it (true). Returning false stops tracking:
    /// no more drag or touch-up events for it, and `endTracking` is not called.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled (the system cancelled the touch).
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches (the rules are in UIControl+Tracking.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchDown(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchMove(touches, with: event) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchUp(touches, with: event) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchCancel(touches, with: event) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Targets and actions

    /// Adds `action` (a `Selector`) for `controlEvents`, sent to `target`, or along the responder chain
    /// from the first responder (or the control) when `target` is nil. Adding the same pair again adds
    /// only the new events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.add(target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }

    /// Adds `action`, a method of `target` taking no argument (`ViewController.refresh`), for
    /// `controlEvents`. The target is held weakly; adding the same target from the same place again adds
    /// only the new events.
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        actions.add(target, action: action, for: controlEvents, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// Adds `action`, a method of `target` taking the sender (any type the control is: `UIButton`,
    /// `UIControl`, `Any`).
    public func addTarget<T: AnyObject, S>(
        _ target: T, action: @escaping (T) -> (S) -> Void, for controlEvents: Event,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        actions.add(target, action: action, for: controlEvents, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// Adds `action`, a method of `target` taking the sender and the event (nil when the actions were
    /// sent by `sendActions(for:)`).
    public func addTarget<T: AnyObject, S>(
        _ target: T, action: @escaping (T) -> (S, UIEvent?) -> Void, for controlEvents: Event,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        actions.add(target, action: action, for: controlEvents, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// Removes `controlEvents` from `target`'s actions named `action` (nil target: every target; nil
    /// action: every action of the target). Typed methods cannot be named: only a nil action removes them.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actions.remove(target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }

    /// Adds `action` for `controlEvents`, replacing for those events the action with its identifier. The
    /// control holds it strongly.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.add(action, for: controlEvents)
    }

    /// Removes `controlEvents` from `action`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// The targets of the dispatch table, once each; `NSNull` stands for the responder chain (a nil
    /// target). UIActions are not targets.
    ///
    /// Deviation: a target that is not an `NSObject` (a pure Swift class) is represented by its
    /// `ObjectIdentifier`, as it cannot be hashed itself. Linux Foundation hashes two `NSNull()`s
    /// differently, so `allTargets.contains(NSNull())` is false there: test `contains { $0.base is NSNull }`.
    open var allTargets: Set<AnyHashable> {
        Set(
            actions.allTargets.map { target in
                (target as? NSObject).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(target))
            })
    }

    /// Every event some target or action is registered for.
    open var allControlEvents: Event { actions.allEvents }

    /// The names of `target`'s actions (nil: the responder chain's) for `controlEvent`, or nil when it has
    /// none: a selector's name, or a typed method's type (Swift keeps no method names at run time).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        actions.actions(forTarget: target.map { $0 as AnyObject }, forEvent: controlEvent)
    }

    // MARK: Sending

    /// Sends `action` to `target` (nil: the responder chain) through
    /// `UIApplication.shared.sendAction(_:to:from:for:)`. The control calls this for each selector action
    /// of an event: override it to watch or redirect them.
    ///
    /// Deviation: typed method actions are called directly (they have no selector to send).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs `action` with the control as its sender. The control calls this for each UIAction of an
    /// event.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for `controlEvents` now, with no event. UIKit itself never calls this:
    /// call it after changing a value in code when the targets should hear of it.
    open func sendActions(for controlEvents: Event) {
        send(controlEvents, with: nil)
    }
}
