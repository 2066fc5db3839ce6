import Foundation
import UIKit
import UIKitTesting

/// The core's phases on a 1024×768-point window at scale 2, through the public test harness:
/// an incremental frame after one view changes, hit-testing and layout in a 10,000-view tree, and the
/// memory a view costs with its layer.
@MainActor
enum CoreBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        // A dense page: 100 cards of 10 views each, plus 9,000 small views in a grid of containers.
        var leaves: [UIView] = []
        for i in 0..<100 {
            let card = UIView(frame: CGRect(x: CGFloat(i % 10) * 100 + 8, y: CGFloat(i / 10) * 75 + 8, width: 90, height: 65))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 6
            for j in 0..<9 {
                let leaf = UIView(frame: CGRect(x: CGFloat(j % 3) * 30 + 2, y: CGFloat(j / 3) * 21 + 2, width: 26, height: 18))
                leaf.backgroundColor = UIColor(white: CGFloat(j) / 10, alpha: 1)
                card.addSubview(leaf)
                leaves.append(leaf)
            }
            h.window.addSubview(card)
        }
        let hidden = UIView(frame: h.window.bounds)
        hidden.isUserInteractionEnabled = false
        for i in 0..<9_000 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 100) * 10, y: CGFloat(i / 100) * 8, width: 9, height: 7))
            hidden.addSubview(v)
        }
        h.window.insertSubview(hidden, at: 0)
        let viewCount = 100 + 900 + 1 + 9_000
        let coldStart = DispatchTime.now().uptimeNanoseconds
        h.runTurn()
        let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
        print(String(format: "%-46@ %10.2f ms", "frame: \(viewCount) views, cold" as NSString, cold))
        printPhases(h.lastCommitPhases, scale: 1e3, unit: "ms")

        var toggle = false
        var phases: [UIKitTestHarness.CommitPhases] = []
        let incremental = measure(iterations: 50) {
            toggle.toggle()
            leaves[455].backgroundColor = toggle ? .red : .green
            h.runTurn()
            phases.append(h.lastCommitPhases)
        }
        print(String(format: "%-46@ %10.1f µs", "frame: one view changes (incremental)" as NSString, incremental))
        printPhases(median(phases), scale: 1e6, unit: "µs")

        var hits = 0
        let hitTest = measure(iterations: 2_000) {
            if h.window.hitTest(CGPoint(x: 517, y: 381), with: nil) != nil { hits += 1 }
        }
        print(String(format: "%-46@ %10.2f µs", "hit-test: \(viewCount)-view tree" as NSString, hitTest))

        let layout = measure(iterations: 10) {
            for view in hidden.subviews { view.setNeedsLayout() }
            hidden.layoutIfNeeded()
        }
        print(String(format: "%-46@ %10.1f µs", "layout: 9,000 views marked and laid out" as NSString, layout))

        let before = residentBytes()
        var kept: [UIView] = []
        for _ in 0..<10_000 { kept.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        let after = residentBytes()
        print(String(format: "%-46@ %10.0f B", "memory: per view with its layer" as NSString, Double(after - before) / 10_000))
        withExtendedLifetime(kept) {}
    }

    /// The commit's phases, one line each, indented under their frame.
    static func printPhases(_ p: UIKitTestHarness.CommitPhases, scale: Double, unit: String) {
        for (name, value) in [
            ("update constraints", p.updateConstraints), ("layout", p.layout), ("display", p.display), ("composite", p.composite),
        ] {
            print(String(format: "%-46@ %10.1f %@", "  \(name)" as NSString, value * scale, unit as NSString))
        }
    }

    /// Each phase's median over the samples.
    static func median(_ samples: [UIKitTestHarness.CommitPhases]) -> UIKitTestHarness.CommitPhases {
        func mid(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
        return UIKitTestHarness.CommitPhases(
            updateConstraints: mid(samples.map(\.updateConstraints)), layout: mid(samples.map(\.layout)),
            display: mid(samples.map(\.display)), composite: mid(samples.map(\.composite)))
    }

    /// The process's resident memory, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return (Int(fields.count > 1 ? fields[1] : "0") ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
