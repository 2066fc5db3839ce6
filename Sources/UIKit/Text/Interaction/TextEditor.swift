/// The text-editing engine behind UITextField and UITextView: it keeps the styled text in step with the
/// editing model, lays it out paragraph by paragraph, draws it with the selection, the marked text's
/// underline and a blinking caret in ``contentView``, and turns keys, touches and edit actions into
/// edits. One editor per view; the view (its ``TextEditorHost``) is the first responder and the
/// `UITextInput`, forwarding each method to the editor's method of the same name.
///
/// Geometry (`caretRect(for:)`, `selectionRects(for:)`, `closestPosition(to:)`, ...) is in
/// ``contentView``'s coordinates: the host converts when its own coordinates differ.
///
/// Source: Apple's UITextField, UITextView and UITextInput documentation.
@MainActor
final class TextEditor {
    /// The view that edits through this editor (weak: the view owns the editor).
    weak var host: (any TextEditorHost)?
    /// The text, selection, marked text and undo.
    let model: TextEditingModel
    /// Draws the text, the selection, the marked text's underline and the caret. The host adds it as a
    /// subview and sets its frame: the field's text rectangle, or the text view's whole content.
    let contentView: TextEditorContentView

    /// The styled text, kept in step with `model.text` by every edit.
    private(set) var storage = NSMutableAttributedString(string: "")
    /// The laid-out paragraphs.
    var layout = TextEditorLayout()
    /// The caret's blinking, on UIKit's clock.
    let blink = CaretBlink()
    /// Set while the editor itself replaces the whole text (the storage is already current).
    var isReplacingStorage = false
    /// The field's horizontal scroll (single-line text longer than the field), in points.
    var horizontalScroll: CGFloat = 0
    /// The anchor of a drag selection and the granularity of the touch that started it.
    var touchSelection: TouchSelection?
    /// The x that Up and Down keep while they move the caret line by line (content view coordinates).
    var goalX: CGFloat?

    init(host: any TextEditorHost) {
        self.host = host
        model = TextEditingModel()
        contentView = TextEditorContentView(frame: .zero)
        contentView.editor = self
        model.shouldChangeText = { [weak self] range, replacement in
            self?.host?.textEditorShouldChange(range, replacement: replacement) ?? true
        }
        model.didChange = { [weak self] change in self?.modelDidChange(change) }
        blink.onChange = { [weak self] in self?.updateCaretVisibility() }
        rebuildLayout()
    }

    // MARK: Configuration

    /// The styled text. Setting it replaces the text (the caret goes to the end, marked text ends, undo
    /// actions for the old text go) without asking the host's gate, between the input delegate's
    /// `textWillChange` and `textDidChange`; edits later insert text with ``typingAttributes``.
    var attributedText: NSAttributedString {
        get { NSAttributedString(attributedString: storage) }
        set {
            // A change the text-input system did not make: its delegate hears of it.
            notifyingText {
                storage = NSMutableAttributedString(attributedString: newValue)
                typedAttributesEnd = nil
                isReplacingStorage = true
                model.setText(newValue.string)
                isReplacingStorage = false
            }
        }
    }

    /// The plain text.
    var text: String { model.text }

