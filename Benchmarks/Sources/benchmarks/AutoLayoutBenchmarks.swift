import Foundation
import UIKit
import UIKitTesting

/// Auto Layout through UIKit's public API (issue 7): 1,000 views in 20 rows of 50 in a 1024×768 window, four
/// constraints each (leading after its neighbour, width equal to the row's first, top below the row above,
/// height 20 at priority 750). Cold: the constraints made and activated, then `layoutIfNeeded()` (solve,
/// frames set, layoutSubviews). Re-solve: one constant changes (a row's first width, moving the 50 views
/// of that row), then `layoutIfNeeded()`. Targets: cold ≤ 50 ms, re-solve ≤ 1 ms (release).
@MainActor
enum AutoLayoutBenchmarks {
    static func constraints(for views: [UIView], in window: UIView) -> (all: [NSLayoutConstraint], firstWidth: NSLayoutConstraint) {
        var all: [NSLayoutConstraint] = []
        all.reserveCapacity(4_000)
        var firstWidth: NSLayoutConstraint?
        for (index, view) in views.enumerated() {
            let (row, column) = (index / 50, index % 50)
            if column == 0 {
                all.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
                let width = view.widthAnchor.constraint(equalToConstant: CGFloat(12 + row % 3))
                if index == 0 { firstWidth = width }
                all.append(width)
            } else {
                all.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
                all.append(view.widthAnchor.constraint(equalTo: views[index - column].widthAnchor))
            }
            all.append(
                row == 0
                    ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 28)
                    : view.topAnchor.constraint(equalTo: views[index - 50].bottomAnchor, constant: 4))
            let height = view.heightAnchor.constraint(equalToConstant: 20)
            height.priority = .defaultHigh
            all.append(height)
        }
        return (all, firstWidth!)
    }

    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        var coldSamples: [Double] = []
        var views: [UIView] = []
        var firstWidth: NSLayoutConstraint?
        for _ in 0..<6 {
            for view in views { view.removeFromSuperview() }
            views = (0..<1_000).map { _ in
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                return view
            }
            for view in views { h.window.addSubview(view) }
            h.runTurn()
            let start = DispatchTime.now().uptimeNanoseconds
            let made = constraints(for: views, in: h.window)
            NSLayoutConstraint.activate(made.all)
            h.window.layoutIfNeeded()
            coldSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            firstWidth = made.firstWidth
        }
        precondition(views[49].frame.maxX == 8 + 50 * 12 + 49 * 8, "autolayout benchmark: unexpected layout \(views[49].frame)")
        let cold = coldSamples.dropFirst().sorted()[2]
        print(String(format: "%-46@ %10.3f ms", "autolayout: 1,000 views / 4,000 constraints, cold" as NSString, cold))

        var toggle = false
        let change = measure(iterations: 200) {
            toggle.toggle()
            firstWidth!.constant = toggle ? 14 : 12
            h.window.layoutIfNeeded()
        }
        print(String(format: "%-46@ %10.3f ms", "autolayout: one constant changes, re-solve+layout" as NSString, change / 1000))
        h.runTurn()
    }
}
