// Switch and slider code as iOS projects write it, compiled in Swift 5 mode: a UISlider subclass overriding
// the rect methods (seed 000 E11.2/E11.3 style) and a nonisolated controller wiring a switch and a slider
// with the typed target-action forms that replace #selector.
import UIKit
import XCTest

/// Seed 000 E11.2 and E11.3 in one subclass, as ported code overrides them.
final class PortedSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        var result = super.trackRect(forBounds: bounds)
        result.origin.x = 0
        result.size.width = bounds.size.width
        return result
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).offsetBy(dx: 0, dy: -7)
    }
}

/// A settings-screen controller: `#selector(SettingsController.switchChanged(_:))` becomes
/// `SettingsController.switchChanged`.
final class SettingsController: NSObject {
    let sw = UISwitch()
    let slider = PortedSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    var changes = 0

    func install() {
        sw.addTarget(self, action: SettingsController.switchChanged, for: .valueChanged)
        slider.addTarget(self, action: SettingsController.sliderChanged, for: .valueChanged)
        sw.setOn(true, animated: false)
        sw.sendActions(for: .valueChanged)
        slider.setValue(0.5, animated: true)
        slider.sendActions(for: .valueChanged)
    }

    func switchChanged(_ sender: UISwitch) { changes += sender.isOn ? 1 : 0 }
    func sliderChanged(_ sender: UISlider) { changes += sender.value == 0.5 ? 1 : 0 }
}

final class PortedControlsTests: XCTestCase {
    func testSwitchAndSliderCodeCompilesAndRuns() {
        MainActor.assumeIsolated {
            let controller = SettingsController()
            controller.install()
            XCTAssertEqual(controller.changes, 2)
            let bounds = controller.slider.bounds
            XCTAssertEqual(controller.slider.trackRect(forBounds: bounds).width, 200)
        }
    }
}
