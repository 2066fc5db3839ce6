import Foundation

/// A slider's numbers, with no views: clamping, the value's place along the thumb's travel and back, and
/// a drag of the thumb. UISlider feeds it rects and touch positions; tests drive it with numbers.
///
/// - A drag keeps the finger where it grabbed the thumb: the thumb's centre is the touch's x less the
///   offset at touch-down, so grabbing the thumb off-centre does not make it jump.
/// - The value follows the thumb's centre between where it sits at the minimum and at the maximum,
///   clamped to the range.
///
/// Source: Apple, UISlider (`value`: "If you try to set a value that's below the minimum or above the
/// maximum, the minimum or maximum value is set instead").
struct SliderInteraction {
    /// How far the default thumb reaches past each end of the track (points), so that a slider whose
    /// track is inset by this much keeps the thumb inside its bounds.
    static let thumbOverhang: CGFloat = 2

    /// `value` clamped into `minimum...maximum` (infinities clamp; NaN is the caller's to reject).
    static func clamp(_ value: Float, _ minimum: Float, _ maximum: Float) -> Float {
        min(maximum, max(minimum, value))
    }

    /// Where `value` lies in the range, 0...1 (0 for an empty range).
    static func fraction(of value: Float, _ minimum: Float, _ maximum: Float) -> CGFloat {
        guard maximum > minimum else { return 0 }
        return CGFloat(min(1, max(0, (value - minimum) / (maximum - minimum))))
    }

    /// The default thumb's centre x for `fraction` on `track`: from the track's start to its end, the
    /// thumb overhanging each end by `thumbOverhang`; the track's middle when the thumb does not fit.
    static func thumbCenterX(fraction: CGFloat, track: CGRect, thumbWidth: CGFloat) -> CGFloat {
        let start = track.minX - thumbOverhang + thumbWidth / 2
        let end = track.maxX + thumbOverhang - thumbWidth / 2
        guard end > start else { return track.midX }
        return start + fraction * (end - start)
    }

    /// The value whose thumb centre is at `x`, given the thumb's centres at the minimum and the maximum.
    static func value(
        forThumbCenterX x: CGFloat, minimumCenterX: CGFloat, maximumCenterX: CGFloat,
        _ minimum: Float, _ maximum: Float
    ) -> Float {
        guard maximumCenterX != minimumCenterX, x.isFinite else { return minimum }
        let fraction = min(1, max(0, (x - minimumCenterX) / (maximumCenterX - minimumCenterX)))
        return clamp(minimum + Float(fraction) * (maximum - minimum), minimum, maximum)
    }

    // MARK: A drag

    /// Whether a drag of the thumb is in progress.
    private(set) var isDragging = false
    /// The value when the drag began.
    private(set) var startValue: Float = 0
    private var grabOffset: CGFloat = 0

    /// A touch went down on the thumb at `touchX`, the thumb's centre being at `thumbCenterX`.
    mutating func begin(touchX: CGFloat, thumbCenterX: CGFloat, value: Float) {
        isDragging = true
        startValue = value
        grabOffset = touchX - thumbCenterX
    }

    /// Where the thumb's centre goes for a touch at `touchX`.
    func thumbCenterX(forTouchX touchX: CGFloat) -> CGFloat { touchX - grabOffset }

    /// The drag ended or was cancelled.
    mutating func end() { isDragging = false }
}
