// Goldens of buttons at scale 2: every type in normal, highlighted, selected and disabled states, the
// seed's custom examples (Pay Tribute, E3's rounded rect, a bordered button, insets), and the glyphs at
// scale 1, 2 and 3 (crispness). Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIButton goldens")
struct UIButtonSnapshotTests {
    init() { TestFonts.pin() }

    static let states: [(String, (UIButton) -> Void)] = [
        ("normal", { _ in }), ("highlighted", { $0.isHighlighted = true }),
        ("selected", { $0.isSelected = true }), ("disabled", { $0.isEnabled = false }),
    ]

    /// A white strip with one button per state, left to right, 12 pt apart, each made by `make`.
    func strip(cell: CGSize, _ make: () -> UIButton) -> UIView {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 12 + CGFloat(Self.states.count) * (cell.width + 12), height: cell.height + 24))
        sheet.backgroundColor = .white
        for (index, state) in Self.states.enumerated() {
            let button = make()
            let size = button.bounds.size == .zero ? cell : button.bounds.size
            button.frame = CGRect(
                x: 12 + CGFloat(index) * (cell.width + 12) + (cell.width - size.width) / 2,
                y: 12 + (cell.height - size.height) / 2, width: size.width, height: size.height)
            state.1(button)
            sheet.addSubview(button)
        }
        return sheet
    }

    /// Snapshots `make()`'s view inside a window (so tints resolve), at `scale`.
    func snapshot(_ name: String, scale: CGFloat = 2, testName: String = #function, _ make: () -> UIView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 600, height: 400), scale: scale)
        let view = make()
        h.window.addSubview(view)
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: name, testName: testName)
    }

    @Test("System buttons: tinted title; faded while highlighted; white on tint when selected; gray when disabled")
    func systemStates() {
        snapshot("system") {
            strip(cell: CGSize(width: 90, height: 30)) {
                let b = UIButton(type: .system)
                b.setTitle("Button", for: .normal)
                b.sizeToFit()
                return b
            }
        }
    }

    @Test("Custom buttons: white title on a resizable background image; darkened pressed, faded disabled")
    func customStates() {
        snapshot("custom") {
            strip(cell: CGSize(width: 100, height: 34)) {
                let b = UIButton(type: .custom)
                b.setTitle("Custom", for: .normal)
                b.setBackgroundImage(Self.slate, for: .normal)
                b.setImage(Self.dot, for: .normal)
                b.frame.size = CGSize(width: 100, height: 34)
                return b
            }
        }
    }

    @Test("The glyph types in the four states: circled i (detail disclosure, info light, info dark), circled + (contact add)")
    func glyphStates() {
        snapshot("glyphs") {
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 4 * 34 + 12, height: 4 * 34 + 12))
            sheet.backgroundColor = .white
            for (row, type) in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd].enumerated() {
                for (column, state) in Self.states.enumerated() {
                    let b = UIButton(type: type)
                    b.frame.origin = CGPoint(x: 12 + CGFloat(column) * 34, y: 12 + CGFloat(row) * 34)
                    state.1(b)
                    sheet.addSubview(b)
                }
            }
            return sheet
        }
    }

    @Test("The glyphs are crisp at scale 1, 2 and 3")
    func glyphScales() {
        for scale: CGFloat in [1, 2, 3] {
            snapshot("glyphs@\(Int(scale))x", scale: scale) {
                let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 34))
                sheet.backgroundColor = .white
                let info = UIButton(type: .infoDark), add = UIButton(type: .contactAdd)
                info.frame.origin = CGPoint(x: 6, y: 6)
                add.frame.origin = CGPoint(x: 36, y: 6)
                sheet.addSubview(info)
                sheet.addSubview(add)
                return sheet
            }
        }
    }

    @Test(
        "Seed 000 E13.1 + E13.2, \"Pay Tribute\": coin background and image, attributed title; pressed: white title, darker coin, shrunk background"
    )
    func payTribute() {
        snapshot("pay-tribute") {
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 2 * 190 + 12, height: 72))
            sheet.backgroundColor = .white
            for (index, pressed) in [false, true].enumerated() {
                let b = PayTribute.make()
                b.frame.origin = CGPoint(x: 12 + CGFloat(index) * 190, y: 12)
                b.isHighlighted = pressed
                sheet.addSubview(b)
            }
            return sheet
        }
    }

    @Test("Seed examples: E3's rounded rect, a bordered button (G5), an image right of its title, a glowing info button")
    func seedExamples() {
        snapshot("examples") {
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 460, height: 70))
            sheet.backgroundColor = UIColor(white: 0.85, alpha: 1)
            let e3 = UIButton(type: .roundedRect)
            e3.setTitle("Test", for: .normal)
            e3.setTitle("Selected", for: .highlighted)
            e3.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
            let bordered = UIButton(type: .system)
            bordered.setTitle("Bordered", for: .normal)
            bordered.frame = CGRect(x: 120, y: 14, width: 100, height: 36)
            bordered.layer.borderWidth = 2
            bordered.layer.cornerRadius = 5
            bordered.layer.borderColor = bordered.tintColor.cgColor
            let right = UIButton(type: .system)
            right.setTitle("Next", for: .normal)
            right.setImage(Self.dot, for: .normal)
            right.frame = CGRect(x: 230, y: 17, width: 100, height: 30)
            let titleWidth = right.titleRect(forContentRect: right.bounds).width
            right.titleEdgeInsets = UIEdgeInsets(top: 0, left: -12, bottom: 0, right: 12)
            right.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth + 4, bottom: 0, right: -titleWidth - 4)
            let glowing = UIButton(type: .infoLight)
            glowing.frame.origin = CGPoint(x: 380, y: 21)
            glowing.isHighlighted = true
            [e3, bordered, right, glowing].forEach(sheet.addSubview)
            return sheet
        }
    }

    // MARK: Images

    /// A slate rounded rectangle, caps 8.
    static let slate: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 17, height: 17), format: format).image { _ in
            UIColor(red: 0.22, green: 0.27, blue: 0.34, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 17, height: 17), cornerRadius: 6).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
    }()

    /// An orange dot, 12 × 12.
    static let dot: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { _ in
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).fill()
        }
    }()
}

