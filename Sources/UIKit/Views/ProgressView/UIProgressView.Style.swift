extension UIProgressView {
    /// The look of a progress view: how thick its track is, and whether the track shows.
    ///
    /// Source: Apple, UIProgressView.Style; iOS 7 draws the track 2 points (default) or 3 points (bar) thick.
    public enum Style: Int, Sendable {
        /// The standard look: a 2-point track in UIKit's light grey under the filled part.
        case `default` = 0
        /// For toolbars and navigation bars: a 3-point track, clear until `trackTintColor` is set.
        case bar = 1

        /// The track's thickness in points: 2 (default) or 3 (bar).
        var thickness: CGFloat { self == .bar ? 3 : 2 }
    }
}
