extension NSObjectProtocol {
    /// Calls `aSelector`, a method of the receiver that takes no argument, after `delay` seconds on UIKit's
    /// run loop.
    ///
    /// This is Foundation's `perform(_:with:afterDelay:)` with a typed method in place of the selector. The
    /// method must belong to the receiver's type (the compiler checks it). Porting: Objective-C's
    /// `[self performSelector:@selector(updateState) withObject:nil afterDelay:1.0f]`, in Swift on iOS
    /// `perform(#selector(updateState), with: nil, afterDelay: 1)`, becomes
    ///
    /// ```swift
    /// perform(ViewController.updateState, with: nil, afterDelay: 1)
    /// ```
    ///
    /// The contract is Foundation's: the request is queued on the run loop of the main actor and runs when
    /// UIKit's timers next run at least `delay` seconds later (a delay of 0 or less, or NaN: their next run),
    /// requests in the order of their times; the receiver and `anArgument` are retained until then.
    /// `anArgument` is not passed (the method takes none); it is kept for the iOS spelling. A request made
    /// with a method has no selector: cancel it with `cancelPreviousPerformRequests(withTarget:)`, which
    /// cancels all of the receiver's requests.
    ///
    /// UIKit's scheduler: the run loop is the UIKit application's, on its clock (the harness's virtual clock
    /// in tests: `UIKitTestHarness.advance(by:)` runs the request). Without a running application the
    /// request never runs.
    ///
    /// Source: Apple, `NSObject.perform(_:with:afterDelay:)`.
    @MainActor
    public func perform(
        _ aSelector: @escaping (Self) -> () -> Void, with anArgument: Any?,
        afterDelay delay: TimeInterval
    ) {
        DelayedPerformRequests.add(target: self, selector: nil, argument: anArgument, delay: delay) { [self] in
            aSelector(self)()
        }
    }

    /// Calls `aSelector`, a method of the receiver that takes one argument, with `anArgument` after
    /// `delay` seconds on UIKit's run loop; otherwise as the form without an argument.
    ///
    /// ```swift
    /// perform(BoardView.highlight, with: square, afterDelay: 0.25)   // func highlight(_ square: Square)
    /// ```
    @MainActor
    public func perform<Argument>(
        _ aSelector: @escaping (Self) -> (Argument) -> Void, with anArgument: Argument,
        afterDelay delay: TimeInterval
    ) {
        DelayedPerformRequests.add(target: self, selector: nil, argument: anArgument, delay: delay) { [self] in
            aSelector(self)(anArgument)
        }
    }
}

extension NSObject {
    /// Sends the action message `aSelector` to the receiver, a responder that declares it in
    /// ``UIResponder/responderActions``, with `anArgument` as the sender, after `delay` seconds on UIKit's
    /// run loop; otherwise as the typed forms. Requests made this way can be cancelled one by one with
    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`:
    ///
    /// ```swift
    /// NSObject.cancelPreviousPerformRequests(withTarget: self, selector: "search:", object: nil)
    /// perform("search:", with: nil, afterDelay: 0.3)
    /// ```
    ///
    /// Fails (a precondition naming the call) when the receiver is not a responder whose table routes
    /// `aSelector` (declared, or a standard edit action): iOS would raise "unrecognized selector" when the
    /// request ran. The receiver's `canPerformAction(_:withSender:)` is not consulted, as on iOS.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard let responder = self as? UIResponder, responder.routesAction(aSelector) else {
            preconditionFailure(
                "NSObject.perform(_:with:afterDelay:): \(type(of: self)) has no action '\(aSelector)' in its "
                    + "responderActions; declare it there, or pass a method of \(type(of: self)) instead")
        }
        DelayedPerformRequests.add(target: self, selector: aSelector, argument: anArgument, delay: delay) {
            _ = responder.performAction(aSelector, sender: anArgument, event: nil)
        }
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `aTarget` that has not run yet.
    ///
    /// Source: Apple, `NSObject.cancelPreviousPerformRequests(withTarget:)`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = aTarget as AnyObject
        DelayedPerformRequests.cancel { $0.target === target }
    }

    /// Cancels the requests made with `perform(_:with:afterDelay:)` on `aTarget` with the selector
    /// `aSelector` and an argument equal to `anArgument` (both nil, equal objects, or equal values).
    /// Requests made with a method reference have no selector and are not matched: cancel them with
    /// `cancelPreviousPerformRequests(withTarget:)`.
    ///
    /// Source: Apple, `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)` (arguments compared
    /// with `isEqual(_:)`).
    @MainActor
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector,
        object anArgument: Any?
    ) {
        let target = aTarget as AnyObject
        DelayedPerformRequests.cancel { request in
            request.target === target && request.selector == aSelector && argumentsMatch(request.argument, anArgument)
        }
    }
}

/// Whether two perform-request arguments are the same, as `isEqual(_:)` would say.
private func argumentsMatch(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a as NSObject, b as NSObject): return a.isEqual(b)
    case let (a as AnyHashable, b as AnyHashable): return a == b
    case let (a?, b?):
        return type(of: a) is AnyClass && type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject)
    default: return false
    }
}

/// The pending `perform(_:with:afterDelay:)` requests, each a timer on UIKit's scheduler.
@MainActor
enum DelayedPerformRequests {
    struct Request {
        let token: MainScheduler.Token
        weak var scheduler: MainScheduler?
        let target: AnyObject
        let selector: Selector?
        let argument: Any?
    }

    private static var pending: [Request] = []

    static func add(
        target: AnyObject, selector: Selector?, argument: Any?, delay: TimeInterval,
        run: @escaping @MainActor () -> Void
    ) {
        guard let host = ApplicationHost.current else { return }
        prune()
        let wait = delay.isFinite ? max(delay, 0) : 0
        var token: MainScheduler.Token?
        token = host.scheduler.schedule(at: host.now + wait) {
            pending.removeAll { $0.token == token }
            run()
        }
        if let token {
            pending.append(
                Request(
                    token: token, scheduler: host.scheduler, target: target, selector: selector,
                    argument: argument))
        }
    }

    static func cancel(where matches: (Request) -> Bool) {
        prune()
        let cancelled = pending.filter(matches)
        pending.removeAll(where: matches)
        for request in cancelled { request.scheduler?.cancel(request.token) }
    }

    /// Drops the requests of a scheduler that is gone (a finished test harness): they will never run.
    private static func prune() {
        let current = ApplicationHost.current?.scheduler
        pending.removeAll { $0.scheduler == nil || $0.scheduler !== current }
    }
}
