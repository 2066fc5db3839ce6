/// How lines sit horizontally in their container.
///
/// `.natural` follows the paragraph's writing direction: left for left-to-right text, right for
/// right-to-left text. `.justified` stretches every line but a paragraph's last to the full width.
/// Raw values are iOS's.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left margin, whatever the writing direction.
    case left = 0
    /// Lines are centred between the margins.
    case center = 1
    /// Lines end at the right margin, whatever the writing direction.
    case right = 2
    /// Lines fill the width, except a paragraph's last line, which is aligned naturally.
    case justified = 3
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural = 4
}
