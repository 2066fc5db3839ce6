// Responder-chain actions: declared tables, canPerformAction, target(forAction:), UIApplication.sendAction.
import Testing
import UIKit
import UIKitTesting

/// A view that handles copy: (and logs what it receives).
private class CopyingView: UIView {
    var log: [String] = []
    var senders: [Any?] = []
    override class var responderActions: ResponderActions {
        super.responderActions.routing(.copy, to: CopyingView.copy)
    }
    override func copy(_ sender: Any?) { log.append("copy"); senders.append(sender) }
}

/// A subclass that overrides copy(_:) and adds nothing to the table.
private final class LoudCopyingView: CopyingView {
    override func copy(_ sender: Any?) { log.append("loud copy") }
}

/// A subclass that no longer handles copy:.
private final class NonCopyingView: CopyingView {
    override class var responderActions: ResponderActions { super.responderActions.removing(.copy) }
}

/// A view that can become first responder and handles nothing.
private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that declares nothing and enables paste: by overriding canPerformAction, as iOS code does.
private final class PastingView: UIView {
    var pasted = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .paste || super.canPerformAction(action, withSender: sender)
    }
    override func paste(_ sender: Any?) { pasted += 1 }
}

/// A first responder that declares copy: but can perform it only when it has a selection.
private final class SelectionView: CopyingView {
    var hasSelection = false
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy ? hasSelection : super.canPerformAction(action, withSender: sender)
    }
}

