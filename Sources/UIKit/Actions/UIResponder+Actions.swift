// The responder side of action delivery: each class's action table, read once, and the call into it.
// The overridable API (`responderActions`, `canPerformAction(_:withSender:)`, `target(forAction:withSender:)`
// and the standard edit actions) is declared in UIResponder's class body, Core/UIResponder.swift.

extension UIResponder {
    /// Whether the receiver's class declares `action` in its ``responderActions``.
    func declaresAction(_ action: Selector) -> Bool {
        ResponderActionTables.table(for: type(of: self)).contains(action)
    }

    /// Whether the receiver's class routes `action` to a method: declared, or a standard edit action.
    func routesAction(_ action: Selector) -> Bool {
        ResponderActionTables.table(for: type(of: self)).entries[action] != nil
    }

    /// Calls the method the receiver's class routes `action` to, with `sender` and `event`. Returns false
    /// when the class routes nothing there or the sender is not of the type the method takes.
    func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard let entry = ResponderActionTables.table(for: type(of: self)).entries[action] else { return false }
        return entry.perform(self, sender, event)
    }
}

/// Each responder class's ``ResponderActions``, evaluated the first time the class is asked.
@MainActor
enum ResponderActionTables {
    private static var tables: [ObjectIdentifier: ResponderActions] = [:]

    static func table(for type: UIResponder.Type) -> ResponderActions {
        let key = ObjectIdentifier(type)
        if let table = tables[key] { return table }
        let table = type.responderActions
        tables[key] = table
        return table
    }
}