/// Seed 000 E13.1 and E13.2 in Swift, as a user writes them (the coin drawn in place of coin2.png).
final class PayTribute: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        let result = super.backgroundRect(forBounds: bounds)
        return isHighlighted ? result.insetBy(dx: 3, dy: 3) : result
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height + 16)
    }

    static func make() -> PayTribute {
        let b = PayTribute(type: .custom)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let im = UIGraphicsImageRenderer(size: CGSize(width: 31, height: 31), format: format).image { _ in
            UIColor(red: 0.72, green: 0.53, blue: 0.04, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 31, height: 31)).fill()
            UIColor(red: 1, green: 0.85, blue: 0.35, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 23, height: 23)).fill()
        }
        let sz = im.size
        let im2 = im.resizableImage(
            withCapInsets: UIEdgeInsets(
                top: sz.height / 2, left: sz.width / 2,
                bottom: sz.height / 2, right: sz.width / 2), resizingMode: .stretch)
        b.setBackgroundImage(im2, for: .normal)
        b.backgroundColor = .clear
        b.setImage(im2, for: .normal)
        let mas = NSMutableAttributedString(
            string: "Pay Tribute",
            attributes: [
                .font: UIFont(name: "GillSans-Bold", size: 16)!, .foregroundColor: UIColor.purple,
            ])
        mas.addAttributes(
            [.strokeColor: UIColor.red, .strokeWidth: -2.0, .underlineStyle: 1],
            range: NSRange(location: 4, length: mas.length - 4))
        b.setAttributedTitle(mas, for: .normal)
        let mas2 = NSMutableAttributedString(attributedString: mas)
        mas2.addAttributes([.foregroundColor: UIColor.white], range: NSRange(location: 0, length: mas2.length))
        b.setAttributedTitle(mas2, for: .highlighted)
        b.adjustsImageWhenHighlighted = true
        // Sized as Auto Layout sizes it in the seed: to its intrinsic content size (sizeToFit asks
        // sizeThatFits(_:), which E13.1 does not override).
        b.frame.size = b.intrinsicContentSize
        return b
    }
}
