/// The views a switch draws with, from its state: they never send events or change the value.
///
/// Inside a content view (faded while disabled): the outline (a 1.5 pt rounded border over a transparent
/// track: iOS 7's off look), the on track (filled with the on colour, faded in when on), and the thumb
/// (a 27 pt white disc with a soft shadow, 7 pt wider while a finger is on it, as iOS 7's thumb is).
@MainActor
final class SwitchParts {
    static let outlineWidth: CGFloat = 1.5
    static let thumbInset: CGFloat = 2
    static let thumbDiameter: CGFloat = 27
    /// How much wider the thumb is while pressed (iOS 7's thumb stretches towards the middle).
    static let pressedWidening: CGFloat = 7

    let content = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    let outline = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    let onTrack = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    let thumb = UIView(frame: .zero)

    func install(in control: UISwitch) {
        let radius = UISwitch.size.height / 2
        for view in [content, outline, onTrack, thumb] {
            view.isUserInteractionEnabled = false
            view.isOpaque = false
        }
        outline.layer.cornerRadius = radius
        outline.layer.borderWidth = Self.outlineWidth
        onTrack.layer.cornerRadius = radius
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = CGColor(gray: 0, alpha: 0.06)
        content.addSubview(outline)
        content.addSubview(onTrack)
        content.addSubview(thumb)
        control.addSubview(content)
    }
}

extension UISwitch {
    /// The thumb's frame for the current value and interaction.
    var thumbFrame: CGRect {
        let width = SwitchParts.thumbDiameter + (interaction.isPressed ? SwitchParts.pressedWidening : 0)
        let travel = Self.size.width - 2 * SwitchParts.thumbInset - width
        let x = SwitchParts.thumbInset + interaction.thumbPosition(isOn: isOn) * travel
        return CGRect(x: x, y: SwitchParts.thumbInset, width: width, height: SwitchParts.thumbDiameter)
    }

    /// Places the thumb and sets the colours, sliding and fading over 0.25 s when `animated`.
    func updateParts(animated: Bool) {
        guard animated else {
            UIView.performWithoutAnimation {
                layoutParts()
                updateColors()
            }
            return
        }
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                self.layoutParts(); self.updateColors()
            })
    }

    func layoutParts() {
        parts.thumb.frame = thumbFrame
    }

    /// Sets the colours (the on track's fade animates when `animated`).
    func updateColors(animated: Bool = false) {
        let outlineColor = ownTintColor != nil ? tintColor! : Self.defaultOutlineColor
        parts.outline.layer.borderColor = resolvedForLayer(outlineColor)
        parts.onTrack.backgroundColor = onTintColor ?? Self.defaultOnTintColor
        parts.thumb.backgroundColor = thumbTintColor ?? .white
        let alpha: CGFloat = interaction.showsOnTrack(isOn: isOn) ? 1 : 0
        guard parts.onTrack.alpha != alpha else { return }
        if animated {
            UIView.animate(
                withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                animations: { self.parts.onTrack.alpha = alpha })
        } else {
            parts.onTrack.alpha = alpha
        }
    }
}
