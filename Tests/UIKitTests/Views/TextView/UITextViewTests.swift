// UITextView's properties, defaults and scrolling: what a text view holds and shows before anyone types.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextView")
struct UITextViewTests {
    init() { TestFonts.pin() }

    func makeTextView(_ h: UIKitTestHarness, frame: CGRect = CGRect(x: 10, y: 20, width: 300, height: 200)) -> UITextView {
        let textView = UITextView(frame: frame)
        h.window.addSubview(textView)
        h.runTurn()
        return textView
    }

    @Test("Defaults: empty text, editable and selectable, no detectors, insets (8, 0, 8, 0), a scroll view")
    func defaults() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.text == "")
        #expect(textView.attributedText.length == 0)
        #expect(textView.font == nil)
        #expect(textView.textColor == nil)
        #expect(textView.textAlignment == .natural)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.dataDetectorTypes == [])
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(!textView.clearsOnInsertion && !textView.allowsEditingTextAttributes)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect((textView as UIView) is UIScrollView)
        #expect(textView.delegate == nil)
        #expect(
            textView.backgroundColor == .systemBackground
                && textView.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    }

    @Test("Every text input trait is settable, with UIKit's defaults")
    func traits() {
        let textView = UITextView()
        #expect(textView.autocapitalizationType == .sentences)
        #expect(textView.autocorrectionType == .default && textView.spellCheckingType == .default)
        #expect(textView.smartQuotesType == .default && textView.smartDashesType == .default && textView.smartInsertDeleteType == .default)
        #expect(textView.keyboardType == .default && textView.keyboardAppearance == .default && textView.returnKeyType == .default)
        #expect(!textView.enablesReturnKeyAutomatically && !textView.isSecureTextEntry && textView.textContentType == nil)
        textView.keyboardType = .emailAddress
        textView.returnKeyType = .done
        textView.autocapitalizationType = .none
        textView.textContentType = .emailAddress
        #expect(textView.keyboardType == .emailAddress && textView.returnKeyType == .done)
        #expect(textView.autocapitalizationType == .none && textView.textContentType == .emailAddress)
    }

    @Test("Text set to nil reads as empty; the caret goes to the end of new text; text is drawn in the system font at 12 pt")
    func settingText() {
        let textView = UITextView()
        textView.text = "Hello"
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        let font = textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 12)
        textView.text = nil
        #expect(textView.text == "")
        textView.attributedText = nil
        #expect(textView.attributedText.length == 0)
    }

    @Test("font, textColor and textAlignment restyle the whole text and typing; attributed text keeps its own styles")
    func styling() {
        let textView = UITextView()
        let styled = NSMutableAttributedString(string: "Bold plain")
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 0, length: 4))
        textView.attributedText = styled
        #expect((textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        textView.textColor = .red
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.textAlignment = .center
        let attributes = textView.attributedText.attributes(at: 6, effectiveRange: nil)
        #expect((attributes[.font] as? UIFont)?.pointSize == 17)
        #expect(attributes[.foregroundColor] as? UIColor == .red)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 17)
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .red)
        #expect(textView.text == "Bold plain")
    }

    @Test("Fifty lines in a 200 pt view wrap and scroll: the content is taller than the bounds and as wide (spec 004 T100)")
    func fiftyLinesScroll() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        textView.text = numberedLines(50)
        h.runTurn()
        #expect(textView.contentSize.width == 300)
        #expect(textView.contentSize.height > 200)
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 60), steps: 10, duration: 0.3)
        h.advance(by: 3)
        #expect(textView.contentOffset.y > 0)
    }

    @Test("Long lines wrap at the view's width: the content never scrolls sideways")
    func wrapping() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, frame: CGRect(x: 10, y: 20, width: 120, height: 200))
        textView.text = String(repeating: "wrapping words ", count: 20)
        h.runTurn()
        #expect(textView.contentSize.width == 120)
        #expect(textView.contentSize.height > 100)
    }

    @Test("The content height is the text's plus the insets, and follows textContainerInset")
    func contentHeightFollowsInsets() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        textView.text = "One line"
        h.runTurn()
        let height = textView.contentSize.height
        #expect(height > 16 && height < 40)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 5)
        h.runTurn()
        #expect(abs(textView.contentSize.height - (height - 16 + 50)) <= 1)
        textView.textContainerInset = UIEdgeInsets(top: .nan, left: -4, bottom: .infinity, right: 2)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    }

    @Test("scrollRangeToVisible scrolls the least distance to a range below, and back up; ranges outside the text are clamped")
    func scrollRangeToVisible() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let text = numberedLines(60)
        textView.text = text
        h.runTurn()
        let line40 = (text as NSString).range(of: "Line 40")
        textView.scrollRangeToVisible(line40)
        h.runTurn()
        let rect = textView.firstRect(
            for: textView.textRange(
                from: textView.position(from: textView.beginningOfDocument, offset: line40.location)!,
                to: textView.position(from: textView.beginningOfDocument, offset: NSMaxRange(line40))!)!)
        #expect(rect.minY >= textView.contentOffset.y - 0.5)
        #expect(rect.maxY <= textView.contentOffset.y + 200 + 0.5)
        #expect(rect.maxY > textView.contentOffset.y + 150)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(textView.contentOffset.y <= 8)
        textView.scrollRangeToVisible(NSRange(location: 100_000, length: 5))
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(end.minY >= textView.contentOffset.y && end.maxY <= textView.contentOffset.y + 200)
        textView.scrollRangeToVisible(NSRange(location: NSNotFound, length: 0))
        textView.scrollRangeToVisible(NSRange(location: -3, length: -8))
    }

    @Test("selectedRange is clamped to the text")
    func selectedRangeClamped() {
        let textView = UITextView()
        textView.text = "Hello"
        textView.selectedRange = NSRange(location: 1, length: 2)
        #expect(textView.selectedRange == NSRange(location: 1, length: 2))
        textView.selectedRange = NSRange(location: 3, length: 50)
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
        textView.selectedRange = NSRange(location: 99, length: 1)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("A text view that is not editable does not become first responder on a tap or in code (spec 004 T101)")
    func notEditable() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        textView.text = "Read only"
        textView.isEditable = false
        h.tap(at: CGPoint(x: 40, y: 35))
        #expect(!textView.isFirstResponder)
        #expect(!textView.becomeFirstResponder())
        h.typeText("x")
        #expect(textView.text == "Read only")
    }

    @Test("Turning isEditable off while editing ends editing")
    func editableOffResigns() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        #expect(textView.becomeFirstResponder())
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
    }

    @Test("The delegate API has no return-key method: Return reaches shouldChangeTextIn as \"\\n\" (spec 004 T108)")
    func noReturnKeyMethod() {
        // Spec 004 T108 is a check on the API surface: UITextViewDelegate declares these methods and no
        // other editing method (compare UITextFieldDelegate.textFieldShouldReturn(_:)).
        final class Minimal: UITextViewDelegate {}
        let delegate = Minimal()
        let textView = UITextView()
        #expect(delegate.textView(textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "\n"))
        #expect(delegate.textViewShouldBeginEditing(textView) && delegate.textViewShouldEndEditing(textView))
        #expect(delegate.textView(textView, shouldInteractWith: URL(string: "tel:1")!, in: NSRange(), interaction: .invokeDefaultAction))
    }
}
