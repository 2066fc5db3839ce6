/// One registered undo operation: a closure and the target it is run with (held weakly).
@MainActor
final class UndoOperation {
    private(set) weak var target: AnyObject?
    private let handler: @MainActor (AnyObject) -> Void

    init(target: AnyObject, handler: @escaping @MainActor (AnyObject) -> Void) {
        self.target = target
        self.handler = handler
    }

    /// Runs the operation; an operation whose target is gone does nothing.
    func run() { if let target { handler(target) } }
}

/// A group of undo operations and nested groups, in registration order, and its menu name.
@MainActor
final class UndoGroup {
    enum Entry {
        case operation(UndoOperation)
        case group(UndoGroup)
    }

    var entries: [Entry] = []
    var actionName = ""

    var isEmpty: Bool { entries.isEmpty }

    /// Runs the entries newest first, as undo reverses the order of the changes.
    func run() {
        for entry in entries.reversed() {
            switch entry {
            case .operation(let operation): operation.run()
            case .group(let group): group.run()
            }
        }
    }

    /// Removes the operations whose target is `target`, and nested groups left empty.
    func remove(target: AnyObject) {
        entries = entries.filter { entry in
            switch entry {
            case .operation(let operation): return operation.target !== target
            case .group(let group): group.remove(target: target); return !group.isEmpty
            }
        }
    }
}
