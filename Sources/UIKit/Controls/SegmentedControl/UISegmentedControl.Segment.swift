extension UISegmentedControl {
    /// Where a segment sits in its control, for `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`:
    /// the end segments have one rounded end, a lone segment two. `.any` applies to every segment that
    /// has no adjustment for its own type. The raw values are Apple's.
    ///
    /// Source: Apple, UISegmentedControl.Segment.
    public enum Segment: Int, Sendable {
        /// Every segment without an adjustment of its own type.
        case any = 0
        /// The leftmost segment (rounded on the left).
        case left = 1
        /// A segment between two others.
        case center = 2
        /// The rightmost segment (rounded on the right).
        case right = 3
        /// The only segment (rounded at both ends).
        case alone = 4
    }

    /// The type of the segment at `index`.
    func segmentType(at index: Int) -> Segment {
        if items.count == 1 { return .alone }
        if index == 0 { return .left }
        return index == items.count - 1 ? .right : .center
    }
}
