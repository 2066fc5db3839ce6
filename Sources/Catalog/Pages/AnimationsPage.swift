import UIKit

/// UIView animations: four squares crossing their tracks with the four curves, one with a spring and one
/// through keyframes (`UIView.animateKeyframes`); a dot following a figure-eight (a CAKeyframeAnimation
/// along a path, paced); and seven cards, one per transition, each changing its look with its
/// transition when tapped. "Run" sends the squares and the dot across, and back on the next tap.
final class AnimationsPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    /// The squares' rows: caption and how the square moves.
    enum Motion: CaseIterable {
        case easeIn, easeOut, easeInOut, linear, spring, keyframes

        var caption: String {
            switch self {
            case .easeIn: return ".curveEaseIn"
            case .easeOut: return ".curveEaseOut"
            case .easeInOut: return ".curveEaseInOut"
            case .linear: return ".curveLinear"
            case .spring: return "spring, damping 0.5"
            case .keyframes: return "keyframes: ¾, ¼, end"
            }
        }
    }

    static let square: CGFloat = 28
    static let trackX: CGFloat = 200
    static let trackWidth: CGFloat = 300
    static func rowY(_ index: Int) -> CGFloat { 174 + CGFloat(index) * 38 }
    static let duration: TimeInterval = 1.5

    let runButton = OutlinedButton(title: "Run")
    /// The moving squares, in `Motion.allCases` order.
    let squares: [UIView]
    /// Whether the squares and the dot are at (or going to) the far end.
    private(set) var isAcross = false

    /// The box with the figure-eight and the dot that follows it.
    let pathBox = UIView()
    let dot = CALayer()
    static let pathBoxFrame = CGRect(x: 580, y: 114, width: 164, height: 262)
    let figureEight: CGPath

    /// The transition cards, in the order of `transitions`.
    let cards: [TransitionCardView]
    static let transitions: [(name: String, option: UIView.AnimationOptions)] = [
        ("Flip from left", .transitionFlipFromLeft), ("Flip from right", .transitionFlipFromRight),
        ("Flip from top", .transitionFlipFromTop), ("Flip from bottom", .transitionFlipFromBottom),
        ("Curl up", .transitionCurlUp), ("Curl down", .transitionCurlDown), ("Cross dissolve", .transitionCrossDissolve),
    ]
    static func cardFrame(_ index: Int) -> CGRect {
        CGRect(x: margin + CGFloat(index % 4) * 180, y: 456 + CGFloat(index / 4) * 124, width: 164, height: 104)
    }

    override init(frame: CGRect) {
        squares = Motion.allCases.map { _ in UIView() }
        cards = Self.transitions.map { TransitionCardView(name: $0.name, option: $0.option) }
        figureEight = Self.makeFigureEight(in: CGRect(origin: .zero, size: Self.pathBoxFrame.size).insetBy(dx: 22, dy: 22))
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Block animations with each curve, a spring and keyframes; a keyframe animation along a path; "
                    + "and UIView.transition(with:…) with every transition: tap a card.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))

        runButton.frame = CGRect(x: Self.margin, y: 114, width: 120, height: 40)
        runButton.addAction(UIAction { [weak self] _ in self?.run() }, for: .touchUpInside)
        addSubview(runButton)
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple, .systemPink]
        for (index, square) in squares.enumerated() {
            square.frame = squareFrame(index, across: false)
            square.backgroundColor = colours[index]
            square.layer.cornerRadius = 6
            addSubview(square)
        }

        pathBox.frame = Self.pathBoxFrame
        pathBox.backgroundColor = UIColor(white: 0.96, alpha: 1)
        pathBox.layer.cornerRadius = 10
        let route = CAShapeLayer()
        route.frame = pathBox.bounds
        route.path = figureEight
        route.fillColor = nil
        route.strokeColor = UIColor(white: 0.7, alpha: 1).cgColor
        route.lineWidth = 2
        route.lineDashPattern = [6, 4]
        pathBox.layer.addSublayer(route)
        dot.bounds = CGRect(x: 0, y: 0, width: 18, height: 18)
        dot.cornerRadius = 9
        dot.backgroundColor = UIColor.systemBlue.cgColor
        dot.position = figureEight.currentPoint
        pathBox.layer.addSublayer(dot)
        addSubview(pathBox)

        for (index, card) in cards.enumerated() {
            card.frame = Self.cardFrame(index)
            addSubview(card)
        }
    }

    required init?(coder: NSCoder) { nil }

    func squareFrame(_ index: Int, across: Bool) -> CGRect {
        CGRect(
            x: Self.trackX + (across ? Self.trackWidth - Self.square : 0), y: Self.rowY(index) - Self.square / 2,
            width: Self.square, height: Self.square)
    }

    /// Sends the squares and the dot across (or back).
    func run() {
        isAcross.toggle()
        let across = isAcross
        for (index, motion) in Motion.allCases.enumerated() {
            let square = squares[index]
            let end = squareFrame(index, across: across)
            switch motion {
            case .easeIn, .easeOut, .easeInOut, .linear:
                let curve: UIView.AnimationOptions = [.curveEaseIn, .curveEaseOut, .curveEaseInOut, .curveLinear][index]
                UIView.animate(
                    withDuration: Self.duration, delay: 0, options: [curve, .allowUserInteraction],
                    animations: { square.frame = end })
            case .spring:
                UIView.animate(
                    withDuration: Self.duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                    options: .allowUserInteraction, animations: { square.frame = end })
            case .keyframes:
                let start = squareFrame(index, across: !across)
                func at(_ f: CGFloat) -> CGRect { start.offsetBy(dx: (end.minX - start.minX) * f, dy: 0) }
                UIView.animateKeyframes(
                    withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .calculationModeLinear],
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { square.frame = at(0.75) }
                        UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.3) { square.frame = at(0.25) }
                        UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { square.frame = end }
                    })
            }
        }
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = figureEight
        follow.calculationMode = .paced
        follow.duration = 2 * Self.duration
        dot.add(follow, forKey: "follow")
    }

    /// A figure-eight of two loops, one above the other, starting and ending at its middle.
    static func makeFigureEight(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let mid = CGPoint(x: rect.midX, y: rect.midY), w = rect.width / 2, h = rect.height / 4
        path.move(to: mid)
        path.addCurve(
            to: CGPoint(x: mid.x, y: rect.minY), control1: CGPoint(x: mid.x + w * 1.3, y: mid.y - h * 0.4),
            control2: CGPoint(x: mid.x + w * 1.1, y: rect.minY))
        path.addCurve(
            to: mid, control1: CGPoint(x: mid.x - w * 1.1, y: rect.minY), control2: CGPoint(x: mid.x - w * 1.3, y: mid.y - h * 0.4))
        path.addCurve(
            to: CGPoint(x: mid.x, y: rect.maxY), control1: CGPoint(x: mid.x + w * 1.3, y: mid.y + h * 0.4),
            control2: CGPoint(x: mid.x + w * 1.1, y: rect.maxY))
        path.addCurve(
            to: mid, control1: CGPoint(x: mid.x - w * 1.1, y: rect.maxY), control2: CGPoint(x: mid.x - w * 1.3, y: mid.y + h * 0.4))
        return path
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Animations" as NSString).draw(at: CGPoint(x: Self.margin, y: Self.margin - 12), withAttributes: title)
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        let track = UIColor(white: 0.88, alpha: 1)
        for (index, motion) in Motion.allCases.enumerated() {
            let y = Self.rowY(index)
            (motion.caption as NSString).draw(at: CGPoint(x: Self.margin, y: y - 9), withAttributes: caption)
            track.setFill()
            UIRectFill(CGRect(x: Self.trackX, y: y - 1, width: Self.trackWidth, height: 2))
        }
        ("Keyframes along a path, paced" as NSString).draw(
            at: CGPoint(x: Self.pathBoxFrame.minX, y: Self.pathBoxFrame.maxY + 8), withAttributes: caption)
        let header: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: CatalogColors.text]
        ("Transitions: tap a card" as NSString).draw(at: CGPoint(x: Self.margin, y: 422), withAttributes: header)
    }
}

