// Foundation's UndoManager, which swift-corelibs-foundation does not ship: Linux Foundation 6.3.1 has no
// UndoManager or NSUndoManager symbol (checked in libFoundation*.so and the module interfaces), so the
// name is ours to declare and `UndoManager` is unambiguous in code that imports UIKit. Should a later
// Foundation ship one, this file goes: the two would then clash.

/// A recorder of operations that makes undo and redo possible: each change registers a closure that
/// reverts it; `undo()` runs the closures of the last group in reverse order, and what they register
/// while undoing becomes the group `redo()` runs.
///
/// Operations gather in groups: `beginUndoGrouping()`/`endUndoGrouping()` nest, and one top-level group
/// is one undo step. With `groupsByEvent` (the default), registering with no group open opens one that
/// closes at the end of the run-loop turn, so one event's changes undo together; without a running
/// application the group stays open until `undo()` closes it. `levelsOfUndo` (0, the default, is
/// unlimited) keeps the newest steps. Registering outside an undo or redo clears the redo stack.
///
/// Notifications (object: the manager): `checkpointNotification` when a group opens or closes,
/// `didOpenUndoGroupNotification`, `willCloseUndoGroupNotification`, `didCloseUndoGroupNotification`,
/// `willUndoChangeNotification`/`didUndoChangeNotification`, `willRedoChangeNotification`/`didRedoChangeNotification`.
///
/// Source: Apple's Foundation documentation (UndoManager, iOS 3+; main-actor as in the current SDK).
/// Unsupported: `registerUndo(withTarget:selector:object:)` and `prepare(withInvocationTarget:)` need
/// the Objective-C runtime; `runLoopModes` has no meaning without a Foundation run loop.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    public static let checkpointNotification = NSNotification.Name("NSUndoManagerCheckpointNotification")
    public static let willUndoChangeNotification = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let willRedoChangeNotification = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let didUndoChangeNotification = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let didRedoChangeNotification = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let didOpenUndoGroupNotification = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let willCloseUndoGroupNotification = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let didCloseUndoGroupNotification = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")

    private var undoStack: [UndoGroup] = []
    private var redoStack: [UndoGroup] = []
    /// The open groups, outermost first.
    private var openGroups: [UndoGroup] = []
    /// Where registrations go while undoing or redoing (the group the other stack receives).
    private var replayGroup: UndoGroup?
    private var registrationDisabledCount = 0
    private var closesAtEndOfTurn = false

    public override init() { super.init() }

    /// Whether registering with no group open opens one that closes at the end of the run-loop turn.
    /// Default true. With false, registering outside `beginUndoGrouping()` is a programming error.
    open var groupsByEvent = true

    /// The number of top-level groups kept; older ones are dropped. 0 (the default) is unlimited;
    /// negative values count as 0. Setting it trims the stacks at once.
    open var levelsOfUndo = 0 {
        didSet { levelsOfUndo = max(0, levelsOfUndo); trim(&undoStack); trim(&redoStack) }
    }

    /// The nesting depth of the open groups (0 when none is open).
    open var groupingLevel: Int { openGroups.count }

    /// Whether `undo()` is running its operations.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running its operations.
    open private(set) var isRedoing = false

    /// Whether registrations are recorded (false between `disableUndoRegistration()` and the matching enable).
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }
    open func disableUndoRegistration() { registrationDisabledCount += 1 }
    /// Balances one `disableUndoRegistration()`; extra calls are ignored.
    open func enableUndoRegistration() { registrationDisabledCount = max(0, registrationDisabledCount - 1) }

    // MARK: Registering

    /// Registers `handler` to revert a change of `target`. The manager holds `target` weakly (a
    /// `// Deviation:` from Foundation's unowned reference: an operation whose target is gone is
    /// skipped rather than crashing). Ignored while registration is disabled.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let operation = UndoOperation(target: target) { handler($0 as! TargetType) }
        if let replayGroup {
            replayGroup.entries.append(.operation(operation))
            return
        }
        if openGroups.isEmpty {
            precondition(
                groupsByEvent,
                "UndoManager.registerUndo(withTarget:handler:): no undo group is open; call beginUndoGrouping() first or set groupsByEvent")
            beginUndoGrouping()
            closesAtEndOfTurn = true
            ApplicationHost.current?.performAtEndOfTurn { [weak self] in self?.closeEventGroup() }
        }
        openGroups[openGroups.count - 1].entries.append(.operation(operation))
        redoStack.removeAll()
    }

    private func closeEventGroup() {
        guard closesAtEndOfTurn, groupingLevel == 1 else { return }
        endUndoGrouping()
    }

    // MARK: Groups

    /// Opens a group: the operations registered until the matching `endUndoGrouping()` undo together.
    /// Posts `checkpointNotification`, then `didOpenUndoGroupNotification`.
    open func beginUndoGrouping() {
        post(Self.checkpointNotification)
        openGroups.append(UndoGroup())
        post(Self.didOpenUndoGroupNotification)
    }

    /// Closes the innermost group. A closed top-level group with operations becomes the newest undo
    /// step; an empty one is dropped. Posts `checkpointNotification`, `willCloseUndoGroupNotification`,
    /// then `didCloseUndoGroupNotification`.
    open func endUndoGrouping() {
        precondition(!openGroups.isEmpty, "UndoManager.endUndoGrouping(): no undo group is open")
        post(Self.checkpointNotification)
        post(Self.willCloseUndoGroupNotification)
        let group = openGroups.removeLast()
        if openGroups.isEmpty { closesAtEndOfTurn = false }
        if !group.isEmpty {
            if let parent = openGroups.last {
                parent.entries.append(.group(group))
                if parent.actionName.isEmpty { parent.actionName = group.actionName }
            } else {
                undoStack.append(group)
                trim(&undoStack)
            }
        }
        post(Self.didCloseUndoGroupNotification)
    }

    // MARK: Undo and redo

    /// Whether there is a step to undo (a closed group, or an open top-level group with operations).
    open var canUndo: Bool { !undoStack.isEmpty || !(openGroups.first?.isEmpty ?? true) }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the open top-level group if one is open (an event's group), then undoes the newest step.
    /// Undoing with nested groups open is a programming error, as in Foundation.
    open func undo() {
        precondition(openGroups.count <= 1, "UndoManager.undo(): called with nested undo groups open; close them first")
        if openGroups.count == 1 { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the newest step without closing an open group. Does nothing when there is none.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        post(Self.willUndoChangeNotification)
        isUndoing = true
        let redoGroup = replay(group)
        isUndoing = false
        if !redoGroup.isEmpty { redoStack.append(redoGroup); trim(&redoStack) }
        post(Self.didUndoChangeNotification)
    }

    /// Closes the open top-level group if one is open, then redoes the step the last undo reverted.
    /// Does nothing when there is none.
    open func redo() {
        precondition(openGroups.count <= 1, "UndoManager.redo(): called with nested undo groups open; close them first")
        if openGroups.count == 1 { endUndoGrouping() }
        guard let group = redoStack.popLast() else { return }
        post(Self.willRedoChangeNotification)
        isRedoing = true
        let undoGroup = replay(group)
        isRedoing = false
        if !undoGroup.isEmpty { undoStack.append(undoGroup); trim(&undoStack) }
        post(Self.didRedoChangeNotification)
    }

    /// Runs a group's operations newest first; what they register forms the returned group.
    private func replay(_ group: UndoGroup) -> UndoGroup {
        let outer = replayGroup
        let collected = UndoGroup()
        collected.actionName = group.actionName
        replayGroup = collected
        group.run()
        replayGroup = outer
        return collected
    }

    // MARK: Clearing

    /// Empties both stacks (and any open group).
    open func removeAllActions() {
        undoStack.removeAll(); redoStack.removeAll()
        for group in openGroups { group.entries.removeAll() }
    }

    /// Removes every operation registered with `target` as target; groups left empty go too.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        undoStack = undoStack.filter {
            $0.remove(target: object); return !$0.isEmpty
        }
        redoStack = redoStack.filter {
            $0.remove(target: object); return !$0.isEmpty
        }
        for group in openGroups { group.remove(target: object) }
    }

    // MARK: Action names

    /// The name of the step `undo()` would revert ("" when there is none or it has no name).
    open var undoActionName: String { (openGroups.first.flatMap { $0.isEmpty ? nil : $0 } ?? undoStack.last)?.actionName ?? "" }
    /// The name of the step `redo()` would perform.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Names the step being recorded (the open group, or the one an undo or redo is building) for menus.
    open func setActionName(_ actionName: String) {
        if let replayGroup {
            replayGroup.actionName = actionName
        } else if let group = openGroups.first {
            group.actionName = actionName
        } else {
            undoStack.last?.actionName = actionName
        }
    }

    /// "Undo" followed by the undo action name ("Undo Typing"), or "Undo" alone.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action name, or "Redo" alone.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    private func trim(_ stack: inout [UndoGroup]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }

    private func post(_ name: NSNotification.Name) { NotificationCenter.default.post(name: name, object: self) }
}
