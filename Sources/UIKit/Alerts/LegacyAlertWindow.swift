import Foundation

/// The window a `UIAlertView` or `UIActionSheet` shows in, as UIKit has since iOS 8: a window of its
/// own over the app's window (the alert level, the same frame: a narrow window's alert stays in it),
/// key while it shows (so that the alert's text fields take the keyboard), whose clear root controller
/// presents the alert controller. A newer alert hides the older one's window until it goes; the older
/// one then shows again.
final class LegacyAlertWindow: UIWindow {
    /// The windows of the legacy alerts showing, the newest last.
    private static var stack: [LegacyAlertWindow] = []

    private weak var previousKeyWindow: UIWindow?

    /// A window over `window` (the key window's frame when nil; the screen without one).
    init(over window: UIWindow?) {
        super.init(frame: (window ?? UIApplication.shared.keyWindow)?.frame ?? UIScreen.main.bounds)
        windowLevel = .alert
        backgroundColor = nil
        let root = UIViewController()
        root.view.backgroundColor = nil
        rootViewController = root
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the window over the app's, hiding an older alert's, and presents `alert` in it.
    func present(_ alert: UIAlertController, animated: Bool, completion: (() -> Void)?) {
        let app = UIApplication.shared
        previousKeyWindow = Self.stack.last?.previousKeyWindow ?? app.keyWindow
        tintColor = previousKeyWindow?.tintColor
        Self.stack.last?.isHidden = true
        Self.stack.append(self)
        makeKeyAndVisible()
        alert.didDisappearForGood = { [weak self] in self?.close() }
        rootViewController?.present(alert, animated: animated, completion: completion)
    }

    /// The alert went: the window goes, the older alert shows again, and the app's key window is key again.
    private func close() {
        isHidden = true
        Self.stack.removeAll { $0 === self }
        if let older = Self.stack.last {
            older.makeKeyAndVisible()
        } else {
            previousKeyWindow?.makeKey()
        }
    }
}
