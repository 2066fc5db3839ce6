extension UITableView {
    /// How inserted, deleted and reloaded rows and sections come and go.
    public enum RowAnimation: Int, Sendable {
        /// Fading in or out.
        case fade
        /// Sliding in from, or out to, the right.
        case right
        /// Sliding in from, or out to, the left.
        case left
        /// Sliding in from, or out to, the top, behind the row above.
        case top
        /// Sliding in from, or out to, the bottom, behind the row below.
        case bottom
        /// No animation of their own: rows appear or vanish at once while the others move.
        case none
        /// Growing from, or shrinking to, the middle of the space they take.
        case middle
        /// The table's choice: fading, as UIKit chooses for most updates.
        case automatic = 100
    }
}
