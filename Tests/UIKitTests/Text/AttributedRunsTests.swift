import Foundation
import Testing
import UIKit
import UIKitTesting

/// Attributed strings whose neighbouring runs hold different UIKit attribute objects under one key: Linux
/// Foundation compares such runs with CoreFoundation, which halted the process for some objects (a zero
/// paragraph alignment, a zero shadow offset). Each test builds, edits and reads such strings.
@MainActor @Suite("Attributed strings with UIKit attribute objects")
struct AttributedRunsTests {
    init() { TestFonts.pin() }

    /// Builds runs of `count` characters each from `values` under `key`, then edits across their joins.
    private func exercise(_ key: NSAttributedString.Key, _ values: [Any]) -> NSMutableAttributedString {
        let string = NSMutableAttributedString(string: "")
        for value in values { string.append(NSAttributedString(string: "abcd", attributes: [key: value])) }
        string.addAttribute(key, value: values[1], range: NSRange(location: 2, length: 6))
        string.replaceCharacters(in: NSRange(location: 7, length: 2), with: NSAttributedString(string: "XYZ", attributes: [key: values[0]]))
        string.deleteCharacters(in: NSRange(location: 1, length: 3))
        string.insert(NSAttributedString(string: "Q", attributes: [key: values[2]]), at: 4)
        return string
    }

    @Test("Paragraph styles, left-aligned ones included, in neighbouring runs")
    func paragraphStyles() {
        let styles: [NSParagraphStyle] = (0..<12).map { index in
            let style = NSMutableParagraphStyle()
            style.alignment = [.left, .center, .right][index % 3]
            style.lineSpacing = CGFloat(index / 3)
            return style
        }
        let string = exercise(.paragraphStyle, styles)
        #expect(string.length == 4 * 12 + 1 - 3 + 1)
        #expect((string.attribute(.paragraphStyle, at: 4, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .right)
    }

    @Test("Shadows with zero offsets, fonts and colours in neighbouring runs")
    func shadowsFontsColours() {
        let shadows: [NSShadow] = (0..<8).map { index in
            let shadow = NSShadow()
            shadow.shadowOffset = .zero
            shadow.shadowBlurRadius = CGFloat(index)
            return shadow
        }
        #expect(exercise(.shadow, shadows).length == 4 * 8 - 1)
        let fonts = (0..<8).map { UIFont.systemFont(ofSize: CGFloat(10 + $0)) }
        #expect(exercise(.font, fonts).length == 4 * 8 - 1)
        let colours = (0..<8).map { UIColor(white: CGFloat($0) / 8, alpha: 1) }
        #expect(exercise(.foregroundColor, colours).length == 4 * 8 - 1)
    }

    @Test("A text view with three paragraph styles takes typing at each join")
    func textViewTypingAtJoins() {
        let h = UIKitTestHarness()
        let text = NSMutableAttributedString(string: "")
        for alignment in [NSTextAlignment.left, .center, .right] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            text.append(NSAttributedString(string: "line\n", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)]))
        }
        let view = UITextView(frame: CGRect(x: 0, y: 20, width: 320, height: 200))
        view.attributedText = text
        h.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        for location in [4, 5, 10, 11] {
            view.selectedRange = NSRange(location: location, length: 0)
            h.typeText("x")
        }
        #expect(view.text == "linexx\nlinxxe\nline\n")
        #expect(view.attributedText.length == 19)
    }
}
