/// The on-screen keyboard of the running application: which input views the first responder gets,
/// where they are, their slide, the keyboard notifications, and the keys' typing.
///
/// When the first responder changes (at the end of the outermost `FirstResponder.transaction`), or
/// `reloadInputViews()` is called, the keyboard takes the responder's input views:
/// - its `inputView`, or else the system keyboard (`KeyboardView`) for a `UIKeyInput` while
///   `UIApplication.isOnScreenKeyboardEnabled`; any responder may have an input view;
/// - its `inputAccessoryView`, on top.
/// With none of them the keyboard hides. Hidden, it slides up from below the screen (0.25 s, curve 7),
/// posting will-change-frame and will-show inside its animation block (so that what observers change
/// animates along, as on iOS), then did-change-frame and did-show when the slide ends; hiding mirrors
/// it. Up, a change of height (another responder, another accessory) moves it with the change-frame
/// notifications only; the same height posts nothing.
///
/// Source: Apple, UIResponder keyboard notifications and input views.
@MainActor
package final class KeyboardHost {
    static let animationDuration: TimeInterval = 0.25
    /// The keyboard's curve, as iOS reports it (see `UIView.AnimationCurve`).
    static let animationCurve = 7

    let window: KeyboardWindow
    let keyboardView = KeyboardView(frame: .zero)
    /// The responder whose input views are shown.
    private weak var responder: UIResponder?
    /// The views in the container now (accessory first).
    private var installed: [UIView] = []
    /// Where the input views are on screen (screen coordinates), nil while hidden or hiding.
    package private(set) var frame: CGRect?
    /// Counts moves: a hide's completion removes the views only if nothing moved the keyboard since.
    private var generation = 0
    /// What the keys typed, for autocapitalization in a responder that is not a `UITextInput`.
    var typedText = ""
    private lazy var textInputDelegate = KeyboardTextInputDelegate(host: self)

    init(screenBounds: CGRect) {
        window = KeyboardWindow(screenBounds: screenBounds)
        keyboardView.onKey = { [weak self] action in self?.keyPressed(action) }
    }

    /// Whether input views are on screen (or sliding up).
    package var isVisible: Bool { frame != nil }

    // MARK: Following the first responder

    /// Takes the first responder's input views and traits; `reload` re-reads them for the same responder.
    func update(reload: Bool = false) {
        let current = FirstResponder.current
        let newResponder = current !== responder
        if newResponder { attach(current) }
        guard let current, let content = content(for: current) else { hide(); return }
        if newResponder || reload || frame == nil { configureKeyboard(for: current, newResponder: newResponder) }
        let end = screenFrame(for: content)
        guard let begin = frame else {
            install(content)
            show(to: end)
            return
        }
        guard begin != end else { install(content); return }
        move(from: begin, to: end, content: content, duration: Self.animationDuration)
    }

    /// The screen changed size (a rotation, a window resize): the keyboard fills the new width, at its
    /// height for the new orientation, at once, with the change-frame notifications.
    func screenDidResize() {
        window.frame = UIScreen.main.bounds
        guard let begin = frame, let responder, let content = content(for: responder) else { return }
        let end = screenFrame(for: content)
        if begin != end { move(from: begin, to: end, content: content, duration: 0) }
    }

    private func attach(_ newResponder: UIResponder?) {
        if let old = responder as? UITextInput, old.inputDelegate === textInputDelegate { old.inputDelegate = nil }
        responder = newResponder
        typedText = ""
        keyboardView.shift.reset()
        if let input = newResponder as? UITextInput, input.inputDelegate == nil { input.inputDelegate = textInputDelegate }
    }

    // MARK: Input views and geometry

    private struct Content {
        var accessory: UIView?, main: UIView?
        var accessoryHeight: CGFloat, mainHeight: CGFloat
    }

    private func content(for responder: UIResponder) -> Content? {
        let accessory = responder.inputAccessoryView
        var main = responder.inputView
        var mainHeight: CGFloat = 0
        if let main { mainHeight = Self.height(of: main, fallback: systemKeyboardHeight) }
        if main == nil, responder is UIKeyInput, UIApplication.shared.isOnScreenKeyboardEnabled {
            main = keyboardView
            mainHeight = systemKeyboardHeight
        }
        guard main != nil || accessory != nil else { return nil }
        return Content(
            accessory: accessory, main: main,
            accessoryHeight: accessory.map { Self.height(of: $0, fallback: 0) } ?? 0, mainHeight: mainHeight)
    }

    private var systemKeyboardHeight: CGFloat {
        let screen = UIScreen.main.bounds.size
        return KeyboardLayout.height(idiom: UIDevice.current.userInterfaceIdiom, landscape: screen.width > screen.height)
    }

    /// A view's height as an input view: its frame's, else its intrinsic height, else `fallback`.
    private static func height(of view: UIView, fallback: CGFloat) -> CGFloat {
        let height = view.frame.height
        if height.isFinite, height > 0 { return height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic > 0 ? intrinsic : fallback
    }

    private func screenFrame(for content: Content) -> CGRect {
        let screen = UIScreen.main.bounds
        let height = content.accessoryHeight + content.mainHeight
        return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The same frame just below the screen's bottom edge.
    private func offScreen(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: UIScreen.main.bounds.height, width: frame.width, height: frame.height)
    }

    /// Puts the content's views in the container: the accessory on top, the main view under it, both
    /// at the screen's width; views of an earlier responder leave.
    private func install(_ content: Content) {
        let views = [content.accessory, content.main].compactMap { $0 }
        for view in installed where !views.contains(where: { $0 === view }) && view.superview === window.container {
            view.removeFromSuperview()
        }
        installed = views
        let width = UIScreen.main.bounds.width
        if let accessory = content.accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: content.accessoryHeight)
            if accessory.superview !== window.container { window.container.addSubview(accessory) }
        }
        if let main = content.main {
            main.frame = CGRect(x: 0, y: content.accessoryHeight, width: width, height: content.mainHeight)
            if main.superview !== window.container { window.container.addSubview(main) }
        }
    }

    // MARK: Moving, with the notifications

    private func show(to end: CGRect) {
        let begin = offScreen(end)
        generation += 1
        if window.isHidden {
            UIView.performWithoutAnimation { window.container.frame = begin }
            window.isHidden = false
        }
        frame = end
        animate(
            duration: Self.animationDuration,
            { [self] in
                window.container.frame = end
                post(UIResponder.keyboardWillChangeFrameNotification, begin, end, Self.animationDuration)
                post(UIResponder.keyboardWillShowNotification, begin, end, Self.animationDuration)
            },
            completion: { [self] in
                post(UIResponder.keyboardDidChangeFrameNotification, begin, end, Self.animationDuration)
                post(UIResponder.keyboardDidShowNotification, begin, end, Self.animationDuration)
            })
    }

    private func hide() {
        guard let begin = frame else { return }
        let end = offScreen(begin)
        frame = nil
        generation += 1
        let hiding = generation
        animate(
            duration: Self.animationDuration,
            { [self] in
                window.container.frame = end
                post(UIResponder.keyboardWillChangeFrameNotification, begin, end, Self.animationDuration)
                post(UIResponder.keyboardWillHideNotification, begin, end, Self.animationDuration)
            },
            completion: { [self] in
                if hiding == generation {
                    for view in installed where view.superview === window.container { view.removeFromSuperview() }
                    installed = []
                    window.isHidden = true
                }
                post(UIResponder.keyboardDidChangeFrameNotification, begin, end, Self.animationDuration)
                post(UIResponder.keyboardDidHideNotification, begin, end, Self.animationDuration)
            })
    }

    private func move(from begin: CGRect, to end: CGRect, content: Content, duration: TimeInterval) {
        frame = end
        generation += 1
        animate(
            duration: duration,
            { [self] in
                install(content)
                window.container.frame = end
                post(UIResponder.keyboardWillChangeFrameNotification, begin, end, duration)
            },
            completion: { [self] in
                post(UIResponder.keyboardDidChangeFrameNotification, begin, end, duration)
            })
    }

    private func animate(duration: TimeInterval, _ changes: @escaping () -> Void, completion: @escaping () -> Void) {
        guard duration > 0 else {
            UIView.performWithoutAnimation(changes)
            completion()
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16),
            animations: changes, completion: { _ in completion() })
    }

    private func post(_ name: Notification.Name, _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval) {
        NotificationCenter.default.post(
            name: name, object: nil,
            userInfo: [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ])
    }
}
