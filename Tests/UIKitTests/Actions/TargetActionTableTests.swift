// The dispatch table behind UIControl, UIGestureRecognizer and UIBarButtonItem (package API): UIControl's
// rules for adding, removing, weak targets, order and the three action signatures.
import Testing
import UIKit
import UIKitTesting

private struct Events: OptionSet {
    let rawValue: UInt
    static let down = Events(rawValue: 1 << 0)
    static let up = Events(rawValue: 1 << 1)
    static let changed = Events(rawValue: 1 << 2)
    static let all: Events = [.down, .up, .changed]
}

/// The sender: a control-like object.
private final class Source {}
/// Another sender type, which the methods below do not take.
private final class OtherSource {}

/// Records into a shared log, so that order across targets is visible.
private final class Recorder {
    let name: String
    let log: Log
    init(_ name: String, log: Log) { self.name = name; self.log = log }
    func plain() { log.append("\(name).plain") }
    func withSender(_ sender: Source) { log.append("\(name).withSender") }
    func withAnySender(_ sender: Any) { log.append("\(name).withAnySender(\(type(of: sender)))") }
    func withEvent(_ sender: Source, _ event: UIEvent?) { log.append("\(name).withEvent(\(event == nil ? "nil" : "event"))") }
    func other() { log.append("\(name).other") }
}

private final class Log {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// A responder that receives selector actions from the table through UIApplication.sendAction.
private final class ChainView: UIView {
    var received: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override class var responderActions: ResponderActions {
        super.responderActions.routing("changed:", to: ChainView.changed)
    }
    func changed(_ sender: Any?) { received.append("changed") }
}

extension Actions {
    @MainActor
    @Suite("TargetActionTable")
    struct TargetActionTableTests {
        private typealias Table = TargetActionTable<Source, Events>

        @Test("The three signatures: a method with no argument, with the sender, with the sender and the event")
        func threeSignatures() {
            let log = Log(), table = Table(), target = Recorder("t", log: log)
            table.add(target, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.withSender, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.withEvent, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.withAnySender, for: .up, callSite: ActionCallSite())
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["t.plain", "t.withSender", "t.withEvent(nil)", "t.withAnySender(Source)"])
        }

