import Foundation
import UIKit
import UIKitTesting

/// Building a page of 1,000 items (500 rows of a label and a button) in a scroll view, then its cold first
/// frame at 1024×768@2x: the costs of structure rather than drawing. Targets: adding the 1,000 subviews
/// ≤ 5 ms; the cold first frame ≤ 100 ms.
@MainActor
enum PageBenchmarks {
    static func run() {
        let (h, scrollView) = makeScrollPage()
        var items: [UIView] = []
        for row in 0..<500 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 44, width: 400, height: 44))
            label.text = "Row \(row + 1): a label beside a button"
            let button = UIButton(type: .system)
            button.setTitle("Button \(row + 1)", for: .normal)
            button.frame = CGRect(x: 440, y: CGFloat(row) * 44 + 7, width: 120, height: 30)
            items += [label, button]
        }
        let start = DispatchTime.now().uptimeNanoseconds
        for item in items { scrollView.addSubview(item) }
        let add = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        scrollView.contentSize = CGSize(width: 1024, height: 500 * 44)
        let frameStart = DispatchTime.now().uptimeNanoseconds
        h.window.addSubview(scrollView)
        h.runTurn()
        let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - frameStart) / 1e6
        print(String(format: "%-46@ %10.2f ms", "page: add 1,000 subviews to a scroll view" as NSString, add))
        print(String(format: "%-46@ %10.2f ms", "page: 1,000 items, cold first frame" as NSString, firstFrame))
        printCommitPhases(of: h, constraints: true)
    }
}
