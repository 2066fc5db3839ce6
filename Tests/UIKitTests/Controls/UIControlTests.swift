// UIControl: touches become tracking calls and control events (which, in what order), states, the dispatch
// table (three action signatures, selectors along the responder chain, UIActions, weak targets), and
// sending. Public API only, with UIKitTesting: the same file would pass against Apple's UIKit, but for the
// typed addTarget forms (Linux has no #selector).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIControl")
struct UIControlTests {
    /// Records the events it is sent, by name.
    @MainActor final class EventLog: NSObject {
        var names: [String] = []
        var senders: [AnyObject] = []
        var timestamps: [TimeInterval?] = []
        func attach(to control: UIControl) {
            let events: [(String, UIControl.Event)] = [
                ("down", .touchDown), ("downRepeat", .touchDownRepeat), ("dragInside", .touchDragInside),
                ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
                ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
                ("valueChanged", .valueChanged),
            ]
            for (name, event) in events {
                control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
            }
        }
        /// The log without repeated drags (a drag sends one event per move).
        var collapsed: [String] { names.enumerated().filter { $0.offset == 0 || names[$0.offset - 1] != $0.element }.map(\.element) }
        func noArgument() { names.append("noArgument") }
        func sender(_ sender: UIControl) { names.append("sender"); senders.append(sender) }
        func senderAndEvent(_ sender: UIControl, _ event: UIEvent?) { names.append("senderAndEvent"); timestamps.append(event?.timestamp) }
    }

