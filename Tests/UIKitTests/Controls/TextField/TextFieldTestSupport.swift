// Shared by the text field tests: a delegate that logs each call (and answers as told), a log of the
// field's editing events and notifications in the same list, and a harness with one field.
import Foundation
import UIKit
import UIKitTesting

/// One list of what a text field told anyone, in order: delegate calls, control events, notifications.
@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var entries: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldClear = true
    var shouldReturn = true
    /// Seed 004 E7: `textFieldShouldReturn(_:)` resigns first responder.
    var resignsOnReturn = false
    /// The answer to `shouldChangeCharactersIn` (default: allow).
    var shouldChange: (UITextField, NSRange, String) -> Bool = { _, _, _ in true }
    var changeRequests: [(NSRange, String)] = []
    private var observers: [NSObjectProtocol] = []

    /// Logs `field`'s delegate calls, the given control events and its three notifications.
    init(_ field: UITextField, events: [(UIControl.Event, String)] = TextFieldLog.editingEvents) {
        field.delegate = self
        for (event, name) in events {
            field.addAction(UIAction { [unowned self] _ in entries.append(name) }, for: event)
        }
        final class Box: @unchecked Sendable { weak var log: TextFieldLog? }
        let box = Box(); box.log = self
        for (name, label) in [
            (UITextField.textDidBeginEditingNotification, "note.begin"),
            (UITextField.textDidChangeNotification, "note.change"),
            (UITextField.textDidEndEditingNotification, "note.end"),
        ] {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                    MainActor.assumeIsolated { box.log?.entries.append(label) }
                })
        }
    }

    /// Stops observing the notifications (NotificationCenter observers outlive harnesses).
    func stop() { observers.forEach(NotificationCenter.default.removeObserver); observers = [] }

    static let editingEvents: [(UIControl.Event, String)] = [
        (.editingDidBegin, "event.didBegin"), (.editingChanged, "event.changed"),
        (.editingDidEnd, "event.didEnd"), (.editingDidEndOnExit, "event.didEndOnExit"),
    ]
    static let touchEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"),
    ]

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return shouldBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return shouldEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append(reason == .committed ? "didEnd(committed)" : "didEnd(cancelled)")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange")
        changeRequests.append((range, string))
        return shouldChange(textField, range, string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return shouldClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        entries.append("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return shouldReturn
    }
}

/// A 320x480 harness with a rounded-rect field at (20, 40, 200, 30).
@MainActor
func fieldHarness(_ configure: (UITextField) -> Void = { _ in }) -> (UIKitTestHarness, UITextField) {
    let h = UIKitTestHarness()
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
    field.borderStyle = .roundedRect
    configure(field)
    h.window.addSubview(field)
    h.runTurn()
    return (h, field)
}
