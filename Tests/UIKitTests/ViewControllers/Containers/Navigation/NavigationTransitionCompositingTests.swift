// How the compositor draws iOS 7's push: the two pages slide as cached images, and the dimming over the
// covered page is blended into that page's copy instead of being drawn over it afterwards.
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Navigation transition compositing")
struct NavigationTransitionCompositingTests {
    @Test("Each frame of a push blends the dimming into the covered page's copy; once the push ends nothing is blended")
    func dimmingIsBlendedIntoTheCoveredPage() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = .yellow
        let navigation = UINavigationController(rootViewController: a)
        h.window.rootViewController = navigation
        h.runTurn()
        navigation.pushViewController(b, animated: true)
        h.advance(by: 1.0 / 60)  // The pages are drawn into their images.
        let before = LayerRenderer.coversFolded
        for _ in 0..<10 { h.advance(by: 1.0 / 60) }
        #expect(LayerRenderer.coversFolded - before == 10)
        h.advance(by: 1)
        let after = LayerRenderer.coversFolded
        a.view.backgroundColor = .red
        h.runTurn()
        #expect(LayerRenderer.coversFolded == after)
        #expect(b.view.frame.minX == 0)
    }
}
