/// Where a bar sits, which decides how it draws (a top-attached bar extends its background up behind
/// the status bar). A bar's delegate chooses it through `position(for:)`; customization methods that take
/// a bar position keep one value per position, `.any` standing for the positions without one.
///
/// The raw values are Apple's (`UIBarPositionAny` 0, `Bottom` 1, `Top` 2, `TopAttached` 3).
///
/// Source: Apple, UIBarPosition.
public enum UIBarPosition: Int, Sendable {
    /// No particular position: the fallback for customizations.
    case any = 0
    /// At the bottom of its container (a toolbar, a tab bar); shadows fall upward.
    case bottom = 1
    /// At the top of its container, below the status bar; shadows fall downward.
    case top = 2
    /// At the top of the screen, with its background extended up behind the status bar.
    case topAttached = 3
}
