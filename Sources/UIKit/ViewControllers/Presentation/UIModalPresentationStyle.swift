/// How a presented view controller covers the screen. On a phone every style that iOS 7 knew
/// (full screen, page sheet, form sheet, current context) covers the whole screen; the sheets show as
/// sheets only on a pad.
///
/// Source: Apple, UIModalPresentationStyle.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen; the presenting views leave the window when the transition ends.
    case fullScreen = 0
    /// On a pad in landscape: as wide as the screen is in portrait (768 points), full height and centred,
    /// over a dimmed background; in portrait and on a phone, full screen.
    case pageSheet = 1
    /// On a pad: 540 × 620 points, centred over a dimmed background, moved up to stay above the
    /// keyboard; on a phone, full screen.
    case formSheet = 2
    /// Covers exactly the view of the presentation context (the nearest ancestor that
    /// `definesPresentationContext`, else the root controller); its views leave when the transition ends.
    case currentContext = 3
    /// The presentation controller the transitioning delegate gives places the presented view.
    case custom = 4
    /// As `.fullScreen`, but the presenting views stay in the window beneath.
    case overFullScreen = 5
    /// As `.currentContext`, but the context's views stay beneath.
    case overCurrentContext = 6
    /// A popover pointing at its source (see `UIPopoverPresentationController`); full screen on a phone.
    case popover = 7
    /// No adaptation: returned by an adaptive delegate to keep the style.
    case none = -1
    /// The system's choice: full screen, as on iOS 7.
    case automatic = -2
}
