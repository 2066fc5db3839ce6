/// The styling every bar keeps, identical for all bars in iOS 7: the style, translucency, bar tint colour
/// and background images per position and metrics (see ``BarBackgroundView`` for how they show).
struct BarStyling {
    var barStyle = UIBarStyle.default
    var isTranslucent = true
    var barTintColor: UIColor?
    var backgroundImages = BarCustomizationTable<UIImage>()

    /// Whether the bar draws dark: the black styles, or a `.default` bar in the dark appearance.
    func isDark(in traits: UITraitCollection) -> Bool { barStyle.isDark || traits.userInterfaceStyle == .dark }

    /// The look of a bar at `position` with `metrics`.
    func look(position: UIBarPosition, metrics: UIBarMetrics, traits: UITraitCollection, shadowImage: UIImage?, shadowAbove: Bool)
        -> BarBackgroundView.Look
    {
        BarBackgroundView.Look(
            isDark: isDark(in: traits), isTranslucent: isTranslucent || barStyle.rawValue == 2, barTintColor: barTintColor,
            backgroundImage: backgroundImages.resolved(position: position, metrics: metrics), shadowImage: shadowImage,
            shadowAbove: shadowAbove)
    }

    /// The colour of text a bar draws itself (a navigation bar's title and prompt): black on a light bar,
    /// white on a dark one.
    func textColor(in traits: UITraitCollection) -> UIColor { isDark(in: traits) ? .white : .black }
}

/// The height of the status bar a top-attached bar extends its background under.
let topAttachedExtension: CGFloat = 20
