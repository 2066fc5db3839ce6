// Goldens of segmented controls at scale 2: no selection, selected, highlighted (a finger on an
// unselected segment: drawn as selected, DIRECTION), a disabled segment, the control disabled; image
// segments, apportioned widths and a tint; the seed's E12.1 (Figure 12-15) with its selected segment
// darkened; and crispness at scale 1 and 3. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISegmentedControl goldens")
struct UISegmentedControlSnapshotTests {
    init() { TestFonts.pin() }

    /// A white sheet with one control per row, 12 pt apart, each 240 wide unless it sized itself.
    func sheet(_ h: UIKitTestHarness, width: CGFloat = 264, _ rows: [() -> UISegmentedControl]) -> (UIView, [UISegmentedControl]) {
        let sheet = UIView(frame: .zero)
        sheet.backgroundColor = .white
        h.window.addSubview(sheet)
        var y: CGFloat = 12
        var controls: [UISegmentedControl] = []
        for make in rows {
            let control = make()
            if control.frame.width < 240 && control.widthForSegment(at: 0) == 0 { control.frame.size.width = 240 }
            control.frame.origin = CGPoint(x: 12, y: y)
            sheet.addSubview(control)
            controls.append(control)
            y += control.frame.height + 12
        }
        sheet.frame = CGRect(x: 0, y: 0, width: width, height: y)
        h.runTurn()
        return (sheet, controls)
    }

    static func make(_ configure: (UISegmentedControl) -> Void = { _ in }) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["First", "Second", "Third"])
        configure(control)
        return control
    }

    @Test("None selected; Second selected; a finger on Third (drawn selected); Second disabled; the control disabled")
    func states() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 400), scale: 2)
        let (view, controls) = sheet(
            h,
            [
                { Self.make() },
                { Self.make { $0.selectedSegmentIndex = 1 } },
                { Self.make { $0.selectedSegmentIndex = 0 } },
                {
                    Self.make {
                        $0.selectedSegmentIndex = 0; $0.setEnabled(false, forSegmentAt: 1)
                    }
                },
                {
                    Self.make {
                        $0.selectedSegmentIndex = 2; $0.isEnabled = false
                    }
                },
            ])
        let pressed = controls[2]
        h.touchDown(at: pressed.convert(CGPoint(x: 200, y: 14), to: nil))
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "states")
    }

    @Test("Template image segments in the tint (white when selected), apportioned widths, a red tint")
    func variants() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 400), scale: 2)
        let (view, _) = sheet(
            h,
            [
                { UISegmentedControl(items: [Self.dot, "Dot", Self.dot]).configured { $0.selectedSegmentIndex = 0 } },
                {
                    Self.make {
                        $0.apportionsSegmentWidthsByContent = true; $0.setTitle("A much longer title", forSegmentAt: 1); $0.sizeToFit()
                    }
                },
                {
                    Self.make {
                        $0.tintColor = .red; $0.selectedSegmentIndex = 2
                    }
                },
            ])
        assertSnapshot(of: view, as: .image, named: "variants")
    }

    @Test(
        "E12.1 (Figure 12-15): linen background 60 tall, 80-point photo segments, white dividers; the selected one darkened (spec 000 #166, #170)"
    )
    func e12_1() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 400), scale: 2)
        let (view, controls) = sheet(h, width: 266, [{ Self.e12_1() }])
        #expect(controls[0].frame.size == CGSize(width: 242, height: 60))
        assertSnapshot(of: view, as: .image, named: "e12_1")
    }

    @Test("Crisp at scale 1 and 3")
    func crisp() {
        for scale: CGFloat in [1, 3] {
            let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 200), scale: scale)
            let (view, _) = sheet(h, [{ Self.make { $0.selectedSegmentIndex = 1 } }])
            assertSnapshot(of: view, as: .image, named: "scale\(Int(scale))")
        }
    }

    /// Seed 000 E12.1 in Swift, with drawn stand-ins for linen.png and the three photos.
    static func e12_1() -> UISegmentedControl {
        let seg = UISegmentedControl(items: ["", "", ""])
        let linen = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { context in
            UIColor(red: 0.80, green: 0.76, blue: 0.68, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 60))
            UIColor(red: 0.70, green: 0.66, blue: 0.58, alpha: 1).setFill()
            for x in stride(from: 0, to: 100, by: 3) { context.fill(CGRect(x: CGFloat(x), y: 0, width: 1, height: 60)) }
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
        seg.setBackgroundImage(linen, for: .normal, barMetrics: .default)
        let colours: [UIColor] = [.systemBlue, .systemGreen, .systemRed]
        for i in 0..<3 {
            let photo = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
                colours[i].setFill()
                context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
                UIColor(red: 0.96, green: 0.8, blue: 0.66, alpha: 1).setFill()
                UIBezierPath(ovalIn: CGRect(x: 8, y: 5, width: 14, height: 17)).fill()
            }.withRenderingMode(.alwaysOriginal)
            seg.setImage(photo, forSegmentAt: i)
            seg.setWidth(80, forSegmentAt: i)
        }
        let div = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 10)).image { context in
            UIColor.white.set()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 10))
        }
        seg.setDividerImage(div, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        seg.selectedSegmentIndex = 1
        seg.frame.size = seg.intrinsicContentSize
        return seg
    }

    /// A filled 12-point circle.
    static let dot = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).fill()
    }
}

extension UISegmentedControl {
    func configured(_ configure: (UISegmentedControl) -> Void) -> UISegmentedControl {
        configure(self)
        return self
    }
}
