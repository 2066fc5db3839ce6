/// The base writing direction of a paragraph.
///
/// `.natural` takes the direction of the paragraph's first strong character (Unicode bidi rules P2–P3),
/// and left-to-right when it has none. Raw values are iOS's.
public enum NSWritingDirection: Int, Sendable {
    /// From the paragraph's first strong character.
    case natural = -1
    /// Left to right, whatever the text.
    case leftToRight = 0
    /// Right to left, whatever the text.
    case rightToLeft = 1
}
