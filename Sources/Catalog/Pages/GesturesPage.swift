import UIKit

/// A gesture playground: a pad for each of UIKit's six gesture recognizers (tap, swipe, pan,
/// long press, pinch, rotation), each logging its recognizer's states and what it measured (where,
/// which way, translation, scale, rotation in radians and degrees), its marker moved, scaled or turned
/// to match.
///
/// The swipe pad carries four swipe recognizers, one per direction, so that the log can say which way
/// the swipe went (UIKit's swipe does not report it). With a mouse there is one finger: the pinch and
/// rotation pads need a touch screen (or the test harness's two-finger gestures).
final class GesturesPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let gap: CGFloat = 20

    let intro = CatalogIntroLabel(
        "Each pad has one kind of gesture recognizer. Its log shows the states the recognizer goes through "
            + "and what it measured; a gesture the recognizer does not take shows as failed.")
    let tapPad = GesturePadView(
        title: "Tap", recognizer: "UITapGestureRecognizer",
        hint: "Tap once.")
    let swipePad = GesturePadView(
        title: "Swipe", recognizer: "UISwipeGestureRecognizer",
        hint: "Swipe quickly in any direction.")
    let panPad = GesturePadView(
        title: "Pan", recognizer: "UIPanGestureRecognizer",
        hint: "Drag: the square follows.")
    let longPressPad = GesturePadView(
        title: "Long press", recognizer: "UILongPressGestureRecognizer",
        hint: "Press and hold for half a second.")
    let pinchPad = GesturePadView(
        title: "Pinch", recognizer: "UIPinchGestureRecognizer",
        hint: "Pinch with two fingers: the square scales.")
    let rotationPad = GesturePadView(
        title: "Rotation", recognizer: "UIRotationGestureRecognizer",
        hint: "Turn two fingers: the square turns.")

    var pads: [GesturePadView] { [tapPad, swipePad, panPad, longPressPad, pinchPad, rotationPad] }

    /// The pinch and rotation markers' scale and angle (carried over between gestures; the scale is
    /// clamped to stay visible), and the marker's state when the current gesture began.
    private var markerScale: CGFloat = 1
    private var markerAngle: CGFloat = 0
    private var pinchStart: CGFloat = 1
    private var rotationStart: CGFloat = 0
    private var panStart = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(intro)
        for pad in pads { addSubview(pad) }
        tapPad.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GesturesPageView.tapped))
        for direction in [UISwipeGestureRecognizer.Direction.right, .left, .up, .down] {
            let swipe = UISwipeGestureRecognizer(target: self, action: GesturesPageView.swiped)
            swipe.direction = direction
            swipePad.addGestureRecognizer(swipe)
        }
        panPad.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GesturesPageView.panned))
        longPressPad.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GesturesPageView.pressed))
        pinchPad.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: GesturesPageView.pinched))
        rotationPad.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: GesturesPageView.rotated))
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Actions

    /// The state's name in the log: a discrete recognizer's `.ended` is "recognized".
    static func name(_ state: UIGestureRecognizer.State, discrete: Bool = false) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: discrete ? "recognized" : "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    static func describe(_ point: CGPoint) -> String { String(format: "%.0f, %.0f", point.x, point.y) }

    func tapped(_ tap: UITapGestureRecognizer) {
        tapPad.log(Self.name(tap.state, discrete: true), "at " + Self.describe(tap.location(in: tapPad)))
    }

    func swiped(_ swipe: UISwipeGestureRecognizer) {
        let way: String =
            switch swipe.direction {
            case .right: "right"
            case .left: "left"
            case .up: "up"
            default: "down"
            }
        swipePad.log(Self.name(swipe.state, discrete: true), way + " from " + Self.describe(swipe.location(in: swipePad)))
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { panStart = panPad.markerOffset }
        let translation = pan.translation(in: panPad)
        let limit = CGSize(width: panPad.bounds.width / 2, height: panPad.bounds.height / 2)
        panPad.markerOffset = CGPoint(
            x: min(max(panStart.x + translation.x, -limit.width), limit.width),
            y: min(max(panStart.y + translation.y, -limit.height), limit.height))
        panPad.log(Self.name(pan.state), "translation " + Self.describe(translation))
    }

    func pressed(_ press: UILongPressGestureRecognizer) {
        press.view?.alpha = press.state == .began || press.state == .changed ? 0.7 : 1
        longPressPad.log(Self.name(press.state), "at " + Self.describe(press.location(in: longPressPad)))
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .began { pinchStart = markerScale }
        markerScale = min(max(pinchStart * pinch.scale, 0.3), 3)
        pinchPad.marker.transform = CGAffineTransform(scaleX: markerScale, y: markerScale)
        pinchPad.log(Self.name(pinch.state), String(format: "scale %.2f", pinch.scale))
    }

    func rotated(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .began { rotationStart = markerAngle }
        markerAngle = rotationStart + rotation.rotation
        rotationPad.marker.transform = CGAffineTransform(rotationAngle: markerAngle)
        rotationPad.log(
            Self.name(rotation.state),
            String(format: "%.2f rad (%.0f°)", rotation.rotation, rotation.rotation * 180 / .pi))
    }

    // MARK: Layout and drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 2 * Self.margin
        intro.frame = CGRect(x: Self.margin, y: 62, width: width, height: intro.sizeThatFits(CGSize(width: width, height: 0)).height)
        // Three columns and two rows when the page is wide, else two columns and three rows.
        let columns = width >= 600 ? 3 : 2
        let rows = (pads.count + columns - 1) / columns
        let top = intro.frame.maxY + 20
        let padWidth = (width - CGFloat(columns - 1) * Self.gap) / CGFloat(columns)
        let padHeight = max(0, (bounds.height - top - Self.margin - CGFloat(rows - 1) * Self.gap) / CGFloat(rows))
        for (index, pad) in pads.enumerated() {
            let column = index % columns, row = index / columns
            pad.frame = CGRect(
                x: Self.margin + CGFloat(column) * (padWidth + Self.gap),
                y: top + CGFloat(row) * (padHeight + Self.gap), width: padWidth, height: padHeight)
        }
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Gestures" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
    }
}
