// Goldens of steppers at scale 2: normal, highlighted (+ pressed), at the minimum (− disabled),
// disabled; a tint; a customized stepper (per-state backgrounds, dividers, template glyph images);
// and the standard look at scale 1 and 3 (crispness). Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIStepper goldens")
struct UIStepperSnapshotTests {
    init() { TestFonts.pin() }

    /// A white sheet with one stepper per configuration, left to right, 12 pt apart; `press`: the
    /// index of a stepper whose + is held down when the picture is taken.
    func sheet(_ h: UIKitTestHarness, _ configurations: [(UIStepper) -> Void], press: Int? = nil) -> UIView {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 12 + CGFloat(configurations.count) * 106, height: 53))
        sheet.backgroundColor = .white
        h.window.addSubview(sheet)
        for (index, configure) in configurations.enumerated() {
            let stepper = UIStepper(frame: CGRect(x: 12 + CGFloat(index) * 106, y: 12, width: 94, height: 29))
            configure(stepper)
            sheet.addSubview(stepper)
            if index == press { h.touchDown(at: CGPoint(x: stepper.frame.minX + 70, y: 26)) }
        }
        h.runTurn()
        return sheet
    }

    @Test("Normal, + pressed (light tint fill), at the minimum (− faded), disabled (all faded)")
    func states() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 200), scale: 2)
        let view = sheet(
            h,
            [
                { $0.value = 50 }, { $0.value = 50 }, { _ in },
                {
                    $0.value = 50; $0.isEnabled = false
                },
            ], press: 1)
        assertSnapshot(of: view, as: .image, named: "states")
    }

    @Test("A tint colours the outline, divider and glyphs; at the maximum + fades")
    func tinted() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 200), scale: 2)
        let view = sheet(
            h,
            [
                {
                    $0.tintColor = .red; $0.value = 100
                }, { $0.tintColor = UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1) },
            ])
        assertSnapshot(of: view, as: .image, named: "tinted")
    }

    @Test("Customized: per-state backgrounds, a divider, template arrow images in the tint; + pressed and − at its limit")
    func customized() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 200), scale: 2)
        let view = sheet(
            h,
            [
                {
                    Self.customize($0); $0.value = 5
                },
                {
                    Self.customize($0); $0.value = 5
                }, { Self.customize($0) },
            ], press: 1)
        assertSnapshot(of: view, as: .image, named: "customized")
    }

    @Test("The standard look is crisp at scale 1 and 3")
    func crisp() {
        for scale: CGFloat in [1, 3] {
            let h = UIKitTestHarness(windowSize: CGSize(width: 240, height: 100), scale: scale)
            let view = sheet(h, [{ $0.value = 50 }])
            assertSnapshot(of: view, as: .image, named: "scale\(Int(scale))")
        }
    }

    /// Rounded backgrounds (light, darker while pressed, paler when disabled), a 2-point dark divider,
    /// and up and down arrows as template images, in orange.
    static func customize(_ stepper: UIStepper) {
        stepper.tintColor = UIColor(red: 0.9, green: 0.45, blue: 0, alpha: 1)
        stepper.setBackgroundImage(background(white: 0.9), for: .normal)
        stepper.setBackgroundImage(background(white: 0.75), for: .highlighted)
        stepper.setBackgroundImage(background(white: 0.97), for: .disabled)
        let divider = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 10)).image { context in
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
        }
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(arrow(up: true), for: .normal)
        stepper.setDecrementImage(arrow(up: false), for: .normal)
    }

    static func background(white: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 21, height: 29)).image { _ in
            UIColor(white: white, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 21, height: 29), cornerRadius: 8).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    static func arrow(up: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 9)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: up ? 9 : 0))
            path.addLine(to: CGPoint(x: 7, y: up ? 0 : 9))
            path.addLine(to: CGPoint(x: 14, y: up ? 9 : 0))
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
    }
}
