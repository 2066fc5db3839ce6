// What the Catalog page tests share: a headless Catalog as `uikit-catalog` runs it, taps on views, and
// the picture of the page alone (right of the sidebar), so that a page's golden does not change when
// the sidebar lists another page.
@testable import Catalog
import UIKit
import UIKitTesting

@MainActor
enum CatalogTestSupport {
    /// A headless Catalog: an iPad held in landscape, 1024x768 points at scale 1, the Catalog's view
    /// controller at the root of the key window, showing page `name`.
    static func catalog<Page: UIView>(showing name: String, as type: Page.Type) -> (UIKitTestHarness, CatalogViewController, Page) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let controller = CatalogViewController()
        h.window.rootViewController = controller
        let index = CatalogPage.all.firstIndex { $0.name == name }!
        controller.select(index)
        h.runTurn()
        return (h, controller, controller.pageView as! Page)
    }

    /// Taps the middle of `view` (in whichever window it is).
    static func tap(_ view: UIView, in h: UIKitTestHarness) {
        let origin = view.window?.frame.origin ?? .zero
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        h.tap(at: CGPoint(x: point.x + origin.x, y: point.y + origin.y))
    }

    /// The window as shown now, from the left edge of the page area to the right edge of the window, at
    /// full height (the status bar included): what a page's golden shows.
    static func pageImage(_ h: UIKitTestHarness) -> UIImage {
        let window = h.render()
        let root = h.window.rootViewController as? CatalogViewController
        let left = root?.pageView?.convert(CGPoint.zero, to: nil).x ?? CatalogViewController.listWidth + 1
        let scale = window.scale
        let crop = CGRect(x: left * scale, y: 0, width: (window.size.width - left) * scale, height: window.size.height * scale)
        guard let cropped = window.cgImage?.cropping(to: crop) else { return window }
        return UIImage(cgImage: cropped, scale: scale, orientation: .up)
    }
}