/// The three action signatures, under names of our own.
private final class SignatureView: UIView {
    var log: [String] = []
    override class var responderActions: ResponderActions {
        super.responderActions
            .routing("refresh", to: SignatureView.refresh)
            .routing("show:", to: SignatureView.show)
            .routing("track:forEvent:", to: SignatureView.track)
            .routing("knob:", to: SignatureView.knob)
    }
    func refresh() { log.append("refresh") }
    func show(_ sender: Any?) { log.append("show \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    func track(_ sender: Any?, forEvent event: UIEvent?) { log.append("track \(event == nil ? "nil" : "event")") }
    func knob(_ sender: KnobView) { log.append("knob") }
}

private final class KnobView: UIView {}

/// An application delegate that is a responder and handles saveDocument:.
private final class DocumentAppDelegate: UIResponder, UIApplicationDelegate {
    var saved = 0
    override class var responderActions: ResponderActions {
        super.responderActions.routing("saveDocument:", to: DocumentAppDelegate.saveDocument)
    }
    func saveDocument(_ sender: Any?) { saved += 1 }
}

/// Counts how often UIKit reads its table.
private final class CountedTableView: UIView {
    static var reads = 0
    override class var responderActions: ResponderActions {
        reads += 1
        return super.responderActions.routing(.cut, to: CountedTableView.cut)
    }
}

/// A sender type of our own, to see its name arrive.
private final class UILabelLike: NSObject {}

extension Actions {
    @MainActor
    @Suite("Responder-chain actions")
    struct ResponderActionTests {
        @Test("A nil-target action reaches the superview that handles copy: when the inner view is first responder")
        func nilTargetReachesHandlingSuperview() {
            let h = UIKitTestHarness()
            let outer = CopyingView(), inner = FocusView()
            h.window.addSubview(outer)
            outer.addSubview(inner)
            #expect(inner.becomeFirstResponder())
            let sender = UIView()
            #expect(UIApplication.shared.sendAction(.copy, to: nil, from: sender, for: nil))
            #expect(outer.log == ["copy"])
            #expect(outer.senders.first as? UIView === sender)
        }

        @Test("sendAction returns false, and calls nothing, when no responder in the chain handles the action")
        func unhandledReturnsFalse() {
            let h = UIKitTestHarness()
            let outer = CopyingView(), inner = FocusView()
            h.window.addSubview(outer)
            outer.addSubview(inner)
            inner.becomeFirstResponder()
            #expect(!UIApplication.shared.sendAction(.paste, to: nil, from: nil, for: nil))
            #expect(!UIApplication.shared.sendAction("frobnicate:", to: nil, from: nil, for: nil))
            #expect(outer.log.isEmpty)
        }

        @Test("With no first responder and a sender that is not a responder, nothing handles a nil-target action")
        func noStartNoDelivery() {
            _ = UIKitTestHarness()
            #expect(!UIApplication.shared.sendAction(.copy, to: nil, from: "not a responder", for: nil))
        }

        @Test("canPerformAction is true for exactly the actions a class declares")
        func canPerformDeclaredActions() {
            let copying = CopyingView()
            #expect(copying.canPerformAction(.copy, withSender: nil))
            #expect(!copying.canPerformAction(.paste, withSender: nil))
            // UIResponder routes the standard edit actions but declares none.
            #expect(!UIView().canPerformAction(.copy, withSender: nil))
            #expect(!UIResponder().canPerformAction(.cut, withSender: nil))
            #expect(CopyingView.responderActions.actions == [.copy])
        }

        @Test("canPerformAction answers for the receiver alone, not for its superviews")
        func canPerformDoesNotAskNext() {
            let outer = CopyingView(), inner = UIView()
            outer.addSubview(inner)
            #expect(!inner.canPerformAction(.copy, withSender: nil))
        }

        @Test("target(forAction:withSender:) returns the first responder along next that can perform it, nil when none")
        func targetWalksChain() {
            let h = UIKitTestHarness()
            let outer = CopyingView(), middle = UIView(), inner = UIView()
            h.window.addSubview(outer)
            outer.addSubview(middle)
            middle.addSubview(inner)
            #expect(inner.target(forAction: .copy, withSender: nil) as? UIView === outer)
            #expect(outer.target(forAction: .copy, withSender: nil) as? UIView === outer)
            #expect(inner.target(forAction: .paste, withSender: nil) == nil)
            #expect(h.window.target(forAction: .copy, withSender: nil) == nil)
        }

        @Test("A responder whose canPerformAction says no passes the action on up the chain")
        func declinedActionContinuesUp() {
            let h = UIKitTestHarness()
            let outer = CopyingView(), inner = SelectionView()
            h.window.addSubview(outer)
            outer.addSubview(inner)
            inner.becomeFirstResponder()
            UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)
            #expect(inner.log.isEmpty && outer.log == ["copy"])
            inner.hasSelection = true
            UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)
            #expect(inner.log == ["copy"] && outer.log == ["copy"])
        }

        @Test("Overriding canPerformAction enables a standard edit action, delivered to the override of its method")
        func canPerformOverrideEnablesStandardAction() {
            let h = UIKitTestHarness()
            let view = PastingView()
            h.window.addSubview(view)
            view.becomeFirstResponder()
            #expect(view.target(forAction: .paste, withSender: nil) as? UIView === view)
            #expect(UIApplication.shared.sendAction(.paste, to: nil, from: nil, for: nil))
            #expect(view.pasted == 1)
        }

        @Test("Without a first responder, a nil-target action starts at the sender")
        func startsAtSenderWithoutFirstResponder() {
            let h = UIKitTestHarness()
            let outer = CopyingView(), control = UIView()
            h.window.addSubview(outer)
            outer.addSubview(control)
            #expect(UIApplication.shared.sendAction(.copy, to: nil, from: control, for: nil))
            #expect(outer.log == ["copy"])
        }

        @Test("With a first responder, a nil-target action starts there, not at the sender")
        func startsAtFirstResponder() {
            let h = UIKitTestHarness()
            let left = CopyingView(), right = CopyingView(), focus = FocusView(), control = UIView()
            h.window.addSubview(left)
            h.window.addSubview(right)
            left.addSubview(focus)
            right.addSubview(control)
            focus.becomeFirstResponder()
            UIApplication.shared.sendAction(.copy, to: nil, from: control, for: nil)
            #expect(left.log == ["copy"] && right.log.isEmpty)
        }

        @Test("An explicit target receives the action without being asked canPerformAction")
        func explicitTargetSkipsCanPerform() {
            _ = UIKitTestHarness()
            let view = SelectionView()
            #expect(!view.canPerformAction(.copy, withSender: nil))
            #expect(UIApplication.shared.sendAction(.copy, to: view, from: nil, for: nil))
            #expect(view.log == ["copy"])
        }

        @Test("An explicit target that routes nothing to the action, or is not a responder, gets nothing: false")
        func explicitTargetWithoutHandler() {
            _ = UIKitTestHarness()
            #expect(!UIApplication.shared.sendAction("frobnicate:", to: CopyingView(), from: nil, for: nil))
            #expect(!UIApplication.shared.sendAction(.copy, to: NSObject(), from: nil, for: nil))
        }

        @Test("The chain goes on from the window to the application and to its delegate")
        func reachesApplicationDelegate() {
            let h = UIKitTestHarness()
            let delegate = DocumentAppDelegate()
            UIApplication.shared.delegate = delegate
            let focus = FocusView()
            h.window.addSubview(focus)
            focus.becomeFirstResponder()
            #expect(focus.target(forAction: "saveDocument:", withSender: nil) as? DocumentAppDelegate === delegate)
            #expect(UIApplication.shared.sendAction("saveDocument:", to: nil, from: focus, for: nil))
            #expect(delegate.saved == 1)
            UIApplication.shared.delegate = nil
        }

        @Test("The three action signatures: no argument, the sender, the sender and the event")
        func threeSignatures() {
            _ = UIKitTestHarness()
            let view = SignatureView()
            UIApplication.shared.sendAction("refresh", to: view, from: nil, for: nil)
            UIApplication.shared.sendAction("show:", to: view, from: UILabelLike(), for: nil)
            UIApplication.shared.sendAction("track:forEvent:", to: view, from: view, for: nil)
            #expect(view.log == ["refresh", "show UILabelLike", "track nil"])
        }

        @Test("A sender of a type the method does not take is not delivered; the send returns false")
        func wrongSenderType() {
            _ = UIKitTestHarness()
            let view = SignatureView()
            #expect(!UIApplication.shared.sendAction("knob:", to: view, from: UIView(), for: nil))
            #expect(UIApplication.shared.sendAction("knob:", to: view, from: KnobView(), for: nil))
            #expect(view.log == ["knob"])
        }

        @Test("A subclass inherits its superclass's actions, and the route calls the subclass's override")
        func inheritedActionCallsOverride() {
            _ = UIKitTestHarness()
            let view = LoudCopyingView()
            #expect(view.canPerformAction(.copy, withSender: nil))
            UIApplication.shared.sendAction(.copy, to: nil, from: view, for: nil)
            #expect(view.log == ["loud copy"])
        }

        @Test("removing(_:) takes an inherited action away")
        func removingInheritedAction() {
            #expect(!NonCopyingView().canPerformAction(.copy, withSender: nil))
            #expect(NonCopyingView().target(forAction: .copy, withSender: nil) == nil)
        }

        @Test("UIKit reads a class's responderActions once")
        func tableReadOnce() {
            let view = CountedTableView()
            _ = view.canPerformAction(.cut, withSender: nil)
            _ = view.canPerformAction(.copy, withSender: nil)
            _ = CountedTableView().canPerformAction(.cut, withSender: nil)
            #expect(CountedTableView.reads == 1)
        }
    }
}