    /// Records tracking calls; can decline to begin or continue.
    final class TrackingControl: UIControl {
        var calls: [String] = []
        var beginAnswer = true
        var continueAnswer = true
        var sendActionsCalls = 0
        var sentSelectors: [Selector] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin tracking=\(isTracking)")
            return beginAnswer
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return continueAnswer
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end tracking=\(isTracking)") }
        override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        override func sendActions(for controlEvents: UIControl.Event) {
            sendActionsCalls += 1
            super.sendActions(for: controlEvents)
        }
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sentSelectors.append(action)
            super.sendAction(action, to: target, for: event)
        }
    }

    /// A view controller-like responder that handles "controlFired:".
    final class ChainTarget: UIView {
        var fired: [Any?] = []
        override class var responderActions: ResponderActions {
            super.responderActions.routing("controlFired:", to: ChainTarget.controlFired)
        }
        func controlFired(_ sender: Any?) { fired.append(sender) }
    }

    private func scene(_ control: UIControl = TrackingControl()) -> (UIKitTestHarness, UIControl, EventLog) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        h.window.addSubview(control)
        let log = EventLog()
        log.attach(to: control)
        h.runTurn()
        return (h, control, log)
    }

    // MARK: Touch events

    @Test("A tap sends touchDown then touchUpInside, highlighting and tracking in between (spec 000 #69, #81)")
    func tap() {
        let (h, control, log) = scene()
        #expect(!control.isHighlighted && !control.isTracking)
        h.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        h.touchUp()
        #expect(log.names == ["down", "upInside"])
        #expect(!control.isHighlighted && !control.isTracking)
        #expect((control as! TrackingControl).calls == ["begin tracking=false", "end tracking=true"])
    }

    @Test("Dragging out and back: exit and enter at UIKit's 70 pt slop, drags inside and outside, up outside")
    func dragOutAndBack() {
        let (h, control, log) = scene()
        h.touchDown(at: CGPoint(x: 150, y: 120))
        h.touchMove(to: CGPoint(x: 150, y: 200))  // 40 pt below the bottom edge: inside the slop
        #expect(control.isTouchInside && control.isHighlighted)
        h.touchMove(to: CGPoint(x: 150, y: 215))  // 75 pt below: outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        #expect(control.state == .normal)
        h.touchMove(to: CGPoint(x: 150, y: 230))
        h.touchMove(to: CGPoint(x: 150, y: 130))
        h.touchMove(to: CGPoint(x: 150, y: 300))
        h.touchUp()
        #expect(
            log.names == [
                "down", "dragInside", "exit", "dragOutside", "dragOutside", "enter", "dragInside",
                "exit", "dragOutside", "upOutside",
            ])
    }

    @Test("Lifting within the slop outside the bounds is still a touch up inside")
    func upInsideSlop() {
        let (h, _, log) = scene()
        h.touchDown(at: CGPoint(x: 150, y: 120))
        h.touchUp(at: CGPoint(x: 260, y: 120))  // 60 pt right of the right edge
        #expect(log.collapsed == ["down", "dragInside", "upInside"])
    }

    @Test("A quick second tap sends touchDown then touchDownRepeat")
    func downRepeat() {
        let (h, _, log) = scene()
        h.tap(at: CGPoint(x: 150, y: 120))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.names == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test("A cancelled touch sends touchCancel and cancels tracking")
    func cancel() {
        let (h, control, log) = scene()
        h.touchDown(at: CGPoint(x: 150, y: 120))
        h.touchCancel()
        #expect(log.names == ["down", "cancel"])
        #expect((control as! TrackingControl).calls == ["begin tracking=false", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test("A disabled control ignores touches: no tracking, no events; they go on to the superview (spec 000 #79)")
    func disabled() {
        final class Catcher: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let catcher = Catcher(frame: h.window.bounds)
        h.window.addSubview(catcher)
        let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        catcher.addSubview(control)
        let log = EventLog()
        log.attach(to: control)
        control.isEnabled = false
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.names.isEmpty && control.calls.isEmpty && !control.isHighlighted)
        #expect(catcher.began == 1)
        #expect(control.state == .disabled)
    }

    @Test("beginTracking returning false: no highlight, no events, no continue or end (spec 000 #82)")
    func declinedBegin() {
        let (h, control, log) = scene()
        let tracking = control as! TrackingControl
        tracking.beginAnswer = false
        h.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 180, y: 120), steps: 3)
        #expect(tracking.calls == ["begin tracking=false"])
        #expect(log.names.isEmpty && !control.isHighlighted && !control.isTracking)
    }

    @Test("continueTracking returning false stops tracking: endTracking is never called, no more events (spec 000 #80)")
    func declinedContinue() {
        let (h, control, log) = scene()
        let tracking = control as! TrackingControl
        tracking.continueAnswer = false
        h.touchDown(at: CGPoint(x: 150, y: 120))
        h.touchMove(to: CGPoint(x: 160, y: 120))
        #expect(!control.isTracking && !control.isHighlighted)
        h.touchMove(to: CGPoint(x: 170, y: 120))
        h.touchUp()
        #expect(tracking.calls == ["begin tracking=false", "continue"])
        #expect(log.names == ["down"])
    }

    @Test("Only the first finger is tracked")
    func oneTouch() {
        let (h, control, log) = scene()
        h.touchDown(at: CGPoint(x: 120, y: 120), finger: 0)
        h.touchDown(at: CGPoint(x: 180, y: 120), finger: 1)
        h.touchUp(finger: 1)
        #expect(control.isTracking)
        h.touchUp(finger: 0)
        #expect(log.names == ["down", "upInside"])
    }

    // MARK: State

    @Test("state is the OR of highlighted, disabled and selected, in all eight combinations (spec 000 #78)")
    func states() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted && control.state == .normal)
        #expect(
            UIControl.State.normal.rawValue == 0 && UIControl.State.highlighted.rawValue == 1
                && UIControl.State.disabled.rawValue == 2 && UIControl.State.selected.rawValue == 4)
        for bits in 0..<8 {
            control.isHighlighted = bits & 1 != 0
            control.isEnabled = bits & 2 == 0
            control.isSelected = bits & 4 != 0
            #expect(control.state.rawValue == UInt(bits))
        }
    }

    @Test("Events and alignments have UIKit's raw values and defaults")
    func rawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6 && UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13 && UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    // MARK: The dispatch table

    @Test("The three action signatures are all called, the event with its timestamp (spec 000 #69, #70, #74)")
    func signatures() {
        let (h, control, _) = scene()
        let target = EventLog()
        control.addTarget(target, action: EventLog.noArgument, for: .touchUpInside)
        control.addTarget(target, action: EventLog.sender, for: .touchUpInside)
        control.addTarget(target, action: EventLog.senderAndEvent, for: .touchUpInside)
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.names == ["noArgument", "sender", "senderAndEvent"])
        #expect(target.senders.first === control)
        #expect(target.timestamps == [h.now])
    }

    @Test("Adding the same target and action twice sends once; removeTarget stops it (spec 000 #69, #71)")
    func addTwiceRemove() {
        let (h, control, _) = scene()
        let target = EventLog()
        for _ in 0..<2 { control.addTarget(target, action: EventLog.noArgument, for: .touchUpInside) }
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.names == ["noArgument"])
        control.removeTarget(target, action: nil, for: .touchUpInside)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.names == ["noArgument"])
    }

    @Test("allTargets, allControlEvents and actions(forTarget:forControlEvent:) describe the table (spec 000 #72, #73)")
    func tableQueries() {
        let control = UIControl()
        let first = EventLog(), second = EventLog()
        control.addTarget(first, action: EventLog.sender, for: [.touchUpInside, .touchDown])
        control.addTarget(second, action: Selector("controlFired:"), for: .valueChanged)
        control.addTarget(nil, action: Selector("controlFired:"), for: .touchCancel)
        control.addAction(UIAction { _ in }, for: .editingChanged)
        // Linux Foundation hashes each NSNull() differently: find the responder chain's entry by type.
        #expect(control.allTargets.count == 3 && control.allTargets.contains { $0.base is NSNull })
        #expect(control.allTargets.contains(first) && control.allTargets.contains(second))
        #expect(control.allControlEvents == [.touchUpInside, .touchDown, .valueChanged, .touchCancel, .editingChanged])
        #expect(control.actions(forTarget: second, forControlEvent: .valueChanged) == ["controlFired:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchCancel) == ["controlFired:"])
        #expect(control.actions(forTarget: first, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: first, forControlEvent: .touchDown)?.count == 1)
    }

    @Test("Targets are held weakly: a target that went away is dropped")
    func weakTargets() {
        let control = UIControl()
        var target: EventLog? = EventLog()
        weak var weakTarget = target
        control.addTarget(target!, action: EventLog.noArgument, for: .valueChanged)
        target = nil
        #expect(weakTarget == nil)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        control.sendActions(for: .valueChanged)
    }

    @Test("A nil target goes along the responder chain from the control; selectors pass through sendAction(_:to:for:) (spec 000 #75)")
    func responderChain() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let container = ChainTarget(frame: h.window.bounds)
        h.window.addSubview(container)
        let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        container.addSubview(control)
        control.addTarget(nil, action: Selector("controlFired:"), for: .touchUpInside)
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(container.fired.count == 1 && container.fired.first as? UIControl === control)
        #expect(control.sentSelectors == [Selector("controlFired:")])
    }

    @Test("sendActions(for:) sends at once without a touch; UIKit never calls it itself (spec 000 #76, #77)")
    func sendActionsNow() {
        let (h, control, log) = scene()
        let tracking = control as! TrackingControl
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(tracking.sendActionsCalls == 0, "user interaction does not go through sendActions(for:)")
        let target = EventLog()
        control.addTarget(target, action: EventLog.senderAndEvent, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.names.last == "valueChanged")
        #expect(target.timestamps == [nil], "no event")
    }

    @Test("UIActions: replaced by identifier, removed, performed with the control as sender; primaryAction")
    func uiActions() {
        let control = UIControl()
        var calls: [String] = []
        let id = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .valueChanged)
        control.addAction(
            UIAction(identifier: id) { action in
                calls.append(action.sender as? UIControl === control ? "new from control" : "new")
            }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["new from control"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls.count == 1)
        var primary = 0
        let withPrimary = UIControl(frame: .zero, primaryAction: UIAction { _ in primary += 1 })
        withPrimary.sendActions(for: .primaryActionTriggered)
        #expect(primary == 1)
    }
}
