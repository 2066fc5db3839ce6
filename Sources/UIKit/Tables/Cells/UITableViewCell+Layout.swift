// UITableViewCell's layout: where the content view, accessory, editing and reorder controls, backgrounds
// and separators go, and the built-in styles' image view and labels inside the content view (iOS 7).
extension UITableViewCell {
    /// The frames of the cell's parts in a cell of some size, before the swipe offset.
    struct PartFrames {
        var content: CGRect
        var accessory: CGRect?
        var editingControl: CGRect
        var reorderControl: CGRect
    }

    /// One pixel at the screen's scale.
    var pixel: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    /// `value` rounded to the nearest pixel.
    func pixelRounded(_ value: CGFloat) -> CGFloat { (value / pixel).rounded() * pixel }

    /// `value` rounded up to a whole pixel.
    func pixelCeiled(_ value: CGFloat) -> CGFloat { (value / pixel - 0.001).rounded(.up) * pixel }

    /// Whether the table draws separators, which take a pixel off the bottom of the content.
    var showsSeparator: Bool { placement.separatorStyle != .none }

    var isShowingEditingControl: Bool { editingStorage && placement.editingStyle != .none }

    var isShowingReorderControl: Bool { editingStorage && placement.allowsReorder }

    /// The frames of the parts for a cell of `size`: the reorder control at the right edge; the accessory
    /// 15 points in from the right (or against the reorder control), centred; the content view from the
    /// left (38 points in while editing with indentation) to 10 points before the accessory, one pixel
    /// short of the bottom when a separator is drawn.
    func partFrames(for size: CGSize) -> PartFrames {
        let height = max(0, size.height - (showsSeparator ? pixel : 0))
        let indent = isShowingEditingControl && shouldIndentWhileEditing ? CellStyleMetrics.editingIndent : 0
        let reorder = CGRect(x: size.width - CellReorderControl.width, y: 0, width: CellReorderControl.width, height: height)
        var right = isShowingReorderControl ? reorder.minX : size.width
        var accessoryFrame: CGRect?
        if let accessory = installedAccessory {
            let accessorySize = naturalSize(ofAccessory: accessory)
            let maxX = isShowingReorderControl ? right : right - CellStyleMetrics.margin
            let frame = CGRect(
                x: maxX - accessorySize.width, y: pixelRounded((height - accessorySize.height) / 2), width: accessorySize.width,
                height: accessorySize.height)
            accessoryFrame = frame
            right = frame.minX - CellStyleMetrics.contentToAccessory
        }
        return PartFrames(
            content: CGRect(x: indent, y: 0, width: max(0, right - indent), height: height), accessory: accessoryFrame,
            editingControl: CGRect(x: 0, y: 0, width: CellEditingControl.width, height: height), reorderControl: reorder)
    }

