import HeadlessBackend
import UIKit

extension UIKitTestHarness {
    /// The URLs the application asked the platform to open (`UIApplication.open(_:options:completionHandler:)`,
    /// a tapped link in a text view), oldest first. Nothing is really opened in a test.
    public var openedURLs: [URL] { backend.openedURLs }
}
