// How UISegmentedControl draws its segments. Drawing only; no events.
//
// Each segment draws in a state made of `.selected` (it is visibly selected), `.highlighted` (the
// finger is on it) and `.disabled` (it, or the control, is disabled). A highlighted segment looks
// selected unless the highlighted state is customized, as iOS 7 draws it.
// - iOS 7's look (no `.normal` background image): the selected or highlighted segment filled with the
//   tint, inside a 1-point tint outline with 4-point corners and 1-point tint dividers; titles in the
//   tint, white on the fill; disabled segments' content, and the whole control while disabled, faded.
// - Customized: each segment's background image (see UISegmentedControl+Customization.swift) stretched
//   over the segment, the divider images between them at their width and the control's height.
// - Content: the title (system font 13, or the state's attributes) or the image, centred in the
//   segment, moved by its content offset and its type's position adjustment, clipped to the segment.
//   Images are templates in the title colour unless `.alwaysOriginal`.
//
// Source: Apple, UISegmentedControl; iOS 7's look, reproduced as designed.
extension UISegmentedControl {
    static let cornerRadius: CGFloat = 4
    /// Alpha of faded (disabled) content, outline and fills.
    static let disabledAlpha: CGFloat = 0.3
    /// Darkening of a selected segment's normal background image (black at one third).
    static let selectedDarkening: CGFloat = 1.0 / 3.0

    /// The state segment `index` draws in.
    func drawingState(at index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if !isEnabled || !items[index].isEnabled { state.insert(.disabled) }
        if visiblySelectedSegment == index { state.insert(.selected) }
        if highlightedSegment == index { state.insert(.highlighted) }
        return state
    }

    func drawSegments() {
        let frames = segmentFrames()
        let tint = tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        if customBackground == nil {
            drawStandardLook(frames, tint: tint)
        } else {
            drawCustomLook(frames)
        }
        for (index, frame) in frames.enumerated() {
            drawContent(at: index, in: frame, tint: tint)
        }
    }

    private func drawStandardLook(_ frames: [CGRect], tint: UIColor) {
        let lineColor = isEnabled ? tint : tint.withAlphaComponent(Self.disabledAlpha)
        if let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).addClip()
            for (index, frame) in frames.enumerated() {
                let state = drawingState(at: index)
                guard state.contains(.selected) || state.contains(.highlighted) else { continue }
                (state.contains(.disabled) ? tint.withAlphaComponent(Self.disabledAlpha) : tint).setFill()
                UIRectFill(frame)
            }
            context.restoreGState()
        }
        lineColor.setFill()
        for frame in frames.dropFirst() {
            UIRectFill(CGRect(x: frame.minX - dividerWidth, y: 0, width: dividerWidth, height: bounds.height))
        }
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius)
        outline.lineWidth = 1
        lineColor.setStroke()
        outline.stroke()
    }

    private func drawCustomLook(_ frames: [CGRect]) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, frame) in frames.enumerated() {
            guard let (image, adjustment) = background(for: drawingState(at: index)) else { continue }
            switch adjustment {
            case .none:
                image.draw(in: frame)
            case .faded:
                image.draw(in: frame, blendMode: .normal, alpha: Self.disabledAlpha)
            case .darkened:
                context.saveGState()
                context.clip(to: frame)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                image.draw(in: frame)
                context.setBlendMode(.sourceAtop)
                context.setFillColor(UIColor(white: 0, alpha: Self.selectedDarkening).cgColor)
                context.fill(frame)
                context.endTransparencyLayer()
                context.restoreGState()
            }
        }
        for index in frames.indices.dropFirst() {
            guard let image = divider(left: drawingState(at: index - 1), right: drawingState(at: index)) else { continue }
            image.draw(in: CGRect(x: frames[index - 1].maxX, y: 0, width: image.size.width, height: bounds.height))
        }
    }

    private func drawContent(at index: Int, in frame: CGRect, tint: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), frame.width > 0 else { return }
        let state = drawingState(at: index)
        let onFill = customBackground == nil && (state.contains(.selected) || state.contains(.highlighted))
        let faded = state.contains(.disabled)
        var attributes = titleAttributesShown(for: state)
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: Self.titleFontSize) }
        let baseColor = onFill ? UIColor.white : tint
        let colour =
            (attributes[.foregroundColor] as? UIColor) ?? (faded && !onFill ? tint.withAlphaComponent(Self.disabledAlpha) : baseColor)
        attributes[.foregroundColor] = colour

        let item = items[index]
        let size: CGSize
        if let image = item.image {
            size = image.size
        } else if let title = item.title, !title.isEmpty {
            size = (title as NSString).size(withAttributes: attributes)
        } else {
            return
        }
        let offset = item.contentOffset, adjustment = positionAdjustment(at: index)
        let dx = (offset.width.isFinite ? offset.width : 0) + (adjustment.horizontal.isFinite ? adjustment.horizontal : 0)
        let dy = (offset.height.isFinite ? offset.height : 0) + (adjustment.vertical.isFinite ? adjustment.vertical : 0)
        let origin = alignedToPixels(CGPoint(x: frame.midX - size.width / 2 + dx, y: frame.midY - size.height / 2 + dy))

        context.saveGState()
        context.clip(to: frame)
        if let image = item.image {
            image.draw(
                in: CGRect(origin: origin, size: size), tintColor: colour, automaticIsTemplate: true,
                blendMode: .normal, alpha: faded && image.renderingMode == .alwaysOriginal ? Self.disabledAlpha : 1)
        } else if let title = item.title {
            (title as NSString).draw(at: origin, withAttributes: attributes)
        }
        context.restoreGState()
    }

    /// `point` on the pixel grid of the screen the control shows on (crisp text and images).
    private func alignedToPixels(_ point: CGPoint) -> CGPoint {
        let scale = (window?.screen ?? UIScreen.main).scale
        guard scale > 0 else { return point }
        return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }
}
