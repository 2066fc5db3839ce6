/// Gives feedback for a physical impact: a view snapping into place, two objects colliding.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) { super.init() }

    /// A generator of medium impacts.
    public convenience override init() { self.init(style: .medium) }

    /// Plays an impact of the generator's style (nothing without a Taptic Engine).
    open func impactOccurred() {}

    /// Plays an impact of the generator's style at `intensity`, 0 to 1 (nothing without a Taptic Engine).
    open func impactOccurred(intensity: CGFloat) {}
}
