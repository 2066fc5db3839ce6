import UIKit

/// UITextView: an editable view with styled paragraphs whose delegate calls a label counts; a read-only
/// view with data detectors (tap a number, a web address or an e-mail address to open it); a view
/// whose delegate dismisses the keyboard on Return (the replacement text "\n"); fifty lines that
/// scroll; and right-to-left text.
final class TextViewsPageView: CatalogDrawingView, UITextViewDelegate {
    static let margin: CGFloat = 40
    static let columns: [CGFloat] = [40, 404]
    static let columnWidth: CGFloat = 340

    let editableView = UITextView()
    let detectorsView = UITextView()
    let returnView = UITextView()
    let linesView = UITextView()
    let rightToLeftView = UITextView()
    let editableLog = UILabel()
    let detectorsLog = UILabel()
    let returnLog = UILabel()
    private var changes = 0, selectionChanges = 0

    /// The text views with the heading drawn above each.
    var examples: [(heading: String, view: UITextView)] {
        [
            ("Editable: attributed text, typingAttributes", editableView), ("Read-only: dataDetectorTypes = .all", detectorsView),
            ("Seed 004 E10: Return dismisses the keyboard", returnView), ("Fifty lines scroll (spec 004 T100)", linesView),
            ("Right to left", rightToLeftView),
        ]
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Text views scroll their text and edit it: tap one to type (Return adds a line, except in E10's). The "
                    + "read-only view finds phone numbers, links and e-mail addresses; tap one to open it.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildEditable()
        buildDetectors()
        buildReturnExample()
        buildLines()
        for (_, view) in examples {
            view.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            view.layer.borderWidth = 1
            addSubview(view)
        }
        for label in [editableLog, detectorsLog, returnLog] {
            label.font = .systemFont(ofSize: 12)
            label.textColor = .darkGray
            addSubview(label)
        }
        updateLogs()
    }

    required init?(coder: NSCoder) { nil }

    private func buildEditable() {
        editableView.frame = CGRect(x: Self.columns[0], y: 136, width: Self.columnWidth, height: 170)
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: CatalogColors.text]
        let text = NSMutableAttributedString(string: "A text view edits styled text. ", attributes: body)
        text.append(NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)]))
        text.append(
            NSAttributedString(string: ", red", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemRed]))
        text.append(
            NSAttributedString(
                string: " and underlined", attributes: body.merging([.underlineStyle: NSUnderlineStyle.single.rawValue]) { $1 }))
        text.append(
            NSAttributedString(
                string: " runs keep their attributes as you type around them.\n\n"
                    + "A second paragraph wraps at the view's width; the content grows and scrolls.", attributes: body))
        editableView.attributedText = text
        editableView.delegate = self
        editableLog.frame = CGRect(x: Self.columns[0], y: 310, width: Self.columnWidth, height: 16)
    }

    private func buildDetectors() {
        detectorsView.frame = CGRect(x: Self.columns[1], y: 136, width: Self.columnWidth, height: 170)
        detectorsView.isEditable = false
        detectorsView.dataDetectorTypes = .all
        detectorsView.font = .systemFont(ofSize: 15)
        detectorsView.text =
            "Call 555-123-4567 or +44 20 7946 0958.\nRead www.swift.org, or https://developer.apple.com/documentation/uikit.\n"
            + "Write to team@swift.org.\nDates (2024-01-15) and short numbers (555-12) are not links."
        detectorsView.delegate = self
        detectorsLog.frame = CGRect(x: Self.columns[1], y: 310, width: Self.columnWidth, height: 16)
    }

    private func buildReturnExample() {
        returnView.frame = CGRect(x: Self.columns[0], y: 386, width: Self.columnWidth, height: 110)
        returnView.font = .systemFont(ofSize: 15)
        returnView.text = "Type here, then press Return: the keyboard goes away and no new line is added."
        returnView.delegate = self
        returnLog.frame = CGRect(x: Self.columns[0], y: 500, width: Self.columnWidth, height: 16)
    }

    private func buildLines() {
        linesView.frame = CGRect(x: Self.columns[1], y: 386, width: Self.columnWidth, height: 110)
        linesView.font = .systemFont(ofSize: 15)
        linesView.text = (1...50).map { "Line \($0) of fifty" }.joined(separator: "\n")
        linesView.selectedRange = NSRange(location: 0, length: 0)
        rightToLeftView.frame = CGRect(x: Self.columns[1], y: 556, width: Self.columnWidth, height: 90)
        rightToLeftView.font = .systemFont(ofSize: 17)
        rightToLeftView.text = "שלום עולם! זוהי תיבת טקסט מימין לשמאל.\nمرحبا بالعالم، هذا نص من اليمين إلى اليسار."
    }

    // MARK: UITextViewDelegate

    /// In `returnView`, Return (the replacement text "\n") resigns first responder and inserts nothing.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if textView === returnView, text == "\n" {
            textView.resignFirstResponder()
            returnLog.text = "Return: resignFirstResponder(), shouldChangeTextIn returned false"
            return false
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        if textView === editableView { changes += 1; updateLogs() }
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        if textView === editableView { selectionChanges += 1; updateLogs() }
    }

    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        detectorsLog.text = "Opened \(URL.absoluteString)"
        return true
    }

    private func updateLogs() {
        editableLog.text = "textViewDidChange × \(changes) · textViewDidChangeSelection × \(selectionChanges)"
        if detectorsLog.text == nil { detectorsLog.text = "Tap a link: its URL opens and shows here" }
        if returnLog.text == nil { returnLog.text = "The delegate returns false for \"\\n\"" }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Text views" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let heading: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        for (text, view) in examples {
            (text as NSString).draw(at: CGPoint(x: view.frame.minX, y: view.frame.minY - 24), withAttributes: heading)
        }
    }
}