        @Test("Actions are sent in the order they were added, across targets, selectors and UIActions")
        func orderOfAddition() {
            let log = Log(), table = Table()
            let a = Recorder("a", log: log), b = Recorder("b", log: log)
            table.add(b, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.add(UIAction { _ in log.append("action") }, for: .up)
            table.add(nil, action: "sel:", for: .up)
            table.add(a, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.invoke(for: .up, sender: Source(), event: nil) { selector, _, _, _ in log.append("\(selector)") }
            #expect(log.entries == ["b.plain", "action", "sel:", "a.plain"])
        }

        @Test("Only actions registered for one of the sent events are sent, each once per send")
        func eventFiltering() {
            let log = Log(), table = Table(), target = Recorder("t", log: log)
            table.add(target, action: Recorder.plain, for: [.down, .up], callSite: ActionCallSite())
            table.add(target, action: Recorder.other, for: .changed, callSite: ActionCallSite())
            table.invoke(for: [.down, .up], sender: Source(), event: nil)
            #expect(log.entries == ["t.plain"])
            table.invoke(for: .changed, sender: Source(), event: nil)
            #expect(log.entries == ["t.plain", "t.other"])
        }

        @Test("Targets are held weakly: a target that goes away is never called and leaves allTargets")
        func weakTargets() {
            let log = Log(), table = Table(), kept = Recorder("kept", log: log)
            weak var weakGone: Recorder?
            do {
                let gone = Recorder("gone", log: log)
                weakGone = gone
                table.add(gone, action: Recorder.plain, for: .up, callSite: ActionCallSite())
                table.add(gone, action: "sel:", for: .changed)
            }
            table.add(kept, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            #expect(weakGone == nil)
            table.invoke(for: .all, sender: Source(), event: nil) { _, _, _, _ in log.append("selector sent") }
            #expect(log.entries == ["kept.plain"])
            #expect(table.allTargets.count == 1 && table.allTargets.first === kept)
            #expect(table.allEvents == .up)
        }

        @Test("A selector entry whose target went away is not sent to the responder chain instead")
        func deadTargetIsNotNilTarget() {
            let table = Table()
            var sent: [Selector] = []
            do { table.add(Recorder("gone", log: Log()), action: "sel:", for: .up) }
            table.invoke(for: .up, sender: Source(), event: nil) { selector, _, _, _ in sent.append(selector) }
            #expect(sent.isEmpty)
            #expect(table.actions(forTarget: nil, forEvent: .up) == nil)
        }

        @Test("Adding the same target and selector again sends it once; new events join the entry in its place")
        func selectorDuplicates() {
            let log = Log(), table = Table(), target = Recorder("t", log: log)
            table.add(target, action: "first:", for: .up)
            table.add(target, action: "second:", for: .up)
            table.add(target, action: "first:", for: .up)
            table.add(target, action: "first:", for: .changed)
            var sent: [String] = []
            table.invoke(for: .all, sender: Source(), event: nil) { selector, _, _, _ in sent.append("\(selector)") }
            #expect(sent == ["first:", "second:"])
            #expect(table.actions(forTarget: target, forEvent: .changed) == ["first:"])
        }

        @Test("Adding the same nil-target selector again sends it once")
        func nilTargetDuplicates() {
            let table = Table()
            table.add(nil, action: "sel:", for: .up)
            table.add(nil, action: "sel:", for: .up)
            var count = 0
            table.invoke(for: .up, sender: Source(), event: nil) { _, _, _, _ in count += 1 }
            #expect(count == 1)
        }

        @Test("Adding the same typed method from the same call site again (a reused cell) sends it once")
        func typedDuplicatesFromOneCallSite() {
            let log = Log(), table = Table(), target = Recorder("t", log: log)
            for _ in 0..<3 { table.add(target, action: Recorder.plain, for: .up, callSite: ActionCallSite()) }
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["t.plain"])
        }

        @Test("Typed methods added from different call sites, or without one, are separate entries")
        func typedFromDifferentCallSites() {
            let log = Log(), table = Table(), target = Recorder("t", log: log)
            table.add(target, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.other, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.other, for: .up, callSite: nil)
            table.add(target, action: Recorder.other, for: .up, callSite: nil)
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["t.plain", "t.other", "t.other", "t.other"])
        }

        @Test("The same call site with another target is another entry")
        func callSiteWithOtherTarget() {
            let log = Log(), table = Table()
            for name in ["a", "b"] {
                let target = Recorder(name, log: log)
                table.add(target, action: Recorder.plain, for: .up, callSite: ActionCallSite())
                withExtendedLifetime(target) { table.invoke(for: .up, sender: Source(), event: nil) }
            }
            #expect(log.entries == ["a.plain", "b.plain"])
        }

        @Test("remove with a nil action removes all of the target's actions for those events, and only those")
        func removeNilAction() {
            let log = Log(), table = Table()
            let a = Recorder("a", log: log), b = Recorder("b", log: log)
            table.add(a, action: Recorder.plain, for: [.up, .changed], callSite: ActionCallSite())
            table.add(a, action: "sel:", for: .up)
            table.add(b, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.remove(a, action: nil, for: .up)
            var sent: [String] = []
            table.invoke(for: .up, sender: Source(), event: nil) { selector, _, _, _ in sent.append("\(selector)") }
            #expect(log.entries == ["b.plain"] && sent.isEmpty)
            table.invoke(for: .changed, sender: Source(), event: nil)
            #expect(log.entries == ["b.plain", "a.plain"])
        }

        @Test("remove with a nil target and a nil action removes everything for those events, UIActions included")
        func removeEverything() {
            let log = Log(), table = Table(), a = Recorder("a", log: log)
            table.add(a, action: Recorder.plain, for: [.up, .down], callSite: ActionCallSite())
            table.add(nil, action: "sel:", for: .up)
            table.add(UIAction { _ in log.append("action") }, for: .up)
            table.remove(nil, action: nil, for: .up)
            #expect(table.allEvents == .down)
            table.invoke(for: .all, sender: Source(), event: nil) { _, _, _, _ in log.append("selector") }
            #expect(log.entries == ["a.plain"])
            table.remove(nil, action: nil, for: .all)
            #expect(table.allTargets.isEmpty && table.allEvents.isEmpty)
        }

        @Test("remove with a nil target and a selector removes that selector for every target, the nil target included")
        func removeSelectorEverywhere() {
            let table = Table(), a = Recorder("a", log: Log()), b = Recorder("b", log: Log())
            table.add(a, action: "sel:", for: .up)
            table.add(b, action: "sel:", for: .up)
            table.add(nil, action: "sel:", for: .up)
            table.add(b, action: "keep:", for: .up)
            table.remove(nil, action: "sel:", for: .up)
            var sent: [String] = []
            table.invoke(for: .up, sender: Source(), event: nil) { selector, _, _, _ in sent.append("\(selector)") }
            #expect(sent == ["keep:"])
        }

        @Test("remove with a selector leaves the target's other selectors and its typed methods")
        func removeSelectorKeepsMethods() {
            let log = Log(), table = Table(), a = Recorder("a", log: log)
            table.add(a, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.add(a, action: "sel:", for: .up)
            table.add(a, action: "other:", for: .up)
            table.remove(a, action: "sel:", for: .up)
            var sent: [String] = []
            table.invoke(for: .up, sender: Source(), event: nil) { selector, _, _, _ in sent.append("\(selector)") }
            #expect(log.entries == ["a.plain"] && sent == ["other:"])
        }

        @Test("Removing some of an entry's events keeps it for the others")
        func removeSomeEvents() {
            let table = Table(), a = Recorder("a", log: Log())
            table.add(a, action: "sel:", for: [.down, .up])
            table.remove(a, action: "sel:", for: .down)
            #expect(table.actions(forTarget: a, forEvent: .down) == nil)
            #expect(table.actions(forTarget: a, forEvent: .up) == ["sel:"])
            #expect(table.allEvents == .up)
        }

        @Test("actions(forTarget:forEvent:) gives selector names and method types in order, nil when there are none")
        func actionsForTarget() {
            let table = Table(), a = Recorder("a", log: Log())
            table.add(a, action: "sel:", for: .up)
            table.add(a, action: Recorder.withSender, for: .up, callSite: ActionCallSite())
            table.add(nil, action: "chain:", for: .up)
            let names = table.actions(forTarget: a, forEvent: .up)
            #expect(names?.count == 2)
            #expect(names?.first == "sel:")
            #expect(names?.last?.contains("Recorder") == true && names?.last?.contains("Source") == true)
            #expect(table.actions(forTarget: nil, forEvent: .up) == ["chain:"])
            #expect(table.actions(forTarget: a, forEvent: .changed) == nil)
            #expect(table.actions(forTarget: Recorder("b", log: Log()), forEvent: .up) == nil)
        }

        @Test("allTargets lists each target once, in order of addition, with NSNull for the responder chain")
        func allTargets() {
            let table = Table(), a = Recorder("a", log: Log()), b = Recorder("b", log: Log())
            table.add(b, action: "x:", for: .up)
            table.add(nil, action: "y:", for: .up)
            table.add(a, action: "z:", for: .down)
            table.add(b, action: Recorder.plain, for: .changed, callSite: ActionCallSite())
            table.add(UIAction { _ in }, for: .up)
            let targets = table.allTargets
            #expect(targets.count == 3)
            #expect(targets[0] === b && targets[1] is NSNull && targets[2] === a)
            #expect(table.allEvents == .all)
        }

        @Test("A selector action goes through UIApplication.sendAction: a nil target reaches the first responder's chain")
        func selectorThroughApplication() {
            let h = UIKitTestHarness()
            let view = ChainView()
            h.window.addSubview(view)
            view.becomeFirstResponder()
            let table = Table()
            table.add(nil, action: "changed:", for: .changed)
            table.add(view, action: "changed:", for: .up)
            table.invoke(for: .changed, sender: Source(), event: nil)
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(view.received == ["changed", "changed"])
        }

        @Test("An action that removes a later entry during a send keeps it from being called")
        func removalDuringSend() {
            let log = Log(), table = Table(), b = Recorder("b", log: log)
            table.add(
                UIAction { _ in
                    log.append("first"); table.remove(b, action: nil, for: .up)
                }, for: .up)
            table.add(b, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["first"])
        }

        @Test("An entry added during a send is not called in that send")
        func additionDuringSend() {
            let log = Log(), table = Table(), b = Recorder("b", log: log)
            table.add(
                UIAction { _ in
                    log.append("first")
                    table.add(b, action: Recorder.plain, for: .up, callSite: ActionCallSite())
                }, for: .up)
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["first"])
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["first", "first", "b.plain"])
        }

        @Test("A sender of a type the method does not take is not delivered")
        func wrongSenderType() {
            let log = Log(), target = Recorder("t", log: log)
            let table = TargetActionTable<AnyObject, Events>()
            table.add(target, action: Recorder.withSender, for: .up, callSite: ActionCallSite())
            table.add(target, action: Recorder.plain, for: .up, callSite: ActionCallSite())
            table.invoke(for: .up, sender: OtherSource(), event: nil)
            #expect(log.entries == ["t.plain"])
        }

        @Test("A UIAction runs with its sender set to the sending object, and nil afterwards")
        func uiActionSender() {
            let table = Table(), source = Source()
            var seen: AnyObject?
            let action = UIAction { action in seen = action.sender as AnyObject? }
            table.add(action, for: .up)
            table.invoke(for: .up, sender: source, event: nil)
            #expect(seen === source)
            #expect(action.sender == nil)
        }

        @Test("A UIAction with an identifier the table holds replaces the old one for those events")
        func uiActionReplacedByIdentifier() {
            let log = Log(), table = Table()
            let id = UIAction.Identifier("refresh")
            table.add(UIAction(identifier: id) { _ in log.append("old") }, for: [.up, .changed])
            table.add(UIAction(identifier: id) { _ in log.append("new") }, for: .up)
            table.invoke(for: .up, sender: Source(), event: nil)
            table.invoke(for: .changed, sender: Source(), event: nil)
            #expect(log.entries == ["new", "old"])
            #expect(table.uiActions(for: .up).count == 1)
        }

        @Test("The same UIAction added twice for an event runs once; distinct actions each run")
        func uiActionDuplicates() {
            let log = Log(), table = Table()
            let action = UIAction { _ in log.append("same") }
            table.add(action, for: .up)
            table.add(action, for: .up)
            table.add(UIAction { _ in log.append("other") }, for: .up)
            table.invoke(for: .up, sender: Source(), event: nil)
            #expect(log.entries == ["same", "other"])
        }

        @Test("removeAction(identifiedBy:for:) removes the UIAction for those events only")
        func removeUIAction() {
            let log = Log(), table = Table()
            let action = UIAction(identifier: UIAction.Identifier("x")) { _ in log.append("x") }
            table.add(action, for: [.up, .down])
            table.removeAction(identifiedBy: action.identifier, for: .up)
            table.invoke(for: .up, sender: Source(), event: nil)
            table.invoke(for: .down, sender: Source(), event: nil)
            #expect(log.entries == ["x"])
        }
    }
}
