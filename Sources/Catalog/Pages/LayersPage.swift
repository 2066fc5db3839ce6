import UIKit

/// Cards showing what a CALayer can do: corner radius, border, shadow, mask, and a perspective flip.
/// The page draws each card's caption under it.
final class LayersPageView: CatalogDrawingView {
    static let cardSize = CGSize(width: 200, height: 140)
    static let margin: CGFloat = 40
    static let spacing = CGSize(width: 52, height: 92)

    /// The cards, with their captions, in reading order.
    private let cards: [(caption: String, view: UIView)]

    override init(frame: CGRect) {
        cards = [
            ("cornerRadius = 24", Self.roundedCard()),
            ("borderWidth = 6, borderColor", Self.borderedCard()),
            ("shadowOpacity, shadowRadius, shadowOffset", Self.shadowedCard()),
            ("mask: a star-shaped CAShapeLayer", Self.maskedCard()),
            ("transform: rotated about y, m34 = -1/500", Self.flippedCard()),
            ("masksToBounds with a sublayer", Self.clippingCard()),
        ]
        super.init(frame: frame)
        backgroundColor = .white
        for card in cards { addSubview(card.view) }
        placeCards()
    }

    required init?(coder: NSCoder) { nil }

    /// The frame of card `index`: three to a row.
    static func cardFrame(_ index: Int) -> CGRect {
        CGRect(
            x: margin + CGFloat(index % 3) * (cardSize.width + spacing.width),
            y: margin + 40 + CGFloat(index / 3) * (cardSize.height + spacing.height),
            width: cardSize.width, height: cardSize.height)
    }

    private func placeCards() {
        for (index, card) in cards.enumerated() {
            // Set through bounds and center: the flipped card has a 3D transform.
            let frame = Self.cardFrame(index)
            card.view.bounds = CGRect(origin: .zero, size: frame.size)
            card.view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.black]
        ("Layers" as NSString).draw(at: CGPoint(x: Self.margin, y: Self.margin - 12), withAttributes: title)
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.darkGray]
        for (index, card) in cards.enumerated() {
            let frame = Self.cardFrame(index)
            (card.caption as NSString).draw(
                in: CGRect(x: frame.minX, y: frame.maxY + 14, width: frame.width + 30, height: 40),
                withAttributes: caption)
        }
    }

    // MARK: Cards

    private static func roundedCard() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 24
        return view
    }

    private static func borderedCard() -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        view.layer.borderWidth = 6
        view.layer.borderColor = UIColor.systemBlue.cgColor
        view.layer.cornerRadius = 12
        return view
    }

    private static func shadowedCard() -> UIView {
        let view = UIView()
        view.backgroundColor = .white
        view.layer.cornerRadius = 8
        view.layer.shadowOpacity = 0.5
        view.layer.shadowRadius = 10
        view.layer.shadowOffset = CGSize(width: 0, height: 6)
        return view
    }

    private static func maskedCard() -> UIView {
        let view = StripesView()
        let mask = CAShapeLayer()
        mask.frame = CGRect(origin: .zero, size: cardSize)
        mask.path = starPath(center: CGPoint(x: cardSize.width / 2, y: cardSize.height / 2), radius: 68)
        view.layer.mask = mask
        return view
    }

    private static func flippedCard() -> UIView {
        let view = LabelCardView(text: "Perspective")
        view.backgroundColor = .systemPurple
        view.layer.cornerRadius = 12
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        view.layer.transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
        return view
    }

    private static func clippingCard() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 20
        view.layer.masksToBounds = true
        let circle = CALayer()
        circle.frame = CGRect(x: 110, y: 50, width: 140, height: 140)
        circle.cornerRadius = 70
        circle.backgroundColor = UIColor.systemPink.cgColor
        view.layer.addSublayer(circle)
        return view
    }

    private static func starPath(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for point in 0..<10 {
            let r = point % 2 == 0 ? radius : radius * 0.45
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let p = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

/// Diagonal stripes drawn in `draw(_:)`, to show what a mask keeps.
private final class StripesView: CatalogDrawingView {
    override func draw(_ rect: CGRect) {
        UIColor.systemYellow.setFill()
        UIRectFill(bounds)
        UIColor.systemRed.setFill()
        var x: CGFloat = -bounds.height
        while x < bounds.width {
            let stripe = UIBezierPath()
            stripe.move(to: CGPoint(x: x, y: bounds.height))
            stripe.addLine(to: CGPoint(x: x + bounds.height, y: 0))
            stripe.addLine(to: CGPoint(x: x + bounds.height + 12, y: 0))
            stripe.addLine(to: CGPoint(x: x + 12, y: bounds.height))
            stripe.close()
            stripe.fill()
            x += 24
        }
    }
}

/// A card that draws its text centred in white.
private final class LabelCardView: CatalogDrawingView {
    let text: String

    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.white]
        let size = (text as NSString).size(withAttributes: attributes)
        (text as NSString).draw(
            at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
            withAttributes: attributes)
    }
}
