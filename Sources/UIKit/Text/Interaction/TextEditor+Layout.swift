// Laying the text out, paragraph by paragraph: all of it when the text, the width or a setting
// changes; after an edit only the paragraphs the edit touched.
extension TextEditor {
    /// Where the text's space starts in the content view: the insets, then for unwrapped text the
    /// alignment or sideways scroll and the vertical centring.
    var textOrigin: CGPoint {
        let inset = textContainerInset
        guard !wrapsLines else { return CGPoint(x: inset.left, y: inset.top) }
        let available = contentView.bounds.height - inset.top - inset.bottom
        let y = inset.top + max(0, (available - layout.size.height) / 2)
        return CGPoint(x: inset.left + unwrappedLineX, y: y)
    }

    /// The x of unwrapped text: aligned by its paragraph style when it fits the content view, else
    /// scrolled so that the caret shows.
    private var unwrappedLineX: CGFloat {
        let available = contentView.bounds.width - textContainerInset.left - textContainerInset.right
        let width = layout.size.width
        guard width + caretWidth > available else {
            let free = max(0, available - width)
            switch alignment {
            case .left: return 0
            case .right: return free
            case .center: return (free / 2).rounded()
            default: return isRightToLeft ? free : 0
            }
        }
        return -horizontalScroll
    }

