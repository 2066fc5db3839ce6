import CoreGraphics

/// UIRefreshControl's pull rules, without views: how many of the wheel's ticks a pull shows, and when a
/// pull starts a refresh. `pull` is how far the content is dragged down past its top (past the scroll
/// view's own top inset), in points; 0 or less when it is not pulled.
///
/// - A pull of `triggerDistance` or more while the user drags starts one refresh; the next one needs the
///   content back at its top first (one pull, one refresh, however long the finger stays down).
/// - While pulling, the ticks appear one by one, clockwise from twelve o'clock: one more for each
///   twelfth of the trigger distance, all twelve at it.
struct RefreshPull {
    /// The control's height, and the room it keeps above the content while it refreshes.
    static let controlHeight: CGFloat = 60
    /// How far past its top the content must be dragged to start a refresh.
    static let triggerDistance: CGFloat = 80

    /// Whether a pull may start a refresh: false from the start of a refresh until the content is back
    /// at its top with no refresh going on.
    private(set) var isArmed = true

    /// The ticks a pull of `pull` shows, 0...12.
    static func ticks(atPull pull: CGFloat) -> Int {
        guard pull > 0 else { return 0 }
        let count = ActivityIndicatorWheel.spokeCount
        return min(count, Int((pull / triggerDistance * CGFloat(count)).rounded(.down)))
    }

    /// The content moved to `pull`; returns whether a refresh begins now (the caller sends valueChanged).
    mutating func contentMoved(to pull: CGFloat, isDragging: Bool, isRefreshing: Bool) -> Bool {
        if pull <= 0 && !isRefreshing { isArmed = true }
        guard isArmed, isDragging, !isRefreshing, pull >= Self.triggerDistance else { return false }
        isArmed = false
        return true
    }

    /// A refresh began from code: no pull starts another until the content is back at its top.
    mutating func refreshBegan() { isArmed = false }

    /// The ticks to draw at `pull`: none while a refresh goes on or before the pull is armed again.
    func visibleTicks(atPull pull: CGFloat, isRefreshing: Bool) -> Int {
        isArmed && !isRefreshing ? Self.ticks(atPull: pull) : 0
    }
}
