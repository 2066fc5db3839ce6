import Foundation
import UIKit
import UIKitTesting

/// 500 views animating position and opacity at once (a UIView animation block), on the virtual clock's
/// frame schedule: the time of one frame (the animation tick, then layout, display and composite) at
/// 1024×768@2x. Issue 4's target: ≤ 8 ms per frame.
@MainActor
enum AnimationBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        var views: [UIView] = []
        for i in 0..<500 {
            let view = UIView(frame: CGRect(x: CGFloat(i % 25) * 40 + 4, y: CGFloat(i / 25) * 36 + 24, width: 28, height: 28))
            view.backgroundColor = UIColor(hue: CGFloat(i % 25) / 25, saturation: 0.7, brightness: 0.9, alpha: 1)
            h.window.addSubview(view)
            views.append(view)
        }
        h.runTurn()
        UIView.animate(
            withDuration: 10, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: {
                for view in views {
                    view.center.x += 12
                    view.alpha = 0.4
                }
            })
        let frame = measure(iterations: 60) { h.advance(by: 1.0 / 60) }
        print(String(format: "%-46@ %10.2f ms", "animation: 500 views, position + opacity" as NSString, frame / 1000))
        printPhases(h.lastCommitPhases)
    }

    private static func printPhases(_ p: UIKitTestHarness.CommitPhases) {
        for (name, value) in [("layout", p.layout), ("display", p.display), ("composite", p.composite)] {
            print(String(format: "%-46@ %10.2f ms", "  \(name)" as NSString, value * 1000))
        }
    }
}
