// A responder's inputView replaces the keyboard and its inputAccessoryView sits on top of it, both
// part of the keyboard's frame (spec 004 T048, T049, T107); the on-screen keyboard can be switched off
// for desktop applications; UIView.endEditing(_:) resigns the first responder inside a view.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Input views and the keyboard switch")
struct InputViewTests {
    func scene() -> (UIKitTestHarness, KeyInputView) {
        let h = UIKitTestHarness()
        let field = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        h.window.addSubview(field)
        return (h, field)
    }

    @Test("A 320×200 inputView shows at the bottom of the screen instead of the keyboard; the notifications say height 200 (spec 004 T048)")
    func inputViewReplacesKeyboard() {
        let (h, field) = scene()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        field.customInputView = custom
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.entries.last?.end == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(custom.window != nil && custom.convert(custom.bounds, to: nil) == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(h.keyboardKeyNames.isEmpty || h.keyboardKeyFrame("q") == nil)
    }

    @Test("A 44-point accessory view sits on the keyboard: its bottom is the keyboard's top, its width the screen's (spec 004 T049, T107)")
    func accessoryOnKeyboard() {
        let (h, field) = scene()
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.customAccessoryView = accessory
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        let frame = accessory.convert(accessory.bounds, to: nil)
        #expect(frame == CGRect(x: 0, y: 220, width: 320, height: 44))
        #expect(h.keyboardFrame == CGRect(x: 0, y: 220, width: 320, height: 260))
        #expect(h.keyboardKeyFrame("q")!.minY > frame.maxY)
        field.resignFirstResponder()
        h.advance(by: 0.3)
        #expect(accessory.window == nil)
    }

    @Test("With no accessory view nothing is shown above the keys (spec 004 T107)")
    func noAccessory() {
        let (h, field) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
    }

    @Test("Any responder's input views show: a view that takes no text but has an accessory view gets it at the bottom")
    func accessoryOfPlainResponder() {
        let (h, _) = scene()
        let responder = AccessoryResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        responder.customAccessoryView = bar
        h.window.addSubview(responder)
        responder.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 430, width: 320, height: 50))
    }

    @Test("reloadInputViews() takes a new accessory view while editing, moving the keyboard with the change-frame notifications")
    func reloadAccessory() {
        let (h, field) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(h.keyboardFrame?.height == 216)
        field.reloadInputViews()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 234, width: 320, height: 246))
        #expect(log.names == ["WillChangeFrame", "DidChangeFrame"])
    }

    @Test("Switched off, the on-screen keyboard does not show and posts nothing; typing still reaches the responder")
    func switchedOff() {
        let (h, field) = scene()
        UIApplication.shared.isOnScreenKeyboardEnabled = false
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible && log.names.isEmpty)
        h.typeText("ok")
        #expect(field.text == "ok")
    }

    @Test("Switched off, an accessory view still shows at the bottom of the screen, as on an iPad with a hardware keyboard")
    func switchedOffAccessory() {
        let (h, field) = scene()
        UIApplication.shared.isOnScreenKeyboardEnabled = false
        field.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(log.entries.last?.end == CGRect(x: 0, y: 436, width: 320, height: 44))
    }

    @Test("Switching the keyboard off while it is up hides it; on again shows it; each test harness starts with it on")
    func switchWhileEditing() {
        let (h, field) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        UIApplication.shared.isOnScreenKeyboardEnabled = false
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible)
        UIApplication.shared.isOnScreenKeyboardEnabled = true
        h.advance(by: 0.3)
        #expect(h.isKeyboardVisible)
        UIApplication.shared.isOnScreenKeyboardEnabled = false
        let next = UIKitTestHarness()
        #expect(UIApplication.shared.isOnScreenKeyboardEnabled)
        #expect(!next.isKeyboardVisible && next.keyboardFrame == nil)
    }

    @Test("endEditing(false) asks the first responder inside the view; endEditing(true) makes it resign even when it refuses")
    func endEditing() {
        let (h, field) = scene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.addSubview(field)
        h.window.addSubview(container)
        let outside = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        h.window.addSubview(outside)
        field.becomeFirstResponder()
        field.allowsResign = false
        #expect(outside.endEditing(true))
        #expect(field.isFirstResponder)
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        h.advance(by: 0.3)
        #expect(!h.isKeyboardVisible)
        #expect(h.window.endEditing(false))
    }

    @Test("endEditing(false) resigns a first responder that agrees and hides the keyboard")
    func endEditingPolite() {
        let (h, field) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.window.endEditing(false))
        #expect(!field.isFirstResponder)
    }
}
