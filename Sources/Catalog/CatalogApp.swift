import UIKit

/// The Catalog application on a backend: an iPad held in landscape, its key window's root view controller
/// showing `CatalogRootView`, the window title following the selected page. The same for the SDL window
/// and for headless screenshots.
@MainActor
final class CatalogApp: UIApplicationDelegate {
    /// The Catalog's size in points (an iPad in landscape).
    static let screenSize = CGSize(width: 1024, height: 768)

    let host: ApplicationHost
    var window: UIWindow?
    let root: CatalogRootView

    init(backend: PlatformBackend) {
        UIDevice.current.userInterfaceIdiom = .pad
        let size = backend.screenSize
        UIDevice.current.orientation = size.width > size.height ? .landscapeLeft : .portrait
        host = ApplicationHost(backend: backend)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = CatalogViewController()
        window.rootViewController = controller
        root = controller.root
        self.window = window
        backend.setTitle(Self.title(of: CatalogPage.all[root.selectedIndex]))
        root.onSelect = { [backend] page in backend.setTitle(Self.title(of: page)) }
        UIApplication.shared.delegate = self
        window.makeKeyAndVisible()
    }

    /// The window title while `page` is shown.
    static func title(of page: CatalogPage) -> String { "OpenUIKit Catalog: \(page.title)" }

    func applicationWillTerminate(_ application: UIApplication) {
        say("uikit-catalog: the window was closed")
    }
}

/// Prints a line on standard output at once (a test reading the pipe sees it without buffering).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
