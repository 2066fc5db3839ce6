extension UITextView {
    // MARK: Replacing and styling the text in code

    /// Replaces the text without telling the delegate: the editor holds it (decorated with links when
    /// the view is not editable), the caret goes to the end, the content size follows.
    func replaceText(with newText: NSAttributedString) {
        sourceText = newText
        setEditorText(isEditable ? newText : decoratedWithLinks(newText))
    }

    /// Sets the editor's text as code does (no delegate call), keeping `selection` when given.
    func setEditorText(_ styled: NSAttributedString, keeping selection: NSRange? = nil) {
        isChangingTextInCode = true
        // The input delegate (the keyboard's Shift and Return key) hears of text set by code.
        editor.notifyingText {
            editor.attributedText = styled
            if let selection { editor.model.select(selection) }
        }
        isChangingTextInCode = false
        updateContentSize()
    }

    /// Sets `key` to `value` over the whole text and in the typing attributes (the `font`, `textColor`
    /// and `textAlignment` setters), keeping the selection.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        guard editor != nil else { return }
        var typing = editor.typingAttributes
        typing[key] = value
        let restyled = NSMutableAttributedString(attributedString: attributedText)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        let selection = selectedRange
        sourceText = restyled
        setEditorText(isEditable ? restyled : decoratedWithLinks(restyled), keeping: selection)
        editor.typingAttributes = typing
    }

    // MARK: Links

    /// Finds the links again (after the text, `dataDetectorTypes`, `isEditable` or the link attributes
    /// changed) and redraws them. An editable view shows its text as it is: UIKit detects data only in
    /// a view that is not editable.
    func refreshLinks() {
        guard editor != nil else { return }
        let selection = selectedRange
        setEditorText(isEditable ? sourceText : decoratedWithLinks(sourceText), keeping: selection)
    }

    /// `text` with `linkTextAttributes` over its `.link` ranges and its detected links (which are
    /// also underlined, as UIKit draws data-detector links); records the detected links for taps.
    func decoratedWithLinks(_ text: NSAttributedString) -> NSAttributedString {
        detectedLinks = DataDetector(types: dataDetectorTypes).matches(in: text.string)
        let links = linkTextAttributes ?? [:]
        let decorated = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            if value != nil { decorated.addAttributes(links, range: range) }
        }
        for link in detectedLinks {
            decorated.addAttributes(links, range: link.range)
            decorated.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: link.range)
        }
        return decorated
    }

    /// The link at `point` (the view's coordinates): a detected one, or a `.link` attribute, when the
    /// view is not editable and selectable.
    func link(at point: CGPoint) -> (range: NSRange, url: URL)? {
        guard !isEditable, isSelectable else { return nil }
        let local = convert(point, to: editor.contentView)
        guard let offset = editor.characterOffset(at: local) else { return nil }
        // The point must be on the link's text, not past the end of its line.
        func contains(_ range: NSRange) -> Bool {
            guard offset >= range.location, offset < range.location + range.length else { return false }
            let span = range.location..<range.location + range.length
            return editor.textRects(span).contains { $0.insetBy(dx: -2, dy: -2).contains(local) }
        }
        if let detected = detectedLinks.first(where: { contains($0.range) }) { return (detected.range, detected.url) }
        var found: (NSRange, URL)?
        sourceText.enumerateAttribute(.link, in: NSRange(location: 0, length: sourceText.length), options: []) { value, range, stop in
            let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
            if let url, contains(range) { found = (range, url); stop.pointee = true }
        }
        return found
    }

    /// A tap on a link ended: the delegate may refuse, else the URL opens.
    func openLink(_ link: (range: NSRange, url: URL)) {
        let allowed =
            textViewDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true
        if allowed { UIApplication.shared.open(link.url) }
    }

    // MARK: Layout and scrolling

    /// The content size: as wide as the view, as tall as the laid-out text plus the insets. The
    /// editor's content view covers it, and at least the view's height.
    func updateContentSize() {
        guard editor != nil else { return }
        let width = bounds.width
        if editor.contentView.bounds.width != width { layoutTextView() }
        contentSize = CGSize(width: width, height: ceil(editor.usedSize.height))
        let height = max(contentSize.height, bounds.height)
        if editor.contentView.frame.height != height {
            editor.contentView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
    }

    func layoutTextView() {
        let width = bounds.width
        editor.contentView.frame = CGRect(x: 0, y: 0, width: width, height: max(editor.contentView.frame.height, bounds.height))
        editor.contentView.layoutIfNeeded()
    }

    /// Scrolls so that the caret (the selection's moving end) is visible, with the bottom inset below it.
    func scrollCaretToVisible() {
        guard window != nil else { return }
        var caret = convert(editor.caretRect(atOffset: editor.model.head), from: editor.contentView)
        caret.size.height += textContainerInset.bottom
        scrollRectToVisible(caret, animated: false)
    }
}

extension TextEditor {
    /// The highlight rectangles of `range` (UTF-16, on cluster boundaries), in the content view's
    /// coordinates, top to bottom.
    func textRects(_ range: Range<Int>) -> [CGRect] {
        let origin = textOrigin
        return selectionRects(range, inParagraphs: paragraphs(crossing: range)).map { $0.rect.offsetBy(dx: origin.x, dy: origin.y) }
    }
}
