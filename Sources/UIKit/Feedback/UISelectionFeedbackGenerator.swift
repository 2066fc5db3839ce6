/// Gives feedback for a change of selection: a picker's wheel passing a row.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-change tick (nothing without a Taptic Engine).
    open func selectionChanged() {}
}
