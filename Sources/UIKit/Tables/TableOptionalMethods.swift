/// Which optional data-source and delegate methods are implemented, where UIKit behaves differently by
/// that alone (Objective-C's `respondsToSelector:`): a delegate without `tableView(_:heightForRowAt:)` lets
/// the table size rows without asking row by row.
///
/// Swift has no optional protocol requirements, so the default implementations report themselves: the
/// table clears a method's flag, calls it, and finds the flag set again when the default answered. Only
/// questions are found out this way, never methods that change the app's data.
struct TableOptionalMethods {
    struct Method: OptionSet {
        let rawValue: Int
        static let heightForRow = Method(rawValue: 1 << 0)
        static let estimatedHeightForRow = Method(rawValue: 1 << 1)
        static let canEditRow = Method(rawValue: 1 << 2)
        static let canMoveRow = Method(rawValue: 1 << 3)
        static let editingStyle = Method(rawValue: 1 << 4)
    }

    /// Methods found to be implemented, and methods found to be defaults.
    private var implemented: Method = []
    private var defaulted: Method = []
    /// Set by a default implementation while it answers.
    private var answeredByDefaultNow: Method = []

    /// Called by a default implementation of `method`.
    mutating func answeredByDefault(_ method: Method) { answeredByDefaultNow.insert(method) }

    /// Forgets what is known about `methods` (the data source or delegate changed).
    mutating func forget(_ methods: Method) {
        implemented.subtract(methods)
        defaulted.subtract(methods)
    }

    /// Whether `method` is known to be implemented; nil until it has been asked.
    func isImplemented(_ method: Method) -> Bool? {
        implemented.contains(method) ? true : defaulted.contains(method) ? false : nil
    }

    /// About to ask `method`.
    mutating func willAsk(_ method: Method) { answeredByDefaultNow.remove(method) }

    /// Asked `method`: notes whether its default answered.
    mutating func didAsk(_ method: Method) {
        if answeredByDefaultNow.contains(method) {
            defaulted.insert(method)
            implemented.remove(method)
        } else {
            implemented.insert(method)
            defaulted.remove(method)
        }
    }
}
