// UITextField and UITextView with the on-screen keyboard: their settable input views, iOS's order of
// the delegate's did-begin/did-end against the keyboard's will-show/will-hide, endEditing(true) forcing
// a delegate that refuses to end, and text set by code reaching the keyboard's Shift (spec 004 T036,
// T037, T048, T049).
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Appends "keyboard.willShow"/"keyboard.willHide" to `append` while alive; call `stop()` after.
@MainActor
final class KeyboardShowHideRecorder {
    private var observers: [NSObjectProtocol] = []

    init(_ append: @escaping @MainActor (String) -> Void) {
        for (name, label) in [
            (UIResponder.keyboardWillShowNotification, "keyboard.willShow"),
            (UIResponder.keyboardWillHideNotification, "keyboard.willHide"),
        ] {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                    MainActor.assumeIsolated { append(label) }
                })
        }
    }

    func stop() { observers.forEach(NotificationCenter.default.removeObserver); observers = [] }
}

@MainActor
@Suite("Text fields and text views with the keyboard")
struct TextInputKeyboardTests {
    init() { TestFonts.pin() }

    func textViewHarness() -> (UIKitTestHarness, UITextView) {
        let h = UIKitTestHarness()
        let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        h.window.addSubview(textView)
        h.runTurn()
        return (h, textView)
    }

    // MARK: Input views

    @Test(
        "A text field's inputView and inputAccessoryView are settable: a 200-point inputView replaces the keyboard under a 44-point accessory (spec 004 T048, T049)"
    )
    func textFieldInputViews() {
        let (h, field) = fieldHarness()
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputView = custom
        field.inputAccessoryView = accessory
        #expect(field.inputView === custom && field.inputAccessoryView === accessory)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 236, width: 320, height: 244))
        #expect(custom.convert(custom.bounds, to: nil) == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(accessory.convert(accessory.bounds, to: nil) == CGRect(x: 0, y: 236, width: 320, height: 44))
        #expect(h.keyboardKeyFrame("q") == nil)
    }

    @Test(
        "A text view's inputAccessoryView sits on the system keyboard; setting inputView then reloadInputViews() swaps the keyboard for it (spec 004 T048, T049)"
    )
    func textViewInputViews() {
        let (h, textView) = textViewHarness()
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        textView.inputAccessoryView = accessory
        textView.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(accessory.convert(accessory.bounds, to: nil) == CGRect(x: 0, y: 220, width: 320, height: 44))
        #expect(h.keyboardFrame == CGRect(x: 0, y: 220, width: 320, height: 260))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        textView.inputView = custom
        textView.reloadInputViews()
        h.advance(by: 0.3)
        #expect(textView.inputView === custom)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 336, width: 320, height: 144))
        #expect(h.keyboardKeyFrame("q") == nil)
    }

    // MARK: Order against the keyboard's notifications

    @Test(
        "A text field tells its delegate and targets it began (ended) editing before the keyboard's will-show (will-hide), as iOS does (spec 004 T036, T037)"
    )
    func textFieldOrder() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field)
        let keyboard = KeyboardShowHideRecorder { log.entries.append($0) }
        defer { log.stop(); keyboard.stop() }
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(log.entries == ["shouldBegin", "didBegin", "event.didBegin", "note.begin", "keyboard.willShow"])
        log.entries = []
        field.resignFirstResponder()
        h.advance(by: 0.3)
        #expect(log.entries == ["shouldEnd", "didEnd(committed)", "event.didEnd", "note.end", "keyboard.willHide"])
    }

    @Test(
        "A text view calls textViewDidBeginEditing (didEnd) and posts its notification before the keyboard's will-show (will-hide) (spec 004 T036, T037)"
    )
    func textViewOrder() {
        let (h, textView) = textViewHarness()
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        delegate.log.observeNotifications(of: textView)
        let keyboard = KeyboardShowHideRecorder { delegate.log.entries.append($0) }
        defer { delegate.log.stop(); keyboard.stop() }
        textView.becomeFirstResponder()
        h.advance(by: 0.3)
        let began = delegate.log.entries.filter { !$0.hasPrefix("didChangeSelection") }
        #expect(began == ["shouldBegin first=false", "didBegin first=true", "note DidBeginEditing", "keyboard.willShow"])
        delegate.log.entries = []
        textView.resignFirstResponder()
        h.advance(by: 0.3)
        #expect(delegate.log.entries == ["shouldEnd first=true", "didEnd first=false", "note DidEndEditing", "keyboard.willHide"])
    }

    // MARK: endEditing(true)

    @Test(
        "endEditing(true) ends a text field's editing although its delegate refuses: not asked, didEnd and .editingDidEnd follow, the keyboard hides"
    )
    func textFieldForcedEnd() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field)
        defer { log.stop() }
        log.shouldEnd = false
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(!h.window.endEditing(false))
        #expect(field.isEditing && field.isFirstResponder)
        log.entries = []
        #expect(h.window.endEditing(true))
        #expect(log.entries == ["didEnd(committed)", "event.didEnd", "note.end"])
        #expect(!field.isEditing && !field.isFirstResponder)
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible)
    }

    @Test("endEditing(true) ends a text view's editing although textViewShouldEndEditing returns false")
    func textViewForcedEnd() {
        let (h, textView) = textViewHarness()
        let delegate = RecordingTextViewDelegate()
        delegate.allowsEnd = false
        textView.delegate = delegate
        textView.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(!h.window.endEditing(false))
        #expect(textView.isFirstResponder)
        delegate.log.entries = []
        #expect(h.window.endEditing(true))
        #expect(delegate.log.entries == ["didEnd first=false"])
        #expect(!textView.isFirstResponder)
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible)
    }

    // MARK: Text set by code reaches the keyboard

    @Test("Text set by code while a text field edits turns the keyboard's sentence Shift off: the next tapped letter is lower case")
    func textFieldCodeTextUpdatesShift() {
        let (h, field) = fieldHarness()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        field.text = "abc"
        h.tapKeyboardKeys("d")
        #expect(field.text == "abcd")
        field.text = "Done. "
        h.tapKeyboardKeys("n")
        #expect(field.text == "Done. N")
    }

    @Test("Text set by code while a text view edits turns the keyboard's sentence Shift off: the next tapped letter is lower case")
    func textViewCodeTextUpdatesShift() {
        let (h, textView) = textViewHarness()
        textView.becomeFirstResponder()
        h.advance(by: 0.3)
        textView.text = "abc"
        h.tapKeyboardKeys("d")
        #expect(textView.text == "abcd")
        textView.text = "Line\n"
        h.tapKeyboardKeys("n")
        #expect(textView.text == "Line\nN")
    }
}
