/// One key of the on-screen keyboard: what it does, what it shows, where it is (in the keyboard
/// view's coordinates).
struct KeyboardKey: Equatable {
    enum Action: Equatable {
        /// Types the text (letters in upper case while Shift is on).
        case text(String)
        case shift, delete, space, returnKey
        /// Switches to another plane (123, ABC, #+=).
        case plane(KeyboardPlane)
        /// iPad: hides the keyboard (the first responder resigns).
        case dismiss
        /// A blank key (the number pad's bottom-left corner).
        case none
    }

    var action: Action
    /// The caption: a letter, a digit, "space", "123"...; empty for keys drawn as symbols (Shift,
    /// delete, the iPad's dismiss key).
    var title: String
    /// The letters under a number pad's digit ("ABC").
    var subtitle: String?
    var frame: CGRect = .zero
    /// Grey function keys (Shift, delete, 123, Return when it says "return") rather than white ones.
    var isFunction: Bool

    /// The key's name for tests and the harness: the unshifted text it types ("a", "1", ".com"), or
    /// "shift", "delete", "space", "return", "dismiss", or the plane key's caption ("123", "ABC", "#+=").
    var name: String {
        switch action {
        case .text(let text): return text
        case .shift: return "shift"
        case .delete: return "delete"
        case .space: return "space"
        case .returnKey: return "return"
        case .dismiss: return "dismiss"
        case .plane: return title
        case .none: return ""
        }
    }

    static func text(_ text: String, subtitle: String? = nil, function: Bool = false) -> KeyboardKey {
        KeyboardKey(action: .text(text), title: text, subtitle: subtitle, isFunction: function)
    }
}

/// The key sets of the keyboard: the letters, the numbers and punctuation ("123"), the symbols ("#+="),
/// and the iPhone's pads.
enum KeyboardPlane: Equatable {
    case letters, numbers, symbols, numberPad, phonePad, decimalPad

    /// The plane a keyboard type starts on. An iPad has no pads: its number keyboards start on the
    /// numbers plane.
    static func initial(for type: UIKeyboardType, idiom: UIUserInterfaceIdiom) -> KeyboardPlane {
        let pad = idiom == .pad
        switch type {
        case .numbersAndPunctuation: return .numbers
        case .numberPad, .asciiCapableNumberPad: return pad ? .numbers : .numberPad
        case .phonePad: return pad ? .numbers : .phonePad
        case .decimalPad: return pad ? .numbers : .decimalPad
        default: return .letters
        }
    }

    var isPad: Bool { self == .numberPad || self == .phonePad || self == .decimalPad }
}

extension UIReturnKeyType {
    /// The Return key's caption on iOS 7's English keyboard.
    var keyboardTitle: String {
        switch self {
        case .default: return "return"
        case .go: return "Go"
        case .google: return "Google"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .search: return "Search"
        case .send: return "Send"
        case .yahoo: return "Yahoo"
        case .done: return "Done"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "Continue"
        }
    }
}
