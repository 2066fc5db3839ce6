import QuartzCore

/// One page turn of the page-curl style: the sheet that turns (an image of its front, and of its back
/// for a double-sided book, in the strips of a ``PageCurl`` over its spine), in an overlay above the
/// pages that show beneath it, and how far it has turned.
///
/// Which sheet turns, and what shows beneath it:
///
/// | spine | direction | sheet (front, back) | beneath |
/// |---|---|---|---|
/// | `.min`, `.max` | forward | the page showing (back: the new back page) | the new page |
/// | `.min`, `.max` | reverse | the new page (back: the old back page) | the page showing |
/// | `.mid` | forward | the right (lower) page, the new left page on its back | the left page, the new right page |
/// | `.mid` | reverse | the left (upper) page, the new right page on its back | the new left page, the right page |
///
/// A forward sheet of a `.min` or `.max` spine and both sheets of a `.mid` spine turn from flat
/// (progress 0) to landed beyond their spine (1); a reverse sheet of a `.min` or `.max` spine comes the
/// other way, from 1 to 0. Without a back page (single-sided) the sheet's back shows its front mirrored
/// and whitened.
///
/// The page style puts the pages beneath in place, under ``overlay``.
@MainActor
final class PageCurlTurn {
    let change: PageChange
    let byGesture: Bool
    let completion: ((Bool) -> Void)?
    /// The progress the turn starts from and the one that completes it.
    let start: Double
    let end: Double
    /// The pages that show beneath the sheet, by page frame.
    let beneath: [UIViewController]
    private(set) var progress: Double
    /// Whether the sheet is animating to rest (it no longer follows a finger).
    private(set) var isSettling = false
    private let curl: PageCurl
    /// The view whose layer holds the sheet's strips, above the pages; it takes no touches.
    let overlay = UIView()
    private let strips: [PageCurl.Strip]
    /// The shadow the sheet casts on the page beneath, and the sheet's top left corner in the overlay.
    private let shadow: CALayer
    private let origin: CGPoint

    /// How long a whole turn takes when it animates on its own (a tap, code).
    static let duration: TimeInterval = 0.6

    /// Prepares the turn from `change.old` to `change.new` in `direction`, with the pages' frames in
    /// `content` (the overlay goes on top of its layer): loads and images the sheet's pages and places
    /// the sheet at its start.
    init(
        _ change: PageChange, direction: UIPageViewController.NavigationDirection, owner: UIPageViewController,
        in content: UIView, byGesture: Bool, completion: ((Bool) -> Void)?
    ) {
        self.change = change
        self.byGesture = byGesture
        self.completion = completion
        let old = change.old, new = change.new
        let frames = owner.pageFrames(in: content.bounds)
        let forward = direction == .forward
        let mid = owner.spineLocation == .mid
        let vertical = owner.navigationOrientation == .vertical
        let front: UIViewController, back: UIViewController?, frame: CGRect, spine: PageCurl.Spine
        if mid {
            front = forward ? old[1] : old[0]
            back = forward ? new[0] : new[1]
            frame = forward ? frames[1] : frames[0]
            spine = forward ? (vertical ? .top : .left) : (vertical ? .bottom : .right)
            beneath = forward ? [old[0], new[1]] : [new[0], old[1]]
            (start, end) = (0, 1)
        } else {
            front = forward ? old[0] : new[0]
            back = owner.isDoubleSided ? (forward ? new[1] : old[1]) : nil
            frame = frames[0]
            let atMin = owner.spineLocation != .max
            spine = vertical ? (atMin ? .top : .bottom) : (atMin ? .left : .right)
            beneath = [forward ? new[0] : old[0]]
            (start, end) = forward ? (0, 1) : (1, 0)
        }
        progress = start
        curl = PageCurl(turning: frame.size, over: spine)
        let frontImage = PageCurlTurn.image(of: front, size: frame.size)
        let backImage = back.flatMap { PageCurlTurn.image(of: $0, size: frame.size) }
        let bounds = content.bounds
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.frame = bounds
        overlay.isUserInteractionEnabled = false
        overlay.clipsToBounds = true
        overlay.layer.sublayerTransform = CATransform3D.makePerspective(eye: 3 * max(bounds.width, bounds.height))
        content.addSubview(overlay)
        origin = frame.origin
        shadow = curl.makeShadow(in: overlay.layer)
        strips = curl.makeStrips(
            showing: frontImage, back: backImage, in: overlay.layer, at: frame.origin, scale: UIScreen.main.scale)
        curl.place(strips, shadow: shadow, origin: origin, at: start)
        CATransaction.commit()
    }

    /// The page's look at `size`, laid out there (its view loaded if need be).
    private static func image(of page: UIViewController, size: CGSize) -> CGImage? {
        let view: UIView = page.view
        if view.bounds.size != size { view.frame = CGRect(origin: view.frame.origin, size: size) }
        return ViewTransition.snapshot(of: view)
    }

    /// The page's extent from its spine to its free edge: a finger moving twice that turns the sheet
    /// from flat to landed.
    var length: CGFloat { curl.length }

    /// How progress follows a finger's movement `delta` (points, in the content's coordinates): the free
    /// edge moves towards the spine as the progress grows.
    func progressChange(for delta: CGPoint) -> Double {
        let along: CGFloat
        switch curl.spine {
        case .left: along = -delta.x
        case .right: along = delta.x
        case .top: along = -delta.y
        case .bottom: along = delta.y
        }
        return Double(along / (2 * max(1, curl.length)))
    }

    /// Moves the sheet to `p` at once (following a finger).
    func move(to p: Double) {
        progress = min(max(p, 0), 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        curl.place(strips, shadow: shadow, origin: origin, at: progress)
        CATransaction.commit()
    }

    /// Animates the sheet from where it is to the end (`completing`) or back to its start; `done` runs
    /// when it gets there (or when the animation is cut short).
    func settle(completing: Bool, timing: CAMediaTimingFunctionName, done: @escaping () -> Void) {
        isSettling = true
        let target = completing ? end : start
        let from = progress
        progress = target
        let duration = max(0.1, PageCurlTurn.duration * abs(target - from))
        let timingFunction = CAMediaTimingFunction(name: timing)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock(done)
        curl.place(strips, shadow: shadow, origin: origin, at: target)
        curl.animate(strips, shadow: shadow, origin: origin, across: (from, target)) {
            ComputedAnimation(duration: duration, timingFunction: timingFunction)
        }
        CATransaction.commit()
    }

    /// Removes the sheet.
    func removeOverlay() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shadow.removeAllAnimations()
        for strip in strips {
            for layer in [strip.layer, strip.shade, strip.back?.layer, strip.back?.shade] { layer?.removeAllAnimations() }
        }
        CATransaction.commit()
        overlay.removeFromSuperview()
    }
}
