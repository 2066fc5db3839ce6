/// Finds the boundaries of text units (characters, words, sentences, paragraphs, lines, the document)
/// around positions of a `UITextInput`, for the text-input system's selection and movement.
///
/// Source: Apple's UIKit documentation (UITextInputTokenizer).
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that holds `position`, looking in `direction` when the
    /// position is on a boundary; nil when the position is not in such a unit (between words).
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity`: an end in `direction` (a
    /// forward direction asks for a unit's end, backward for its start).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`; nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    /// Whether `position` lies in a unit of `granularity`, or at its edge on the `direction` side.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
}
