// UITextField's properties, defaults, rects and overlays through the public API.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
    init() { TestFonts.pin() }

    @Test("Defaults: empty text, no placeholder, system 17, black, natural, no border, overlays never")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(
            field.textColor == .label && field.textColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black,
            "the label colour: black in light")
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing && !field.clearsOnInsertion && !field.adjustsFontSizeToFitWidth)
        #expect(field.minimumFontSize == 0)
        #expect(field.background == nil && field.disabledBackground == nil)
        #expect(!field.isEditing && !field.allowsEditingTextAttributes)
        #expect(field.typingAttributes == nil)
        #expect(field.canBecomeFirstResponder)
    }

    @Test("Text input traits have Apple's defaults and are settable (spec 004 T047, spec 001-003 #159)")
    func traits() {
        let field = UITextField()
        #expect(field.autocorrectionType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.spellCheckingType == .default)
        #expect(field.keyboardType == .default)
        #expect(field.keyboardAppearance == .default)
        #expect(field.returnKeyType == .default)
        #expect(!field.enablesReturnKeyAutomatically)
        #expect(!field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        field.returnKeyType = .go
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .words
        let traits: UITextInputTraits = field
        #expect(traits.returnKeyType == .go)
        #expect(traits.keyboardType == .emailAddress)
        #expect(traits.autocapitalizationType == .words)
    }

    @Test("defaultTextAttributes carry font, colour and alignment; setting them changes the properties and the text")
    func defaultAttributes() {
        let field = UITextField()
        field.text = "abc"
        field.font = .systemFont(ofSize: 20)
        field.textColor = .red
        #expect(field.defaultTextAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 20))
        #expect(field.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue, .kern: 2]
        #expect(field.font == UIFont.systemFont(ofSize: 12))
        #expect(field.textColor == .blue)
        #expect(field.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
        field.font = nil
        #expect(field.font == UIFont.systemFont(ofSize: 17))
    }

    @Test("attributedText keeps its runs; typed text takes the attributes before the caret, or typingAttributes")
    func attributedRuns() {
        let (h, field) = fieldHarness()
        let styled = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.green])
        field.attributedText = styled
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green)
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font)
        h.tap(at: field.center)
        #expect((field.typingAttributes?[.foregroundColor] as? UIColor) == .green)
        h.typeText("c")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .green)
        field.typingAttributes = [.foregroundColor: UIColor.orange, .font: UIFont.systemFont(ofSize: 9)]
        h.typeText("d")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .orange)
        #expect(field.text == "abcd")
    }

    @Test("placeholder and attributedPlaceholder: the placeholder grey and the field's font fill in")
    func placeholder() {
        let field = UITextField()
        field.placeholder = "Your Name Here"
        #expect(field.attributedPlaceholder?.string == "Your Name Here")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
        #expect(field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font)
        field.attributedPlaceholder = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "Red")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        field.placeholder = nil
        #expect(field.attributedPlaceholder == nil)
    }

    @Test("A rounded-rect field with the 17-point font is 30 points high; its text starts 7 points in")
    func roundedRectSize() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 30)
        #expect(field.sizeThatFits(.zero).height == 30)
        let text = field.textRect(forBounds: field.bounds)
        #expect(text.minX == 7)
        #expect(text.maxX == 193)
        #expect(field.editingRect(forBounds: field.bounds) == text)
        #expect(field.placeholderRect(forBounds: field.bounds) == text)
        #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
        field.text = "Hello"
        let wide = field.intrinsicContentSize.width
        field.text = "Hello, world"
        #expect(field.intrinsicContentSize.width > wide)
    }

    @Test("Left and right views show per their modes; the text lies between them (spec 004 T050, spec 001-003 #152)")
    func overlays() {
        let (h, field) = fieldHarness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftView = left
        field.rightView = right
        h.runTurn()
        #expect(left.superview == nil && right.superview == nil)
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing
        h.runTurn()
        #expect(left.superview === field)
        #expect(left.frame == CGRect(x: 0, y: 5, width: 24, height: 20))
        #expect(field.leftViewRect(forBounds: field.bounds) == left.frame)
        #expect(field.textRect(forBounds: field.bounds).minX == 24)
        #expect(right.superview == nil)
        #expect(field.editingRect(forBounds: field.bounds).maxX == 170)
        h.tap(at: field.center)
        h.runTurn()
        #expect(right.superview === field)
        #expect(right.frame == CGRect(x: 170, y: 0, width: 30, height: 30))
        field.leftViewMode = .unlessEditing
        h.runTurn()
        #expect(left.superview == nil)
    }

    @Test("The clear button shows per its mode, only with text; a right view showing takes its place")
    func clearButtonRect() {
        let (h, field) = fieldHarness { $0.clearButtonMode = .whileEditing }
        let rect = field.clearButtonRect(forBounds: field.bounds)
        #expect(rect == CGRect(x: 176, y: 5.5, width: 19, height: 19))
        h.tap(at: field.center)
        #expect(field.editingRect(forBounds: field.bounds).maxX == 193)
        h.typeText("a")
        #expect(field.editingRect(forBounds: field.bounds).maxX == 176)
        #expect(field.textRect(forBounds: field.bounds).maxX == 193)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightViewMode = .always
        #expect(field.editingRect(forBounds: field.bounds).maxX == 180)
    }

    @Test("A subclass's rect overrides move the text and the overlays")
    func rectOverrides() {
        final class Inset: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
            override func leftViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 4, y: 4, width: 10, height: 10) }
        }
        let (h, _) = fieldHarness()
        let field = Inset(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.leftViewMode = .always
        h.window.addSubview(field)
        h.runTurn()
        #expect(left.frame == CGRect(x: 4, y: 4, width: 10, height: 10))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
    }

    @Test("UIKeyInput and UITextInput: insertText, deleteBackward, hasText, selection and positions")
    func textInput() {
        let (h, field) = fieldHarness()
        h.tap(at: field.center)
        #expect(!field.hasText)
        field.insertText("héllo")
        #expect(field.hasText)
        field.deleteBackward()
        #expect(field.text == "héll")
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 4)
        field.selectedTextRange = field.textRange(
            from: field.position(from: start, offset: 1)!, to: field.position(from: start, offset: 3)!)
        #expect(field.text(in: field.selectedTextRange!) == "él")
        field.insertText("E")
        #expect(field.text == "hEl")
        #expect(field.compare(start, to: field.endOfDocument) == .orderedAscending)
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.markedTextRange != nil)
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "hEkal")
    }

    @Test("allowsEditingTextAttributes: the style actions toggle bold, italic and underline over the selection")
    func styleActions() {
        let (h, field) = fieldHarness { $0.text = "bold text" }
        h.tap(at: field.center)
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 4)!)
        #expect(!field.canPerformAction(.toggleBoldface, withSender: nil))
        field.allowsEditingTextAttributes = true
        #expect(field.canPerformAction(.toggleBoldface, withSender: nil))
        #expect(UIApplication.shared.sendAction(.toggleBoldface, to: nil, from: nil, for: nil))
        field.toggleUnderline(nil)
        let attributed = field.attributedText!
        let bold = attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(bold != nil && bold != field.font)
        #expect(bold?.pointSize == 17)
        #expect(attributed.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == field.font)
        #expect(attributed.attribute(.underlineStyle, at: 3, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        field.toggleBoldface(nil)
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont != bold)
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(!field.canPerformAction(.toggleItalics, withSender: nil))
    }

    @Test("drawText(in:) and drawPlaceholder(in:) are what the field calls: a subclass's override changes the picture")
    func drawOverrides() {
        final class Painted: UITextField {
            var textRects: [CGRect] = []
            override func drawText(in rect: CGRect) {
                textRects.append(rect)
                UIColor.red.setFill()
                UIRectFill(rect)
            }
            override func drawPlaceholder(in rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(rect)
            }
        }
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 100), scale: 1)
        let text = Painted(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        text.borderStyle = .roundedRect
        text.text = "drawn"
        let placeholder = Painted(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
        placeholder.placeholder = "hint"
        h.window.addSubview(text)
        h.window.addSubview(placeholder)
        let pixels = Pixels(h.render())
        #expect(text.textRects.last == text.textRect(forBounds: text.bounds))
        #expect(Pixels.close(pixels[50, 15], [255, 0, 0, 255]))
        #expect(Pixels.close(pixels[3, 15], [255, 255, 255, 255]), "the border's padding is not text")
        #expect(Pixels.close(pixels[50, 65], [0, 0, 255, 255]))
    }

    @Test("Accessibility: an element whose label is the placeholder and whose value is the text (dots when secure)")
    func accessibility() {
        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Ann"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == "Ann")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "\u{2022}\u{2022}\u{2022}")
        field.accessibilityLabel = "Your name"
        #expect(field.accessibilityLabel == "Your name")
    }

    @Test("Text with line breaks becomes one line: they turn into spaces")
    func lineBreaks() {
        let (h, field) = fieldHarness()
        h.tap(at: field.center)
        field.insertText("a\nb")
        #expect(field.text == "a b")
    }

    /// A floating-label field's shape: it draws its own underline in `draw(_:)` and never calls `super`.
    private final class UnderlinedField: UITextField {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2))
        }
    }

    @Test("A subclass that overrides draw(_:) without super keeps its text and placeholder, drawn over its drawing")
    func drawOverrideKeepsText() {
        let h = UIKitTestHarness()
        let field = UnderlinedField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        field.font = .systemFont(ofSize: 20)
        field.text = "Hello"
        h.window.addSubview(field)
        h.runTurn()
        func darkPixels() -> Int {
            let pixels = Pixels(h.render())
            var count = 0
            for y in 82..<136 { for x in 42..<240 where pixels[x, y][0] < 100 { count += 1 } }
            return count
        }
        let pixels = Pixels(h.render())
        #expect(pixels[100, 138] == [255, 0, 0, 255])
        #expect(darkPixels() > 100)
        field.text = ""
        field.placeholder = "Name"
        h.runTurn()
        let placeholder = Pixels(h.render())
        var grey = 0
        for y in 82..<136 {
            for x in 42..<240 where placeholder[x, y][0] < 220 && placeholder[x, y][0] == placeholder[x, y][2] { grey += 1 }
        }
        #expect(grey > 50)
    }
}
