extension Timer {
    /// Creates a timer on UIKit's run loop that calls `selector`, a method of `target` that takes the timer,
    /// every `ti` seconds (once when `repeats` is false), and returns it.
    ///
    /// This is Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with a typed
    /// method in place of the selector. Porting: `#selector(VC.tick(_:))` becomes `VC.tick`:
    ///
    /// ```swift
    /// timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: ClockView.tick,
    ///                              userInfo: nil, repeats: true)
    /// ...
    /// @objc func tick(_ timer: Timer) { ... }   // `@objc` is not needed on Linux
    /// ```
    ///
    /// The contract is Foundation's: the timer first fires `ti` seconds from now (an interval of 0 or less
    /// is 0.1 ms); the run loop holds the timer and the timer holds `target` and `userInfo` strongly until it
    /// is invalidated; a non-repeating timer invalidates itself after it fires; `invalidate()`, `fire()`,
    /// `isValid`, `fireDate` (settable), `timeInterval` (0 when not repeating) and `userInfo` work as
    /// documented. Call it, and the timer's methods, on the main actor.
    ///
    /// UIKit's scheduler: the timer fires during the run-loop turn of the UIKit application, on its clock:
    /// the real clock in a window, the harness's virtual clock in tests (`UIKitTestHarness.advance(by:)`).
    /// It needs a running application (or harness): scheduled without one, it never fires.
    ///
    /// Timers made with Foundation's own API (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
    /// `Timer(timeInterval:repeats:block:)` plus `RunLoop.add(_:forMode:)`) run on Foundation's run loop in
    /// real time: UIKit's run loop does not drive them, and a test's `advance(by:)` does not fire them.
    ///
    /// Source: Apple, `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, `Timer`.
    @MainActor @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: T,
        selector aSelector: @escaping (T) -> (Timer) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        SchedulerTimer(interval: ti, repeats: yesOrNo, target: aTarget, userInfo: userInfo) { target, timer in
            aSelector(target as! T)(timer)
        }
    }

    /// Creates a timer on UIKit's run loop that calls `selector`, a method of `target` that takes no
    /// argument; otherwise as the form whose method takes the timer.
    ///
    /// ```swift
    /// Timer.scheduledTimer(timeInterval: 1, target: self, selector: ViewController.updateState,
    ///                      userInfo: nil, repeats: false)
    /// ```
    @MainActor @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: T,
        selector aSelector: @escaping (T) -> () -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        SchedulerTimer(interval: ti, repeats: yesOrNo, target: aTarget, userInfo: userInfo) { target, _ in
            aSelector(target as! T)()
        }
    }
}

extension Timer {
    /// Creates a timer, not yet scheduled, that calls `selector`, a method of `target` that takes the
    /// timer, every `ti` seconds (once when `repeats` is false) from when it is added to a run loop.
    ///
    /// Foundation's `init(timeInterval:target:selector:userInfo:repeats:)` with a typed method in place of
    /// the selector. As there, the timer fires once added to a run loop (`RunLoop.main.add(timer,
    /// forMode: .common)`), on Foundation's main run loop, which UIKit's application loop runs every turn;
    /// it holds `target` strongly until it is invalidated. The run loop's timers follow the real clock: a
    /// test's `advance(by:)` does not fire them (use `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
    /// for UIKit's clock).
    ///
    /// Deviation: Linux Foundation's `Timer` cannot carry a `userInfo` given here (its `userInfo` has no
    /// setter and the initializer that takes one takes a selector), so the timer's `userInfo` is nil;
    /// `userInfo` must be nil, and anything else stops with a message naming this initializer.
    public convenience init<T: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: T, selector aSelector: @escaping (T) -> (Timer) -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        Timer.requireNoUserInfo(userInfo, in: "Timer(timeInterval:target:selector:userInfo:repeats:)")
        nonisolated(unsafe) let target = aTarget, method = aSelector
        self.init(fire: Date(timeIntervalSinceNow: max(ti, 0.0001)), interval: ti, repeats: yesOrNo) { timer in
            method(target)(timer)
        }
    }

    /// Creates a timer, not yet scheduled, that calls `selector`, a method of `target` without arguments;
    /// otherwise as the form whose method takes the timer.
    public convenience init<T: AnyObject>(
        timeInterval ti: TimeInterval, target aTarget: T, selector aSelector: @escaping (T) -> () -> Void,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        Timer.requireNoUserInfo(userInfo, in: "Timer(timeInterval:target:selector:userInfo:repeats:)")
        nonisolated(unsafe) let target = aTarget, method = aSelector
        self.init(fire: Date(timeIntervalSinceNow: max(ti, 0.0001)), interval: ti, repeats: yesOrNo) { _ in
            method(target)()
        }
    }

    /// Creates a timer, not yet scheduled, that first fires at `date` and then every `ti` seconds when
    /// `repeats`, calling `selector`, a method of `target` that takes the timer; otherwise as
    /// `init(timeInterval:target:selector:userInfo:repeats:)`.
    public convenience init<T: AnyObject>(
        fireAt date: Date, interval ti: TimeInterval, target t: T, selector s: @escaping (T) -> (Timer) -> Void,
        userInfo ui: Any?, repeats rep: Bool
    ) {
        Timer.requireNoUserInfo(ui, in: "Timer(fireAt:interval:target:selector:userInfo:repeats:)")
        nonisolated(unsafe) let target = t, method = s
        self.init(fire: date, interval: ti, repeats: rep) { timer in method(target)(timer) }
    }

    private static func requireNoUserInfo(_ userInfo: Any?, in call: String) {
        guard userInfo != nil else { return }
        fatalError(
            "\(call): userInfo must be nil on Linux, whose Foundation cannot attach it to a timer made with a typed "
                + "method; keep the value in the target instead")
    }
}
