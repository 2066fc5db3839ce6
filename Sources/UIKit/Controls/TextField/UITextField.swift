/// A control that displays and edits one line of text.
///
/// When not editing, the field draws its text (or, empty, its placeholder) itself through
/// ``drawText(in:)`` and ``drawPlaceholder(in:)`` in ``textRect(forBounds:)``, inside its border or
/// `background` image. A tap makes it first responder and it edits: typed text goes through the
/// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, Return asks
/// `textFieldShouldReturn(_:)`; the delegate, control events and notifications come in UIKit's order
/// (see ``UITextFieldDelegate``). Setting `text` or `attributedText` in code sends no event.
///
/// Events: every touch event except `.touchUpInside` and `.touchUpOutside`, and the editing events
/// (`.editingDidBegin`, `.editingChanged` per user edit, never `.valueChanged`; `.editingDidEnd`;
/// `.editingDidEndOnExit` on Return). A field with any `.editingDidEndOnExit` action resigns first
/// responder after sending it, as UIKit's does.
///
/// Source: Apple, UITextField; iOS 7's look and events.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The shared editing engine: the styled text, selection, marked text, undo, and while editing the
    /// drawing of text, selection and caret in its content view.
    lazy var editor = TextEditor(host: self)
    var storedFont = UITextField.defaultFont
    var storedTextColor = UITextField.defaultTextColor
    var storedAlignment = NSTextAlignment.natural
    /// Attributes of `defaultTextAttributes` other than font, colour and paragraph style.
    var extraAttributes: [NSAttributedString.Key: Any] = [:]
    var placeholderString: String?
    var storedAttributedPlaceholder: NSAttributedString?
    /// Set while the field changes its own text in code: such changes send no editing events.
    var changingTextInCode = false
    /// A secure field that began editing again: the next edit replaces the whole text (UIKit's rule).
    var replacesTextOnNextEdit = false
    let clearButton = TextFieldClearButton(frame: .zero)
    /// Shows the text and placeholder under the other subviews (see TextFieldTextCanvas).
    let textCanvas = TextFieldTextCanvas(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        textCanvas.field = self
        textCanvas.frame = bounds
        addSubview(textCanvas)
        clearButton.isHidden = true
        clearButton.field = self
        addSubview(clearButton)
        configureEditor()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Text

    /// The text; never nil when read ("" for an empty field); setting nil sets "". Setting it replaces any
    /// styled text with the field's default attributes, puts the caret at the end and sends no control
    /// event or notification (only the user's edits do).
    open var text: String? {
        get { model.text }
        set { setTextInCode(newValue ?? "", attributed: nil) }
    }

    /// The styled text: `text` with its attributes (the field's defaults where it has none of its own).
    /// Setting it keeps its attributes; nil sets "". Sends no event.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: content) }
        set { setTextInCode(newValue?.string ?? "", attributed: newValue) }
    }

    /// The grey hint shown while the field is empty; nil by default. Drawn in the field's font and
    /// alignment in `UIColor.placeholderText` (iOS 7's light grey) unless `attributedPlaceholder` says
    /// otherwise. Source: Apple, `placeholder`; iOS 7's light grey.
    open var placeholder: String? {
        get { storedAttributedPlaceholder?.string ?? placeholderString }
        set { placeholderString = newValue; storedAttributedPlaceholder = nil; setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }

    /// The placeholder with its attributes; setting it keeps them (the field's font and placeholder
    /// colour fill in where it has none).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderAttributedString }
        set {
            storedAttributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
            placeholderString = newValue?.string
            setNeedsDisplay(); invalidateIntrinsicContentSize()
        }
    }

    // MARK: Style

    /// The font; the system font at 17 points by default (nil restores it). Applies to the whole text.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UITextField.defaultFont; styleDidChange(.font, storedFont) }
    }

    /// The text's colour; black by default (nil restores it). Applies to the whole text.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? UITextField.defaultTextColor; styleDidChange(.foregroundColor, storedTextColor) }
    }

    /// How the text lines up in ``textRect(forBounds:)``; `.natural` by default (left for left-to-right
    /// text, right for right-to-left text).
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue; styleDidChange(.paragraphStyle, paragraphStyle) }
    }

    /// The attributes plain text gets: font, colour and paragraph style from the properties above, plus
    /// any others set here. Setting it takes `font`, `textColor` and alignment from it and applies it to
    /// the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { defaultAttributes }
        set { setDefaultTextAttributes(newValue) }
    }

    /// The attributes of newly typed text while editing (nil when not editing). They start as the
    /// attributes at the caret and reset whenever the selection changes.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? editor.typingAttributes : nil }
        set { if isEditing { editor.typingAttributes = newValue ?? attributesAtCaret } }
    }

    /// Whether the user may style the selected text: with it, the field takes the bold, italic and
    /// underline edit actions (`toggleBoldface(_:)`...) while text is selected; false by default.
    open var allowsEditingTextAttributes = false

    /// The border drawn when there is no background image; `.none` by default.
    open var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { appearanceDidChange() } }
    }

    /// An image stretched across the border rect instead of the border; nil by
    /// default. A `.roundedRect` field ignores it (Apple).
    open var background: UIImage? { didSet { appearanceDidChange() } }

    /// The image drawn instead of `background` while the field is disabled; ignored without a `background`.
    open var disabledBackground: UIImage? { didSet { appearanceDidChange() } }

    // MARK: Overlays

    /// When the circled ⓧ clear button shows (only while there is text, and not while a right view
    /// shows); `.never` by default. Tapping it asks `textFieldShouldClear(_:)` and then empties the field.
    open var clearButtonMode = ViewMode.never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether beginning to edit empties the field (after `textFieldShouldClear(_:)`); false.
    open var clearsOnBeginEditing = false
    /// Whether the next insertion while editing replaces the whole text; false. It turns itself off
    /// once text is inserted, as Apple documents. Source: Apple, clearsOnInsertion.
    // Deviation: UIKit also hides the selection while this is on; the caret shows here.
    open var clearsOnInsertion = false

    /// A view at the field's left edge (shown per `leftViewMode`); the text starts after it.
    open var leftView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: leftView) }
    }
    /// When `leftView` shows; `.never` by default.
    open var leftViewMode = ViewMode.never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// A view at the field's right edge (shown per `rightViewMode`); the text ends before it.
    open var rightView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: rightView) }
    }
    /// When `rightView` shows; `.never` by default.
    open var rightViewMode = ViewMode.never { didSet { setNeedsLayout(); setNeedsDisplay() } }

    // MARK: Sizing the text

    /// Whether the text shrinks, while not editing, to fit the text rect, down to `minimumFontSize`; false.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size shrinking may reach; 0 by default (then 1 point). NaN and negatives count as 0.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }

    // MARK: Editing

    /// The object that decides and hears about editing (held weakly).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing: first responder, between `.editingDidBegin` and `.editingDidEnd`.
    open internal(set) var isEditing = false

    // MARK: UITextInputTraits (Apple's defaults)

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as one dot per character and cannot be copied or cut; false. Beginning to
    /// edit a secure field again makes the next edit replace the whole text, as iOS does.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { editor.isSecure = isSecureTextEntry; textAppearanceDidChange() } }
    }
    open var textContentType: UITextContentType! = nil

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Shown instead of the system keyboard while the field is first responder; nil (the keyboard) by
    /// default. Call `reloadInputViews()` after changing it while editing. Source: Apple, `UITextField.inputView`.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Shown on top of the keyboard while the field is first responder; nil by default.
    /// Source: Apple, `UITextField.inputAccessoryView`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Drawing and positioning overrides

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: false) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: isEditing) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: true) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }
    /// Draws the text (not while editing) in `rect`: override to draw it yourself.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect` (the field is empty): override to draw it yourself.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// Draws the border or the background image; the text and placeholder show in a view of their own
    /// above it, as in UIKit, so an override that does not call `super` keeps them.
    open override func draw(_ rect: CGRect) { drawField() }
    /// Marks the field and the view that shows its text for display.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        textCanvas.setNeedsDisplay()
    }
    open override func layoutSubviews() { super.layoutSubviews(); layoutOverlays() }
    open override var intrinsicContentSize: CGSize { fittingSize }
    override func layoutBaselines() -> LayoutBaselines { textLineBaselines }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }
    open override func tintColorDidChange() { super.tintColorDidChange(); setNeedsDisplay() }
    override func stateDidChange() {
        setNeedsDisplay()
        // UIKit: a field disabled while it edits stops editing.
        if !isEnabled, isFirstResponder { _ = resignFirstResponder() }
    }
    override var sentTouchEvents: Event { UIControl.Event.allTouchEvents.subtracting([.touchUpInside, .touchUpOutside]) }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }
    /// Begins editing: asks `textFieldShouldBeginEditing(_:)` (false: nothing changes, returns false),
    /// becomes first responder, then calls `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin` and
    /// posts `textDidBeginEditingNotification` (`EditingSession`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        EditingSession.begin(
            self, shouldBegin: shouldBeginEditing, become: { super.becomeFirstResponder() },
            didBegin: didBecomeEditing)
    }
    /// Ends editing: asks `textFieldShouldEndEditing(_:)` (false: stays first responder, returns false),
    /// resigns, then calls `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`. `endEditing(true)` forces it: the delegate is not asked.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        EditingSession.end(
            self, shouldEnd: shouldEndEditing, resign: { super.resignFirstResponder() },
            didEnd: didStopEditing)
    }
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { trackingEnded(touch, with: event) }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isEditing { editor.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isEditing { editor.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        editor.touchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.touchesCancelled(touches, with: event)
    }
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !(isEditing && editor.pressesBegan(presses, with: event)) { super.pressesBegan(presses, with: event) }
    }

    // MARK: Edit actions

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformStyleAction(action) ?? editor.canPerformAction(action, withSender: sender)
            ?? super.canPerformAction(action, withSender: sender)
    }
    open override func cut(_ sender: Any?) { editor.cut(sender) }
    open override func copy(_ sender: Any?) { editor.copy(sender) }
    open override func paste(_ sender: Any?) { editor.paste(sender) }
    open override func select(_ sender: Any?) { editor.select(sender) }
    open override func selectAll(_ sender: Any?) { editor.selectAll(sender) }
    open override func delete(_ sender: Any?) { editor.delete(sender) }
    open override func toggleBoldface(_ sender: Any?) { toggleStyle(.toggleBoldface) }
    open override func toggleItalics(_ sender: Any?) { toggleStyle(.toggleItalics) }
    open override func toggleUnderline(_ sender: Any?) { toggleStyle(.toggleUnderline) }

    // MARK: UIKeyInput

    open var hasText: Bool { editor.hasText }
    open func insertText(_ text: String) { userInsert(text) }
    open func deleteBackward() { userDeleteBackward() }

    // MARK: UITextInput (one-line forwards to the editor; geometry in the field's coordinates)

    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { userReplace(range, with: text) }
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
    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    open var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    open var tokenizer: UITextInputTokenizer { editor.tokenizer }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range); setNeedsDisplay()
    }
    open func firstRect(for range: UITextRange) -> CGRect { fromEditor(editor.firstRect(for: range)) }
    open func caretRect(for position: UITextPosition) -> CGRect { fromEditor(editor.caretRect(for: position)) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range).map(fromEditor) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: toEditor(point)) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: toEditor(point), within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: toEditor(point)) }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// The placeholder, until set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// The text (one "•" per character for secure entry), until set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSecureTextEntry ? String(repeating: "\u{2022}", count: model.text.count) : model.text) }
        set { super.accessibilityValue = newValue }
    }

    static var defaultFont: UIFont { .systemFont(ofSize: 17) }
    static var defaultTextColor: UIColor { .label }
    /// The rounded rect field's fill: white in light, the tertiary system background in dark.
    static let roundedRectFill = UIColor.appearance(
        light: .white, dark: .tertiarySystemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
}
