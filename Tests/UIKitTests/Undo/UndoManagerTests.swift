// UndoManager (Foundation's API, which Linux Foundation lacks): registration, groups, undo and redo,
// event grouping on UIKit's run loop, levels, clearing by target, names and notifications.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A value that records its changes for undo, as an app's model does.
@MainActor
private final class Counter {
    var value = 0
    let undoManager: UndoManager
    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
        let old = value
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

@MainActor
@Suite("UndoManager")
struct UndoManagerTests {
    @Test("Undo reverts a group and redo performs it again; the redo registers from inside the undo")
    func undoRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        #expect(!manager.canUndo && !manager.canRedo)
        manager.beginUndoGrouping(); counter.set(1); manager.endUndoGrouping()
        manager.beginUndoGrouping(); counter.set(2); counter.set(3); manager.endUndoGrouping()
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 1 && manager.canRedo)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 1)
        manager.redo()
        #expect(counter.value == 3 && !manager.canRedo && manager.canUndo)
    }

    @Test("A new registration outside undo and redo clears the redo stack")
    func newChangeClearsRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping(); counter.set(5); manager.endUndoGrouping()
        manager.undo()
        #expect(manager.canRedo)
        manager.beginUndoGrouping(); counter.set(7); manager.endUndoGrouping()
        #expect(!manager.canRedo && counter.value == 7)
    }

    @Test("isUndoing and isRedoing are true only while the operations run")
    func undoingFlags() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        var seen: [(Bool, Bool)] = []
        final class Box {}
        let box = Box()
        func register() {
            manager.registerUndo(withTarget: box) { _ in
                seen.append((manager.isUndoing, manager.isRedoing))
                register()
            }
        }
        manager.beginUndoGrouping(); register(); manager.endUndoGrouping()
        manager.undo(); manager.redo()
        #expect(seen.map(\.0) == [true, false] && seen.map(\.1) == [false, true])
        #expect(!manager.isUndoing && !manager.isRedoing)
    }

    @Test("Nested groups undo with their top-level group; groupingLevel counts the open ones")
    func nestedGroups() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        counter.set(2)
        manager.endUndoGrouping()
        counter.set(3)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
    }

    @Test("With groupsByEvent, one run-loop turn's registrations are one step")
    func eventGroups() {
        let h = UIKitTestHarness()
        let manager = UndoManager()
        #expect(manager.groupsByEvent)
        let counter = Counter(manager)
        counter.set(1); counter.set(2)
        #expect(manager.groupingLevel == 1)
        h.runTurn()
        #expect(manager.groupingLevel == 0)
        counter.set(3)
        h.runTurn()
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test("undo() closes an event's group that is still open")
    func undoClosesOpenGroup() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(4)
        #expect(manager.canUndo && manager.groupingLevel == 1)
        manager.undo()
        #expect(counter.value == 0 && manager.groupingLevel == 0 && manager.canRedo)
    }

    @Test("levelsOfUndo keeps the newest steps; 0 is unlimited and negative counts as 0")
    func levels() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        #expect(manager.levelsOfUndo == 0)
        let counter = Counter(manager)
        for value in 1...5 { manager.beginUndoGrouping(); counter.set(value); manager.endUndoGrouping() }
        manager.levelsOfUndo = 2
        manager.undo(); manager.undo(); manager.undo()
        #expect(counter.value == 3 && !manager.canUndo)
        manager.levelsOfUndo = -4
        #expect(manager.levelsOfUndo == 0)
    }

    @Test("removeAllActions(withTarget:) drops that target's operations and the groups left empty")
    func removeByTarget() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let a = Counter(manager), b = Counter(manager)
        manager.beginUndoGrouping(); a.set(1); manager.endUndoGrouping()
        manager.beginUndoGrouping(); b.set(1); a.set(2); manager.endUndoGrouping()
        manager.removeAllActions(withTarget: a)
        manager.undo()
        #expect(b.value == 0 && a.value == 2 && !manager.canUndo)
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test("Action names follow the step to the redo stack; menu titles read \"Undo Typing\"")
    func actionNames() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        #expect(manager.undoMenuItemTitle == "Undo" && manager.undoActionName == "")
        manager.beginUndoGrouping(); counter.set(1); manager.setActionName("Typing"); manager.endUndoGrouping()
        #expect(manager.undoActionName == "Typing" && manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        #expect(manager.redoActionName == "Typing" && manager.redoMenuItemTitle == "Redo Typing")
        #expect(manager.undoActionName == "")
    }

    @Test("Disabled registration records nothing; enabling balances each disable")
    func disabledRegistration() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.disableUndoRegistration(); manager.disableUndoRegistration()
        manager.enableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping(); counter.set(9); manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled && !manager.canUndo)
    }

    @Test("Groups and undo post their notifications in Foundation's order")
    func notifications() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        let names: [NSNotification.Name] = [
            UndoManager.checkpointNotification, UndoManager.didOpenUndoGroupNotification,
            UndoManager.willCloseUndoGroupNotification, UndoManager.didCloseUndoGroupNotification,
            UndoManager.willUndoChangeNotification, UndoManager.didUndoChangeNotification,
            UndoManager.willRedoChangeNotification, UndoManager.didRedoChangeNotification,
        ]
        final class Log: @unchecked Sendable { var names: [String] = [] }
        let log = Log()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { note in
                log.names.append(
                    note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: "").replacingOccurrences(
                        of: "Notification", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        manager.beginUndoGrouping(); counter.set(1); manager.endUndoGrouping()
        manager.undo(); manager.redo()
        #expect(
            log.names == [
                "Checkpoint", "DidOpenUndoGroup", "Checkpoint", "WillCloseUndoGroup", "DidCloseUndoGroup",
                "WillUndoChange", "DidUndoChange", "WillRedoChange", "DidRedoChange",
            ])
    }

    @Test("An operation whose target is gone is skipped")
    func releasedTarget() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        var ran = false
        do {
            final class Box {}
            let box = Box()
            manager.beginUndoGrouping()
            manager.registerUndo(withTarget: box) { _ in ran = true }
            manager.endUndoGrouping()
        }
        manager.undo()
        #expect(!ran && !manager.canRedo)
    }
}

@MainActor
@Suite("UIResponder.undoManager")
struct ResponderUndoManagerTests {
    @Test("A view's undo manager is its window's; a view outside a window has none")
    func windowOwnsUndoManager() {
        let h = UIKitTestHarness()
        let view = UIView(), inner = UIView()
        view.addSubview(inner)
        #expect(inner.undoManager == nil)
        h.window.addSubview(view)
        #expect(h.window.undoManager != nil && inner.undoManager === h.window.undoManager)
        #expect(h.window.undoManager === h.window.undoManager)
    }

    @Test("A responder that overrides undoManager gives its own to the views below it")
    func overrideAlongTheChain() {
        let h = UIKitTestHarness()
        final class Editor: UIView {
            let own = UndoManager()
            override var undoManager: UndoManager? { own }
        }
        let editor = Editor(), field = UIView()
        editor.addSubview(field)
        h.window.addSubview(editor)
        #expect(field.undoManager === editor.own && editor.own !== h.window.undoManager)
    }
}
