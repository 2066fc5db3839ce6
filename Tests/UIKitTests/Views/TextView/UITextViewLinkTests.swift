// Data detectors and links in a text view that is not editable: drawn in the tint colour, a tap asks
// the delegate and opens the URL; and reading (selecting, copying) text that cannot be edited.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextView links and read-only text")
struct UITextViewLinkTests {
    init() { TestFonts.pin() }

    func readOnlyTextView(_ h: UIKitTestHarness, text: String, detecting types: UIDataDetectorTypes) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 10, y: 20, width: 300, height: 120))
        textView.isEditable = false
        textView.dataDetectorTypes = types
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text
        h.window.addSubview(textView)
        h.runTurn()
        return textView
    }

    /// The centre of `range`'s first rectangle, in the window.
    func centre(of range: NSRange, in textView: UITextView) -> CGPoint {
        let start = textView.position(from: textView.beginningOfDocument, offset: range.location)!
        let end = textView.position(from: start, offset: range.length)!
        let rect = textView.convert(textView.firstRect(for: textView.textRange(from: start, to: end)!), to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// How many pixels of the window are close to the default tint (0, 122, 255).
    func tintedPixels(_ h: UIKitTestHarness) -> Int {
        let pixels = Pixels(h.render())
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if p[2] > 200 && p[0] < 90 && p[1] > 60 && p[1] < 170 { count += 1 }
            }
        }
        return count
    }

    @Test("With .phoneNumber the number is drawn as a link; with none it is not (spec 004 T102)")
    func phoneNumberDrawnAsLink() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "Call 555-123-4567", detecting: .phoneNumber)
        #expect(tintedPixels(h) > 100)
        textView.dataDetectorTypes = []
        h.runTurn()
        #expect(tintedPixels(h) == 0)
        // The detection does not change the text the view reports.
        #expect(textView.attributedText.attribute(.underlineStyle, at: 6, effectiveRange: nil) == nil)
    }

    @Test("Links in the default link colour follow the view's tint")
    func linksFollowTint() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "Call 555-123-4567", detecting: .phoneNumber)
        textView.tintColor = .systemGreen
        h.runTurn()
        #expect(tintedPixels(h) == 0)
        #expect((textView.linkTextAttributes[.foregroundColor] as? UIColor) == .systemGreen)
    }

    @Test("A tap on a detected number asks the delegate with its tel: URL and range, then opens it")
    func tapOpensPhoneNumber() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "Call 555-123-4567 today", detecting: .phoneNumber)
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        h.tap(at: centre(of: NSRange(location: 5, length: 12), in: textView))
        h.runTurn()
        #expect(delegate.log.entries.contains("interact tel:5551234567 5,12 0"))
        #expect(h.openedURLs == [URL(string: "tel:5551234567")!])
    }

    @Test("Links and e-mail addresses open http: and mailto: URLs; a refusing delegate opens nothing")
    func linksAndRefusal() {
        let h = UIKitTestHarness()
        let text = "Visit www.swift.org or mail team@swift.org"
        let textView = readOnlyTextView(h, text: text, detecting: .all)
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        h.tap(at: centre(of: (text as NSString).range(of: "www.swift.org"), in: textView))
        h.tap(at: centre(of: (text as NSString).range(of: "team@swift.org"), in: textView))
        h.runTurn()
        #expect(h.openedURLs == [URL(string: "http://www.swift.org")!, URL(string: "mailto:team@swift.org")!])
        delegate.allowsLinks = false
        h.tap(at: centre(of: (text as NSString).range(of: "www.swift.org"), in: textView))
        h.runTurn()
        #expect(h.openedURLs.count == 2)
        #expect(delegate.links.count == 3)
    }

    @Test("A tap beside a link, a drag off it, or on an editable view's text opens nothing")
    func tapsThatDoNotOpen() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "Call 555-123-4567", detecting: .phoneNumber)
        h.tap(at: centre(of: NSRange(location: 0, length: 4), in: textView))
        h.tap(at: CGPoint(x: 290, y: 110))
        let number = centre(of: NSRange(location: 5, length: 12), in: textView)
        h.touchDown(at: number)
        h.touchUp(at: CGPoint(x: number.x, y: number.y + 60))
        textView.isEditable = true
        h.tap(at: number)
        h.runTurn()
        #expect(h.openedURLs.isEmpty)
    }

    @Test("A .link attribute opens its URL and is drawn with linkTextAttributes")
    func linkAttribute() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "", detecting: [])
        let text = NSMutableAttributedString(string: "Read the docs here", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.link, value: URL(string: "https://swift.org/documentation")!, range: NSRange(location: 9, length: 4))
        textView.attributedText = text
        textView.linkTextAttributes = [.foregroundColor: UIColor.red]
        h.runTurn()
        #expect((textView.linkTextAttributes[.foregroundColor] as? UIColor) == .red)
        h.tap(at: centre(of: NSRange(location: 9, length: 4), in: textView))
        h.runTurn()
        #expect(h.openedURLs == [URL(string: "https://swift.org/documentation")!])
    }

    @Test("Text that is not editable can be selected and copied, and not cut or pasted into")
    func readOnlyCopy() {
        let h = UIKitTestHarness()
        let textView = readOnlyTextView(h, text: "Copy this phrase", detecting: [])
        textView.selectedRange = NSRange(location: 5, length: 4)
        #expect(textView.canPerformAction("copy:", withSender: nil))
        #expect(!textView.canPerformAction("cut:", withSender: nil))
        #expect(!textView.canPerformAction("paste:", withSender: nil))
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "this")
        UIPasteboard.general.string = "pasted"
        textView.paste(nil)
        #expect(textView.text == "Copy this phrase")
        textView.isSelectable = false
        #expect(!textView.canPerformAction("copy:", withSender: nil))
    }

    @Test("UIApplication.open hands the URL to the platform and reports success at the end of the turn")
    func applicationOpen() {
        let h = UIKitTestHarness()
        var result: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { result = $0 }
        #expect(result == nil)
        h.runTurn()
        #expect(result == true)
        #expect(h.openedURLs == [URL(string: "https://example.com")!])
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:123")!))
    }
}