    /// An accessory's size: a standard accessory's glyphs, else the view's frame size (its intrinsic size
    /// when the frame is empty).
    func naturalSize(ofAccessory accessory: UIView) -> CGSize {
        if let standard = accessory as? CellAccessoryView { return standard.naturalSize }
        if accessory.frame.size != .zero { return accessory.frame.size }
        let intrinsic = accessory.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// Places every part for the current bounds, state and swipe offset.
    func layoutCell() {
        let frames = partFrames(for: bounds.size)
        let dx = swipeOffsetStorage
        contentViewStorage.frame = frames.content.offsetBy(dx: dx, dy: 0)
        let textLeft = contentConfigurationStorage == nil ? layoutBuiltInContent(in: frames.content.size) : nil
        if let accessory = installedAccessory, let frame = frames.accessory { accessory.frame = frame.offsetBy(dx: dx, dy: 0) }
        if let editingControl {
            editingControl.frame = frames.editingControl.offsetBy(dx: dx, dy: 0)
            editingControl.isRotated = swipeOffsetStorage != 0
        }
        reorderControl?.frame = frames.reorderControl.offsetBy(dx: dx, dy: 0)
        backgroundView?.frame = bounds.offsetBy(dx: dx, dy: 0)
        installedSelectedBackground?.frame = bounds.offsetBy(dx: dx, dy: 0)
        layoutSwipeButtons(height: frames.content.height)
        layoutSeparators(contentLeft: frames.content.minX, textLeft: textLeft)
        applyCorners()
    }

    // MARK: Built-in styles

    /// Lays out the built-in image view and labels in a content view of `size`; returns the text's left
    /// edge when an image sits before it (the separator then starts there), else nil.
    func layoutBuiltInContent(in size: CGSize) -> CGFloat? {
        let frames = builtInFrames(in: size)
        imageViewStorage?.frame = frames.image ?? .zero
        textLabelStorage?.frame = frames.text
        if let detail = frames.detail { detailTextLabelStorage?.frame = detail }
        return frames.image == nil ? nil : frames.text.minX
    }

    /// The frames of the image view, title and detail in a content view of `size`, iOS 7's styles: content
    /// 15 points from the left (plus the indentation), the image at its size and centred with the text 15
    /// points after it, text 15 points short of the right (flush with it when an accessory follows), every
    /// line centred vertically.
    func builtInFrames(in size: CGSize) -> (image: CGRect?, text: CGRect, detail: CGRect?) {
        let left = CellStyleMetrics.margin + CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? indentationWidth : 0)
        var textLeft = left
        var imageFrame: CGRect?
        if let image = imageViewStorage?.image, image.size.width > 0, image.size.height > 0 {
            var imageSize = image.size
            if imageSize.height > size.height, size.height > 0 {
                imageSize = CGSize(width: imageSize.width * size.height / imageSize.height, height: size.height)
            }
            let frame = CGRect(
                x: left, y: pixelRounded((size.height - imageSize.height) / 2), width: imageSize.width, height: imageSize.height)
            imageFrame = frame
            textLeft = frame.maxX + CellStyleMetrics.imageToText
        }
        let trailing = installedAccessory != nil || isShowingReorderControl ? 0 : CellStyleMetrics.margin
        let available = max(0, size.width - trailing - textLeft)
        let title = textLabelStorage, detail = detailTextLabelStorage
        func centred(_ x: CGFloat, _ width: CGFloat, _ label: UILabel?) -> CGRect {
            let height = min(size.height, labelHeight(label, width: width))
            return CGRect(x: x, y: pixelRounded((size.height - height) / 2), width: width, height: height)
        }
        switch cellStyle {
        case .default:
            return (imageFrame, centred(textLeft, available, title), nil)
        case .subtitle:
            let titleHeight = labelHeight(title, width: available)
            let detailHeight = detail?.text?.isEmpty == false ? labelHeight(detail, width: available) : 0
            let top = pixelRounded((size.height - titleHeight - detailHeight) / 2)
            return (
                imageFrame, CGRect(x: textLeft, y: top, width: available, height: titleHeight),
                CGRect(x: textLeft, y: top + titleHeight, width: available, height: detailHeight)
            )
        case .value1:
            let spacing = CellStyleMetrics.labelSpacing
            let titleWidth = min(available, labelWidth(title))
            let detailFit = min(available, labelWidth(detail))
            // The value keeps its width when both fit; otherwise it gives way to the title, down to half.
            let detailWidth = detailFit == 0 ? 0 : min(detailFit, max(available - titleWidth - spacing, (available - spacing) / 2))
            let titleSpace = max(0, available - (detailWidth > 0 ? detailWidth + spacing : 0))
            return (
                imageFrame, centred(textLeft, titleSpace, title),
                centred(textLeft + available - detailWidth, detailWidth, detail)
            )
        case .value2:
            let column = min(available, CellStyleMetrics.value2ColumnWidth)
            let detailLeft = textLeft + column + CellStyleMetrics.labelSpacing
            return (
                imageFrame, centred(textLeft, column, title),
                centred(detailLeft, max(0, textLeft + available - detailLeft), detail)
            )
        }
    }

    /// The height `label` needs at `width` (its line limit applies), to whole pixels; 0 without a label.
    func labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label else { return 0 }
        return pixelCeiled(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    /// The width of `label`'s text on one line, to whole pixels; 0 without a label or text.
    func labelWidth(_ label: UILabel?) -> CGFloat {
        guard let label, label.text?.isEmpty == false else { return 0 }
        return pixelCeiled(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width)
    }

    // MARK: Separators and corners

    /// Places the separators for the placement, iOS 7's rules: plain, a bottom line inset by
    /// `separatorInset` (from the text when an image precedes it, and moved with the content while
    /// editing); grouped, full-width lines above the first row and below the last, inset lines between;
    /// inset grouped, only the inset lines between rows. They stay put while the cell is swiped.
    func layoutSeparators(contentLeft: CGFloat, textLeft: CGFloat?) {
        let color = placement.separatorColor ?? CellStyleMetrics.separatorColor
        var top: CGRect?, bottom: CGRect?
        if showsSeparator {
            let inset = separatorInset
            var left = contentLeft + inset.left
            if ownSeparatorInset == nil, let textLeft { left = max(left, contentLeft + textLeft) }
            let y = bounds.height - pixel
            let insetLine = CGRect(x: left, y: y, width: max(0, bounds.width - left - inset.right), height: pixel)
            let fullLine = CGRect(x: 0, y: y, width: bounds.width, height: pixel)
            switch placement.style {
            case .plain:
                bottom = insetLine
            case .grouped:
                if placement.isFirstInSection { top = CGRect(x: 0, y: 0, width: bounds.width, height: pixel) }
                bottom = placement.isLastInSection ? fullLine : insetLine
            case .insetGrouped:
                bottom = placement.isLastInSection ? nil : insetLine
            }
        }
        for (view, frame) in [(topSeparator, top), (bottomSeparator, bottom)] {
            view.isHidden = frame == nil
            if let frame {
                view.frame = frame
                view.backgroundColor = color
            }
        }
        if subviews.last !== bottomSeparator {
            bringSubviewToFront(topSeparator)
            bringSubviewToFront(bottomSeparator)
        }
    }

    /// Rounds the outer corners of the first and last rows of an inset grouped section (10 points).
    func applyCorners() {
        var corners: CACornerMask = []
        if placement.style == .insetGrouped {
            if placement.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        guard corners != roundedCorners else { return }
        roundedCorners = corners
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners =
            corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipsToBounds = !corners.isEmpty
    }
}

extension UITableViewCell {
    /// The reorder control's frame in the cell's coordinates, nil when it is not shown; the table tracks a
    /// drag that starts in it.
    var reorderControlFrame: CGRect? { reorderControl?.frame }
}
