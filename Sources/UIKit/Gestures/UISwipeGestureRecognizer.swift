/// Recognizes a swipe: `numberOfTouchesRequired` fingers (1) moving quickly and mostly straight in one
/// of the allowed `direction`s (right by default). Discrete: it goes `.possible` → `.ended`
/// (`.recognized`, its action called once) as soon as the fingers have travelled far enough, while they
/// are still down, or `.failed`.
///
/// It fails when the fingers travel as far in a direction that is not allowed, or too crooked (more
/// sideways than half the distance along the direction), when they take too long, when they lift
/// before travelling far enough, when more fingers than required touch, or when fewer are down as the
/// distance is reached. `location(in:)` and `location(ofTouch:in:)` give where the swipe began, as
/// UIKit's do.
///
/// The distance, time and angle are fixed constants close to iOS's feel; UIKit also trades precision
/// for distance with speed ("a slow swipe requires high directional precision but a small distance").
///
/// Source: Apple, UISwipeGestureRecognizer.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take; several may be allowed at once. Raw values as Apple's.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that are recognized. `.right`. An empty set recognizes nothing.
    open var direction: Direction = .right
    /// How many fingers swipe. 1.
    open var numberOfTouchesRequired = 1

    // UIKit: approximations of iOS's thresholds, which UIKit does not publish.
    /// How far the fingers travel along the direction to make a swipe (points).
    static let minimumTravel: CGFloat = 50
    /// How far sideways they may stray, as a fraction of the travel (0.5: within about 27° of the axis).
    static let maximumDeviation: CGFloat = 0.5
    /// How long from the first touch-down the swipe may take to travel `minimumTravel` (seconds).
    static let maximumDuration: TimeInterval = 0.5

    /// Where each finger went down, in the window's coordinates.
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var deadline: MainScheduler.Token?

    private var fingersDown: Int { touchesDown.count }

    /// Where the swipe began in `view`'s coordinates (nil: the window's): the centroid of the points
    /// where its fingers went down.
    open override func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.indices.map { location(ofTouch: $0, in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// Where finger `touchIndex` (0 ..< `numberOfTouches`) went down, in `view`'s coordinates.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            trackedTouches.indices.contains(touchIndex),
            "UISwipeGestureRecognizer.location(ofTouch:in:): index \(touchIndex) is beyond the \(trackedTouches.count) touches")
        let touch = trackedTouches[touchIndex]
        let start = starts[ObjectIdentifier(touch)] ?? touch.location(in: nil)
        guard let view, let window = touch.window else { return start }
        return view.convert(start, from: window)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if fingersDown > numberOfTouchesRequired {
            state = .failed
            return
        }
        if deadline == nil {
            deadline = schedule(after: Self.maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed  // too slow
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let travel = averageTravel()
        let recognized = [Direction.right, .left, .up, .down].contains { allowed in
            guard direction.contains(allowed) else { return false }
            let (along, across) = Self.components(of: travel, along: allowed)
            return along >= Self.minimumTravel && abs(across) <= along * Self.maximumDeviation
        }
        if recognized {
            state = fingersDown == numberOfTouchesRequired ? .ended : .failed
        } else if max(abs(travel.x), abs(travel.y)) >= Self.minimumTravel {
            state = .failed  // as far in a direction that is not allowed, or too crooked
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        starts = [:]
        deadline = nil
    }

    /// The mean movement of the fingers since each went down, in the window's coordinates.
    private func averageTravel() -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in trackedTouches {
            let now = touch.location(in: nil), start = starts[ObjectIdentifier(touch)] ?? now
            sum.x += now.x - start.x
            sum.y += now.y - start.y
        }
        return CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
    }

    /// The travel along `direction` (one of the four) and across it.
    private static func components(of travel: CGPoint, along direction: Direction) -> (along: CGFloat, across: CGFloat) {
        switch direction {
        case .right: (travel.x, travel.y)
        case .left: (-travel.x, travel.y)
        case .up: (-travel.y, travel.x)
        default: (travel.y, travel.x)
        }
    }
}
