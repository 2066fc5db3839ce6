// Swift 5 mode XCTest code driving UIKitTesting as it drives UIKit: the harness and the snapshot strategy
// are `@preconcurrency @MainActor` like UIKit's types, so a nonisolated XCTestCase (as XCTest classes must
// stay on Linux) uses them directly, without `MainActor.assumeIsolated`.
import SnapshotTesting
import UIKit
import UIKitTesting
import XCTest

final class PortedHarnessTests: XCTestCase {
    private var taps = 0
    private func tapped(_ sender: UIButton) { taps += 1 }

    func testHarnessTapsAButtonAndRenders() {
        let harness = UIKitTestHarness(windowSize: CGSize(width: 100, height: 100), scale: 1)
        harness.window.backgroundColor = .white
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 40, width: 60, height: 40)
        button.backgroundColor = .blue
        button.addTarget(self, action: PortedHarnessTests.tapped, for: .touchUpInside)
        harness.window.addSubview(button)
        harness.tap(at: CGPoint(x: 50, y: 60))
        XCTAssertEqual(taps, 1)
        harness.advance(by: 0.5)
        let image = harness.render()
        XCTAssertEqual(image.size, CGSize(width: 100, height: 100))
    }

    func testSnapshotStrategyRendersAView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .red
        var snapshot: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(view).run { snapshot = $0 }
        XCTAssertEqual(snapshot?.size, CGSize(width: 30, height: 20))
    }
}
