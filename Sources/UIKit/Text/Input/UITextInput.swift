/// A responder that edits text with the system's text services: a keyboard, an input method composing
/// marked text, selection handles, the edit menu. The view owns the text and its positions; the
/// system reads and changes them only through these methods.
///
/// Positions and ranges are the adopting view's own `UITextPosition`/`UITextRange` subclasses. Methods
/// that take positions answer nil (or leave the text alone) for a position outside the text, as UIKit's
/// views do. The geometry methods (`firstRect(for:)`, `caretRect(for:)`, `selectionRects(for:)`,
/// `closestPosition(to:)`, `characterRange(at:)`) answer in the view's coordinates.
///
/// Source: Apple's UIKit documentation (UITextInput, iOS 3.2+).
/// Deviation: the protocol's optional members are members with default implementations here (Swift
/// protocols without Objective-C have no optional requirements).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // Replacing and returning text
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // Marked and selected text
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    // Positions and ranges
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?

    // Delegate and tokenizer
    var inputDelegate: UITextInputDelegate? { get set }
    var tokenizer: UITextInputTokenizer { get }

    // Writing direction
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Geometry and hit-testing
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    /// Whether the system may replace `range` with `text` (autocorrection, dictation). Default true.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
}

/// The object the text-input system gives a `UITextInput` to hear about changes it did not make itself:
/// a view calls `selectionWillChange`/`selectionDidChange` and `textWillChange`/`textDidChange` around
/// changes made by code or by touches (not around the system's own `insertText`/`replace` calls).
///
/// Source: Apple's UIKit documentation (UITextInputDelegate).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// One rectangle of a selection's highlight, with what the selection handles need to know.
///
/// Source: Apple's UIKit documentation (UITextSelectionRect). The class is abstract: a view returns
/// subclasses from `selectionRects(for:)`; UIKit's answers are the base class's defaults.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() { super.init() }
    /// The rectangle, in the view's coordinates. Default `.zero`.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle. Default `.natural`.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the selection's start. Default false.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the selection's end. Default false.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle is laid out vertically. Default false.
    open var isVertical: Bool { false }
}
