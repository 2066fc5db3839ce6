import QuartzCore

// Drawing: the text in tiles that exist only where the content view can be seen, the selection and
// marked text as plain coloured layers, the caret as its own layer.
extension TextEditor {
    /// The part of the content view that can be seen: its bounds, clipped by every ancestor that clips
    /// (a scroll view, the window) and by the top view's bounds.
    var visibleRect: CGRect {
        var rect = contentView.bounds
        var view: UIView = contentView
        while let parent = view.superview {
            rect = view.convert(rect, to: parent)
            if parent.clipsToBounds || parent.superview == nil { rect = rect.intersection(parent.bounds) }
            view = parent
            if rect.isNull || rect.isEmpty { return .zero }
        }
        return view === contentView ? rect : contentView.convert(rect, from: view)
    }

    /// After the host scrolled or moved: tiles and selection layers follow what can be seen. A host
    /// whose content view scrolls (UITextView) calls it from `layoutSubviews()`.
    func visibleRectDidChange() {
        updateTiles()
        updateSelectionDisplay(restartingBlink: false)
    }

    // MARK: Text tiles

    /// Creates the tiles that can be seen (with one tile of margin above and below), drops the others,
    /// and sizes them to the content view's width.
    func updateTiles() {
        let bounds = contentView.bounds
        let visible = visibleRect
        let height = TextEditorContentView.tileHeight
        var wanted: Range<Int> = 0..<0
        if !visible.isEmpty, bounds.width > 0, bounds.height > 0 {
            let first = max(0, Int(((visible.minY - bounds.minY) / height).rounded(.down)) - 1)
            let last = min(
                Int(((bounds.height - 1) / height).rounded(.down)),
                Int(((visible.maxY - bounds.minY) / height).rounded(.down)) + 1)
            if last >= first { wanted = first..<last + 1 }
        }
        for (index, tile) in contentView.tiles where !wanted.contains(index) {
            tile.removeFromSuperlayer()
            contentView.tiles[index] = nil
        }
        for index in wanted {
            let y = bounds.minY + CGFloat(index) * height
            let frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: min(height, bounds.maxY - y))
            let tile: TextTileLayer
            if let existing = contentView.tiles[index] {
                tile = existing
                if tile.frame == frame { continue }
            } else {
                tile = TextTileLayer()
                tile.editor = self
                contentView.tiles[index] = tile
                contentView.tileContainer.addSublayer(tile)
            }
            tile.contentsScale = contentView.layer.contentsScale
            tile.frame = frame
            tile.bounds = frame  // draws in the content view's coordinates
            tile.setNeedsDisplay()
        }
    }

    /// Redraws the tiles over the text between `minY` and `maxY` (the text's space).
    func redrawText(from minY: CGFloat, to maxY: CGFloat = .infinity) {
        updateTiles()
        let originY = textOrigin.y
        for tile in contentView.tiles.values where !wrapsLines || (tile.frame.maxY > minY + originY && tile.frame.minY <= maxY + originY) {
            tile.setNeedsDisplay()
        }
    }

    /// Draws the paragraphs that cross `rect` (content view coordinates) into `context`.
    func drawText(in rect: CGRect, context: CGContext) {
        guard !layout.paragraphs.isEmpty else { return }
        let origin = textOrigin
        var index = layout.paragraphIndex(atY: rect.minY - origin.y)
        while index < layout.paragraphs.count {
            let paragraph = layout.paragraphs[index]
            guard paragraph.top + origin.y < rect.maxY else { break }
            context.drawText(paragraph.layout, at: CGPoint(x: origin.x, y: origin.y + paragraph.top), visibleRect: rect)
            index += 1
        }
    }

    // MARK: Selection, marked text and caret

    /// Places the selection's highlight, the marked text's underline and the caret for the current
    /// selection (scrolling unwrapped text sideways to keep the caret visible first). With
    /// `restartingBlink`, the caret shows solid and starts its blink again (after an edit or a move).
    func updateSelectionDisplay(restartingBlink: Bool) {
        if !wrapsLines { scrollToCaret() }
        let selection = model.selection
        let tint = tintColor
        var highlight: [CGRect] = []
        if isEditing, !selection.isEmpty { highlight = visibleSelectionRects(selection) }
        place(highlight, in: contentView.selectionLayer, color: tint.withAlphaComponent(0.2).cgColor)

        var underline: [CGRect] = []
        var markedFill: [CGRect] = []
        if let marked = model.markedRange, marked.length > 0 {
            let range = marked.location..<marked.location + marked.length
            for rect in visibleSelectionRects(range) {
                markedFill.append(rect)
                underline.append(CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 1))
            }
        }
        let style = markedTextStyle ?? [:]
        let lineColor = TextAttributes.color(style[.foregroundColor] ?? style[.underlineColor]) ?? UIColor.black.cgColor
        if let fill = TextAttributes.color(style[.backgroundColor]) {
            place(
                markedFill + underline, in: contentView.markedLayer,
                colors: Array(repeating: fill, count: markedFill.count)
                    + Array(repeating: lineColor, count: underline.count))
        } else {
            place(underline, in: contentView.markedLayer, color: lineColor)
        }

        let caret = contentView.caretLayer
        caret.backgroundColor = tint.cgColor
        caret.frame = caretRect(atOffset: model.head)
        if isEditing && selection.isEmpty && contentView.window != nil {
            if restartingBlink || !blink.isRunning { blink.restart() }
        } else {
            blink.stop()
        }
        updateCaretVisibility()
    }

    /// Shows or hides the caret for the editing state, the selection and the blink's phase.
    func updateCaretVisibility() {
        contentView.caretLayer.isHidden = !(isEditing && model.selection.isEmpty && blink.isOn)
    }

    /// After the content view entered or left a window: the caret stops blinking off screen.
    func contentViewDidMoveToWindow() {
        if contentView.window == nil { blink.stop() }
        visibleRectDidChange()
    }

    /// The selection rectangles of `range` in the paragraphs that can be seen.
    private func visibleSelectionRects(_ range: Range<Int>) -> [CGRect] {
        let visible = visibleRect
        let origin = textOrigin
        return selectionRects(range, inParagraphs: visibleParagraphs(visible.minY - origin.y, visible.maxY - origin.y))
            .map { $0.rect.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// The indices of the paragraphs between two heights in the text's space.
    func visibleParagraphs(_ minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !layout.paragraphs.isEmpty, maxY >= minY else { return 0..<0 }
        let first = layout.paragraphIndex(atY: minY)
        var last = first
        while last + 1 < layout.paragraphs.count, layout.paragraphs[last + 1].top < maxY { last += 1 }
        return first..<last + 1
    }

    /// Shows one sublayer of `container` per rectangle, in `color`, reusing the ones there.
    private func place(_ rects: [CGRect], in container: CALayer, color: CGColor) {
        place(rects, in: container, colors: Array(repeating: color, count: rects.count))
    }

    private func place(_ rects: [CGRect], in container: CALayer, colors: [CGColor]) {
        var existing = container.sublayers ?? []
        while existing.count > rects.count { existing.removeLast().removeFromSuperlayer() }
        for (index, rect) in rects.enumerated() {
            let layer: CALayer
            if index < existing.count {
                layer = existing[index]
            } else {
                layer = EditorLayer()
                container.addSublayer(layer)
            }
            layer.frame = rect
            layer.backgroundColor = colors[index]
        }
    }

    /// Unwrapped text longer than the content view scrolls sideways so that the caret stays inside it,
    /// as UITextField does.
    private func scrollToCaret() {
        let available = contentView.bounds.width - textContainerInset.left - textContainerInset.right
        let width = layout.size.width
        var scroll = horizontalScroll
        if width + caretWidth <= available || available <= 0 {
            scroll = 0
        } else {
            let caretX = caretRectInText(atOffset: model.head).minX
            if caretX - scroll > available - caretWidth { scroll = caretX - available + caretWidth }
            if caretX - scroll < 0 { scroll = caretX }
            scroll = min(max(0, scroll), width + caretWidth - available)
        }
        if scroll != horizontalScroll {
            horizontalScroll = scroll
            for tile in contentView.tiles.values { tile.setNeedsDisplay() }
        }
    }
}
