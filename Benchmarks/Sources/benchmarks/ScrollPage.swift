import Foundation
import UIKit
import UIKitTesting

/// The page the scroll and page benchmarks build on: an iPad window in landscape at 1024×768@2x, white,
/// and a white scroll view filling it (not yet in the window).
@MainActor
func makeScrollPage() -> (harness: UIKitTestHarness, scrollView: UIScrollView) {
    let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
    h.window.backgroundColor = .white
    let scrollView = UIScrollView(frame: h.window.bounds)
    scrollView.backgroundColor = .white
    return (h, scrollView)
}

/// Prints the phases of the harness's last commit, indented under the figure they belong to.
@MainActor
func printCommitPhases(of h: UIKitTestHarness, constraints: Bool = false) {
    let p = h.lastCommitPhases
    var phases = [("layout", p.layout), ("display", p.display), ("composite", p.composite)]
    if constraints { phases.insert(("update constraints", p.updateConstraints), at: 0) }
    for (name, value) in phases {
        print(String(format: "%-46@ %10.2f ms", "  \(name)" as NSString, value * 1000))
    }
}
