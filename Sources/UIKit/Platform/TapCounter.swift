/// Counts taps as iOS does: a touch that begins soon after the last tap ended, near it, continues the
/// count (a double tap, a triple tap); otherwise it is a first tap.
struct TapCounter {
    /// How soon and how near the next touch must begin.
    static let interval: TimeInterval = 0.35
    static let distance: CGFloat = 45

    private var last: (count: Int, location: CGPoint, time: TimeInterval)?
    private var start: CGPoint?

    /// The tap count of a touch beginning at `location`.
    mutating func count(at location: CGPoint, time: TimeInterval) -> Int {
        start = location
        guard let last, time - last.time <= Self.interval, Self.near(location, last.location) else { return 1 }
        return last.count + 1
    }

    /// A touch ended: it was a tap if it lifted near where it began (a drag starts the count again).
    mutating func ended(_ count: Int, at location: CGPoint, time: TimeInterval) {
        last = start.map { Self.near(location, $0) } == true ? (count, location, time) : nil
    }

    private static func near(_ a: CGPoint, _ b: CGPoint) -> Bool { hypot(a.x - b.x, a.y - b.y) <= distance }
}
