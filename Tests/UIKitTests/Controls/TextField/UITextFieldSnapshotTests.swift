// Goldens of text fields at scale 2: the four border styles, the placeholder, secure entry, overlays
// (left and right views, the clear button), a background image, disabled fields, right-to-left text and
// shrinking text. Each PNG was looked at (see the commit messages).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextField goldens")
struct UITextFieldSnapshotTests {
    init() { TestFonts.pin() }

    /// A white sheet with one 240x30 field per configuration, 14 points apart.
    func sheet(_ h: UIKitTestHarness, _ configurations: [(UITextField) -> Void]) -> (UIView, [UITextField]) {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 264, height: 14 + CGFloat(configurations.count) * 44))
        sheet.backgroundColor = .white
        h.window.addSubview(sheet)
        var fields: [UITextField] = []
        for (index, configure) in configurations.enumerated() {
            let field = UITextField(frame: CGRect(x: 12, y: 14 + CGFloat(index) * 44, width: 240, height: 30))
            configure(field)
            sheet.addSubview(field)
            fields.append(field)
        }
        h.runTurn()
        return (sheet, fields)
    }

    @Test("The border styles: none, line (dark grey), bezel (inset), rounded rect (white, light grey hairline) (spec 001-003 #148)")
    func borderStyles() {
        let h = UIKitTestHarness(scale: 2)
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        let (view, _) = sheet(
            h,
            styles.map { style in
                {
                    $0.borderStyle = style; $0.text = "Border style \(style.rawValue)"
                }
            })
        assertSnapshot(of: view, as: .image, named: "borderStyles")
    }

    @Test("The placeholder in light grey when empty, gone with text (spec 001-003 #150)")
    func placeholder() {
        let h = UIKitTestHarness(scale: 2)
        let (view, _) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.placeholder = "Your Name Here"
                },
                {
                    $0.borderStyle = .roundedRect; $0.placeholder = "Your Name Here"; $0.text = "a"
                },
                {
                    $0.borderStyle = .roundedRect; $0.placeholder = "Centred"; $0.textAlignment = .center
                },
            ])
        assertSnapshot(of: view, as: .image, named: "placeholder")
    }

    @Test("Secure entry shows one dot per character")
    func secure() {
        let h = UIKitTestHarness(scale: 2)
        let (view, _) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.isSecureTextEntry = true; $0.text = "password"
                }
            ])
        assertSnapshot(of: view, as: .image, named: "secure")
    }

    @Test("A left view and the clear button, the text between them; a right view takes the clear button's place")
    func overlays() {
        let h = UIKitTestHarness(scale: 2)
        let (view, _) = sheet(
            h,
            [
                { field in
                    field.borderStyle = .roundedRect
                    field.text = "Search text that is long enough to truncate"
                    let left = UIView(frame: CGRect(x: 0, y: 0, width: 26, height: 16))
                    let dot = UIView(frame: CGRect(x: 8, y: 2, width: 12, height: 12))
                    dot.backgroundColor = .systemBlue
                    left.addSubview(dot)
                    field.leftView = left
                    field.leftViewMode = .always
                    field.clearButtonMode = .always
                },
                { field in
                    field.borderStyle = .roundedRect
                    field.text = "Right view"
                    let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                    right.backgroundColor = .systemOrange
                    field.rightView = right
                    field.rightViewMode = .always
                    field.clearButtonMode = .always
                },
            ])
        assertSnapshot(of: view, as: .image, named: "overlays")
    }

    @Test(
        "A background image replaces a line border, not a rounded rect (Apple; spec 001-003 #149); disabled: disabledBackground, or the same look without one"
    )
    func backgrounds() {
        let h = UIKitTestHarness(scale: 2)
        let (view, _) = sheet(
            h,
            [
                {
                    $0.borderStyle = .line; $0.background = Self.image(.systemTeal); $0.text = "Background image"
                },
                {
                    $0.borderStyle = .roundedRect; $0.background = Self.image(.systemTeal); $0.text = "Rounded rect ignores it"
                },
                {
                    $0.background = Self.image(.systemTeal); $0.disabledBackground = Self.image(.lightGray);
                    $0.text = "Disabled background"; $0.isEnabled = false
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = "Disabled, rounded rect"; $0.isEnabled = false
                },
            ])
        assertSnapshot(of: view, as: .image, named: "backgrounds")
    }

    @Test("Right-to-left text lines up at the right with natural alignment; Latin text at the left")
    func rightToLeft() {
        let h = UIKitTestHarness(scale: 2)
        let (view, _) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.text = "שלום עולם"
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = "مرحبا بالعالم"
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = "Hello world"
                },
            ])
        assertSnapshot(of: view, as: .image, named: "rightToLeft")
    }

    @Test("adjustsFontSizeToFitWidth shrinks long text down to minimumFontSize, then truncates")
    func shrinking() {
        let h = UIKitTestHarness(scale: 2)
        let text = "A rather long line of text for a field"
        let (view, _) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.text = text
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = text; $0.adjustsFontSizeToFitWidth = true; $0.minimumFontSize = 9
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = text + " and more words still"; $0.adjustsFontSizeToFitWidth = true;
                    $0.minimumFontSize = 12
                },
            ])
        assertSnapshot(of: view, as: .image, named: "shrinking")
    }

    @Test("Editing: the caret after the text and the ⓧ while editing; a long line scrolled to its end; a selection")
    func editing() {
        let h = UIKitTestHarness(scale: 2)
        let (view, fields) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.text = "Editing"; $0.clearButtonMode = .whileEditing
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = "A line much longer than the field can show at once"
                },
                {
                    $0.borderStyle = .roundedRect; $0.text = "Hello world"
                },
            ])
        _ = fields[0].becomeFirstResponder()
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "caret")
        _ = fields[1].becomeFirstResponder()
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "scrolled")
        _ = fields[2].becomeFirstResponder()
        fields[2].selectedTextRange = fields[2].textRange(
            from: fields[2].position(from: fields[2].beginningOfDocument, offset: 6)!,
            to: fields[2].endOfDocument)
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "selection")
    }

    @Test("Editing an empty field: the placeholder stays until the first character, the caret at its start")
    func editingPlaceholder() {
        let h = UIKitTestHarness(scale: 2)
        let (view, fields) = sheet(
            h,
            [
                {
                    $0.borderStyle = .roundedRect; $0.placeholder = "Your Name Here"
                }
            ])
        _ = fields[0].becomeFirstResponder()
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "placeholderCaret")
    }

    /// A 40x30 rounded swatch with a darker outline, stretched across the field.
    static func image(_ color: UIColor) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in
            let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 38, height: 28), cornerRadius: 8)
            color.withAlphaComponent(0.3).setFill()
            path.fill()
            color.setStroke()
            path.lineWidth = 2
            path.stroke()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }
}
