/// A position in a text-input object's text. UIKit's class is abstract: each view that adopts
/// `UITextInput` returns its own subclass, and only that view interprets it. UIKit's own text views
/// use `TextOffsetPosition`, a UTF-16 offset (as `NSRange` counts).
///
/// Source: Apple's UIKit documentation (UITextPosition, iOS 3.2+).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A range of text in a text-input object: from `start` to `end`, which the owning view interprets.
///
/// Source: Apple's UIKit documentation (UITextRange, iOS 3.2+).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// Whether the range is empty (a caret). UIKit's abstract class reports true; subclasses answer.
    open var isEmpty: Bool { true }
    /// The start of the range. The abstract class's answer is a bare position; subclasses override.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range.
    open var end: UITextPosition { UITextPosition() }
}

/// The position UIKit's text views use: a UTF-16 offset into the text, always on a grapheme-cluster
/// boundary when a view made it. Equal offsets are equal positions.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset; super.init() }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset.hashValue }
    override var description: String { "TextOffsetPosition(\(offset))" }
}

/// The range UIKit's text views use: UTF-16 offsets, `lowerBound` ≤ `upperBound`.
final class TextOffsetRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) { self.range = range; super.init() }
    convenience init(_ nsRange: NSRange) { self.init(nsRange.location..<nsRange.location + nsRange.length) }
    var nsRange: NSRange { NSRange(location: range.lowerBound, length: range.count) }
    override var isEmpty: Bool { range.isEmpty }
    override var start: UITextPosition { TextOffsetPosition(range.lowerBound) }
    override var end: UITextPosition { TextOffsetPosition(range.upperBound) }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.hashValue }
    override var description: String { "TextOffsetRange(\(range.lowerBound)..<\(range.upperBound))" }
}
