/// The root of a view hierarchy on screen: it receives events from the application and sends touches
/// to the views they hit. Windows are hidden until `makeKeyAndVisible()` (or `isHidden = false`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's level: higher levels are drawn above lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The root view controller: its view fills the window (resized with it) and gets the appearance
    /// and size-transition callbacks.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            rootViewController?.rootOfWindow = self
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
            defer { if isKeyWindow { ApplicationHost.current?.topControllersDidChange() } }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// Whether the window is hidden (windows start hidden). Showing or hiding it makes the controllers
    /// whose views it shows appear or disappear.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { UIViewController.windowVisibilityDidChange(self) } }
    }

    /// The level; `.normal` by default.
    open var windowLevel: Level = .normal
    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// On a pad, a window narrower than this is compact in width: UIKit (iOS 9 multitasking) makes an app
    /// in Slide Over or on the narrow side of Split View compact (320 to 592 points wide on every pad, and
    /// 639 for a 12.9-inch pad's two thirds held upright), and regular from 678 points.
    static let padCompactWidthLimit: CGFloat = 640

    /// The screen's traits the window starts from: compact in width for a narrow window on a pad.
    var screenTraitsForWindow: UITraitCollection {
        let traits = screen.traitCollection
        guard traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular, bounds.width < Self.padCompactWidthLimit
        else { return traits }
        if let narrow = narrowTraits, narrow.screen === traits { return narrow.traits }
        var values = traits.values
        values.horizontal = .compact
        let narrow = UITraitCollection(values)
        narrowTraits = (traits, narrow)
        return narrow
    }
    /// The narrowed traits of `screenTraitsForWindow`, and the screen's traits they were made from.
    private var narrowTraits: (screen: UITraitCollection, traits: UITraitCollection)?

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        let limit = Self.padCompactWidthLimit
        if (bounds.width < limit) != (oldSize.width < limit) { traitsMayHaveChanged() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hierarchy.window = self
        isHidden = true
        UIApplication.shared.register(self)
        knownTraits = traitCollection
    }

    /// A window attached to `windowScene`, covering its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to: the one it was made with, else the application's first (every
    /// window of an app without scenes of its own belongs to that one, as on iOS 13). Nil takes it out.
    open var windowScene: UIWindowScene? {
        get { isApplicationWindow ? (sceneStorage ?? UIApplication.shared.connectedScenes.first as? UIWindowScene) : nil }
        set { sceneStorage = newValue }
    }
    private weak var sceneStorage: UIWindowScene?
    private var isApplicationWindow = true

    /// A window the application does not list (the status bar's).
    init(frame: CGRect, isApplicationWindow: Bool) {
        self.isApplicationWindow = isApplicationWindow
        super.init(frame: frame)
        hierarchy.window = self
        isHidden = true
        if isApplicationWindow { UIApplication.shared.register(self) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether this is the application's key window (the one that gets keys and first responder).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key: `resignKey()` on the old key window, then `becomeKey()` on this one.
    open func makeKey() {
        let app = UIApplication.shared
        guard app.keyWindowStorage !== self else { return }
        let old = app.keyWindowStorage
        app.keyWindowStorage = self
        old?.resignKey()
        becomeKey()
        // The key window's controllers decide the interface orientation and the status bar.
        ApplicationHost.current?.topControllersDidChange()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// A window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's own undo manager, made on first use: the one its views' edits register with.
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    /// Delivers an event: its touches to their gesture recognizers first (the hit view's and its
    /// ancestors'), then to their views (`touchesBegan`/`Moved`/`Ended`/`Cancelled` with the touches of
    /// each view in that phase) unless a recognizer cancelled or holds them back; its presses to the
    /// first responder, or the window when there is none (`pressesBegan`/`Changed`/`Ended`/`Cancelled`).
    open func sendEvent(_ event: UIEvent) {
        if let event = event as? UIPressesEvent {
            deliverPresses(event)
            return
        }
        guard event.type == .touches else { return }
        // Recognizers first (UIKit's order); what they cancel or hold back does not reach the views.
        let arbiter = GestureArbiter.shared
        arbiter.deliverToRecognizers(event.touchSet.filter { $0.window === self && $0.view != nil }, event: event)
        defer { arbiter.finishEvent() }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = event.touchSet.filter { $0.phase == phase && $0.window === self && arbiter.viewShouldReceive($0, event: event) }
            TouchDelivery.deliver(phase, touches, with: event)
        }
    }

    private func deliverPresses(_ event: UIPressesEvent) {
        let target: UIResponder = FirstResponder.current ?? self
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let presses = event.pressSet.filter { $0.phase == phase }
            guard !presses.isEmpty else { continue }
            switch phase {
            case .began: target.pressesBegan(presses, with: event)
            case .changed: target.pressesChanged(presses, with: event)
            case .ended: target.pressesEnded(presses, with: event)
            default: target.pressesCancelled(presses, with: event)
            }
        }
    }
}
