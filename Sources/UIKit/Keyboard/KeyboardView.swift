/// iOS 7's system keyboard: its keys for the first responder's traits, drawn in one view, and the
/// touches that press them. It holds no text: a key's action goes to `onKey` (the keyboard host types it).
///
/// A touch highlights the key under the finger, follows the finger to other keys, and triggers the key
/// it lifts on; Shift and the plane keys act when touched, as on iOS, and delete deletes when touched
/// and then repeats while held (after `deleteRepeatDelay`, every `deleteRepeatInterval`, on UIKit's clock).
@MainActor
final class KeyboardView: UIView {
    /// Delete starts repeating after this long held, then repeats this often (iOS's rates).
    static let deleteRepeatDelay: TimeInterval = 0.5
    static let deleteRepeatInterval: TimeInterval = 0.1

    var keyboardType: UIKeyboardType = .default { didSet { if keyboardType != oldValue { plane = initialPlane } } }
    var appearance: UIKeyboardAppearance = .default { didSet { if appearance != oldValue { setNeedsDisplay() } } }
    var returnKeyType: UIReturnKeyType = .default { didSet { if returnKeyType != oldValue { relayout() } } }
    var isReturnKeyEnabled = true { didSet { if isReturnKeyEnabled != oldValue { setNeedsDisplay() } } }
    var shift = KeyboardShiftState() { didSet { if shift != oldValue { setNeedsDisplay() } } }
    var plane: KeyboardPlane = .letters { didSet { if plane != oldValue { relayout() } } }
    /// Called with the action of each key pressed.
    var onKey: (KeyboardKey.Action) -> Void = { _ in }

    private(set) var keys: [KeyboardKey] = []
    /// The index of the key under the finger, drawn highlighted.
    private(set) var highlightedKey: Int? { didSet { if highlightedKey != oldValue { setNeedsDisplay() } } }
    private var repeatTimer: MainScheduler.Token?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
        isMultipleTouchEnabled = false
        contentMode = .redraw
        relayout()
    }

    required init?(coder: NSCoder) { nil }

    var initialPlane: KeyboardPlane { KeyboardPlane.initial(for: keyboardType, idiom: UIDevice.current.userInterfaceIdiom) }

    override var frame: CGRect { didSet { if frame.size != oldValue.size { relayout() } } }
    override var bounds: CGRect { didSet { if bounds.size != oldValue.size { relayout() } } }

    private func relayout() {
        keys = KeyboardLayout.keys(
            plane: plane, type: keyboardType, idiom: UIDevice.current.userInterfaceIdiom,
            size: bounds.size, returnTitle: returnKeyType.keyboardTitle,
            returnIsFunction: returnKeyType == .default)
        highlightedKey = nil
        setNeedsDisplay()
    }

    /// The key named `name` (see `KeyboardKey.name`).
    func key(named name: String) -> KeyboardKey? { keys.first { $0.name == name } }

    /// The key at `point`: the one whose frame holds it, else the nearest (the gaps between keys belong
    /// to their neighbours, as on iOS).
    func keyIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        if let hit = keys.firstIndex(where: { $0.frame.contains(point) }) { return hit }
        func distance(_ rect: CGRect) -> CGFloat {
            hypot(max(rect.minX - point.x, 0, point.x - rect.maxX), max(rect.minY - point.y, 0, point.y - rect.maxY))
        }
        return keys.indices.min { distance(keys[$0].frame) < distance(keys[$1].frame) }
    }

    override func draw(_ rect: CGRect) { drawKeyboard(in: rect) }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        press(keyIndex(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let index = keyIndex(at: touch.location(in: self))
        guard index != highlightedKey else { return }
        stopRepeating()
        highlightedKey = index
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { highlightedKey = nil; stopRepeating() }
        guard let index = highlightedKey, keys.indices.contains(index) else { return }
        let action = keys[index].action
        switch action {
        case .shift, .plane, .delete, .none: return  // acted on touch down
        case .returnKey where !isReturnKeyEnabled: return
        default: onKey(action)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightedKey = nil
        stopRepeating()
    }

    private func press(_ index: Int?) {
        highlightedKey = index
        guard let index else { return }
        let action = keys[index].action
        switch action {
        case .shift, .plane: onKey(action)
        case .delete:
            onKey(.delete)
            startRepeating()
        default: break
        }
    }

    private func startRepeating() {
        guard let scheduler = ApplicationHost.current?.scheduler, let now = ApplicationHost.current?.now else { return }
        repeatTimer = scheduler.schedule(at: now + Self.deleteRepeatDelay, repeating: Self.deleteRepeatInterval) { [weak self] in
            self?.onKey(.delete)
        }
    }

    private func stopRepeating() {
        if let repeatTimer { ApplicationHost.current?.scheduler.cancel(repeatTimer) }
        repeatTimer = nil
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        stopRepeating()
        highlightedKey = nil
    }
}
