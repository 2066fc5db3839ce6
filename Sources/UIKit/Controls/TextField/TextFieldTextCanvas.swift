/// The view that shows a text field's text or placeholder when the field's editor does not, under the
/// field's other subviews.
///
/// UIKit's text field shows its text in a view of its own: the field's `draw(_:)` draws only the border
/// or background image, so a subclass that overrides `draw(_:)` (floating-label fields draw their own
/// lines there) keeps its text. The canvas fills the field and draws through the field's overridable
/// `drawText(in:)` and `drawPlaceholder(in:)`, in the field's coordinates; whatever marks the field for
/// display marks it too.
final class TextFieldTextCanvas: UIView {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) { field?.drawFieldContent() }
}
