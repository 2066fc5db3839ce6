/// The direction of a position relative to another in storage (logical order).
///
/// Source: Apple's UIKit documentation (UITextStorageDirection).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// A direction on screen, for moving through laid-out text.
///
/// Source: Apple's UIKit documentation (UITextLayoutDirection).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// A storage or layout direction, as the tokenizer's methods take it (Objective-C's `UITextDirection`
/// integer: storage directions are 0-1, layout directions 2-5).
///
/// Source: Apple's UIKit documentation (UITextDirection).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction goes towards the end of the text (forward; right and down in
    /// left-to-right text). Unknown raw values count as forward.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue: false
        default: true
        }
    }
}

/// The unit a tokenizer measures text in.
///
/// Source: Apple's UIKit documentation (UITextGranularity).
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}
