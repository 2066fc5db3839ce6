// UIKit's typed forms of Foundation's selector APIs: timers and delayed performs on UIKit's scheduler (the
// harness's virtual clock), and typed notification observers.
import Synchronization
import Testing
import UIKit
import UIKitTesting

/// A timer target that counts its firings and the times they happened at.
private final class Ticker {
    let clock: () -> TimeInterval
    var times: [TimeInterval] = []
    var timers: [Timer] = []
    init(clock: @escaping () -> TimeInterval) { self.clock = clock }
    func tick() { times.append(clock()) }
    func tock(_ timer: Timer) { times.append(clock()); timers.append(timer) }
}

/// The seed 001 demo controller's shape: updateState() after a delay changes the look.
private final class DemoController: UIResponder {
    var trackHighlightColour = UIColor.blue
    var curvaceousness: CGFloat = 1
    var log: [String] = []
    override class var responderActions: ResponderActions {
        super.responderActions.routing("search:", to: DemoController.search)
    }
    func updateState() {
        trackHighlightColour = .red
        curvaceousness = 0
    }
    func show(_ text: String) { log.append(text) }
    func search(_ query: Any?) { log.append("search \(query as? String ?? "nil")") }
    func first() { log.append("first") }
    func second() { log.append("second") }
}

private final class Observer {
    var names: [String] = []
    let counter: Counter?
    init(counter: Counter? = nil) { self.counter = counter }
    func received(_ note: Notification) {
        names.append(note.name.rawValue)
        counter?.increment()
    }
    func refresh() { names.append("refresh") }
}

private final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

extension Actions {
    @MainActor
    @Suite("Timers, delayed performs and notifications")
    struct TimerAndNotificationTests {
        // MARK: Timer

        @Test("A non-repeating timer fires once, at its interval on the virtual clock, then is invalid")
        func oneShotTimer() {
            let h = UIKitTestHarness()
            let start = h.now
            let ticker = Ticker { h.now }
            let timer = Timer.scheduledTimer(
                timeInterval: 1, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: false)
            #expect(timer.isValid && timer.timeInterval == 0)
            h.advance(by: 0.99)
            #expect(ticker.times.isEmpty)
            h.advance(by: 0.01)
            #expect(ticker.times == [start + 1])
            h.advance(by: 5)
            #expect(ticker.times.count == 1 && !timer.isValid)
        }

        @Test("A repeating timer fires every interval until invalidated")
        func repeatingTimer() {
            let h = UIKitTestHarness()
            let start = h.now
            let ticker = Ticker { h.now }
            let timer = Timer.scheduledTimer(
                timeInterval: 0.5, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: true)
            #expect(timer.timeInterval == 0.5)
            h.advance(by: 1.6)
            #expect(ticker.times == [start + 0.5, start + 1, start + 1.5])
            timer.invalidate()
            #expect(!timer.isValid)
            h.advance(by: 2)
            #expect(ticker.times.count == 3)
        }

        @Test("The method may take the timer, which carries its userInfo")
        func methodTakesTimer() {
            let h = UIKitTestHarness()
            let ticker = Ticker { h.now }
            let timer = Timer.scheduledTimer(
                timeInterval: 0.25, target: ticker, selector: Ticker.tock,
                userInfo: "payload", repeats: false)
            #expect(timer.userInfo as? String == "payload")
            h.advance(by: 0.25)
            #expect(ticker.timers.count == 1 && ticker.timers.first === timer)
            #expect(timer.userInfo == nil)
        }

        @Test("A timer holds its target until it is invalidated, as Foundation's does")
        func timerRetainsTarget() {
            let h = UIKitTestHarness()
            weak var weakTarget: Ticker?
            var timer: Timer?
            do {
                let ticker = Ticker { h.now }
                weakTarget = ticker
                timer = Timer.scheduledTimer(
                    timeInterval: 1, target: ticker, selector: Ticker.tick,
                    userInfo: nil, repeats: true)
            }
            #expect(weakTarget != nil)
            h.advance(by: 1)
            #expect(weakTarget?.times.count == 1)
            timer?.invalidate()
            #expect(weakTarget == nil)
        }