    /// The attributes of typed text: font, colour, paragraph style. UIKit resets them to the attributes
    /// of the text before the caret when the selection moves (UITextView.typingAttributes).
    var typingAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet {
            typedAttributesEnd = nil
            if storage.length == 0 { layoutAll() }
        }
    }
    /// An offset whose preceding character has exactly the typing attributes (the caret after typing,
    /// or after the caret adopted them), so that text inserted there inherits them without building an
    /// attributed string: the common keystroke.
    var typedAttributesEnd: Int?

    /// Secure entry: each character (grapheme cluster) is drawn as one "•", and copy and cut are
    /// unavailable. Source: Apple, `UITextInputTraits.isSecureTextEntry`.
    var isSecure = false { didSet { if isSecure != oldValue { layoutAll() } } }

    /// Wrapping (UITextView): lines wrap at the content view's width less the insets, and the content
    /// grows downward. Without (UITextField): each paragraph is one line, centred vertically in the
    /// content view, aligned by its paragraph style when it fits and scrolled sideways to keep the caret
    /// visible when it does not.
    var wrapsLines = true { didSet { if wrapsLines != oldValue { contentView.clipsToBounds = !wrapsLines; layoutAll() } } }

    /// Whether edits by the user are allowed (typing, deleting, cut, paste). Default true.
    var isEditable = true
    /// Whether the text can be selected (touches, keys, select actions) when not editable. Default true.
    var isSelectable = true

    /// Editing: the caret is shown and blinks, and the selection is shown. The host sets it when it
    /// becomes and resigns first responder.
    var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            // Edits register with the responder's undo manager (the window's by default).
            if isEditing { model.undoManager = host?.undoManager }
            if !isEditing, model.markedRange != nil { model.unmarkText() }
            updateSelectionDisplay(restartingBlink: true)
        }
    }

    /// Space between the content view's edges and the text. Default zero (UITextView uses 8, 0, 8, 0).
    var textContainerInset: UIEdgeInsets = .zero { didSet { if textContainerInset != oldValue { layoutAll() } } }

    /// How marked text looks: UIKit draws it underlined; a `.backgroundColor` here fills behind it, and
    /// a `.foregroundColor` colours the underline. Nil: the default underline.
    var markedTextStyle: [NSAttributedString.Key: Any]? { didSet { updateSelectionDisplay(restartingBlink: false) } }

    /// The laid-out text's size plus ``textContainerInset``: a text view's content size. For a field, the
    /// one line's natural width and height.
    var usedSize: CGSize {
        CGSize(
            width: layout.size.width + textContainerInset.left + textContainerInset.right,
            height: layout.size.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// The text-input system's delegate, told of changes it did not make (the host's `inputDelegate`
    /// forwards here). Held weakly, as UIKit's views hold it.
    weak var inputDelegate: UITextInputDelegate?

    /// The tokenizer of the host's text (UIKit's string tokenizer).
    private(set) lazy var tokenizer: UITextInputTokenizer = {
        guard let host else { preconditionFailure("TextEditor.tokenizer: the host view is gone") }
        return UITextInputStringTokenizer(textInput: host)
    }()

    /// The tint colour the caret and selection use: the host's.
    var tintColor: UIColor { host?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }

    // MARK: Changes

    /// The model's report of a change: the storage follows the text, the edited paragraphs are laid out
    /// again and redrawn, the caret and selection move, then the host hears of it.
    private func modelDidChange(_ change: TextChange?) {
        if let change {
            if !isReplacingStorage { applyToStorage(change) }
            relayout(after: change)
        } else {
            adoptTypingAttributesAtCaret()
        }
        updateSelectionDisplay(restartingBlink: true)
        host?.textEditorDidChange(change)
    }

    /// Replaces the changed range of the storage with the model's new text in the typing attributes.
    private func applyToStorage(_ change: TextChange) {
        let inserted = model.utf16Substring(change.insertedRange.location..<change.insertedRange.location + change.insertedLength)
        let replaced = NSRange(
            location: min(change.replacedRange.location, storage.length),
            length: min(change.replacedRange.length, max(0, storage.length - change.replacedRange.location)))
        if replaced.length == 0, replaced.location > 0, replaced.location == typedAttributesEnd {
            // Inserted characters take the attributes of the character before them: the typing ones.
            storage.replaceCharacters(in: replaced, with: inserted)
        } else {
            storage.replaceCharacters(in: replaced, with: NSAttributedString(string: inserted, attributes: typingAttributes))
        }
        typedAttributesEnd = inserted.isEmpty ? nil : change.insertedRange.location + change.insertedLength
        if storage.length != model.length {
            // Never expected; keep the storage whole rather than drawing a mismatch.
            storage = NSMutableAttributedString(string: model.text, attributes: typingAttributes)
        }
    }

    /// UIKit: when the caret moves, typing continues in the attributes of the character before it.
    private func adoptTypingAttributesAtCaret() {
        guard storage.length > 0, model.selection.isEmpty, model.markedRange == nil else { return }
        let at = max(0, min(model.head, storage.length) - 1)
        typingAttributes = storage.attributes(at: at, effectiveRange: nil)
        if model.head > 0 { typedAttributesEnd = model.head }
    }
}
