/// The closure a ``UIAction`` runs; it receives the action, whose ``UIAction/sender`` is the control (or
/// other object) that performed it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item, or a control's action, that runs a closure: the portable form of target-action, the same
/// on iOS 14 and on Linux.
///
/// ```swift
/// button.addAction(UIAction { action in print("tapped by \(action.sender!)") }, for: .touchUpInside)
/// ```
///
/// A control holds its actions strongly (capture `self` weakly in the handler to avoid a cycle). Actions are
/// told apart by ``identifier``: adding an action whose identifier a control already holds for an event
/// replaces the old one for that event; every action gets a unique identifier unless given one.
///
/// Source: Apple, `UIAction` (iOS 13; `sender` and `UIControl.addAction(_:for:)` iOS 14; `subtitle` iOS 15).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The action's title, shown by menus; "" by default.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The action's image, shown by menus; nil by default.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The title announced and shown in the keyboard-shortcut overlay; nil by default.
    open var discoverabilityTitle: String?
    /// The action's identity: a control or menu holds one action per identifier.
    open private(set) var identifier: UIAction.Identifier
    /// Disabled, destructive, hidden; empty by default.
    open var attributes: UIMenuElement.Attributes
    /// The check-mark state a menu shows; `.off` by default.
    open var state: UIMenuElement.State
    /// The object that performed the action (a control sending it for an event) while the handler runs;
    /// nil outside the handler.
    open private(set) var sender: Any?

    let handler: UIActionHandler

    /// An action with the given appearance that runs `handler` when performed. A nil `identifier` gets a
    /// unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender for the duration of the call.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
