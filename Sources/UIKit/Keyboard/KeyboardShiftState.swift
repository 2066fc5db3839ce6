/// The keyboard's Shift key and its automatic capitalization, apart from views and drawing.
///
/// - A tap on Shift turns it on (one letter in upper case) or off; two taps within
///   `capsLockInterval` lock it (caps lock) until the next tap.
/// - Typing a character turns a one-letter Shift off.
/// - After every change of the text, `autocapitalizationType` turns Shift on by itself where a capital
///   is due, and off again where it is not (unless the user turned it on): `.sentences` at the start of
///   the text, after a newline, and after ".", "!" or "?" and a space; `.words` at the start and after
///   whitespace; `.allCharacters` always; `.none` never.
///
/// Source: iOS 7's keyboard; Apple's UITextAutocapitalizationType documentation.
struct KeyboardShiftState: Equatable {
    enum Mode: Equatable { case off, on, locked }

    private(set) var mode = Mode.off
    /// Whether the user (rather than autocapitalization) turned Shift on.
    private var isManual = false
    private var lastTap: TimeInterval?
    /// Two taps on Shift this close together lock it.
    static let capsLockInterval: TimeInterval = 0.35

    var isOn: Bool { mode != .off }

    mutating func tap(at time: TimeInterval) {
        if let lastTap, time - lastTap <= Self.capsLockInterval, mode == .on {
            mode = .locked
            self.lastTap = nil
            return
        }
        lastTap = time
        mode = mode == .off ? .on : .off
        isManual = mode == .on
    }

    /// A character was typed: a one-letter Shift goes off.
    mutating func didType() {
        if mode == .on { mode = .off }
        isManual = false
    }

    /// Applies autocapitalization for the text before the caret (`context`).
    mutating func autocapitalize(_ type: UITextAutocapitalizationType, context: Substring) {
        guard mode != .locked else { return }
        if Self.capitalizes(type, after: context) { mode = .on } else if !isManual { mode = .off }
    }

    mutating func reset() { self = KeyboardShiftState() }

    /// Whether `type` wants a capital after `context`.
    static func capitalizes(_ type: UITextAutocapitalizationType, after context: Substring) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let last = context.last else { return true }
            return last.isWhitespace
        case .sentences:
            let trimmed = context.reversed().drop { $0 == " " || $0 == "\t" }
            guard let last = trimmed.first else { return true }
            if last.isNewline { return true }
            return ".!?".contains(last) && trimmed.count < context.count
        }
    }
}
