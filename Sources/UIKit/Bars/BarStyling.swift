/// The styling every bar keeps, identical for all bars in iOS 7: the style, translucency, bar tint colour
/// and background images per position and metrics (see ``BarBackgroundView`` for how they show).
struct BarStyling {
    var barStyle = UIBarStyle.default
    /// Whether the bar is translucent, as set (nil: not set, see `translucency`).
    var isTranslucent: Bool?
    var barTintColor: UIColor?
    private(set) var backgroundImages = BarCustomizationTable<UIImage>()
    /// Whether prompt metrics fall back to the same metrics without the prompt (see
    /// ``BarCustomizationTable/promptFallsBack``).
    var promptImagesFallBack: Bool {
        get { backgroundImages.promptFallsBack }
        set { backgroundImages.promptFallsBack = newValue }
    }
    /// Whether the default background image (any position, default metrics) has a see-through pixel.
    private var defaultImageIsTranslucent: Bool?

    /// Whether the bar is translucent: as set, else inferred as UIKit does from the background image
    /// for the default position and metrics (translucent when any of its pixels is), else true.
    var translucency: Bool {
        if let isTranslucent { return isTranslucent }
        return defaultImageIsTranslucent ?? true
    }

    /// Sets the background image for a position and metrics.
    mutating func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, metrics: UIBarMetrics) {
        backgroundImages[position, metrics] = image
        let fallback = backgroundImages[.any, .default]
        defaultImageIsTranslucent = fallback.map { !($0.cgImage?.isFullyOpaque ?? false) }
    }

    /// Whether the bar draws dark: the black styles, or a `.default` bar in the dark appearance.
    func isDark(in traits: UITraitCollection) -> Bool { barStyle.isDark || traits.userInterfaceStyle == .dark }

    /// The look of a bar at `position` with `metrics`, on a panel that draws its background or not.
    func look(
        position: UIBarPosition, metrics: UIBarMetrics, traits: UITraitCollection, shadowImage: UIImage?, shadowAbove: Bool,
        onPanel: Bool = false
    ) -> BarBackgroundView.Look {
        BarBackgroundView.Look(
            isDark: isDark(in: traits), isTranslucent: translucency || barStyle.rawValue == 2, barTintColor: barTintColor,
            backgroundImage: backgroundImages.resolved(position: position, metrics: metrics), shadowImage: shadowImage,
            shadowAbove: shadowAbove, onPanel: onPanel)
    }

    /// The colour of text a bar draws itself (a navigation bar's title and prompt): black on a light bar,
    /// white on a dark one.
    func textColor(in traits: UITraitCollection) -> UIColor { isDark(in: traits) ? .white : .black }
}

/// The height of the status bar a top-attached bar extends its background under.
let topAttachedExtension: CGFloat = 20
