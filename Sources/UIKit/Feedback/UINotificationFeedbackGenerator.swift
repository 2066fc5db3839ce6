/// Gives feedback for the outcome of a task: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells of.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Plays the feedback for `notificationType` (nothing without a Taptic Engine).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
