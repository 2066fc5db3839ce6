/// A scrollable, multi-line region of styled text that the user can edit, select and copy, with links
/// detected in it.
///
/// UIKit's contract, which OpenUIKit keeps:
/// - It is a scroll view: the text wraps at the view's width less `textContainerInset` and the content
///   grows downward; `contentSize` is the laid-out text's size plus the insets, as wide as the view. It
///   draws no border.
/// - Editable (`isEditable`, the default), a tap makes it first responder and places the caret; typing,
///   Return ("\n"), deleting, cut and paste edit the text, each asking the delegate first,
///   and the view scrolls to keep the caret visible.
/// - Not editable, it reads like a multi-line label that scrolls; its text can still be selected and
///   copied (`isSelectable`), and `dataDetectorTypes` turns phone numbers and links into tappable links.
/// - Text set by code (`text`, `attributedText`) calls no delegate method and posts no notification.
///
/// Source: Apple, UITextView.
/// Deviation: `delegate` is the scroll view's property (Swift cannot narrow a stored property's type in
/// a subclass): assign a `UITextViewDelegate` to it; the text view asks it through that protocol.
/// Unsupported: TextKit (`textContainer`, `layoutManager`, `textStorage`, `init(frame:textContainer:)`)
/// and text attachments; OpenUIKit lays text out with Pango.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditorHost {
    /// The editing engine: the text, selection, layout, drawing, keys and touches.
    var editor: TextEditor!
    /// The user's styled text while the view is not editable (the editor holds it decorated with links).
    var sourceText = NSAttributedString(string: "")
    /// The links found by `dataDetectorTypes` in the current text (when not editable).
    var detectedLinks: [DetectedData] = []
    /// The link a touch went down on, opened if the touch ends on it.
    var pressedLink: (range: NSRange, url: URL)?
    /// Set while code (not the user) changes the text: the delegate hears nothing.
    var isChangingTextInCode = false
    var paragraphStyleCache: NSParagraphStyle?

    /// Creates an empty, editable text view with a white background (UIKit's default).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        editor = TextEditor(host: self)
        editor.wrapsLines = true
        editor.textContainerInset = editorInset
        editor.typingAttributes = defaultAttributes
        addSubview(editor.contentView)
        updateContentSize()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Text

    /// The text. Setting it replaces the whole text in `font`, `textColor` and `textAlignment`, puts the
    /// caret at the end and calls no delegate method; nil becomes "". Default "".
    open var text: String! {
        get { isEditable ? editor.text : sourceText.string }
        set { attributedText = NSAttributedString(string: newValue ?? "", attributes: defaultAttributes) }
    }

    /// The styled text. Setting it replaces the text (its own attributes win over `font` and
    /// `textColor`), puts the caret at the end and calls no delegate method; nil becomes empty.
    open var attributedText: NSAttributedString! {
        get { isEditable ? editor.attributedText : sourceText }
        set { replaceText(with: newValue ?? NSAttributedString(string: "")) }
    }

    /// The font of the whole text. Setting it applies the font to all of the text and to typing.
    /// Default nil: the text is drawn in the system font at 12 points, as UIKit's text view does.
    open var font: UIFont? {
        didSet { applyToWholeText(.font, font ?? Self.defaultFont) }
    }

    /// The colour of the whole text. Setting it colours all of the text and typing. Default nil: black.
    open var textColor: UIColor? {
        didSet { applyToWholeText(.foregroundColor, textColor ?? .label) }
    }

    /// How the text's lines are aligned; setting it applies to every paragraph. Default `.natural`
    /// (left for left-to-right text, right for right-to-left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            applyToWholeText(.paragraphStyle, paragraphStyle)
        }
    }

    /// The attributes typed text gets: font, colour, paragraph style. UIKit resets them to the
    /// attributes of the text before the caret whenever the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { editor.typingAttributes }
        set { editor.typingAttributes = newValue }
    }

    /// The attributes of links (`dataDetectorTypes` and `.link` attributes) while not editable.
    /// Default: the tint colour (detected links are also underlined).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkTextAttributesStorage ?? [.foregroundColor: tintColor as Any] }
        set { linkTextAttributesStorage = newValue; refreshLinks() }
    }
    var linkTextAttributesStorage: [NSAttributedString.Key: Any]?

    /// Margins between the view's content and its text container. Default (8, 0, 8, 0); the lines also
    /// keep TextKit's 5-point line fragment padding at each side. Negative or non-finite components are
    /// taken as 0.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let fixed = UIEdgeInsets(
                top: Self.sanitized(textContainerInset.top), left: Self.sanitized(textContainerInset.left),
                bottom: Self.sanitized(textContainerInset.bottom), right: Self.sanitized(textContainerInset.right))
            if fixed != textContainerInset { textContainerInset = fixed; return }
            editor.textContainerInset = editorInset
            setNeedsLayout()
            updateContentSize()
        }
    }

    // MARK: Behaviour

    /// Whether the user can edit the text. Default true. A view that is not editable does not become
    /// first responder on a tap, resigns if it was, and shows detected links.
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if !isEditable {
                if isFirstResponder { resignFirstResponder() }
                sourceText = editor.attributedText
            }
            editor.isEditable = isEditable
            refreshLinks()
        }
    }

    /// Whether the user can select the text (and copy it, and tap links) when the view is not editable.
    /// Default true.
    open var isSelectable = true {
        didSet { editor.isSelectable = isSelectable }
    }

    /// The kinds of data shown as tappable links while the view is not editable: a tap
    /// on one asks the delegate's `textView(_:shouldInteractWith:in:interaction:)`, then opens its URL
    /// (`tel:`, `mailto:`, `http:`) with `UIApplication.shared.open(_:)`. Default `[]` (none).
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { if dataDetectorTypes != oldValue { refreshLinks() } }
    }

    /// Whether inserting text while editing replaces the whole text; false by default. The insertion
    /// that clears sets it back to false, as Apple documents. Source: Apple, clearsOnInsertion.
    open var clearsOnInsertion = false

    /// Whether the user may change the text's style (bold, italic, underline edit actions). Default false.
    open var allowsEditingTextAttributes = false

    /// The selected range (UTF-16); a caret is an empty range. Setting it selects that range, clamped to
    /// the text (a location past the end puts the caret at the end). Default: the caret after the text.
    open var selectedRange: NSRange {
        get { editor.model.selectedRange }
        set { editor.model.select(newValue) }
    }

    /// Scrolls the least distance that shows `range` (UTF-16, clamped to the text): its first line when it
    /// is taller than the view.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let clamped = editor.model.clamp(range)
        let rects = editor.textRects(clamped)
        var target = rects.isEmpty ? editor.caretRect(atOffset: clamped.lowerBound) : rects.reduce(rects[0]) { $0.union($1) }
        target = convert(target, from: editor.contentView)
        if target.height > bounds.height, let first = rects.first { target = convert(first, from: editor.contentView) }
        scrollRectToVisible(target, animated: false)
    }

    // MARK: Text input traits (UITextInputTraits, with UIKit's defaults)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Secure entry draws one "•" per character and disables copy and cut. Default false.
    open var isSecureTextEntry = false {
        didSet { editor.isSecure = isSecureTextEntry }
    }
    open var textContentType: UITextContentType!

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Shown instead of the system keyboard while the text view is first responder; nil (the keyboard)
    /// by default. Call `reloadInputViews()` after changing it while editing. Source: Apple, `UITextView.inputView`.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Shown on top of the keyboard while the text view is first responder; nil by default.
    /// Source: Apple, `UITextView.inputAccessoryView`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Editing session (first responder)

    /// An editable text view can become first responder; one that is not editable cannot, by a tap or
    /// otherwise.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks `textViewShouldBeginEditing(_:)` (false: nothing changes, returns false),
    /// becomes first responder and shows the caret, then calls `textViewDidBeginEditing(_:)` and posts
    /// `textDidBeginEditingNotification` (`EditingSession`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        EditingSession.begin(
            self, shouldBegin: shouldBeginEditing, become: { super.becomeFirstResponder() },
            didBegin: didBeginEditing)
    }

    /// Ends editing: asks `textViewShouldEndEditing(_:)` (false: stays first responder, returns false),
    /// resigns and hides the caret, then calls `textViewDidEndEditing(_:)` and posts
    /// `textDidEndEditingNotification`. `endEditing(true)` forces it: the delegate is not asked.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        EditingSession.end(
            self, shouldEnd: shouldEndEditing, resign: { super.resignFirstResponder() },
            didEnd: didEndEditing)
    }

    /// Links drawn in the default link colour (the tint) follow a tint change.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if linkTextAttributesStorage == nil, !isEditable, !sourceText.string.isEmpty { refreshLinks() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        editor.visibleRectDidChange()
    }

    // MARK: Touches, keys and edit actions (the editor's)

    /// A touch on a link (not editable) is remembered, to open the link if it ends there. A touch on the
    /// text while editing, or on selectable text, places the caret or selects; on an editable view that
    /// is not editing, the tap's end begins editing (so that a drag scrolls without editing).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedLink = touches.first.flatMap { link(at: $0.location(in: self)) }
        if isFirstResponder || !isEditable, editor.touchesBegan(touches, with: event) { return }
        if !isEditable && pressedLink == nil { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editor.touchesMoved(touches, with: event), !isEditable, pressedLink == nil { super.touchesMoved(touches, with: event) }
    }

    /// Ends a touch: opens the link it went down on if it ends on the same link (asking the delegate),
    /// or, on an editable view that is not editing, begins editing with the caret where it ended.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedLink = nil }
        let handled = editor.touchesEnded(touches, with: event)
        if let pressed = pressedLink, let touch = touches.first,
            let link = link(at: touch.location(in: self)), link.range == pressed.range
        {
            openLink(link)
        } else if isEditable, !isFirstResponder, touches.count == 1 {
            if becomeFirstResponder() {
                editor.touchesBegan(touches, with: event)
                editor.touchesEnded(touches, with: event)
            }
        } else if !handled, !isEditable {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedLink = nil
        if !editor.touchesCancelled(touches, with: event), !isEditable { super.touchesCancelled(touches, with: event) }
    }

    /// Arrows (with Shift, Option, Command), Home/End, Delete and the other editing keys act on the text
    /// while editing; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isFirstResponder, editor.pressesBegan(presses, with: event) { return }
        super.pressesBegan(presses, with: event)
    }

    /// Copy needs a selection; cut, paste and delete an editable view; select and select all some text.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editor.canPerformAction(action, withSender: sender) ?? super.canPerformAction(action, withSender: sender)
    }
    open override func cut(_ sender: Any?) { editor.cut(sender) }
    open override func copy(_ sender: Any?) { editor.copy(sender) }
    open override func paste(_ sender: Any?) { editor.paste(sender) }
    open override func select(_ sender: Any?) { editor.select(sender) }
    open override func selectAll(_ sender: Any?) { editor.selectAll(sender) }
    open override func delete(_ sender: Any?) { editor.delete(sender) }

    // MARK: UIKeyInput (the keyboard types through these)

    open var hasText: Bool { editor.hasText }

    /// Types `text` at the selection, asking the delegate first; Return arrives as "\n".
    /// With `clearsOnInsertion` (while editing), the insertion replaces the whole text and turns it off.
    open func insertText(_ text: String) {
        if clearsOnInsertion, editor.isEditing {
            clearsOnInsertion = false
            editor.model.selectAll()
        }
        editor.insertText(text)
    }

    open func deleteBackward() { editor.deleteBackward() }

    // MARK: Text and ranges

    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }

    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() { editor.unmarkText() }

    // MARK: Positions

    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editor.compare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }

    // MARK: Delegate and tokenizer

    open var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    open var tokenizer: UITextInputTokenizer { editor.tokenizer }

    // MARK: Writing direction

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
        updateContentSize()
    }

    // MARK: Geometry and hit-testing (the text view's coordinates)

    open func firstRect(for range: UITextRange) -> CGRect { convert(editor.firstRect(for: range), from: editor.contentView) }
    open func caretRect(for position: UITextPosition) -> CGRect { convert(editor.caretRect(for: position), from: editor.contentView) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        editor.selectionRects(for: range).map { ConvertedSelectionRect($0, rect: convert($0.rect, from: editor.contentView)) }
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        editor.closestPosition(to: convert(point, to: editor.contentView))
    }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: convert(point, to: editor.contentView), within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? {
        editor.characterRange(at: convert(point, to: editor.contentView))
    }

    // MARK: Defaults

    /// TextKit's line fragment padding: UIKit's text container leaves 5 points on each side of every line,
    /// inside `textContainerInset`.
    static let lineFragmentPadding: CGFloat = 5

    /// The editor's inset: `textContainerInset` plus the line fragment padding at the sides.
    var editorInset: UIEdgeInsets {
        UIEdgeInsets(
            top: textContainerInset.top, left: textContainerInset.left + Self.lineFragmentPadding,
            bottom: textContainerInset.bottom, right: textContainerInset.right + Self.lineFragmentPadding)
    }

    /// The font text is drawn in when `font` is nil: the system font at 12 points.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// The paragraph style of `textAlignment`: one instance until the alignment changes.
    // Deviation: one shared instance, because Linux Foundation's NSMutableAttributedString traps when an
    // edit joins runs whose attribute values are equal but distinct objects (seen with NSParagraphStyle).
    var paragraphStyle: NSParagraphStyle {
        if let cached = paragraphStyleCache, cached.alignment == textAlignment { return cached }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        paragraphStyleCache = style
        return style
    }

    /// The attributes of text set with `text`, and of typing into an empty view.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraphStyle]
    }
}
