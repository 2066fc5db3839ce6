/// The animation of a presentation and of its dismissal, when the transitioning delegate gives none.
///
/// Source: Apple, UIModalTransitionStyle.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge, and down again on dismissal.
    case coverVertical = 0
    /// The presenting view turns over about the vertical axis, right to left, and shows the presented
    /// view on its back; dismissal turns back, left to right.
    case flipHorizontal = 1
    /// The presented view fades in, and out on dismissal.
    case crossDissolve = 2
    /// The presenting view curls up from the bottom and stays curled over the upper part of the screen,
    /// revealing the lower part of the presented view; a tap on the curl dismisses it.
    case partialCurl = 3
}
