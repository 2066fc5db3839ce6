/// How iOS 7's keyboard looks: a flat background, rounded keys with a 1-point shadow under each,
/// white character keys and grey function keys (light), or their dark versions; the Return key blue
/// when it names an action; the key under the finger darker.
extension KeyboardView {
    struct Palette {
        var background, key, functionKey, pressedKey, pressedFunctionKey, shadow, text, disabledText: UIColor
        var returnKey, returnText: UIColor

        static let light = Palette(
            background: UIColor(red: 209 / 255, green: 213 / 255, blue: 219 / 255, alpha: 1),
            key: .white,
            functionKey: UIColor(red: 172 / 255, green: 179 / 255, blue: 188 / 255, alpha: 1),
            pressedKey: UIColor(red: 172 / 255, green: 179 / 255, blue: 188 / 255, alpha: 1),
            pressedFunctionKey: .white,
            shadow: UIColor(red: 136 / 255, green: 138 / 255, blue: 142 / 255, alpha: 1),
            text: .black,
            disabledText: UIColor(white: 0.55, alpha: 1),
            returnKey: UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
            returnText: .white)

        static let dark = Palette(
            background: UIColor(white: 0.17, alpha: 1),
            key: UIColor(white: 0.36, alpha: 1),
            functionKey: UIColor(white: 0.24, alpha: 1),
            pressedKey: UIColor(white: 0.24, alpha: 1),
            pressedFunctionKey: UIColor(white: 0.36, alpha: 1),
            shadow: UIColor(white: 0.05, alpha: 1),
            text: .white,
            disabledText: UIColor(white: 0.5, alpha: 1),
            returnKey: UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
            returnText: .white)
    }

    var palette: Palette { appearance == .dark ? .dark : .light }

    func drawKeyboard(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let palette = palette
        palette.background.setFill()
        context.fill(bounds)
        let isPad = plane.isPad
        for (index, key) in keys.enumerated() where key.frame.intersects(rect) {
            drawKey(key, pressed: index == highlightedKey, isPad: isPad, palette: palette, in: context)
        }
    }

