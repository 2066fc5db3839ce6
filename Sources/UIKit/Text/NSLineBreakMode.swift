/// What happens to a line that is too long for its container.
///
/// In string drawing (TextKit) only the two wrapping modes make a paragraph span several lines; with
/// the clipping and truncating modes each paragraph is one line, clipped or shortened with an ellipsis.
/// UILabel with more than one line wraps at word boundaries in every mode and applies truncation to
/// its last visible line. Raw values are iOS's.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries; a word longer than the line is broken between characters.
    case byWordWrapping = 0
    /// Wraps between characters.
    case byCharWrapping = 1
    /// One line per paragraph; what does not fit is not drawn.
    case byClipping = 2
    /// One line per paragraph ending "…" + its end.
    case byTruncatingHead = 3
    /// One line per paragraph: its start + "…".
    case byTruncatingTail = 4
    /// One line per paragraph: start + "…" + end.
    case byTruncatingMiddle = 5
}
