extension UIProgressView {
    /// The look of a progress view: how thick its track is, and whether the track shows.
    ///
    /// Source: Apple, UIProgressView.Style; seed 000 §3 (spec 000 #11, #12, #18); DIRECTION (2 pt / 3 pt).
    public enum Style: Int, Sendable {
        /// The standard look: a 2-point track in UIKit's light grey under the filled part.
        case `default` = 0
        /// For toolbars and navigation bars: a 3-point track, clear until `trackTintColor` is set.
        case bar = 1

        /// The track's thickness in points: 2 (default) or 3 (bar).
        var thickness: CGFloat { self == .bar ? 3 : 2 }
    }
}
