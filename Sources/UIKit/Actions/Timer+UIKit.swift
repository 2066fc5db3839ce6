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
