extension UITableViewCell {
    /// The states a cell moves into and out of, as `willTransition(to:)` and `didTransition(to:)` report
    /// them.
    ///
    /// Source: Apple, UITableViewCell.StateMask.
    public struct StateMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is editing and shows its editing control (a delete or insert control) at its left.
        public static let showingEditControl = StateMask(rawValue: 1)
        /// The cell shows its delete confirmation button (swiped open, or its delete control tapped).
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }
}
