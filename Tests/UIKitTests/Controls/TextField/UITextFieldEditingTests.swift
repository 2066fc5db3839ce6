// A text field's editing session through the public API and the harness: delegate calls, control events
// and notifications in UIKit's order; the delegate's vetoes and replacements; Return; the clear button.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextField editing")
struct UITextFieldEditingTests {
    init() { TestFonts.pin() }

    @Test("A tap begins editing: shouldBegin, didBegin, editingDidBegin, then the notification (spec 004 T036, T041)")
    func tapBegins() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(log.entries == ["shouldBegin", "didBegin", "event.didBegin", "note.begin"])
    }

    @Test("shouldBeginEditing false: a tap neither makes the field first responder nor calls didBegin (spec 004 T039, spec 001-003 #156)")
    func beginVetoed() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        log.shouldBegin = false
        h.tap(at: field.center)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries == ["shouldBegin", "shouldBegin"])
    }

    @Test(
        "Typing asks shouldChange with each insertion's range, then sends editingChanged and the notification (spec 004 T042, spec 001-003 #154)"
    )
    func typing() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        log.entries = []
        h.typeText("abc")
        #expect(field.text == "abc")
        #expect(
            log.changeRequests.map(\.0) == [
                NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 2, length: 0),
            ])
        #expect(log.changeRequests.map(\.1) == ["a", "b", "c"])
        #expect(log.entries == Array(repeating: ["shouldChange", "event.changed", "note.change"], count: 3).flatMap { $0 })
    }

    @Test("Edits send Editing Changed, never Value Changed; touches send every touch event but the two Up events (DIRECTION)")
    func eventsSent() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field, events: TextFieldLog.touchEvents + TextFieldLog.editingEvents); defer { log.stop() }
        h.touchDown(at: field.center)
        h.touchMove(to: CGPoint(x: field.center.x + 4, y: field.center.y))
        h.touchMove(to: CGPoint(x: field.center.x, y: 300))
        h.touchUp()
        h.tap(at: field.center)
        h.typeText("x")
        let touches = log.entries.filter {
            !$0.hasPrefix("event.") && !$0.hasPrefix("note.") && !$0.hasPrefix("should") && !$0.hasPrefix("did")
        }
        #expect(touches == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDown"])
        #expect(log.entries.contains("event.changed"))
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test("A delegate that refuses digits keeps them out; a refused edit sends nothing (spec 004 T042, spec 001-003 #157)")
    func changeVetoed() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        log.shouldChange = { _, _, string in !string.contains(where: \.isNumber) }
        h.tap(at: field.center)
        h.typeText("abc")
        log.entries = []
        h.typeText("1")
        #expect(field.text == "abc")
        #expect(log.entries == ["shouldChange"])
    }

    @Test("Backspace asks shouldChange with the deleted range and an empty string (spec 004 T043)")
    func backspace() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        h.typeText("abc")
        h.pressKey(.keyboardDeleteOrBackspace)
        #expect(log.changeRequests.last?.0 == NSRange(location: 2, length: 1))
        #expect(log.changeRequests.last?.1 == "")
        #expect(field.text == "ab")
    }

    @Test("A delegate may make the change itself, longer than asked, and refuse the field's: one text, no double edit")
    func delegateReplaces() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        log.shouldChange = { field, range, string in
            let current = (field.text ?? "") as NSString
            field.text = current.replacingCharacters(in: range, with: string.uppercased() + "--")
            return false
        }
        h.tap(at: field.center)
        h.typeText("ab")
        #expect(field.text == "A--B--")
        #expect(field.isEditing)
        // Setting text in code sends no change event.
        #expect(!log.entries.contains("event.changed"))
    }

    @Test("Setting text in code sends no event and no notification; nil reads back as an empty string")
    func textInCode() {
        let (_, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        field.text = "hello"
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled")
        field.text = nil
        #expect(field.text == "")
        #expect(field.attributedText?.string == "")
        #expect(log.entries.isEmpty)
    }

    @Test("Resigning: shouldEnd, didEnd(committed), editingDidEnd, the notification (spec 004 T041)")
    func resign() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        log.entries = []
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(log.entries == ["shouldEnd", "didEnd(committed)", "event.didEnd", "note.end"])
    }

    @Test("The end notification carries the reason, committed")
    func endReason() {
        let (h, field) = fieldHarness()
        final class Box: @unchecked Sendable { var reason: Int? }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) {
            note in
            box.reason = (note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? NSNumber)?.intValue
        }
        defer { NotificationCenter.default.removeObserver(token) }
        h.tap(at: field.center)
        field.resignFirstResponder()
        #expect(box.reason == UITextField.DidEndEditingReason.committed.rawValue)
    }

    @Test("shouldEndEditing false keeps the field first responder and editing; didEnd is not called (spec 004 T040, spec 001-003 #158)")
    func endVetoed() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        log.shouldEnd = false
        log.entries = []
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.entries == ["shouldEnd"])
    }

    @Test("E7: a delegate that resigns in shouldReturn dismisses on Return, once (spec 004 T045, Figure 3-8)")
    func returnDismissesWithE7() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        log.resignsOnReturn = true
        h.tap(at: field.center)
        h.typeText("hi")
        log.entries = []
        h.typeText("\n")
        #expect(!field.isFirstResponder)
        #expect(field.text == "hi")
        #expect(log.entries == ["shouldReturn", "shouldEnd", "didEnd(committed)", "event.didEnd", "note.end", "event.didEndOnExit"])
    }

    @Test("Return without a delegate or an exit action keeps editing and inserts nothing (spec 004 T046)")
    func returnWithoutDelegate() {
        let (h, field) = fieldHarness()
        h.tap(at: field.center)
        h.typeText("hi\n")
        h.pressKey(.keyboardReturnOrEnter)
        #expect(field.isFirstResponder)
        #expect(field.text == "hi")
    }

    @Test("Return sends Editing Did End On Exit; a field with an action for it resigns after it (spec 001-003 #155)")
    func returnWithExitAction() {
        let (h, field) = fieldHarness()
        var order: [String] = []
        field.addAction(UIAction { _ in order.append("exit \(field.isFirstResponder)") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in order.append("end") }, for: .editingDidEnd)
        h.tap(at: field.center)
        h.typeText("\n")
        #expect(order == ["exit true", "end"])
        #expect(!field.isFirstResponder)
    }

    @Test("shouldReturn false: no exit event, the field stays")
    func returnRefused() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        log.shouldReturn = false
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        h.tap(at: field.center)
        log.entries = []
        h.typeText("\n")
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isFirstResponder)
    }

    @Test("The clear button asks textFieldShouldClear: false keeps the text, true empties it with a change event (spec 004 T044)")
    func clearButton() {
        let (h, field) = fieldHarness {
            $0.clearButtonMode = .always; $0.text = "x"
        }
        let log = TextFieldLog(field); defer { log.stop() }
        let button = field.clearButtonRect(forBounds: field.bounds)
        let point = field.convert(CGPoint(x: button.midX, y: button.midY), to: h.window)
        log.shouldClear = false
        h.tap(at: point)
        #expect(field.text == "x")
        #expect(field.isEditing)
        log.shouldClear = true
        log.entries = []
        h.tap(at: point)
        #expect(field.text == "")
        #expect(log.entries == ["shouldClear", "event.changed", "note.change"])
    }

    @Test("clearsOnBeginEditing empties the field when editing begins, after asking shouldClear (spec 001-003 #151)")
    func clearsOnBegin() {
        let (h, field) = fieldHarness {
            $0.text = "abc"; $0.clearsOnBeginEditing = true
        }
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        #expect(field.text == "")
        #expect(log.entries.prefix(2) == ["shouldBegin", "shouldClear"])
        let (h2, kept) = fieldHarness { $0.text = "abc" }
        h2.tap(at: kept.center)
        #expect(kept.text == "abc")
    }

    @Test("clearsOnInsertion: the next insertion replaces the whole text, then the property turns off")
    func clearsOnInsertion() {
        let (h, field) = fieldHarness { $0.text = "old" }
        h.tap(at: field.center)
        field.clearsOnInsertion = true
        h.typeText("n")
        #expect(field.text == "n")
        #expect(!field.clearsOnInsertion)
        h.typeText("e")
        #expect(field.text == "ne")
    }

    @Test("A secure field editing again: the first keystroke replaces the whole text, as iOS does")
    func secureReplacesOnReedit() {
        let (h, field) = fieldHarness { $0.isSecureTextEntry = true }
        h.tap(at: field.center)
        h.typeText("pass")
        field.resignFirstResponder()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        h.typeText("x")
        #expect(field.text == "x")
        #expect(log.changeRequests.first?.0 == NSRange(location: 0, length: 4))
        h.typeText("y")
        #expect(field.text == "xy")
    }

    @Test("The delegate is held weakly (spec 004 T051)")
    func weakDelegate() {
        let field = UITextField()
        do {
            let log = TextFieldLog(field)
            log.stop()
            #expect(field.delegate != nil)
        }
        #expect(field.delegate == nil)
    }

    @Test("Tapping another field: the new one asks shouldBegin, the old one ends, then the new one begins")
    func switchingFields() {
        let (h, first) = fieldHarness()
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        h.window.addSubview(second)
        var entries: [String] = []
        final class Named: UITextFieldDelegate {
            let name: String
            let record: (String) -> Void
            init(_ name: String, _ record: @escaping (String) -> Void) { self.name = name; self.record = record }
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { record("\(name).shouldBegin"); return true }
            func textFieldDidBeginEditing(_ textField: UITextField) { record("\(name).didBegin") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { record("\(name).shouldEnd"); return true }
            func textFieldDidEndEditing(_ textField: UITextField) { record("\(name).didEnd") }
        }
        let one = Named("1") { entries.append($0) }, two = Named("2") { entries.append($0) }
        first.delegate = one
        second.delegate = two
        h.tap(at: first.center)
        entries = []
        h.tap(at: second.center)
        #expect(entries == ["2.shouldBegin", "1.shouldEnd", "1.didEnd", "2.didBegin"])
        #expect(second.isFirstResponder && !first.isEditing)
    }

    @Test("textFieldDidChangeSelection: after each edit, before Editing Changed, and when the caret moves")
    func selectionChanges() {
        final class Watcher: UITextFieldDelegate {
            var entries: [String] = []
            func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("selection") }
        }
        let (h, field) = fieldHarness()
        let watcher = Watcher()
        field.delegate = watcher
        field.addAction(UIAction { _ in watcher.entries.append("changed") }, for: .editingChanged)
        h.tap(at: field.center)
        watcher.entries = []
        h.typeText("ab")
        #expect(watcher.entries == ["selection", "changed", "selection", "changed"])
        watcher.entries = []
        h.pressKey(.keyboardLeftArrow)
        #expect(watcher.entries == ["selection"])
        field.text = "code"
        #expect(watcher.entries == ["selection"], "setting text in code tells nobody")
    }

    @Test("Disabling a field while it edits ends editing")
    func disabledWhileEditing() {
        let (h, field) = fieldHarness()
        h.tap(at: field.center)
        field.isEnabled = false
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test("A disabled field does not begin editing")
    func disabled() {
        let (h, field) = fieldHarness { $0.isEnabled = false }
        h.tap(at: field.center)
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder())
    }

    @Test("A tap places the caret where it lands; arrows move it; the caret rect is in the field's coordinates")
    func caretPlacement() {
        let (h, field) = fieldHarness { $0.text = "Hello world" }
        h.tap(at: field.convert(CGPoint(x: 8, y: 15), to: h.window))
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 0)
        h.pressKey(.keyboardRightArrow)
        h.pressKey(.keyboardRightArrow, modifiers: .shift)
        let selected = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 1)
        #expect(field.text(in: selected) == "e")
        let caret = field.caretRect(for: field.endOfDocument)
        let text = field.editingRect(forBounds: field.bounds)
        #expect(caret.width == 2)
        #expect(caret.minX > text.minX + 60 && caret.maxX <= text.maxX)
        #expect(caret.midY > 10 && caret.midY < 20)
        let position = field.closestPosition(to: CGPoint(x: caret.midX, y: 15))
        #expect(position.map { field.offset(from: field.beginningOfDocument, to: $0) } == 11)
    }

    @Test("Copy and paste through the edit actions; pasted line breaks become spaces; a secure field cannot copy")
    func editActions() {
        let (h, field) = fieldHarness { $0.text = "one two" }
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        field.selectAll(nil)
        #expect(field.canPerformAction(.copy, withSender: nil))
        field.copy(nil)
        #expect(UIPasteboard.general.string == "one two")
        UIPasteboard.general.string = "a\nb"
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        log.changeRequests = []
        field.paste(nil)
        #expect(field.text == "one twoa b")
        #expect(log.changeRequests.last?.1 == "a b")
        let (h2, secret) = fieldHarness {
            $0.isSecureTextEntry = true; $0.text = "hidden"
        }
        h2.tap(at: secret.center)
        secret.selectAll(nil)
        #expect(!secret.canPerformAction(.copy, withSender: nil))
        #expect(!secret.canPerformAction(.cut, withSender: nil))
    }

    @Test("Hardware shortcuts in a field: Command-A selects all, Command-X cuts through the delegate's gate, Command-Z undoes")
    func shortcuts() {
        let (h, field) = fieldHarness()
        let log = TextFieldLog(field); defer { log.stop() }
        h.tap(at: field.center)
        h.typeText("cut me")
        h.pressKey(.keyboardA, modifiers: .command)
        #expect(field.text(in: field.selectedTextRange!) == "cut me")
        log.changeRequests = []
        h.pressKey(.keyboardX, modifiers: .command)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "cut me")
        #expect(log.changeRequests.first?.0 == NSRange(location: 0, length: 6))
        h.pressKey(.keyboardZ, modifiers: .command)
        #expect(field.text == "cut me")
    }

    @Test("Bad input: a megabyte of text in code, typed text, out-of-range and foreign ranges to replace")
    func badInput() {
        let (h, field) = fieldHarness()
        let big = String(repeating: "0123456789abcdef", count: 65_536)
        field.text = big
        #expect(field.text?.utf16.count == 1_048_576)
        _ = h.render()
        h.tap(at: field.center)
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        h.typeText("!")
        #expect(field.text?.hasSuffix("f!") == true)
        #expect(field.text?.utf16.count == 1_048_577)
        field.text = "short"
        // A range the field made, for a longer text, is clamped to the text.
        field.text = "a much longer text"
        let stale = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        field.text = "short"
        field.replace(stale, withText: "new")
        #expect(field.text == "new")
        // A range of another kind is ignored.
        field.replace(UITextRange(), withText: "ignored")
        #expect(field.text == "new")
        #expect(field.position(from: field.beginningOfDocument, offset: 99) == nil)
    }
}
