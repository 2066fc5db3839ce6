import Foundation
import UIKit
import UIKitTesting

/// A navigation controller pushing between two pages of 1,000 views at 1024×768@2x: the time of one
/// frame while the pushed page slides in over the old one (the animation tick, layout, display and the
/// composite, the bar's titles sliding too), median of five pushes and pops. Issue 18's target: ≤ 4 ms
/// per frame — the sliding pages are composited from their cached contents, not drawn again.
@MainActor
enum NavigationBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        let root = PresentationBenchmarks.GridController(count: 1000, hueOffset: 0)
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        h.window.rootViewController = navigation
        h.runTurn()
        var samples: [Double] = []
        for _ in 0..<6 {
            let pushed = PresentationBenchmarks.GridController(count: 1000, hueOffset: 0.5)
            pushed.title = "Pushed"
            navigation.pushViewController(pushed, animated: true)
            h.advance(by: 1.0 / 60)  // The transition's first frame: the pushed page is drawn once.
            let frames = 15  // 0.25 s of the 0.35 s push.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { h.advance(by: 1.0 / 60) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
            h.advance(by: 0.5)
            navigation.popViewController(animated: false)
            h.runTurn()
        }
        let median = samples.dropFirst().sorted()[samples.count / 2 - 1]
        print(String(format: "%-46@ %10.2f ms", "navigation: push between 1,000-view pages" as NSString, median))
    }
}
