/// A button in a navigation bar or a toolbar: a title, an image, a system item (a standard title or
/// glyph), a custom view, or a space that lays the other items out. Tapping it sends its action: its
/// `primaryAction` if it has one, else its typed method or its selector to its target (nil target: along
/// the responder chain), with the item as the sender. An item with a `menu` and no action shows the
/// menu when tapped; with an action too, a long press shows it.
///
/// In iOS 7 no item has a border: a title in the tint colour (bold for `.done`) or a template image
/// tinted. Items inherit their bar's `tintColor`; an item's own wins. Background images (per state,
/// style and metrics) give an item a border, and title and background adjustments move its parts.
///
/// Target-action without an Objective-C runtime: besides the `Selector` forms, every initializer taking
/// a target and action also takes a method of the target in one of UIKit's three action signatures
/// (`Target.method` taking nothing, the sender, or the sender and the event), held with the target
/// weakly. `action` reads the `Selector` only (nil for a method).
///
/// Source: Apple, UIBarButtonItem.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style (`.plain`).
    open var style = Style.plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The width of a fixed space (or of any item, when positive); 0: the item's natural width.
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// Titles the item may show: it is as wide as the widest, so changing among them moves nothing.
    open var possibleTitles: Set<String>? { didSet { if possibleTitles != oldValue { itemDidChange() } } }
    /// A view shown in place of the title or image; it gets the touches itself (no action is sent).
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The object sent the action (held weakly); nil: the responder chain.
    open weak var target: AnyObject?
    /// The action sent to `target`, as a `Selector`; setting it replaces a typed method action.
    open var action: Selector? { didSet { typedAction = nil } }
    /// The action performed on a tap, in place of target and action.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                title = primaryAction.title.isEmpty ? title : primaryAction.title
                image = primaryAction.image ?? image
            }
        }
    }
    /// The menu the item shows: on a tap when it has no action, else on a long press.
    open var menu: UIMenu? { didSet { if menu !== oldValue { itemDidChange() } } }
    /// The item's tint colour (its title and template image); nil: the bar's.
    open var tintColor: UIColor? {
        didSet {
            markAppearanceExplicit("tintColor")
            if tintColor != oldValue { itemDidChange() }
        }
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?
    /// A method of `target`, called with the item and the event.
    private var typedAction: (@MainActor (UIBarButtonItem, UIEvent?) -> Void)?
    var customization = BarButtonItemCustomization()

    public override init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    private init(made systemItem: SystemItem?) {
        self.systemItem = systemItem
        super.init()
        if let systemItem {
            title = systemItem.title
            if systemItem.isProminent { style = .done }
        }
    }

    /// A system item sending `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(made: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(made: nil)
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item with an image (a template by default).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// An item with an image and the image a compact (iPhone landscape) bar shows.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(made: nil)
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(made: nil)
        self.customView = customView
    }

    /// A system item performing `primaryAction`, showing `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(made: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title and image, performing `primaryAction`, showing `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(made: nil)
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A fixed space `width` points wide. (Apple's returns `Self`; Swift can make a `Self` only through a
    /// required initializer, which would burden every subclass, so this returns a `UIBarButtonItem`.)
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes its share of a toolbar's leftover width.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    // MARK: Typed method actions

    /// A system item calling `action`, a method of `target` taking nothing.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil as Selector?)
        setMethod(target) { target, _, _ in action(target)() }
    }

    /// A system item calling `action`, a method of `target` taking the sender.
    public convenience init<T: AnyObject, S>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> (S) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// A system item calling `action`, a method of `target` taking the sender and the event.
    public convenience init<T: AnyObject, S>(
        barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> (S, UIEvent?) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with a title, calling `action`, a method of `target` taking nothing.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: nil as Selector?)
        setMethod(target) { target, _, _ in action(target)() }
    }

    /// An item with a title, calling `action`, a method of `target` taking the sender.
    public convenience init<T: AnyObject, S>(title: String?, style: Style, target: T, action: @escaping (T) -> (S) -> Void) {
        self.init(title: title, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with a title, calling `action`, a method of `target` taking the sender and the event.
    public convenience init<T: AnyObject, S>(title: String?, style: Style, target: T, action: @escaping (T) -> (S, UIEvent?) -> Void) {
        self.init(title: title, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with an image, calling `action`, a method of `target` taking nothing.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(image: image, style: style, target: target, action: nil as Selector?)
        setMethod(target) { target, _, _ in action(target)() }
    }

    /// An item with an image, calling `action`, a method of `target` taking the sender.
    public convenience init<T: AnyObject, S>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> (S) -> Void) {
        self.init(image: image, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with an image, calling `action`, a method of `target` taking the sender and the event.
    public convenience init<T: AnyObject, S>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> (S, UIEvent?) -> Void) {
        self.init(image: image, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with an image and a compact image, calling `action`, a method of `target` taking nothing.
    public convenience init<T: AnyObject>(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: T, action: @escaping (T) -> () -> Void
    ) {
        self.init(image: image, landscapeImagePhone: landscapeImagePhone, style: style, target: target, action: nil as Selector?)
        setMethod(target) { target, _, _ in action(target)() }
    }

    /// An item with an image and a compact image, calling `action`, a method of `target` taking the sender.
    public convenience init<T: AnyObject, S>(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: T, action: @escaping (T) -> (S) -> Void
    ) {
        self.init(image: image, landscapeImagePhone: landscapeImagePhone, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    /// An item with an image and a compact image, calling `action`, a method of `target` taking the
    /// sender and the event.
    public convenience init<T: AnyObject, S>(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: T, action: @escaping (T) -> (S, UIEvent?) -> Void
    ) {
        self.init(image: image, landscapeImagePhone: landscapeImagePhone, style: style, target: target, action: nil as Selector?)
        setMethod(target, action)
    }

    private func setMethod<T: AnyObject>(_ target: T, _ call: @escaping @MainActor (T, UIBarButtonItem, UIEvent?) -> Void) {
        typedAction = { [weak target] item, event in
            guard let target else { return }
            call(target, item, event)
        }
    }

    private func setMethod<T: AnyObject, S>(_ target: T, _ action: @escaping (T) -> (S) -> Void) {
        let name = "\(type(of: action))"
        setMethod(target) { target, item, _ in
            guard let sender = castSender(item, to: S.self, action: name, target: target) else { return }
            action(target)(sender)
        }
    }

    private func setMethod<T: AnyObject, S>(_ target: T, _ action: @escaping (T) -> (S, UIEvent?) -> Void) {
        let name = "\(type(of: action))"
        setMethod(target) { target, item, event in
            guard let sender = castSender(item, to: S.self, action: name, target: target) else { return }
            action(target)(sender, event)
        }
    }

    // MARK: Sending

    /// Whether the item has an action to send (else a tap shows its menu).
    var hasAction: Bool { primaryAction != nil || typedAction != nil || action != nil }

    /// Performs the item's action, as a tap on it does: `primaryAction`, else the typed method, else the
    /// selector (to `target`, or along the responder chain starting at the first responder); with none,
    /// shows the menu next to `view`.
    func sendAction(for event: UIEvent?, from view: UIView? = nil) {
        guard isEnabled else { return }
        if !hasAction, let menu, let view {
            showMenu(menu, from: view)
        } else if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let typedAction {
            typedAction(self, event)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        }
    }

    /// Shows `menu` next to `view` (the item's view in its bar).
    func showMenu(_ menu: UIMenu, from view: UIView) {
        guard let window = view.window else { return }
        MenuPanel.show(menu, from: view.convert(view.bounds, to: window), in: window, sender: self)
    }

    // MARK: Customizing the look

    /// Sets the background image for `state` and `barMetrics` (any style): how an iOS 7 item gets a border.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]))
        customization.backgroundImages[state, nil, barMetrics] = backgroundImage
        itemDidChange()
    }

    /// The background image set for `state` and `barMetrics` (any style).
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        customization.backgroundImages[state, nil, barMetrics]
    }

    /// Sets the background image for `state`, `style` and `barMetrics`; it wins over the image for any style.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(
            Self.appearanceKey("backgroundImage", [state.rawValue, UInt(style.rawValue), UInt(barMetrics.rawValue)]))
        customization.backgroundImages[state, style, barMetrics] = backgroundImage
        itemDidChange()
    }

    /// The background image set for `state`, `style` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        customization.backgroundImages[state, style, barMetrics]
    }

    /// Moves the background (not a custom view) vertically for `barMetrics`.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backgroundVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]))
        customization.backgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    /// The background's vertical adjustment for `barMetrics` (0).
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        customization.backgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    /// Moves the title for `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("titlePositionAdjustment", [UInt(barMetrics.rawValue)]))
        customization.titleAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    /// The title's adjustment for `barMetrics` (zero).
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        customization.titleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Sets the background image the item shows as a navigation bar's back button, for `state` and
    /// `barMetrics`. It applies only to an item used as a back button.
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backButtonBackgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]))
        customization.backButtonBackgroundImages[state, nil, barMetrics] = backgroundImage
        itemDidChange()
    }

    /// The back-button background image for `state` and `barMetrics`.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        customization.backButtonBackgroundImages[state, nil, barMetrics]
    }

    /// Moves the title of the item as a back button, for `barMetrics`.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backButtonTitlePositionAdjustment", [UInt(barMetrics.rawValue)]))
        customization.backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    /// The back-button title adjustment for `barMetrics` (zero).
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        customization.backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Moves the background of the item as a back button vertically, for `barMetrics`.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backButtonBackgroundVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]))
        customization.backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    /// The back-button background's vertical adjustment for `barMetrics` (0).
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        customization.backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }
}
