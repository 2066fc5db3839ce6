extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link handled by an installed app.
        /// Unsupported: Linux has no universal links; with this option set to true, nothing opens and the
        /// completion receives false.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether some app can handle `url`: true for a URL with a scheme while the application runs
    /// (the desktop's handlers decide when it opens), false otherwise.
    ///
    /// Deviation: iOS answers per registered scheme; Linux's desktop handlers cannot be asked ahead.
    public func canOpenURL(_ url: URL) -> Bool {
        ApplicationHost.current != nil && !(url.scheme ?? "").isEmpty
    }

    /// Opens `url` with the desktop's handler for its scheme (a browser for `http:`, a mail app for
    /// `mailto:`, a phone app for `tel:`), as UITextView does for a tapped link. The completion receives
    /// whether the URL was handed over, at the end of the current run-loop turn (asynchronously, as
    /// iOS calls it on the main queue). Without a running application nothing opens and the completion
    /// receives false.
    ///
    /// Source: Apple, `UIApplication.open(_:options:completionHandler:)` (iOS 10).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        guard let host = ApplicationHost.current else {
            completion?(false)
            return
        }
        let opened = !universalOnly && canOpenURL(url) && host.backend.openURL(url)
        if let completion { host.performAtEndOfTurn { completion(opened) } }
    }
}
