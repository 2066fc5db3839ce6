/// The window the keyboard lives in, above every application window (as iOS's text effects window):
/// it fills the screen, draws nothing of its own and lets touches outside the keyboard through to the
/// windows below. `container` holds the input views: the accessory view on top, the keyboard (or the
/// responder's `inputView`) under it; its frame is the keyboard's frame in the notifications.
///
/// Not an application window: `UIApplication.windows` does not list it; the application host
/// composites it last and offers it touches first.
@MainActor
final class KeyboardWindow: UIWindow {
    /// Above alerts (2000) and the status bar (1000), as iOS's keyboard window.
    static let keyboardLevel = UIWindow.Level(rawValue: 10_000_000)

    let container = UIView(frame: .zero)

    init(screenBounds: CGRect) {
        super.init(frame: screenBounds, isApplicationWindow: false)
        windowLevel = Self.keyboardLevel
        addSubview(container)
    }

    required init?(coder: NSCoder) { nil }

    /// Only the input views take touches; elsewhere the touch falls through to the windows below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