/// A card that changes its look (colour, letter) with one transition when tapped; it takes no touches
/// while the transition runs.
final class TransitionCardView: UIView {
    let option: UIView.AnimationOptions
    let nameLabel = UILabel()
    let letterLabel = UILabel()
    /// Which look the card shows: A (blue) or B (orange).
    private(set) var showsB = false
    /// How many transitions have finished, and whether the last ran to its end.
    private(set) var finished: [Bool] = []

    init(name: String, option: UIView.AnimationOptions) {
        self.option = option
        super.init(frame: .zero)
        layer.cornerRadius = 10
        layer.masksToBounds = true
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        nameLabel.textColor = .white
        letterLabel.font = .boldSystemFont(ofSize: 40)
        letterLabel.textColor = .white
        letterLabel.textAlignment = .right
        addSubview(nameLabel)
        addSubview(letterLabel)
        applyLook()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = CGRect(x: 12, y: 10, width: bounds.width - 24, height: 20)
        letterLabel.frame = CGRect(x: 12, y: bounds.height - 56, width: bounds.width - 24, height: 48)
    }

    private func applyLook() {
        backgroundColor =
            showsB ? UIColor(red: 0.96, green: 0.55, blue: 0.12, alpha: 1) : UIColor(red: 0.16, green: 0.38, blue: 0.86, alpha: 1)
        letterLabel.text = showsB ? "B" : "A"
    }

    /// Changes the look with the card's transition.
    func run() {
        UIView.transition(
            with: self, duration: 0.9, options: option,
            animations: {
                self.showsB.toggle()
                self.applyLook()
            }, completion: { [weak self] in self?.finished.append($0) })
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        run()
    }
}
