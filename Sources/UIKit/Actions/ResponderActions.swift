/// The action messages a responder class handles, keyed by ``Selector``: what the Objective-C runtime
/// finds by method name on iOS, declared explicitly on Linux.
///
/// A class declares its actions by overriding ``UIResponder/responderActions`` and adding to its
/// superclass's table; each entry names a method of the class, type-checked, in one of UIKit's three
/// action signatures (no argument; the sender; the sender and the event):
///
/// ```swift
/// final class Canvas: UIView {
///     override class var responderActions: ResponderActions {
///         super.responderActions
///             .routing(.copy, to: Canvas.copy)             // a standard edit action (override of copy(_:))
///             .routing("clearCanvas:", to: Canvas.clear)   // your own action, any name
///     }
///     override func copy(_ sender: Any?) { ... }
///     func clear(_ sender: Any?) { ... }
/// }
/// ```
///
/// UIKit reads the table once per class, the first time the class is asked, so it must not depend on
/// anything but the class. The methods are called through normal dynamic dispatch: an entry for
/// `Canvas.copy` calls a subclass's override. The default `canPerformAction(_:withSender:)` returns true
/// for exactly the declared actions.
///
/// Not Apple API: on iOS the Objective-C runtime finds action methods by name and needs no table; Linux
/// has no such runtime.
@preconcurrency @MainActor
public struct ResponderActions {
    struct Entry {
        /// Calls the method on the responder with the sender and event; false when the sender is not of the
        /// type the method takes (nothing is called then).
        let perform: @MainActor (UIResponder, Any?, UIEvent?) -> Bool
        /// Declared by a class (true), or one of UIResponder's own routes of the standard edit actions to
        /// its do-nothing methods (false): routed, but not reported as handled.
        let isDeclared: Bool
    }

    private(set) var entries: [Selector: Entry] = [:]

    /// An empty table: a class that returns it handles no actions, not even its superclass's.
    public init() {}

    /// The actions this table declares.
    public var actions: Set<Selector> { Set(entries.filter(\.value.isDeclared).keys) }

    /// Whether this table declares `action`.
    public func contains(_ action: Selector) -> Bool { entries[action]?.isDeclared == true }

    /// This table, with `action` handled by `method`, a method that takes no argument.
    public func routing<T: UIResponder>(_ action: Selector, to method: @escaping (T) -> () -> Void) -> ResponderActions {
        adding(action) { responder, _, _ in
            guard let target = responder as? T else { return false }
            method(target)()
            return true
        }
    }

    /// This table, with `action` handled by `method`, a method that takes the sender. A sender that is
    /// not an `S` is not delivered: the send fails with a message on standard error (`Any?` takes all).
    public func routing<T: UIResponder, S>(_ action: Selector, to method: @escaping (T) -> (S) -> Void) -> ResponderActions {
        adding(action) { responder, sender, _ in
            guard let target = responder as? T,
                let typedSender = castSender(sender, to: S.self, action: action, target: target)
            else { return false }
            method(target)(typedSender)
            return true
        }
    }

    /// This table, with `action` handled by `method`, a method that takes the sender and the event
    /// (`func tapped(_ sender: Any?, forEvent event: UIEvent?)`).
    public func routing<T: UIResponder, S>(_ action: Selector, to method: @escaping (T) -> (S, UIEvent?) -> Void) -> ResponderActions {
        adding(action) { responder, sender, event in
            guard let target = responder as? T,
                let typedSender = castSender(sender, to: S.self, action: action, target: target)
            else { return false }
            method(target)(typedSender, event)
            return true
        }
    }

    /// This table without `action`: instances of the class no longer handle it.
    public func removing(_ action: Selector) -> ResponderActions {
        var copy = self
        copy.entries[action] = nil
        return copy
    }

    private func adding(_ action: Selector, _ perform: @escaping @MainActor (UIResponder, Any?, UIEvent?) -> Bool) -> ResponderActions {
        var copy = self
        copy.entries[action] = Entry(perform: perform, isDeclared: true)
        return copy
    }

    /// UIResponder's table: the standard edit actions routed to its overridable methods, not declared.
    static var standardEditActionRoutes: ResponderActions {
        var table = ResponderActions()
        let methods: [(Selector, (UIResponder) -> (Any?) -> Void)] = [
            (.cut, UIResponder.cut), (.copy, UIResponder.copy), (.paste, UIResponder.paste),
            (.select, UIResponder.select), (.selectAll, UIResponder.selectAll), (.delete, UIResponder.delete),
            (.toggleBoldface, UIResponder.toggleBoldface), (.toggleItalics, UIResponder.toggleItalics),
            (.toggleUnderline, UIResponder.toggleUnderline),
            (.makeTextWritingDirectionLeftToRight, UIResponder.makeTextWritingDirectionLeftToRight),
            (.makeTextWritingDirectionRightToLeft, UIResponder.makeTextWritingDirectionRightToLeft),
            (.increaseSize, UIResponder.increaseSize), (.decreaseSize, UIResponder.decreaseSize),
        ]
        for (action, method) in methods {
            let route: @MainActor (UIResponder, Any?, UIEvent?) -> Bool = { responder, sender, _ in
                method(responder)(sender)
                return true
            }
            table.entries[action] = Entry(perform: route, isDeclared: false)
        }
        return table
    }
}

/// `sender` as the type an action method takes, or nil (with a message naming the action) when it is not.
@MainActor
func castSender<S>(_ sender: Any?, to type: S.Type, action: CustomStringConvertible, target: AnyObject) -> S? {
    if let sender {
        // Unwrapped first: an `Any` parameter gets the sender, not an Optional holding it.
        if let typed = sender as? S { return typed }
    } else if S.self is ExpressibleByNilLiteral.Type, let typed = sender as? S {
        return typed  // nil, for a parameter of Optional type
    }
    let found = sender.map { "\(Swift.type(of: $0))" } ?? "nil"
    let message = "UIKit: action '\(action)' not sent to \(Swift.type(of: target)): its method takes \(S.self), the sender is \(found).\n"
    FileHandle.standardError.write(Data(message.utf8))
    return nil
}
