import UIKit
import UIKitTesting

/// A log of delegate calls and notifications, in the order they came.
final class TextViewEventLog {
    var entries: [String] = []

    /// Records the text view notifications (their short names) posted by `textView`; call `stop()` after.
    func observeNotifications(of textView: UITextView) {
        for name in [
            UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
            UITextView.textDidEndEditingNotification,
        ] {
            NotificationCenter.default.addObserver(self, selector: TextViewEventLog.received, name: name, object: textView)
        }
    }

    func received(_ notification: Notification) {
        let name = notification.name.rawValue.replacingOccurrences(of: "UITextViewText", with: "").replacingOccurrences(
            of: "Notification", with: "")
        entries.append("note \(name)")
    }

    func stop() { NotificationCenter.default.removeObserver(self) }
}

/// A delegate that logs every call, and can refuse or rewrite edits.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    let log: TextViewEventLog
    var allowsBegin = true
    var allowsEnd = true
    /// Decides each edit (range, replacement); true by default.
    var decideChange: (UITextView, NSRange, String) -> Bool = { _, _, _ in true }
    /// Decides each link tap; true by default.
    var allowsLinks = true
    var links: [URL] = []

    init(log: TextViewEventLog = TextViewEventLog()) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.entries.append("shouldBegin first=\(textView.isFirstResponder)")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin first=\(textView.isFirstResponder)") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.entries.append("shouldEnd first=\(textView.isFirstResponder)")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd first=\(textView.isFirstResponder)") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.entries.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return decideChange(textView, range, text)
    }
    func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange \((textView.text ?? "").debugDescription)") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.entries.append("didChangeSelection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        log.entries.append("interact \(URL.absoluteString) \(characterRange.location),\(characterRange.length) \(interaction.rawValue)")
        links.append(URL)
        return allowsLinks
    }
}

/// "Line 1" … "Line `count`", one per paragraph.
func numberedLines(_ count: Int) -> String {
    (1...count).map { "Line \($0)" }.joined(separator: "\n")
}
