import Foundation
import UIKit
import UIKitTesting

/// Scrolling a scroll view of 1,000 labels: the offset changes by a few points each frame (as in a
/// deceleration), and each incremental frame (scrollViewDidScroll, layout, display of what appears, the
/// composite) is timed at 1024×768@2x. Issue 4's target: ≤ 2 ms per frame.
@MainActor
enum ScrollBenchmarks {
    static func run() {
        let (h, scrollView) = makeScrollPage()
        for i in 0..<1000 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(i) * 44, width: 600, height: 44))
            label.text = "Row \(i + 1): a label in a scroll view of a thousand"
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 1024, height: 44_000)
        h.window.addSubview(scrollView)
        h.runTurn()
        // The first pass draws each label as it appears (a cold cost, timed apart); then the same path again.
        var offset: CGFloat = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<60 {
            offset += 3.5
            scrollView.contentOffset.y = offset
            h.advance(by: 1.0 / 60)
        }
        let cold = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / 60
        offset = 0
        scrollView.contentOffset.y = 0
        h.runTurn()
        let frame = measure(iterations: 120) {
            offset += 3.5
            scrollView.contentOffset.y = offset
            h.advance(by: 1.0 / 60)
        }
        print(String(format: "%-46@ %10.2f ms", "scroll: 1,000 labels, first 60 frames (cold)" as NSString, cold / 1000))
        print(String(format: "%-46@ %10.2f ms", "scroll: 1,000 labels, incremental frame" as NSString, frame / 1000))
        printCommitPhases(of: h)
    }
}
