// UIStepper's per-state images and how the stepper draws its state. Drawing only; no events.
//
// Each half has its own state: `.disabled` when it cannot step (or the stepper is disabled),
// `.highlighted` while pressed, else `.normal`. Per half, back to front:
// - the background: the image for the half's state (``ControlStateValues``: its own, else `.normal`'s),
//   stretched over the whole stepper and clipped to the half ("half the image being seen as the
//   background of each button"); without one, iOS 7's look: a 1-point rounded outline in the tint,
//   the pressed half filled lightly with the tint;
// - the glyph: the increment or decrement image for the state, else iOS 7's "+" or "−" (13 points
//   long, 1 point thick), drawn as a template in the tint unless `.alwaysOriginal`; a `.normal` image
//   is adjusted for the other states (faded when disabled, darkened while highlighted if original).
// Then the divider, centred: the image for the (left, right) states, else the (normal, normal) one,
// stretched to the full height at its own width; without one, a 1-point tint line.
//
// Source: Apple, UIStepper; iOS 7's look and its fallbacks for images not set.
// The image setters and getters are declared in UIStepper.swift, to be overridable.
extension UIStepper {
    // MARK: Looks

    /// Alpha of what a half that cannot step (or a disabled stepper) draws in the tint.
    static let disabledAlpha: CGFloat = 0.3
    /// Alpha of the tint fill of a pressed half.
    static let pressedFillAlpha: CGFloat = 0.2
    static let cornerRadius: CGFloat = 4
    static let glyphLength: CGFloat = 13
    /// The divider's rectangle in iOS 7's look: 1 point wide, on the pixel grid at any scale.
    static let dividerRect = CGRect(x: 46, y: 0, width: 1, height: 29)
    /// The glyphs' centres: the middle of each half, on the half-point so 1-point strokes fall on pixels.
    static let decrementCentre = CGPoint(x: 22.5, y: 14.5)
    static let incrementCentre = CGPoint(x: 70.5, y: 14.5)

    /// The state of `half` as it draws.
    func drawingState(of half: Half) -> UIControl.State {
        if !canStep(half) { return .disabled }
        return isHighlighted && pressedHalf == half ? .highlighted : .normal
    }

    func drawStepper() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tint = tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: Self.cornerRadius)
        outline.lineWidth = 1
        for half in [Half.decrement, .increment] {
            let state = drawingState(of: half)
            let halfRect =
                half == .decrement
                ? CGRect(x: 0, y: 0, width: bounds.midX, height: bounds.height)
                : CGRect(x: bounds.midX, y: 0, width: bounds.width - bounds.midX, height: bounds.height)
            context.saveGState()
            context.clip(to: halfRect)
            if let image = backgroundImage(for: state) {
                drawAdjusted(image, in: bounds, state: state, hasOwn: backgroundImages[exactly: state] != nil, tint: nil)
            } else {
                if state == .highlighted {
                    tint.withAlphaComponent(Self.pressedFillAlpha).setFill()
                    UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
                }
                (isEnabled ? tint : tint.withAlphaComponent(Self.disabledAlpha)).setStroke()
                outline.stroke()
            }
            context.restoreGState()
            drawGlyph(of: half, state: state, tint: tint)
        }
        drawDivider(tint: tint)
    }

    private func drawGlyph(of half: Half, state: UIControl.State, tint: UIColor) {
        let images = half == .decrement ? decrementImages : incrementImages
        let centre = half == .decrement ? Self.decrementCentre : Self.incrementCentre
        if let image = images.value(for: state) {
            let size = image.size
            let frame = CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            drawAdjusted(image, in: frame, state: state, hasOwn: images[exactly: state] != nil, tint: tint)
            return
        }
        (state == .disabled ? tint.withAlphaComponent(Self.disabledAlpha) : tint).setFill()
        let half = Self.glyphLength / 2
        UIRectFill(CGRect(x: centre.x - half, y: centre.y - 0.5, width: Self.glyphLength, height: 1))
        if centre == Self.incrementCentre {
            UIRectFill(CGRect(x: centre.x - 0.5, y: centre.y - half, width: 1, height: Self.glyphLength))
        }
    }

    private func drawDivider(tint: UIColor) {
        let left = drawingState(of: .decrement), right = drawingState(of: .increment)
        if let image = dividerImage(forLeftSegmentState: left, rightSegmentState: right) {
            let width = image.size.width
            image.draw(
                in: CGRect(x: bounds.midX - width / 2, y: 0, width: width, height: bounds.height),
                tintColor: tint, automaticIsTemplate: false)
            return
        }
        (isEnabled ? tint : tint.withAlphaComponent(Self.disabledAlpha)).setFill()
        UIRectFill(Self.dividerRect)
    }

    /// Draws `image` for `state`; a `.normal` image standing in for another state (`hasOwn` false) is
    /// faded when disabled and, if it keeps its own colours, darkened while highlighted. `tint`: the
    /// colour of template images (nil: backgrounds, drawn as they are unless `.alwaysTemplate`).
    private func drawAdjusted(_ image: UIImage, in rect: CGRect, state: UIControl.State, hasOwn: Bool, tint: UIColor?) {
        let templateTint = tint ?? tintColor
        let isTemplate = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && tint != nil)
        if !hasOwn && state == .disabled {
            image.draw(in: rect, tintColor: templateTint, automaticIsTemplate: tint != nil, blendMode: .normal, alpha: Self.disabledAlpha)
        } else if !hasOwn && state == .highlighted && !isTemplate, let context = UIGraphicsGetCurrentContext() {
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            image.draw(in: rect, tintColor: templateTint, automaticIsTemplate: tint != nil)
            context.setBlendMode(.sourceAtop)
            context.setFillColor(UIColor(white: 0, alpha: 1.0 / 3.0).cgColor)
            context.fill(rect)
            context.endTransparencyLayer()
        } else {
            image.draw(in: rect, tintColor: templateTint, automaticIsTemplate: tint != nil)
        }
    }
}