    /// The paragraph style's alignment of the first paragraph (the field's one line).
    private var alignment: NSTextAlignment {
        let attributes = storage.length > 0 ? storage.attributes(at: 0, effectiveRange: nil) : typingAttributes
        return (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// Whether the first paragraph reads right to left.
    var isRightToLeft: Bool { layout.paragraphs.first?.layout.startsRightToLeft ?? false }

    /// The caret's width (UIKit's: 2 points).
    var caretWidth: CGFloat { 2 }

    /// The width lines wrap at: the content view's less the insets; nil for unwrapped text or before
    /// the host gave the content view a width.
    private var currentWrapWidth: CGFloat? {
        guard wrapsLines else { return nil }
        let width = contentView.bounds.width - textContainerInset.left - textContainerInset.right
        return width > 0 ? width : nil
    }

    // MARK: Laying out

    /// Lays the whole text out again and redraws it.
    func layoutAll() {
        rebuildLayout()
        redrawText(from: -.infinity)
        updateSelectionDisplay(restartingBlink: false)
    }

    /// Lays the whole text out again (no drawing).
    func rebuildLayout() {
        layout.wrapWidth = currentWrapWidth
        let pieces = TextEditorLayout.paragraphRanges(model.utf16Units(0..<model.length), base: 0)
        layout.paragraphs = pieces.map { makeParagraph(start: $0.start, length: $0.length, separator: $0.separator) }
        layout.restack(from: 0)
    }

    /// After the content view's size changed: a new wrap width lays everything out again; otherwise
    /// only the visible tiles follow.
    func contentViewDidLayout() {
        if currentWrapWidth != layout.wrapWidth { rebuildLayout() }
        redrawText(from: -.infinity)
        updateSelectionDisplay(restartingBlink: false)
    }

    /// Lays out again the paragraphs `change` touched, moves the ones after it, and redraws from the
    /// first changed line down (to the end of the edited paragraphs when their height stayed).
    func relayout(after change: TextChange) {
        guard !layout.paragraphs.isEmpty, change.replacedRange.location <= layout.paragraphs[layout.paragraphs.count - 1].nextStart else {
            return layoutAll()
        }
        let first = layout.paragraphIndex(containing: change.replacedRange.location)
        var last = layout.paragraphIndex(containing: change.replacedRange.location + change.replacedRange.length)
        let regionStart = layout.paragraphs[first].start
        var pieces: [(start: Int, length: Int, separator: Int)]
        while true {
            let regionEnd = layout.paragraphs[last].nextStart + change.delta
            pieces = TextEditorLayout.paragraphRanges(model.utf16Units(regionStart..<regionEnd), base: regionStart)
            if last == layout.paragraphs.count - 1 { break }
            // The region ended with a separator: its empty last piece is the next paragraph's start.
            if let tail = pieces.last, tail.length == 0 { pieces.removeLast(); break }
            last += 1  // the edit removed the separator: the next paragraph joins
        }
        let oldTop = layout.paragraphs[first].top
        let oldBottom = layout.paragraphs[last].bottom
        let oldParagraph = layout.paragraphs[first]
        let fresh = pieces.map { makeParagraph(start: $0.start, length: $0.length, separator: $0.separator) }
        layout.paragraphs.replaceSubrange(first...last, with: fresh)
        let after = first + fresh.count
        if change.delta != 0 {
            for i in after..<layout.paragraphs.count { layout.paragraphs[i].start += change.delta }
        }
        layout.restack(from: first)
        let newBottom = after > 0 ? layout.paragraphs[after - 1].bottom : 0
        if newBottom != oldBottom {
            redrawText(from: oldTop)
        } else if first == last, fresh.count == 1, let lines = changedLines(oldParagraph, layout.paragraphs[first], change) {
            // Glyphs may reach a little past their line (accents, italics): a margin.
            redrawText(from: oldTop + lines.lowerBound - 4, to: oldTop + lines.upperBound + 4)
        } else {
            redrawText(from: oldTop, to: oldBottom)
        }
    }

    /// The heights (in the paragraph's space) of the lines an edit inside one paragraph changed: the
    /// line it falls on, and any other whose characters or place differ (words that wrapped
    /// elsewhere); lines before and after the edit that kept their text and place are left out. Nil for
    /// secure text, whose drawn offsets differ from the stored ones.
    private func changedLines(_ old: EditorParagraph, _ new: EditorParagraph, _ change: TextChange) -> ClosedRange<CGFloat>? {
        guard old.clusterStarts == nil, new.clusterStarts == nil else { return nil }
        let editStart = change.replacedRange.location - old.start
        let oldEditEnd = editStart + change.replacedRange.length
        let oldLines = old.layout.lines, newLines = new.layout.lines
        var changed: ClosedRange<CGFloat>?
        func include(_ rect: CGRect) {
            let span = rect.minY...rect.maxY
            changed = changed.map { min($0.lowerBound, span.lowerBound)...max($0.upperBound, span.upperBound) } ?? span
        }
        for index in 0..<max(oldLines.count, newLines.count) {
            guard index < oldLines.count, index < newLines.count else {
                if index < oldLines.count { include(oldLines[index].rect) }
                if index < newLines.count { include(newLines[index].rect) }
                continue
            }
            let before = oldLines[index], after = newLines[index]
            let oldRange = before.characterRange, newRange = after.characterRange  // the paragraph's own offsets
            let same =
                before.rect == after.rect
                && ((oldRange == newRange && oldRange.upperBound < editStart)
                    || (oldRange.lowerBound > oldEditEnd && oldRange.lowerBound + change.delta == newRange.lowerBound
                        && oldRange.upperBound + change.delta == newRange.upperBound))
            if !same { include(before.rect); include(after.rect) }
        }
        return changed
    }

    /// One paragraph laid out: its text in its own attributes (the typing attributes when empty), or
    /// one "•" per cluster for secure entry.
    private func makeParagraph(start: Int, length: Int, separator: Int) -> EditorParagraph {
        var clusterStarts: [Int]?
        let text: AttributedText
        var attributes: [NSAttributedString.Key: Any] {
            storage.length > 0 ? storage.attributes(at: min(start, storage.length - 1), effectiveRange: nil) : typingAttributes
        }
        if isSecure {
            var starts: [Int] = []
            var offset = 0
            for character in model.utf16Substring(start..<start + length) {
                starts.append(offset)
                offset += character.utf16.count
            }
            starts.append(offset)
            clusterStarts = starts
            text = TextAttributes.text(String(repeating: "\u{2022}", count: starts.count - 1), attributes: attributes)
        } else if length == 0 || storage.length < start + length {
            text = TextAttributes.text(model.utf16Substring(start..<start + length), attributes: attributes)
        } else {
            // The paragraph's runs read in place: copying out an attributed substring costs as much as
            // shaping the paragraph.
            var runs: [AttributedText.Run] = []
            storage.enumerateAttributes(in: NSRange(location: start, length: length), options: []) { attributes, range, _ in
                runs.append(AttributedText.Run(length: range.length, style: TextAttributes.style(attributes)))
            }
            text = AttributedText(string: model.utf16Substring(start..<start + length), runs: runs)
        }
        let paragraphLayout = TextLayout.make(text, constraints: TextLayoutConstraints(width: layout.wrapWidth))
        var height = paragraphLayout.lines.last.map { $0.rect.maxY } ?? 0
        if height <= 0 { height = ((attributes[.font] as? UIFont) ?? TextAttributes.defaultFont).lineHeight }
        return EditorParagraph(
            start: start, length: length, separatorLength: separator, layout: paragraphLayout,
            height: height, clusterStarts: clusterStarts)
    }
}
