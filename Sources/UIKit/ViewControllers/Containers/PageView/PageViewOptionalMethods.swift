/// Which optional data-source and delegate methods a page view controller's data source and delegate
/// implement, where UIKit behaves differently by that alone (Objective-C's `respondsToSelector:`): the
/// page indicator shows only for a data source with both presentation methods, and the spine stays put
/// for a delegate without `pageViewController(_:spineLocationFor:)`.
///
/// Swift has no optional protocol requirements, so the default implementations report themselves: the
/// page view controller clears a method's flag, asks, and finds the flag set when the default answered.
/// All of these methods are questions; asking changes nothing.
struct PageViewOptionalMethods: OptionSet {
    let rawValue: Int
    static let presentationCount = PageViewOptionalMethods(rawValue: 1 << 0)
    static let presentationIndex = PageViewOptionalMethods(rawValue: 1 << 1)
    static let spineLocation = PageViewOptionalMethods(rawValue: 1 << 2)
    static let supportedInterfaceOrientations = PageViewOptionalMethods(rawValue: 1 << 3)
    static let preferredInterfaceOrientation = PageViewOptionalMethods(rawValue: 1 << 4)
}

extension UIPageViewController {
    /// Asks `question`, the optional method `method`; nil when its default implementation answered.
    func askOptional<T>(_ method: PageViewOptionalMethods, _ question: () -> T) -> T? {
        defaultAnswers.remove(method)
        let answer = question()
        return defaultAnswers.contains(method) ? nil : answer
    }
}
