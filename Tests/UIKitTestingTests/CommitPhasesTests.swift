// The harness reports how long each phase of the last commit took (for benchmarks and profiling).
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Commit phases")
struct CommitPhasesTests {
    @Test("Each phase of a turn's commit is timed, and together they fit inside the turn")
    func phasesFitInTheTurn() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        let view = SlowDrawingView(frame: CGRect(x: 10, y: 30, width: 100, height: 100))
        h.window.addSubview(view)
        let start = Date()
        h.runTurn()
        let turn = Date().timeIntervalSince(start)
        let phases = h.lastCommitPhases
        let all = [phases.updateConstraints, phases.layout, phases.display, phases.composite]
        #expect(all.allSatisfy { $0 >= 0 })
        #expect(all.reduce(0, +) <= turn)
        #expect(phases.display >= 0.005, "the view's draw(_:) sleeps 5 ms during display")
        #expect(view.draws == 1)
    }
}

private final class SlowDrawingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        Thread.sleep(forTimeInterval: 0.005)
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}
