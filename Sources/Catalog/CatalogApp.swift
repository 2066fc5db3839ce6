import HeadlessBackend
import UIKit

/// The Catalog's application delegate: an iPad held in landscape, its key window's root view controller
/// the Catalog's split view controller, the window title following the selected page. UIApplicationMain launches it
/// in the SDL window; `launchHeadless(on:)` on a headless backend for screenshots and tests.
@MainActor
final class CatalogApp: UIResponder, UIApplicationDelegate {
    /// The Catalog's size in points (an iPad in landscape).
    static let screenSize = CGSize(width: 1024, height: 768)

    var window: UIWindow?
    private(set) var root: CatalogViewController!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = CatalogViewController()
        window.rootViewController = controller
        root = controller
        self.window = window
        Self.setTitle(for: CatalogPage.all[root.selectedIndex])
        root.onSelect = { page in Self.setTitle(for: page) }
        window.makeKeyAndVisible()
        return true
    }

    /// The window title while `page` is shown.
    static func title(of page: CatalogPage) -> String { "OpenUIKit Catalog: \(page.title)" }

    private static func setTitle(for page: CatalogPage) {
        ApplicationHost.current?.backend.setTitle(title(of: page))
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard let backend = ApplicationHost.current?.backend, !(backend is HeadlessBackend) else { return }
        say(
            "uikit-catalog: window open, \(Int(backend.screenSize.width))x\(Int(backend.screenSize.height)) points at scale \(Double(backend.scale))"
        )
    }

    func applicationWillTerminate(_ application: UIApplication) {
        say("uikit-catalog: the window was closed")
    }

    /// Launches the Catalog on a headless backend of the Catalog's size, as an iPad in landscape.
    static func launchHeadless(on backend: HeadlessBackend) -> (app: CatalogApp, host: ApplicationHost) {
        UIDevice.current.userInterfaceIdiom = .pad
        UIDevice.current.orientation = backend.screenSize.width > backend.screenSize.height ? .landscapeLeft : .portrait
        let host = ApplicationHost(backend: backend)
        let app = CatalogApp()
        host.launch(app)
        return (app, host)
    }
}

/// Prints a line on standard output at once (a test reading the pipe sees it without buffering).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
