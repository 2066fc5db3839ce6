import Foundation
import UIKit
import UIKitTesting

/// Bars at 1024×768@2x. A navigation bar's push animation over a page of 1,000 views: the time of one
/// frame while the titles slide (the animation tick, layout, display, the composite of the bar and the
/// blur of what lies beneath it). Then a scroll view of 1,000 labels scrolling under a top-attached
/// translucent bar, against the same under an opaque bar: the difference is the blur's cost per frame.
/// Issue 16's targets: ≤ 2 ms per push frame, ≤ 1 ms of blur per scroll frame.
@MainActor
enum BarBenchmarks {
    final class TopAttached: UINavigationBarDelegate {
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    static let delegate = TopAttached()

    static func run() {
        push()
        let translucent = scroll(translucent: true)
        let opaque = scroll(translucent: false)
        print(String(format: "%-46@ %10.2f ms", "bars: scroll under a translucent bar" as NSString, translucent))
        print(String(format: "%-46@ %10.2f ms", "bars: scroll under an opaque bar" as NSString, opaque))
        print(String(format: "%-46@ %10.2f ms", "bars: blur cost per scroll frame" as NSString, translucent - opaque))
    }

    static func bar(in h: UIKitTestHarness, translucent: Bool) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 1024, height: 44))
        bar.isTranslucent = translucent
        bar.delegate = delegate
        let item = UINavigationItem(title: "Library")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        bar.items = [item]
        h.window.addSubview(bar)
        return bar
    }

    static func push() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        for i in 0..<1000 {
            let cell = UIView(frame: CGRect(x: CGFloat(i % 40) * 25 + 12, y: CGFloat(i / 40) * 28 + 8, width: 20, height: 22))
            cell.backgroundColor = UIColor(hue: CGFloat(i % 40) / 40, saturation: 0.6, brightness: 0.9, alpha: 1)
            h.window.addSubview(cell)
        }
        let navigationBar = bar(in: h, translucent: true)
        h.runTurn()
        var samples: [Double] = []
        for round in 0..<6 {
            navigationBar.pushItem(UINavigationItem(title: "Album \(round)"), animated: true)
            h.advance(by: 1.0 / 60)  // The first frame draws the new labels once.
            let frames = 18  // 0.3 s of the 0.35 s transition.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { h.advance(by: 1.0 / 60) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
            h.advance(by: 0.5)
        }
        let median = samples.dropFirst().sorted()[samples.count / 2 - 1]
        print(String(format: "%-46@ %10.2f ms", "bars: navigation push over 1,000 views" as NSString, median))
    }

    /// The median incremental frame, in milliseconds, of scrolling 1,000 labels under a bar.
    static func scroll(translucent: Bool) -> Double {
        let (h, scrollView) = makeScrollPage()
        for i in 0..<1000 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(i) * 44, width: 600, height: 44))
            label.text = "Row \(i + 1): a label scrolling under a bar"
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 1024, height: 44_000)
        h.window.addSubview(scrollView)
        _ = bar(in: h, translucent: translucent)
        h.runTurn()
        var offset: CGFloat = 0
        for _ in 0..<60 {
            offset += 3.5
            scrollView.contentOffset.y = offset
            h.advance(by: 1.0 / 60)
        }
        offset = 0
        scrollView.contentOffset.y = 0
        h.runTurn()
        return measure(iterations: 120) {
            offset += 3.5
            scrollView.contentOffset.y = offset
            h.advance(by: 1.0 / 60)
        } / 1000
    }
}
