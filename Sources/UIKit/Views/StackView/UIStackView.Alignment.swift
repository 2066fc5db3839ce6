extension UIStackView {
    /// How a stack view places its arranged views across its axis.
    ///
    /// Source: Apple, UIStackView.Alignment.
    public enum Alignment: Int, Sendable {
        /// The views are stretched to the stack's full breadth (the default).
        case fill = 0
        /// Leading edges aligned (vertical stacks); `top` for horizontal ones.
        case leading = 1
        /// First baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centres aligned with the stack's centre.
        case center = 3
        /// Trailing edges aligned (vertical stacks); `bottom` for horizontal ones.
        case trailing = 4
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// Top edges aligned, in a horizontal stack: the same value as `leading`.
        public static var top: Alignment { .leading }
        /// Bottom edges aligned, in a horizontal stack: the same value as `trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
