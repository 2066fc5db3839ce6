// Goldens of text views at scale 2: wrapped, styled paragraphs with a selection; detected links in a
// read-only view; right-to-left text. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextView goldens")
struct UITextViewSnapshotTests {
    init() { TestFonts.pin() }

    func host(_ h: UIKitTestHarness, _ textView: UITextView) {
        textView.layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
        textView.layer.borderWidth = 1
        h.window.addSubview(textView)
        h.runTurn()
    }

    @Test("Styled paragraphs wrap at the view's width, with a selection across a line break")
    func styledParagraphsWithSelection() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 240, height: 170))
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]
        let text = NSMutableAttributedString(string: "Text views wrap long paragraphs at their width. ", attributes: body)
        text.append(
            NSAttributedString(
                string: "Bold words", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.black]))
        text.append(NSAttributedString(string: " and ", attributes: body))
        text.append(
            NSAttributedString(string: "red ones", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemRed]))
        text.append(NSAttributedString(string: " keep their style.\n\nA second paragraph, larger:\n", attributes: body))
        text.append(
            NSAttributedString(
                string: "Twenty points", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.darkGray]))
        textView.attributedText = text
        host(h, textView)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 27, length: 40)
        h.runTurn()
        assertSnapshot(of: textView, as: .image, named: "selection")
    }

    @Test("Detected phone numbers, web and e-mail addresses in a read-only view: tint colour, underlined")
    func detectedLinks() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 260, height: 130))
        textView.isEditable = false
        textView.dataDetectorTypes = .all
        textView.font = UIFont.systemFont(ofSize: 15)
        textView.text =
            "Call 555-123-4567 or +44 20 7946 0958.\nSee www.swift.org, write to team@swift.org.\nNot links: 2024-01-15, 555-12, report.txt."
        host(h, textView)
        assertSnapshot(of: textView, as: .image, named: "links")
    }

    @Test("Right-to-left paragraphs start at the right edge, with the caret at the end of the text")
    func rightToLeft() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 260, height: 110))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "שלום עולם! זוהי תיבת טקסט מימין לשמאל שגולשת לשורה שנייה.\nمرحبا بالعالم"
        host(h, textView)
        #expect(textView.becomeFirstResponder())
        h.runTurn()
        assertSnapshot(of: textView, as: .image, named: "rightToLeft")
    }
}
