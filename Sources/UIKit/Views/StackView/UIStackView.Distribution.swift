extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis.
    ///
    /// Source: Apple, UIStackView.Distribution.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis, spaced by `spacing`: when they do not fit, the ones with the lowest
        /// compression resistance shrink; when there is room to spare, the ones with the lowest hugging
        /// priority stretch. The default.
        case fill = 0
        /// The views fill the axis at one size (when the stack's size is free, that of the view with the
        /// largest intrinsic size).
        case fillEqually = 1
        /// The views fill the axis at sizes proportional to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the room left is shared equally between them, at
        /// least `spacing` each; when they do not fit, they shrink by compression resistance.
        case equalSpacing = 3
        /// The views keep their intrinsic sizes, their centres equally far apart, each gap at least
        /// `spacing`; when that cannot hold, the gaps shrink to `spacing` first, then the views shrink.
        case equalCentering = 4
    }
}
