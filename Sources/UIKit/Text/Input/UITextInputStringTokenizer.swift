/// The tokenizer UIKit's text views use: it reads the text of its `UITextInput` and finds unit
/// boundaries in it, with the rules of `TextBoundaries` (grapheme clusters; words as in Unicode's word
/// rules, simplified; sentences; paragraphs). A position on a boundary belongs to the unit after it in
/// a forward direction and to the unit before it in a backward one.
///
/// Lines: without a layout, a line is a hard line (a paragraph). Views with laid-out text move by
/// visual lines through `position(from:in:offset:)`. // Deviation: UIKit's tokenizer asks the view's
/// layout for soft line breaks.
///
/// Source: Apple's UIKit documentation (UITextInputStringTokenizer, UITextInputTokenizer).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for the text of `textInput` (held weakly: the view owns its tokenizer).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (input, text, offset) = resolve(position),
            let range = Self.unitRange(in: text, at: offset, granularity: granularity, forward: direction.isForward)
        else { return nil }
        return input.textRange(
            from: input.position(from: input.beginningOfDocument, offset: range.lowerBound) ?? input.beginningOfDocument,
            to: input.position(from: input.beginningOfDocument, offset: range.upperBound) ?? input.endOfDocument)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let (_, text, offset) = resolve(position) else { return false }
        return Self.isBoundary(in: text, at: offset, granularity: granularity, forward: direction.isForward)
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> UITextPosition?
    {
        guard let (input, text, offset) = resolve(position) else { return nil }
        let target = Self.nextBoundary(in: text, from: offset, granularity: granularity, forward: direction.isForward)
        guard target != offset else { return nil }
        return input.position(from: input.beginningOfDocument, offset: target)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection)
        -> Bool
    {
        guard let (_, text, offset) = resolve(position) else { return false }
        return Self.unitRange(in: text, at: offset, granularity: granularity, forward: direction.isForward) != nil
    }

    /// The text and the position's UTF-16 offset into it; nil when the input is gone or the position
    /// lies outside its text.
    private func resolve(_ position: UITextPosition) -> (UIResponder & UITextInput, TextBoundaries, Int)? {
        guard let input = textInput,
            let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
            let string = input.text(in: all)
        else { return nil }
        // UIKit's own positions carry their offset, so one outside the text is recognized as such.
        let offset = (position as? TextOffsetPosition)?.offset ?? input.offset(from: input.beginningOfDocument, to: position)
        let text = TextBoundaries(string)
        guard offset >= 0, offset <= text.length else { return nil }
        return (input, text, offset)
    }

    // MARK: The rules, on offsets (shared with the editing model)

    /// The unit holding the character after `offset` (forward) or before it (backward); nil when that
    /// character is not in such a unit (a space, for words) or there is none (the text's end).
    static func unitRange(in text: TextBoundaries, at offset: Int, granularity: UITextGranularity, forward: Bool) -> Range<Int>? {
        if granularity == .document { return 0..<text.length }
        let character = forward ? text.characterBoundary(atOrBefore: offset) : text.characterBoundary(before: offset)
        guard forward ? offset < text.length : offset > 0 else { return nil }
        switch granularity {
        case .character: return character..<text.characterBoundary(after: character)
        case .word: return text.wordRange(containingCharacterAt: character)
        case .sentence:
            let bounds = text.sentenceBoundaries(around: character)
            guard let end = bounds.first(where: { $0 > character }) else { return nil }
            return (bounds.last(where: { $0 <= character }) ?? bounds[0])..<end
        case .paragraph, .line:
            let start = text.paragraphStart(atOrBefore: character), end = text.paragraphEnd(atOrAfter: character)
            return start < end ? start..<end : nil
        case .document: return 0..<text.length
        }
    }

    /// Whether `offset` ends a unit (forward) or starts one (backward).
    static func isBoundary(in text: TextBoundaries, at offset: Int, granularity: UITextGranularity, forward: Bool) -> Bool {
        guard offset >= 0, offset <= text.length else { return false }
        if granularity == .character { return text.characterBoundary(atOrBefore: offset) == offset }
        if granularity == .document { return forward ? offset == text.length : offset == 0 }
        guard let unit = unitRange(in: text, at: offset, granularity: granularity, forward: !forward) else { return false }
        return forward ? unit.upperBound == offset : unit.lowerBound == offset
    }

    /// The next boundary of `granularity` from `offset`: a unit's end forward, a unit's start backward;
    /// `offset` itself when there is none in that direction.
    static func nextBoundary(in text: TextBoundaries, from offset: Int, granularity: UITextGranularity, forward: Bool) -> Int {
        let offset = text.characterBoundary(atOrBefore: offset)
        switch granularity {
        case .character: return forward ? text.characterBoundary(after: offset) : text.characterBoundary(before: offset)
        case .word: return forward ? text.wordEnd(after: offset) : text.wordStart(before: offset)
        case .sentence:
            if forward {
                guard offset < text.length else { return offset }
                let bounds = text.sentenceBoundaries(around: offset)
                if let next = bounds.first(where: { $0 > offset }) { return next }
                return text.paragraphEnd(atOrAfter: text.characterBoundary(after: offset))
            }
            guard offset > 0 else { return 0 }
            let bounds = text.sentenceBoundaries(around: offset)
            if let previous = bounds.last(where: { $0 < offset }) { return previous }
            return text.paragraphStart(atOrBefore: text.characterBoundary(before: offset))
        case .paragraph, .line:
            if forward {
                let end = text.paragraphEnd(atOrAfter: offset)
                return end > offset
                    ? end : (offset < text.length ? text.paragraphEnd(atOrAfter: text.characterBoundary(after: offset)) : offset)
            }
            let start = text.paragraphStart(atOrBefore: offset)
            return start < offset ? start : (offset > 0 ? text.paragraphStart(atOrBefore: text.characterBoundary(before: offset)) : offset)
        case .document: return forward ? text.length : 0
        }
    }
}
