// Keyboard input through the harness: typed text and key presses reach the first responder.
import HeadlessBackend
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Keyboard delivery")
struct KeyDeliveryTests {
    final class Field: UIView, UIKeyInput {
        var text = ""
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("began \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("ended \(presses.first?.key?.keyCode.rawValue ?? 0)")
        }
    }

    @Test("typeText inserts each character into the first responder, Return as a newline")
    func typing() {
        let h = UIKitTestHarness()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        h.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        h.typeText("Hi 你好\n")
        #expect(field.text == "Hi 你好\n")
    }

    @Test("Backspace deletes backward; presses report their key; nothing reaches a view that is not first responder")
    func keys() {
        let h = UIKitTestHarness()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let other = Field(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        h.window.addSubview(field); h.window.addSubview(other)
        field.becomeFirstResponder()
        h.typeText("abc")
        h.pressKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "ab")
        h.pressKey(.keyboardA, modifiers: .shift)
        #expect(field.presses.suffix(2) == ["began a", "ended \(UIKeyboardHIDUsage.keyboardA.rawValue)"])
        #expect(other.text.isEmpty && other.presses.isEmpty)
    }

    @Test("A view must be in a window to become first responder; resigning ends delivery")
    func firstResponderRules() {
        let h = UIKitTestHarness()
        let loose = Field()
        #expect(!loose.becomeFirstResponder())
        let field = Field()
        h.window.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(field.resignFirstResponder())
        h.typeText("x")
        #expect(field.text.isEmpty)
    }

    @Test("The platform's text input is on while a UIKeyInput is first responder, off otherwise")
    func platformTextInput() throws {
        let h = UIKitTestHarness()
        let backend = try #require(ApplicationHost.current?.backend as? HeadlessBackend)
        let field = Field(), plain = Responder()
        h.window.addSubview(field)
        h.window.addSubview(plain)
        #expect(!backend.isTextInputActive)
        #expect(field.becomeFirstResponder())
        #expect(backend.isTextInputActive)
        #expect(plain.becomeFirstResponder())
        #expect(!backend.isTextInputActive, "a responder that takes no text turns it off")
        #expect(field.becomeFirstResponder() && field.resignFirstResponder())
        #expect(!backend.isTextInputActive)
    }

    final class Responder: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }
}

/// Presses travel UIKit's path: UIApplication.sendEvent → the key window's sendEvent → the first responder.
@MainActor
@Suite("Presses through sendEvent")
struct PressRoutingTests {
    final class RecordingWindow: UIWindow {
        var events: [UIEvent.EventType] = []
        override func sendEvent(_ event: UIEvent) {
            events.append(event.type)
            super.sendEvent(event)
        }
    }

    final class Catcher: UIView {
        var began: [UIKeyboardHIDUsage] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began += presses.compactMap { $0.key?.keyCode }
        }
    }

    @Test("A key press reaches the key window's sendEvent, then the first responder; with none, the window")
    func routing() {
        let h = UIKitTestHarness()
        let window = RecordingWindow(frame: h.window.bounds)
        let catcher = Catcher(frame: window.bounds)
        window.addSubview(catcher)
        window.makeKeyAndVisible()
        h.pressKey(.keyboardB)
        #expect(window.events == [.presses, .presses], "down and up")
        #expect(catcher.began.isEmpty, "no first responder: the window gets it (and nothing above it handles it)")
        let field = KeyDeliveryTests.Field()
        catcher.addSubview(field)
        #expect(field.becomeFirstResponder())
        h.pressKey(.keyboardC)
        #expect(field.presses.first == "began c")
        window.isHidden = true
    }
}
