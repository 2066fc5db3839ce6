import Foundation

extension UIPageViewController {
    /// Keys of the options dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    ///
    /// Source: Apple, `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a page-curl controller: a `UIPageViewController.SpineLocation`, or its raw
        /// value as an `Int` or `NSNumber`. Ignored in the scroll style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points: a `CGFloat`, `Double`, `Int` or
        /// `NSNumber`. Ignored in the page-curl style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
