/// A selection rectangle of the editor, moved into its host's coordinates (a text field's or a text view's).
final class ConvertedSelectionRect: UITextSelectionRect {
    private let base: UITextSelectionRect
    private let converted: CGRect
    init(_ base: UITextSelectionRect, rect: CGRect) { self.base = base; converted = rect; super.init() }
    override var rect: CGRect { converted }
    override var writingDirection: NSWritingDirection { base.writingDirection }
    override var containsStart: Bool { base.containsStart }
    override var containsEnd: Bool { base.containsEnd }
    override var isVertical: Bool { base.isVertical }
}
