import Foundation

/// The card in which an iOS 14 compact date picker shows its calendar or its time wheels: a rounded
/// `systemBackground` card with a soft shadow, over the whole window, below the button that opened it
/// (above it when there is no room below), kept 8 points inside the window's edges. A tap anywhere outside
/// the card dismisses it; nothing behind the card gets that tap.
///
/// `present(_:size:from:onDismiss:)` adds a transparent view over the window that catches the outside taps,
/// and the card over it; the card fades and grows in over 0.25 s. `dismiss(animated:)` fades it out,
/// removes both views and calls `onDismiss`, once, however often it is called. A presented overlay keeps
/// itself alive until it is dismissed.
///
/// Source: Apple, UIDatePicker with `preferredDatePickerStyle = .compact` (iOS 14): its pickers appear in a
/// card over the window, not in a popover presentation controller.
@MainActor
final class DatePickerOverlay {
    /// The distance the card keeps from the window's edges, and from the source view.
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    /// The length of the fade in and out.
    static let duration: TimeInterval = 0.25
    /// The scale the card grows from as it appears.
    static let initialScale: CGFloat = 0.9

    /// The transparent view over the whole window that dismisses the overlay when touched.
    let catcher: UIView
    /// The card, with its shadow, over the catcher; the content sits in a clipping view inside it.
    let card: UIView
    /// The view presented in the card.
    let content: UIView
    /// Whether the overlay is up: from `present` until `dismiss`.
    private(set) var isPresented = false
    private var onDismiss: (() -> Void)?

    private init(content: UIView, onDismiss: @escaping () -> Void) {
        self.content = content
        self.onDismiss = onDismiss
        catcher = OverlayCatcher()
        card = UIView()
    }

    /// Shows `content`, `size` points large, in a card over `source`'s window, below `source` (or above
    /// it); `onDismiss` is called once when the overlay goes, by a tap outside the card or by
    /// `dismiss(animated:)`. A source without a window shows nothing: the overlay returned is not presented
    /// and never calls `onDismiss`.
    static func present(_ content: UIView, size: CGSize, from source: UIView, onDismiss: @escaping () -> Void) -> DatePickerOverlay {
        let overlay = DatePickerOverlay(content: content, onDismiss: onDismiss)
        guard let window = source.window else { return overlay }
        overlay.isPresented = true
        let catcher = overlay.catcher as! OverlayCatcher
        catcher.frame = window.bounds
        catcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        catcher.backgroundColor = .clear
        // The catcher holds the overlay until it is dismissed (the closure is let go then).
        catcher.onTouch = { overlay.dismiss(animated: true) }
        window.addSubview(catcher)

        let card = overlay.card
        card.frame = frame(size: size, below: source.convert(source.bounds, to: window), in: window.bounds)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = cornerRadius
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.16
        card.layer.shadowRadius = 24
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let clip = UIView(frame: card.bounds)
        clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.layer.cornerRadius = cornerRadius
        clip.clipsToBounds = true
        content.frame = clip.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.addSubview(content)
        card.addSubview(clip)
        // The card beside the catcher, not in it: a touch on the card's edge goes up the responder chain
        // to the window, not to the catcher.
        window.addSubview(card)

        card.alpha = 0
        card.transform = CGAffineTransform(scaleX: initialScale, y: initialScale)
        UIView.animate(withDuration: duration) {
            card.alpha = 1
            card.transform = .identity
        }
        return overlay
    }

    /// Where a card of `size` goes for a source at `source` in a window of `bounds` (both in the window's
    /// coordinates): centred under the source, 8 points below it; above it when it does not fit below;
    /// always 8 points inside the window, its size cut down to fit.
    static func frame(size: CGSize, below source: CGRect, in bounds: CGRect) -> CGRect {
        let width = max(0, min(size.width, bounds.width - 2 * margin))
        let height = max(0, min(size.height, bounds.height - 2 * margin))
        var x = (source.midX - width / 2).rounded()
        x = min(max(x, bounds.minX + margin), bounds.maxX - margin - width)
        var y = source.maxY + margin
        if y + height > bounds.maxY - margin {
            let above = source.minY - margin - height
            y = above >= bounds.minY + margin ? above : bounds.maxY - margin - height
        }
        y = max(y, bounds.minY + margin)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Takes the card away (fading it out when `animated`) and calls `onDismiss`; does nothing after the
    /// first time.
    func dismiss(animated: Bool) {
        guard isPresented else { return }
        isPresented = false
        (catcher as? OverlayCatcher)?.onTouch = nil
        let views = [catcher, card]
        views.forEach { $0.isUserInteractionEnabled = false }
        if animated {
            UIView.animate(
                withDuration: Self.duration,
                animations: { views.forEach { $0.alpha = 0 } },
                completion: { _ in views.forEach { $0.removeFromSuperview() } })
        } else {
            views.forEach { $0.removeFromSuperview() }
        }
        let onDismiss = onDismiss
        self.onDismiss = nil
        onDismiss?()
    }
}

/// The clear view over the window behind the card: a touch on it (outside the card) dismisses the overlay.
private final class OverlayCatcher: UIView {
    var onTouch: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?()
    }
}