    private func drawKey(_ key: KeyboardKey, pressed: Bool, isPad: Bool, palette: Palette, in context: CGContext) {
        let isReturn = key.action == .returnKey
        let blueReturn = isReturn && !key.isFunction && isReturnKeyEnabled
        var fill = key.isFunction ? palette.functionKey : palette.key
        if isReturn && !key.isFunction { fill = blueReturn ? palette.returnKey : palette.functionKey }
        if key.action == .shift && shift.isOn { fill = palette.pressedFunctionKey }
        if pressed { fill = key.isFunction || blueReturn ? palette.pressedFunctionKey : palette.pressedKey }
        if isPad {
            // The pads' keys touch: no corners, no shadow; the hairlines between them show the background.
            fill.setFill()
            context.fill(key.frame)
        } else {
            let radius: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 5 : 4
            palette.shadow.setFill()
            UIBezierPath(roundedRect: key.frame.offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
            fill.setFill()
            UIBezierPath(roundedRect: key.frame, cornerRadius: radius).fill()
        }
        var textColor = palette.text
        if isReturn && !isReturnKeyEnabled { textColor = palette.disabledText }
        if blueReturn && !pressed { textColor = palette.returnText }
        drawLabel(of: key, color: textColor, isPad: isPad, in: context)
    }

    private func drawLabel(of key: KeyboardKey, color: UIColor, isPad: Bool, in context: CGContext) {
        let frame = key.frame
        switch key.action {
        case .shift: drawShift(in: frame, color: color); return
        case .delete: drawDelete(in: frame, color: color); return
        case .dismiss: drawDismiss(in: frame, color: color); return
        default: break
        }
        var title = key.title
        let isLetter = title.count == 1 && title.first?.isLetter == true && plane == .letters
        // iOS 7 shows capitals on the letter keys whatever the Shift state.
        if isLetter { title = title.uppercased() }
        let isCharacter = !key.isFunction && key.action != .returnKey && key.action != .space && title.count <= 2
        let size: CGFloat = isPad ? (key.subtitle == nil ? 26 : 24) : (isCharacter ? 22 : 16)
        let weight: UIFont.Weight = isCharacter && !isPad ? .light : .regular
        var font = UIFont.systemFont(ofSize: size, weight: weight)
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        var textSize = title.size(withAttributes: attributes)
        // A caption wider than its key ("123" on a narrow key, "Emergency Call") shrinks to fit.
        let room = frame.width - 8
        if textSize.width > room, textSize.width > 0 {
            font = UIFont.systemFont(ofSize: max(9, (size * room / textSize.width).rounded(.down)), weight: weight)
            attributes[.font] = font
            textSize = title.size(withAttributes: attributes)
        }
        var origin = CGPoint(x: frame.midX - textSize.width / 2, y: frame.midY - textSize.height / 2)
        if let subtitle = key.subtitle, !subtitle.isEmpty {
            let small: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10, weight: .semibold), .foregroundColor: color]
            let subtitleSize = subtitle.size(withAttributes: small)
            origin.y -= subtitleSize.height / 2
            subtitle.draw(at: CGPoint(x: frame.midX - subtitleSize.width / 2, y: origin.y + textSize.height - 3), withAttributes: small)
        }
        title.draw(at: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), withAttributes: attributes)
    }

    /// Shift: an outlined upward arrow, filled while Shift is on, with a bar under it when locked.
    private func drawShift(in frame: CGRect, color: UIColor) {
        let s: CGFloat = min(frame.width, frame.height) * 0.45
        let c = CGPoint(x: frame.midX, y: frame.midY - (shift.mode == .locked ? 2 : 0))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: c.x, y: c.y - s / 2))
        path.addLine(to: CGPoint(x: c.x + s / 2, y: c.y))
        path.addLine(to: CGPoint(x: c.x + s / 4, y: c.y))
        path.addLine(to: CGPoint(x: c.x + s / 4, y: c.y + s / 2))
        path.addLine(to: CGPoint(x: c.x - s / 4, y: c.y + s / 2))
        path.addLine(to: CGPoint(x: c.x - s / 4, y: c.y))
        path.addLine(to: CGPoint(x: c.x - s / 2, y: c.y))
        path.close()
        color.set()
        if shift.isOn { path.fill() } else { path.lineWidth = 1; path.stroke() }
        if shift.mode == .locked {
            UIBezierPath(rect: CGRect(x: c.x - s / 4, y: c.y + s / 2 + 2, width: s / 2, height: 1.5)).fill()
        }
    }

    /// Delete: a key-shaped outline pointing left, with a cross in it.
    private func drawDelete(in frame: CGRect, color: UIColor) {
        let h: CGFloat = min(frame.height * 0.4, 16), w = h * 1.45
        let r = CGRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r.minX, y: r.midY))
        path.addLine(to: CGPoint(x: r.minX + h / 2, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + h / 2, y: r.maxY))
        path.close()
        let cx = r.minX + h / 2 + (w - h / 2) / 2, d = h * 0.2
        path.move(to: CGPoint(x: cx - d, y: r.midY - d))
        path.addLine(to: CGPoint(x: cx + d, y: r.midY + d))
        path.move(to: CGPoint(x: cx + d, y: r.midY - d))
        path.addLine(to: CGPoint(x: cx - d, y: r.midY + d))
        color.setStroke()
        path.lineWidth = 1.2
        path.stroke()
    }

    /// The iPad's dismiss key: a small keyboard over a downward chevron.
    private func drawDismiss(in frame: CGRect, color: UIColor) {
        let w: CGFloat = 26, h: CGFloat = 16
        let r = CGRect(x: frame.midX - w / 2, y: frame.midY - h / 2 - 4, width: w, height: h)
        color.setStroke()
        let body = UIBezierPath(roundedRect: r, cornerRadius: 2)
        body.lineWidth = 1
        body.stroke()
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: frame.midX - 4, y: r.maxY + 4))
        chevron.addLine(to: CGPoint(x: frame.midX, y: r.maxY + 8))
        chevron.addLine(to: CGPoint(x: frame.midX + 4, y: r.maxY + 4))
        chevron.lineWidth = 1.2
        chevron.stroke()
    }
}