        @Test("A non-repeating timer lets go of its target after it fires")
        func oneShotReleasesTarget() {
            let h = UIKitTestHarness()
            weak var weakTarget: Ticker?
            do {
                let ticker = Ticker { h.now }
                weakTarget = ticker
                Timer.scheduledTimer(timeInterval: 1, target: ticker, selector: Ticker.tick, userInfo: nil, repeats: false)
            }
            #expect(weakTarget != nil)
            h.advance(by: 1)
            #expect(weakTarget == nil)
        }

        @Test("An interval of 0 or less fires at the next turn (Foundation's 0.1 ms)")
        func nonPositiveInterval() {
            let h = UIKitTestHarness()
            let ticker = Ticker { h.now }
            Timer.scheduledTimer(
                timeInterval: -3, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: false)
            h.advance(by: 0.001)
            #expect(ticker.times.count == 1)
        }

        @Test("fire() calls the method at once; a repeating timer keeps its schedule, a non-repeating one is then invalid")
        func fireNow() {
            let h = UIKitTestHarness()
            let start = h.now
            let ticker = Ticker { h.now }
            let repeating = Timer.scheduledTimer(
                timeInterval: 1, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: true)
            repeating.fire()
            #expect(ticker.times == [start] && repeating.isValid)
            h.advance(by: 1)
            #expect(ticker.times == [start, start + 1])
            repeating.invalidate()
            repeating.fire()
            #expect(ticker.times.count == 2)

            let oneShot = Timer.scheduledTimer(
                timeInterval: 1, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: false)
            oneShot.fire()
            #expect(ticker.times.count == 3 && !oneShot.isValid)
            h.advance(by: 2)
            #expect(ticker.times.count == 3)
        }

        @Test("Setting fireDate moves the next firing; distantFuture pauses the timer")
        func settingFireDate() {
            let h = UIKitTestHarness()
            let ticker = Ticker { h.now }
            let timer = Timer.scheduledTimer(
                timeInterval: 1, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: false)
            #expect(abs(timer.fireDate.timeIntervalSinceNow - 1) < 0.5)
            timer.fireDate = Date(timeIntervalSinceNow: 5)
            h.advance(by: 4.9)
            #expect(ticker.times.isEmpty)
            h.advance(by: 0.2)
            #expect(ticker.times.count == 1)

            let paused = Timer.scheduledTimer(
                timeInterval: 1, target: ticker, selector: Ticker.tick,
                userInfo: nil, repeats: true)
            paused.fireDate = .distantFuture
            h.advance(by: 100)
            #expect(ticker.times.count == 1 && paused.isValid)
            paused.invalidate()
        }

        @Test("Foundation's own block timers run on Foundation's run loop in real time: advance(by:) does not fire them")
        func foundationTimersAreRealTime() {
            let h = UIKitTestHarness()
            let fired = Counter()
            let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in fired.increment() }
            h.advance(by: 120)
            #expect(fired.count == 0 && timer.isValid)
            timer.invalidate()
        }

        // MARK: perform(_:with:afterDelay:)

        @Test("perform(_:with:afterDelay:) runs the method after the delay on the virtual clock (spec 001-003 #32)")
        func performAfterDelay() {
            let h = UIKitTestHarness()
            let controller = DemoController()
            controller.perform(DemoController.updateState, with: nil, afterDelay: 1)
            h.advance(by: 0.99)
            #expect(controller.trackHighlightColour == .blue && controller.curvaceousness == 1)
            h.advance(by: 0.01)
            #expect(controller.trackHighlightColour == .red && controller.curvaceousness == 0)
        }

        @Test("A method that takes an argument receives the one given")
        func performWithArgument() {
            let h = UIKitTestHarness()
            let controller = DemoController()
            controller.perform(DemoController.show, with: "hello", afterDelay: 0.5)
            h.advance(by: 0.5)
            #expect(controller.log == ["hello"])
        }

