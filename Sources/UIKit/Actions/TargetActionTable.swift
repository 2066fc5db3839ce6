/// The dispatch table behind UIControl's, UIGestureRecognizer's and UIBarButtonItem's target-action API:
/// an ordered list of (target, action, events) entries and the ``UIAction``s added for events.
///
/// An action is one of:
/// - a ``Selector``, sent through `UIApplication.sendAction(_:to:from:for:)`: to the target's declared
///   responder action, or along the responder chain when the target is nil;
/// - a method of the target, type-checked, in one of UIKit's three action signatures:
///   `(T) -> () -> Void`, `(T) -> (S) -> Void` (the sender), `(T) -> (S, UIEvent?) -> Void` (the sender
///   and the event), where `S` is any type the sender is (`UIButton`, `UIControl`, `Any`, `Any?`);
/// - a ``UIAction``.
///
/// UIControl's rules, which this table implements:
/// - Targets are held weakly; an entry whose target is gone is dropped and never sent. (A nil target is
///   the responder chain; a target that went away is not.) UIActions are held strongly.
/// - Adding a target and action that the table already holds adds the new events to that entry, in its
///   place: no action is ever sent twice for one event. A selector entry is the same when its target
///   (or nil) and selector are; a method entry, when its target and call site (``ActionCallSite``) are.
/// - A UIAction replaces, for the events given, the action of the same identifier.
/// - `remove(_:action:for:)`: a nil action removes all of the target's entries for the events; a nil
///   target matches every target (with a nil action: everything, UIActions included, for the events).
///   Method entries cannot be named, so only a nil action removes them.
/// - Sending: every entry whose events meet the sent events is called once, in the order of addition.
///   An entry removed by an earlier action of the same send is not called; one added is not either.
///
/// Source: Apple, UIControl (`addTarget(_:action:for:)`, `removeTarget(_:action:for:)`, `allTargets`,
/// `allControlEvents`, `actions(forTarget:forControlEvent:)`, `addAction(_:for:)`).
@MainActor
package final class TargetActionTable<Sender: AnyObject, Event: OptionSet> where Event.RawValue: FixedWidthInteger {
    /// What an entry sends.
    package enum Action {
        case selector(Selector)
        case method(name: String, callSite: ActionCallSite?, perform: @MainActor (AnyObject, Sender, UIEvent?) -> Void)
        case uiAction(UIAction)
    }

    private struct Entry {
        let id: Int
        let hasTarget: Bool
        weak var target: AnyObject?
        let action: Action
        var events: Event

        var isLive: Bool { !hasTarget || target != nil }
    }

    private var entries: [Entry] = []
    private var nextID = 0

    package init() {}

    // MARK: Adding

    /// Adds `action` for `events`, sent to `target` (nil: along the responder chain).
    package func add(_ target: AnyObject?, action: Selector, for events: Event) {
        add(target, .selector(action), for: events) { entry in
            if case .selector(let existing) = entry.action { return existing == action }
            return false
        }
    }

    /// Adds `action`, a method of `target` that takes no argument.
    package func add<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for events: Event, callSite: ActionCallSite?) {
        addMethod(target, name: "\(type(of: action))", callSite: callSite, for: events) { target, _, _ in
            action(target as! T)()
        }
    }

    /// Adds `action`, a method of `target` that takes the sender. A sender that is not an `S` is not
    /// sent (a message on standard error names the action).
    package func add<T: AnyObject, S>(
        _ target: T, action: @escaping (T) -> (S) -> Void, for events: Event,
        callSite: ActionCallSite?
    ) {
        let name = "\(type(of: action))"
        addMethod(target, name: name, callSite: callSite, for: events) { target, sender, _ in
            guard let typed = castSender(sender, to: S.self, action: name, target: target) else { return }
            action(target as! T)(typed)
        }
    }

    /// Adds `action`, a method of `target` that takes the sender and the event.
    package func add<T: AnyObject, S>(
        _ target: T, action: @escaping (T) -> (S, UIEvent?) -> Void, for events: Event,
        callSite: ActionCallSite?
    ) {
        let name = "\(type(of: action))"
        addMethod(target, name: name, callSite: callSite, for: events) { target, sender, event in
            guard let typed = castSender(sender, to: S.self, action: name, target: target) else { return }
            action(target as! T)(typed, event)
        }
    }

    /// Adds a UIAction for `events`, replacing for those events the action with its identifier.
    package func add(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        append(target: nil, hasTarget: false, .uiAction(action), events: events)
    }

    private func addMethod(
        _ target: AnyObject, name: String, callSite: ActionCallSite?, for events: Event,
        perform: @escaping @MainActor (AnyObject, Sender, UIEvent?) -> Void
    ) {
        add(target, .method(name: name, callSite: callSite, perform: perform), for: events) { entry in
            if case .method(_, let existing?, _) = entry.action, let callSite { return existing == callSite }
            return false
        }
    }

    private func add(_ target: AnyObject?, _ action: Action, for events: Event, isSameAction: (Entry) -> Bool) {
        prune()
        guard !events.isEmpty else { return }
        let existing = entries.firstIndex { $0.hasTarget == (target != nil) && $0.target === target && isSameAction($0) }
        if let index = existing {
            entries[index].events.formUnion(events)
            return
        }
        append(target: target, hasTarget: target != nil, action, events: events)
    }

    private func append(target: AnyObject?, hasTarget: Bool, _ action: Action, events: Event) {
        guard !events.isEmpty else { return }
        nextID += 1
        entries.append(Entry(id: nextID, hasTarget: hasTarget, target: target, action: action, events: events))
    }

    // MARK: Removing

    /// Removes `events` from the entries of `target` (nil: every target) whose action is `action` (nil:
    /// any action); entries left with no event are dropped.
    package func remove(_ target: AnyObject?, action: Selector?, for events: Event) {
        removeEvents(events) { entry in
            if let target, !(entry.hasTarget && entry.target === target) { return false }
            guard let action else { return true }
            if case .selector(let selector) = entry.action { return selector == action }
            return false
        }
    }

    /// Removes `events` from the UIAction with `identifier`.
    package func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeEvents(events) { entry in
            if case .uiAction(let action) = entry.action { return action.identifier == identifier }
            return false
        }
    }

    private func removeEvents(_ events: Event, where matches: (Entry) -> Bool) {
        for index in entries.indices where matches(entries[index]) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty }
        prune()
    }

    private func prune() { entries.removeAll { !$0.isLive } }

    // MARK: Reading

    /// The targets, in order of addition, once each; `NSNull` stands for the responder chain (nil target),
    /// as in UIKit's `allTargets`. UIActions are not targets.
    package var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        var sawNil = false
        for entry in entries where entry.isLive {
            if case .uiAction = entry.action { continue }
            if let target = entry.target {
                if !result.contains(where: { $0 === target }) { result.append(target) }
            } else if !sawNil {
                sawNil = true
                result.append(NSNull())
            }
        }
        return result
    }

    /// Every event some live entry is sent for.
    package var allEvents: Event {
        entries.filter(\.isLive).reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of `target`'s actions (nil target: the responder chain's) for `event`, in order, or nil
    /// when there are none. A selector entry gives its selector's name; a method entry its type, such as
    /// `"(ViewController) -> (UIButton) -> ()"` (Swift has no method names at run time).
    package func actions(forTarget target: AnyObject?, forEvent event: Event) -> [String]? {
        let names = entries.filter { entry in
            entry.isLive && !entry.events.isDisjoint(with: event)
                && (target == nil ? !entry.hasTarget : entry.target === target)
        }.compactMap { entry -> String? in
            switch entry.action {
            case .selector(let selector): return selector.description
            case .method(let name, _, _): return name
            case .uiAction: return nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The UIActions for `event`, in order.
    package func uiActions(for event: Event) -> [UIAction] {
        entries.compactMap { entry in
            guard case .uiAction(let action) = entry.action, !entry.events.isDisjoint(with: event) else { return nil }
            return action
        }
    }

    // MARK: Sending

    /// Sends every action whose events meet `events`, once each, in order of addition: methods are called
    /// with `sender` and `event`, UIActions go to `performUIAction` (by default they run with `sender` as
    /// their sender), and selectors go to `sendSelector` (by default
    /// `UIApplication.shared.sendAction(_:to:from:for:)`).
    package func invoke(
        for events: Event, sender: Sender, event: UIEvent?,
        sendSelector: ((Selector, AnyObject?, Sender, UIEvent?) -> Void)? = nil,
        performUIAction: ((UIAction) -> Void)? = nil
    ) {
        prune()
        let due = entries.filter { !$0.events.isDisjoint(with: events) }
        for entry in due {
            guard let current = entries.first(where: { $0.id == entry.id }),
                !current.events.isDisjoint(with: events), current.isLive
            else { continue }
            switch current.action {
            case .selector(let selector):
                if let sendSelector {
                    sendSelector(selector, current.target, sender, event)
                } else {
                    UIApplication.shared.sendAction(selector, to: current.target, from: sender, for: event)
                }
            case .method(_, _, let perform):
                guard let target = current.target else { continue }
                perform(target, sender, event)
            case .uiAction(let action):
                if let performUIAction { performUIAction(action) } else { action.perform(sender: sender) }
            }
        }
    }
}
