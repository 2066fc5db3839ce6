import QuartzCore

/// The changes made in a keyframe block (`UIView.animateKeyframes`), by layer and property, each with
/// the part of the duration its keyframe gives it; then the keyframe animation that shows them.
///
/// Layers ask their view for an action when a property changes; inside a keyframe block the action is
/// a ``KeyframeCapture``, which the layer runs with the value it showed before (as for an implicit
/// animation) and which records the change instead of animating it.
final class KeyframeRecorder {
    /// A keyframe's change of one property: the value reached at `end`, moving from `start`.
    struct Change {
        let start: Double, end: Double
        let value: Any
    }

    /// One property of one layer: its value before the block and its changes in the order made.
    struct Track {
        let layer: CALayer
        let key: String
        let from: Any
        var changes: [Change]
    }

    private(set) var tracks: [Track] = []
    /// The part of the whole duration that changes made now belong to.
    private var frame: (start: Double, duration: Double) = (0, 1)

    /// Runs `body` with its changes given the part `start`...`start + duration` of the current frame.
    /// NaN counts as 0; the start is clamped to 0...1, the duration to what is left after it.
    func within(start: Double, duration: Double, _ body: () -> Void) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : (v == .infinity ? 1 : 0) }
        let s = unit(start), d = min(unit(duration), 1 - s)
        let saved = frame
        frame = (saved.start + s * saved.duration, d * saved.duration)
        body()
        frame = saved
    }

    /// The action for a change of `key` made now.
    func capture(forKey key: String) -> CAAction {
        let capture = KeyframeCapture(keyPath: key)
        capture.isImplicit = true
        capture.recorder = self
        return capture
    }

    func record(_ layer: CALayer, key: String, from: Any, to: Any) {
        let change = Change(start: frame.start, end: frame.start + frame.duration, value: to)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].changes.append(change)
        } else {
            tracks.append(Track(layer: layer, key: key, from: from, changes: [change]))
        }
    }

    /// The animation of `track`: its values and key times in `mode`.
    ///
    /// Linear (and cubic, paced) keyframes: the value before the block at 0, held until the first
    /// keyframe starts, each keyframe's value at its end, held until the next starts, the last held
    /// to 1. Discrete: the value before the block, then each keyframe's value from its start (key times
    /// one more than values, as CAKeyframeAnimation wants for discrete). Keyframes are taken in the
    /// order of their start times; overlapping ones are placed one after the other (key times never go
    /// back).
    func animation(for track: Track, mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        let changes = track.changes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var values: [Any] = [track.from]
        var times: [Double] = [0]
        func add(_ value: Any?, at time: Double) {
            if let value { values.append(value) }
            times.append(max(time, times.last ?? 0))
        }
        if mode == .discrete {
            for change in changes { add(change.value, at: change.start) }
            add(nil, at: 1)
        } else {
            var current = track.from
            for change in changes {
                if change.start > (times.last ?? 0) { add(current, at: change.start) }
                add(change.value, at: change.end)
                current = change.value
            }
            if (times.last ?? 0) < 1 { add(current, at: 1) }
        }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        return animation
    }
}

/// The action a layer runs for a change inside a keyframe block: it records the change (from the value
/// shown before, which the layer sets as `fromValue`, to the new model value) and adds nothing.
final class KeyframeCapture: CABasicAnimation, @unchecked Sendable {
    weak var recorder: KeyframeRecorder?

    required init() { super.init() }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let from = fromValue, let to = layer.value(forKey: event) else { return }
        recorder?.record(layer, key: event, from: from, to: to)
    }
}
