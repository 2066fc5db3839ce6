// The keyboard appears and disappears with the first responder, posting iOS's notifications in iOS's
// order with iOS's userInfo (seed 004 §2.4; spec 004 T036–T038).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Keyboard notifications")
struct KeyboardNotificationTests {
    func scene(
        size: CGSize = CGSize(width: 320, height: 480), idiom: UIUserInterfaceIdiom = .phone,
        orientation: UIDeviceOrientation = .portrait
    ) -> (UIKitTestHarness, KeyInputView, KeyInputView) {
        let h = UIKitTestHarness(windowSize: size, idiom: idiom, orientation: orientation)
        let first = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        let second = KeyInputView(frame: CGRect(x: 10, y: 80, width: 200, height: 30))
        h.window.addSubview(first)
        h.window.addSubview(second)
        return (h, first, second)
    }

    @Test("Becoming first responder posts WillChangeFrame, WillShow, then DidChangeFrame, DidShow after the 0.25 s slide (spec 004 T036)")
    func showOrder() {
        let (h, field, _) = scene()
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        h.advance(by: 0.2)
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        h.advance(by: 0.1)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(h.isKeyboardVisible)
    }

    @Test(
        "On a 320×480 iPhone the keyboard ends at (0,264,320,216), coming from just below the screen, with duration 0.25, curve 7 and isLocal (spec 004 T038)"
    )
    func showUserInfo() throws {
        let (h, field, _) = scene()
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        for entry in log.entries {
            #expect(entry.begin == CGRect(x: 0, y: 480, width: 320, height: 216))
            #expect(entry.end == CGRect(x: 0, y: 264, width: 320, height: 216))
            #expect(entry.duration == 0.25)
            #expect(entry.curve == 7)
            #expect(entry.isLocal == true)
        }
        let end = try #require(log.entries.first?.end)
        #expect(end.height / 480 >= 0.45)
        #expect(h.keyboardFrame == end)
    }

    @Test("Resigning posts WillChangeFrame, WillHide, then DidChangeFrame, DidHide; the keyboard leaves the screen (spec 004 T037)")
    func hideOrder() {
        let (h, field, _) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        #expect(field.resignFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillHide"])
        #expect(!h.isKeyboardVisible)
        h.advance(by: 0.3)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(
            log.entries.allSatisfy {
                $0.begin == CGRect(x: 0, y: 264, width: 320, height: 216) && $0.end == CGRect(x: 0, y: 480, width: 320, height: 216)
            })
        #expect(h.keyboardKeyFrame("a") == nil)
    }

    @Test("Switching between two text inputs of the same keyboard height posts nothing: the keyboard stays")
    func switchingKeepsKeyboard() {
        let (h, first, second) = scene()
        first.becomeFirstResponder()
        h.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        #expect(second.becomeFirstResponder())
        h.advance(by: 0.3)
        #expect(log.names.isEmpty)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
    }

    @Test("Switching to a text input with an accessory view moves the keyboard up with the change-frame notifications only")
    func switchingChangesFrame() {
        let (h, first, second) = scene()
        second.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        first.becomeFirstResponder()
        h.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        second.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(log.names == ["WillChangeFrame", "DidChangeFrame"])
        #expect(log.entries.first?.begin == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(log.entries.first?.end == CGRect(x: 0, y: 220, width: 320, height: 260))
    }

    @Test("A responder that takes no text and has no input views gets no keyboard; becoming it hides the keyboard")
    func nonTextResponder() {
        let (h, field, _) = scene()
        let plain = AccessoryResponder(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        h.window.addSubview(plain)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        plain.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(log.names.isEmpty && !h.isKeyboardVisible)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        plain.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(
            log.names == [
                "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
            ])
    }

    @Test(
        "The keyboard's height is iOS 7's for the idiom and orientation, at the screen's full width",
        arguments: [
            (
                UIUserInterfaceIdiom.phone, UIDeviceOrientation.portrait, CGSize(width: 320, height: 480),
                CGRect(x: 0, y: 264, width: 320, height: 216)
            ),
            (.phone, .landscapeLeft, CGSize(width: 320, height: 480), CGRect(x: 0, y: 158, width: 480, height: 162)),
            (.pad, .portrait, CGSize(width: 768, height: 1024), CGRect(x: 0, y: 760, width: 768, height: 264)),
            (.pad, .landscapeLeft, CGSize(width: 768, height: 1024), CGRect(x: 0, y: 416, width: 1024, height: 352)),
        ])
    func sizes(idiom: UIUserInterfaceIdiom, orientation: UIDeviceOrientation, size: CGSize, expected: CGRect) {
        let (h, field, _) = scene(size: size, idiom: idiom, orientation: orientation)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        #expect(h.keyboardFrame == expected)
    }

    @Test("Rotating with the keyboard up moves it to the new width and height at once, with the change-frame notifications")
    func rotation() {
        let (h, field, _) = scene()
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        h.rotate(to: .landscapeLeft)
        #expect(log.names == ["WillChangeFrame", "DidChangeFrame"])
        #expect(log.entries.last?.end == CGRect(x: 0, y: 158, width: 480, height: 162))
        #expect(log.entries.last?.duration == 0)
        #expect(h.keyboardFrame == CGRect(x: 0, y: 158, width: 480, height: 162))
    }

    @Test("The keyboard covers the bottom of the screen: a tap there reaches the keyboard, not the view under it")
    func coversContent() {
        let (h, field, _) = scene()
        let below = TouchCounter(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        h.window.addSubview(below)
        h.tap(at: CGPoint(x: 160, y: 400))
        #expect(below.touches == 1)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        h.tap(at: CGPoint(x: 160, y: 400))
        #expect(below.touches == 1)
        h.tap(at: CGPoint(x: 160, y: 230))
        #expect(below.touches == 2)
    }

    @Test(
        "What a will-show observer changes animates along with the keyboard (posted inside its animation block), and the curve passes on through AnimationOptions"
    )
    func observersAnimateAlong() {
        let (h, field, _) = scene()
        let panel = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        h.window.addSubview(panel)
        h.runTurn()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated { panel.frame.origin.y = end.minY - 80 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.becomeFirstResponder()
        #expect(panel.frame.minY == 184)
        h.advance(by: 0.1)
        let midway = panel.layer.presentation()?.frame.minY ?? 0
        #expect(midway < 400 && midway > 184)
        h.advance(by: 0.2)
        #expect(panel.layer.presentation()?.frame.minY == 184)
        #expect(UIView.AnimationCurve(rawValue: 7) == nil && UIView.AnimationCurve.linear.rawValue == 3)
    }

    final class TouchCounter: UIView {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }
}
