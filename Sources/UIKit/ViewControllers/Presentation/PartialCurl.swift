import QuartzCore

/// The partial curl of a presentation: an image of the presenting view, in strips (``PageCurl``),
/// curls up from the bottom and stays curled with the line where it leaves the plane at 45% of its
/// height, revealing the lower part of the presented view beneath. The curled page stays over the
/// presentation; a tap on it dismisses the presented controller (unless `isModalInPresentation`).
/// The dismissal uncurls it, then it leaves.
@MainActor
enum PartialCurl {
    /// Where the curl stops: the line at this fraction of the page's height from the top.
    static let restingLine: CGFloat = 0.45

    static func animate(
        _ context: UIViewControllerContextTransitioning, presenting: Bool, duration: TimeInterval, done: @escaping () -> Void
    ) {
        let container = context.containerView
        if presenting {
            guard let presenter = context.viewController(forKey: .from), let under = presenter.viewIfLoaded,
                let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to)
            else { return done() }
            view.frame = context.finalFrame(for: presented)
            container.addSubview(view)
            let page = PartialCurlView(frame: container.convert(under.bounds, from: under), presented: presented)
            container.addSubview(page)
            page.curl(image: ViewTransition.snapshot(of: under), up: true, duration: duration, done: done)
        } else {
            guard let page = container.subviews.lazy.compactMap({ $0 as? PartialCurlView }).first else { return done() }
            page.curl(image: nil, up: false, duration: duration) {
                page.removeFromSuperview()
                done()
            }
        }
    }
}

/// The curled page over a partial-curl presentation.
@MainActor
final class PartialCurlView: UIView {
    private weak var presented: UIViewController?
    private var image: CGImage?

    init(frame: CGRect, presented: UIViewController) {
        self.presented = presented
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    /// The curl of a page the size of this view.
    private var geometry: PageCurl { PageCurl(size: bounds.size, rollsDown: false) }

    /// How far the curl goes when it rests.
    private var restingProgress: Double { geometry.progress(atLine: bounds.height * PartialCurl.restingLine) }

    /// Curls the page up to its resting place, or back down flat; `done` runs when the curl stops.
    func curl(image newImage: CGImage?, up: Bool, duration: TimeInterval, done: @escaping () -> Void) {
        if let newImage { image = newImage }
        let rest = restingProgress
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock(done)
        for sublayer in layer.sublayers ?? [] { sublayer.removeFromSuperlayer() }
        let timing = CAMediaTimingFunction(name: .easeInEaseOut)
        geometry.addStrips(
            showing: image, to: layer, scale: UIScreen.main.scale, span: up ? (0, rest) : (rest, 0),
            animation: { ComputedAnimation(duration: duration, timingFunction: timing) })
        CATransaction.commit()
    }

    /// Only the page takes touches: the area above where it leaves the plane, with the roll.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard bounds.contains(point) else { return false }
        return point.y < bounds.height * PartialCurl.restingLine + geometry.radius
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A tap on the curl dismisses the presentation (not a modal one), as on iOS.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presented, !presented.isModalInPresentation, presented.presentingViewController != nil,
            let touch = touches.first, self.point(inside: touch.location(in: self), with: event)
        else { return }
        presented.dismiss(animated: true)
    }
}
