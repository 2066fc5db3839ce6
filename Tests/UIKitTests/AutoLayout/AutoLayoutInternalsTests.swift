// Clear-box tests of the Auto Layout engine: the unsatisfiable-constraint log and recovery, and the cost
// rules (views without constraints never get engine state).
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout engine internals", .serialized)
struct AutoLayoutInternalsTests {
    typealias S = AutoLayoutTestSupport

    @Test("Unsatisfiable constraints are logged as UIKit logs them; the new one is broken and layout goes on")
    func unsatisfiable() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too wide"
        var log: [String] = []
        log = capturingConsoleLog {
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10), first, second,
            ])
        }
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("\"\(first.description)\""))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n\(second.description)"))
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.isActive)  // Broken but still active, as in UIKit...
        first.isActive = false  // ...and it takes effect once the conflict is gone.
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("A translated frame in conflict is listed as UIKit's NSAutoresizingMaskLayoutConstraint")
    func autoresizingConflict() {
        let root = S.container()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)  // translatesAutoresizingMaskIntoConstraints stays true: a classic mistake.
        // As in UIKit, the translated frame joins the engine at the next solve: the conflict is logged then.
        let log = capturingConsoleLog {
            box.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        #expect(log.first?.contains("<NSAutoresizingMaskLayoutConstraint:0x") == true)
        #expect(log.first?.contains("h=--- v=--- UIView:0x") == true)
        #expect(box.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("Constraints activated before translatesAutoresizingMaskIntoConstraints turns off do not conflict")
    func flagTurnedOffAfterActivation() {
        let root = S.container()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        let log = capturingConsoleLog {
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 30),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            box.translatesAutoresizingMaskIntoConstraints = false
            root.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        // After a solve with the frame in force, turning the flag off frees the constraints it broke.
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(late)
        let lateLog = capturingConsoleLog {
            late.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        #expect(lateLog.count == 1)
        NSLayoutConstraint.activate([
            late.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            late.topAnchor.constraint(equalTo: root.topAnchor), late.heightAnchor.constraint(equalToConstant: 20),
        ])
        late.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(late.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test("Changing a constant to an impossible value is logged and the constraint broken")
    func unsatisfiableConstant() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let log = capturingConsoleLog { width.constant = 300 }
        #expect(log.count == 1 && log.first?.contains("Will attempt to recover by breaking constraint") == true)
        root.layoutIfNeeded()
        #expect(box.frame.width <= 150)
    }

    @Test("Views that no constraint involves get no Auto Layout state; their frames and autoresizing stay as they were")
    func noCostForFrameViews() {
        let h = UIKitTestHarness()
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        panel.autoresizingMask = .flexibleWidth
        h.window.addSubview(panel)
        h.runTurn()
        #expect(panel.autoLayoutStorage == nil && h.window.autoLayoutStorage == nil)
        h.window.frame.size.width = 420
        h.runTurn()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
    }

    @Test("A constraint relating two engines merges them into one")
    func enginesMerge() {
        let root = S.container()
        let a = S.constrained(UIView(), in: root), b = S.constrained(UIView(), in: root)
        a.widthAnchor.constraint(equalToConstant: 10).isActive = true
        b.widthAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(a.autoLayoutStorage?.node?.engine !== b.autoLayoutStorage?.node?.engine)
        a.leadingAnchor.constraint(equalTo: b.trailingAnchor).isActive = true
        #expect(a.autoLayoutStorage?.node?.engine === b.autoLayoutStorage?.node?.engine)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 25 && b.frame.width == 20)
    }

    @Test("A view waiting to be read by an engine that is then merged keeps its content size in the merged one")
    func mergeKeepsQueuedContentSize() {
        let root = S.container()
        let label = S.constrained(LabelLike(width: 50), in: root)
        label.heightAnchor.constraint(equalToConstant: 20).isActive = true  // An engine of its own, the label queued in it.
        let b = S.constrained(UIView(), in: root), c = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            b.widthAnchor.constraint(equalTo: c.widthAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor), c.widthAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: root.topAnchor), c.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 5), c.heightAnchor.constraint(equalToConstant: 5),
        ])
        // The larger engine absorbs the label's before either has read the label's intrinsic size.
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: c.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 60, y: 0, width: 50, height: 20))
    }
}
