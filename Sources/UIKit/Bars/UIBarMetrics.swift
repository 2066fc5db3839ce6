/// The height class a bar's customization applies to: the regular bar, the compact bar an iPhone shows
/// in landscape, and each of them extended downward for a prompt. Customization methods that take bar
/// metrics (a segmented control's background and divider images, a bar's background image) keep one
/// value per metrics; `.default` is the fallback for metrics without a value of their own.
///
/// The raw values are Apple's (`UIBarMetricsDefault` 0, `Compact` 1, `DefaultPrompt` 101,
/// `CompactPrompt` 102), so stored integers keep their meaning.
///
/// Source: Apple, UIBarMetrics (iOS 7 ignores every metrics but `.default` in a segmented control's
/// customization).
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the usual height (44 points for a navigation bar or toolbar).
    case `default` = 0
    /// A bar of compact height (an iPhone in landscape: 32 points).
    case compact = 1
    /// A bar of the usual height extended downward for a prompt.
    case defaultPrompt = 101
    /// A compact bar extended downward for a prompt.
    case compactPrompt = 102

    /// The iOS 5-7 name of `.compact`.
    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }

    /// The iOS 7 name of `.compactPrompt`.
    @available(*, deprecated, renamed: "compactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}