        @Test("Requests run in the order of their times, not of the calls")
        func performOrder() {
            let h = UIKitTestHarness()
            let controller = DemoController()
            controller.perform(DemoController.second, with: nil, afterDelay: 2)
            controller.perform(DemoController.first, with: nil, afterDelay: 1)
            h.advance(by: 3)
            #expect(controller.log == ["first", "second"])
        }

        @Test("A request holds its target until it has run")
        func performRetainsTarget() {
            let h = UIKitTestHarness()
            weak var weakController: DemoController?
            do {
                let controller = DemoController()
                weakController = controller
                controller.perform(DemoController.updateState, with: nil, afterDelay: 1)
            }
            #expect(weakController != nil)
            h.advance(by: 1)
            #expect(weakController == nil)
        }

        @Test("cancelPreviousPerformRequests(withTarget:) cancels that target's pending requests only")
        func cancelByTarget() {
            let h = UIKitTestHarness()
            let a = DemoController(), b = DemoController()
            a.perform(DemoController.first, with: nil, afterDelay: 1)
            a.perform(DemoController.second, with: nil, afterDelay: 2)
            b.perform(DemoController.first, with: nil, afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: a)
            h.advance(by: 3)
            #expect(a.log.isEmpty && b.log == ["first"])
        }

        @Test("A selector request is cancelled by target, selector and an equal argument")
        func cancelBySelectorAndObject() {
            let h = UIKitTestHarness()
            let controller = DemoController()
            controller.perform("search:", with: "a", afterDelay: 0.3)
            controller.perform("search:", with: "b", afterDelay: 0.3)
            NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: "search:", object: "a")
            NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: "other:", object: "b")
            h.advance(by: 0.3)
            #expect(controller.log == ["search b"])
        }

        @Test("Debounce: cancelling and re-requesting runs only the last request")
        func debounce() {
            let h = UIKitTestHarness()
            let controller = DemoController()
            for query in ["s", "sw", "swi"] {
                NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: "search:", object: nil)
                controller.perform("search:", with: nil, afterDelay: 0.3)
                h.advance(by: 0.1)
                _ = query
            }
            h.advance(by: 0.3)
            #expect(controller.log == ["search nil"])
        }

        @Test("perform with a selector the receiver does not route fails at once, naming the call")
        func performUnknownSelectorFails() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    _ = UIKitTestHarness()
                    DemoController().perform("unknown:", with: nil, afterDelay: 1)
                }
            }
        }

        @Test("A finished harness's requests never run in the next one")
        func requestsDoNotOutliveHarness() {
            let controller = DemoController()
            do {
                _ = UIKitTestHarness()
                controller.perform(DemoController.first, with: nil, afterDelay: 1)
            }
            let h = UIKitTestHarness()
            h.advance(by: 2)
            #expect(controller.log.isEmpty)
        }

        // MARK: NotificationCenter

        @Test("A typed observer receives the notifications of its name, synchronously, until removeObserver(_:)")
        func typedObserver() {
            let center = NotificationCenter(), observer = Observer()
            let name = Notification.Name("TypedObserverTest")
            center.addObserver(observer, selector: Observer.received, name: name, object: nil)
            center.post(name: name, object: nil)
            center.post(name: Notification.Name("Other"), object: nil)
            #expect(observer.names == ["TypedObserverTest"])
            center.removeObserver(observer)
            center.post(name: name, object: nil)
            #expect(observer.names.count == 1)
        }

        @Test("An observer registered for a sender gets only that sender's notifications; nil name means every name")
        func observerFilteredBySender() {
            let center = NotificationCenter(), observer = Observer()
            let sender = NSObject(), other = NSObject()
            center.addObserver(observer, selector: Observer.received, name: nil, object: sender)
            center.post(name: Notification.Name("A"), object: sender)
            center.post(name: Notification.Name("B"), object: other)
            center.post(name: Notification.Name("C"), object: sender)
            #expect(observer.names == ["A", "C"])
            center.removeObserver(observer)
        }

        @Test("Registering twice delivers twice")
        func doubleRegistration() {
            let center = NotificationCenter(), observer = Observer()
            let name = Notification.Name("Twice")
            center.addObserver(observer, selector: Observer.received, name: name, object: nil)
            center.addObserver(observer, selector: Observer.received, name: name, object: nil)
            center.post(name: name, object: nil)
            #expect(observer.names.count == 2)
            center.removeObserver(observer)
        }

        @Test("The center holds observers weakly: an observer that is gone is not called")
        func weakObserver() {
            let center = NotificationCenter(), counter = Counter()
            let name = Notification.Name("Weak")
            weak var weakObserver: Observer?
            do {
                let observer = Observer(counter: counter)
                weakObserver = observer
                center.addObserver(observer, selector: Observer.received, name: name, object: nil)
                center.post(name: name, object: nil)
            }
            #expect(weakObserver == nil && counter.count == 1)
            center.post(name: name, object: nil)
            center.post(name: name, object: nil)
            #expect(counter.count == 1)
        }

        @Test("removeObserver(_:name:object:) removes only the matching registrations")
        func removeByName() {
            let center = NotificationCenter(), observer = Observer()
            let a = Notification.Name("RemoveA"), b = Notification.Name("RemoveB")
            center.addObserver(observer, selector: Observer.received, name: a, object: nil)
            center.addObserver(observer, selector: Observer.received, name: b, object: nil)
            center.removeObserver(observer, name: a, object: nil)
            center.post(name: a, object: nil)
            center.post(name: b, object: nil)
            #expect(observer.names == ["RemoveB"])
            center.removeObserver(observer)
        }

        @Test("removeObserver(_:) still removes a block observer's token, and other observers stay")
        func removeTokenStillWorks() {
            let center = NotificationCenter(), counter = Counter(), observer = Observer()
            let name = Notification.Name("Token")
            let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
            center.addObserver(observer, selector: Observer.received, name: name, object: nil)
            center.removeObserver(token)
            center.post(name: name, object: nil)
            #expect(counter.count == 0 && observer.names.count == 1)
            center.removeObserver(observer)
        }

        @Test("An unscheduled typed timer waits for a run loop; fire() calls its method with the timer, then it is invalid")
        func unscheduledTimer() {
            let ticker = Ticker(clock: { 0 })
            let timer = Timer(timeInterval: 5, target: ticker, selector: Ticker.tock, userInfo: nil, repeats: false)
            #expect(timer.isValid && ticker.times.isEmpty)
            timer.fire()
            #expect(ticker.timers.count == 1 && ticker.timers.first === timer)
            #expect(!timer.isValid)
            let repeating = Timer(timeInterval: 1, target: ticker, selector: Ticker.tick, userInfo: nil, repeats: true)
            repeating.fire()
            repeating.fire()
            #expect(ticker.times.count == 3 && repeating.isValid && repeating.timeInterval == 1)
            repeating.invalidate()
            let date = Date(timeIntervalSinceNow: 60)
            let dated = Timer(fireAt: date, interval: 0, target: ticker, selector: Ticker.tock, userInfo: nil, repeats: false)
            #expect(dated.fireDate == date)
            dated.invalidate()
        }

        @Test("An unscheduled typed timer with a userInfo stops, naming the initializer")
        func unscheduledTimerUserInfo() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = Timer(timeInterval: 1, target: Ticker(clock: { 0 }), selector: Ticker.tick, userInfo: "info", repeats: false)
                }
            }
            let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
            #expect(message.contains("Timer(timeInterval:target:selector:userInfo:repeats:): userInfo must be nil"))
        }

        @Test("A typed observer method without arguments is called for each notification, until removed")
        func methodWithoutArguments() {
            let center = NotificationCenter(), observer = Observer()
            let name = Notification.Name("NoArguments")
            center.addObserver(observer, selector: Observer.refresh, name: name, object: nil)
            center.post(name: name, object: nil)
            center.post(name: name, object: nil)
            center.removeObserver(observer)
            center.post(name: name, object: nil)
            #expect(observer.names == ["refresh", "refresh"])
        }
    }
}
