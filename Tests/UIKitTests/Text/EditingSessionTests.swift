// The editing session that UITextField and UITextView share: the same order of checks, delegate calls
// and first-responder changes in both. Public API only.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Editing session: text fields and text views alike")
struct EditingSessionTests {
    init() { TestFonts.pin() }

    final class StuckField: UITextField {
        override var canResignFirstResponder: Bool { false }
    }

    final class StuckTextView: UITextView {
        override var canResignFirstResponder: Bool { false }
    }

    /// A window with `field` above `textView`, the field's events logged, the text view's delegate recording.
    func window(_ field: UITextField, _ textView: UITextView) -> (UIKitTestHarness, TextFieldLog, RecordingTextViewDelegate) {
        let h = UIKitTestHarness()
        field.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
        textView.frame = CGRect(x: 20, y: 100, width: 200, height: 100)
        h.window.addSubview(field)
        h.window.addSubview(textView)
        h.runTurn()
        let viewDelegate = RecordingTextViewDelegate()
        textView.delegate = viewDelegate
        return (h, TextFieldLog(field), viewDelegate)
    }

    @Test("An input that cannot resign refuses without asking its delegate; endEditing(true) still ends it")
    func cannotResign() {
        let field = StuckField(), textView = StuckTextView()
        let (h, fieldLog, viewDelegate) = window(field, textView)
        defer { fieldLog.stop() }

        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(!fieldLog.entries.contains("shouldEnd"))
        // Another input cannot take over either: it was asked, the stuck one was not.
        #expect(!textView.becomeFirstResponder() && field.isFirstResponder)
        #expect(viewDelegate.log.entries == ["shouldBegin first=false"])
        #expect(!fieldLog.entries.contains("shouldEnd"))
        #expect(h.window.endEditing(true) && !field.isFirstResponder && !field.isEditing)
        #expect(fieldLog.entries.last == "note.end" && !fieldLog.entries.contains("shouldEnd"))

        viewDelegate.log.entries = []
        #expect(textView.becomeFirstResponder())
        #expect(!textView.resignFirstResponder() && textView.isFirstResponder)
        #expect(viewDelegate.log.entries == ["shouldBegin first=false", "didBegin first=true"])
        #expect(h.window.endEditing(true) && !textView.isFirstResponder)
        #expect(viewDelegate.log.entries.last == "didEnd first=false")
    }

    @Test("From a field to a text view and back: the new input's shouldBegin, the old one's end, the new one's begin; the keyboard stays")
    func switching() {
        let field = UITextField(), textView = UITextView()
        let (h, fieldLog, viewDelegate) = window(field, textView)
        defer { fieldLog.stop() }
        let keyboard = KeyboardNotificationLog(); defer { keyboard.stop() }

        #expect(field.becomeFirstResponder())
        fieldLog.entries = []
        #expect(textView.becomeFirstResponder())
        #expect(viewDelegate.log.entries == ["shouldBegin first=false", "didBegin first=true"])
        #expect(fieldLog.entries == ["shouldEnd", "didEnd(committed)", "event.didEnd", "note.end"])
        viewDelegate.log.entries = []
        fieldLog.entries = []
        #expect(field.becomeFirstResponder())
        #expect(fieldLog.entries == ["shouldBegin", "didBegin", "event.didBegin", "note.begin"])
        #expect(viewDelegate.log.entries == ["shouldEnd first=true", "didEnd first=false"])
        #expect(keyboard.names.contains("WillShow") && !keyboard.names.contains("WillHide") && h.isKeyboardVisible)
    }
}
