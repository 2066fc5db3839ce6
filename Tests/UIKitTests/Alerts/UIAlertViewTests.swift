// UIAlertView: seed 004's E20 as written, button indexes, showing without a view controller, the delegate's
// calls in UIKit's order for a tap and for a dismissal by code, the four styles' text fields, the
// first-other-button rule re-asked as text changes, a second alert over the first, and bad input.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Logs every UIAlertViewDelegate call; answers the first-other-button question with `enableOther`.
@MainActor
final class AlertViewLog: UIAlertViewDelegate {
    var calls: [String] = []
    var enableOther: (UIAlertView) -> Bool = { _ in true }
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { calls.append("clicked \(buttonIndex)") }
    func willPresent(_ alertView: UIAlertView) { calls.append("willPresent") }
    func didPresent(_ alertView: UIAlertView) { calls.append("didPresent") }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) { calls.append("willDismiss \(buttonIndex)") }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) { calls.append("didDismiss \(buttonIndex)") }
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        calls.append("shouldEnable")
        return enableOther(alertView)
    }
}

@MainActor
@Suite("UIAlertView")
struct UIAlertViewTests {
    /// Seed 004's E20: `initWithTitle:@"Title" message:@"This is our message" delegate:self
    /// cancelButtonTitle:@"Ok" otherButtonTitles:@"Other Button", nil`.
    private func e20(_ delegate: AlertViewLog) -> UIAlertView {
        UIAlertView(
            title: "Title", message: "This is our message", delegate: delegate, cancelButtonTitle: "Ok",
            otherButtonTitles: "Other Button")
    }

    @Test("E20's configuration: title, message, two buttons, cancel 0, 'Other Button' 1 (spec 004 T219)")
    func e20Configuration() {
        let alert = e20(AlertViewLog())
        #expect(alert.title == "Title")
        #expect(alert.message == "This is our message")
        #expect(alert.numberOfButtons == 2)
        #expect(alert.cancelButtonIndex == 0)
        #expect(alert.firstOtherButtonIndex == 1)
        #expect(alert.buttonTitle(at: 1) == "Other Button")
        #expect(alert.alertViewStyle == .default)
        #expect(!alert.isVisible)
    }

    @Test("show() puts it up centred, in a window of its own, with no view controller; taps outside reach nothing beneath (spec 004 T220)")
    func show() throws {
        let h = UIKitTestHarness.phone()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        h.window.addSubview(button)
        let log = AlertViewLog()
        let alert = e20(log)
        alert.show()
        h.advance(by: 1)
        #expect(alert.isVisible)
        #expect(alert.window == nil, "the alert view itself is not shown")
        let title = try #require(AlertFinder.label("Title"))
        let alertWindow = try #require(title.window)
        #expect(alertWindow !== h.window)
        #expect(alertWindow.windowLevel == .alert)
        #expect(alertWindow.isKeyWindow)
        let panel = try #require(title.superview?.superview?.superview)
        let frame = panel.convert(panel.bounds, to: nil)
        #expect(frame.midX == 160 && abs(frame.midY - 284) <= 1)
        h.tap(at: CGPoint(x: 50, y: 30))
        h.advance(by: 1)
        #expect(taps == 0)
        #expect(alert.isVisible)
        h.tap("Ok")
        h.advance(by: 1)
        #expect(!alert.isVisible)
        #expect(alertWindow.isHidden)
        #expect(h.window.isKeyWindow)
        h.tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 1)
    }

    @Test(
        "A tap reports its button's index once and dismisses: 'Other Button' 1, 'Ok' 0 (spec 004 T221); the calls come in UIKit's order (spec 004 T224)"
    )
    func tapsAndOrder() {
        let h = UIKitTestHarness.phone()
        let log = AlertViewLog()
        let alert = e20(log)
        alert.show()
        #expect(log.calls == ["shouldEnable", "willPresent"])
        h.advance(by: 1)
        #expect(log.calls == ["shouldEnable", "willPresent", "didPresent"])
        log.calls = []
        h.tap("Other Button")
        #expect(log.calls == ["clicked 1", "willDismiss 1"], "didDismiss waits for the animation")
        h.advance(by: 1)
        #expect(log.calls == ["clicked 1", "willDismiss 1", "didDismiss 1"])
        #expect(!alert.isVisible)

        log.calls = []
        alert.show()
        h.advance(by: 1)
        h.tap("Ok")
        h.advance(by: 1)
        #expect(log.calls == ["shouldEnable", "willPresent", "didPresent", "clicked 0", "willDismiss 0", "didDismiss 0"])
    }

    @Test("Two buttons side by side, 'Ok' (cancel) on the left; with three the cancel button goes to the bottom")
    func layout() throws {
        let h = UIKitTestHarness.phone()
        let alert = e20(AlertViewLog())
        alert.show()
        h.advance(by: 1)
        let ok = try #require(AlertFinder.frame(of: "Ok")), other = try #require(AlertFinder.frame(of: "Other Button"))
        #expect(ok.midY == other.midY && ok.midX < other.midX)
        alert.dismiss(withClickedButtonIndex: 0, animated: false)
        let three = UIAlertView(
            title: "Title", message: nil, delegate: nil, cancelButtonTitle: "Ok", otherButtonTitles: "One", "Two")
        #expect(three.numberOfButtons == 3)
        three.show()
        h.advance(by: 1)
        let one = try #require(AlertFinder.frame(of: "One")), two = try #require(AlertFinder.frame(of: "Two"))
        let cancel = try #require(AlertFinder.frame(of: "Ok"))
        #expect(one.midY < two.midY && two.midY < cancel.midY)
        three.dismiss(withClickedButtonIndex: 0, animated: false)
    }

    @Test(
        "dismiss(withClickedButtonIndex:animated:) hides it: willDismiss and didDismiss with the index, no clickedButtonAt (spec 004 T222)")
    func dismissByCode() {
        let h = UIKitTestHarness.phone()
        let log = AlertViewLog()
        let alert = e20(log)
        alert.show()
        h.advance(by: 1)
        log.calls = []
        alert.dismiss(withClickedButtonIndex: 1, animated: false)
        #expect(!alert.isVisible)
        #expect(log.calls == ["willDismiss 1", "didDismiss 1"])
        #expect(AlertFinder.label("Title") == nil)
        // UIKit passes any index on unchecked.
        alert.show()
        h.advance(by: 1)
        log.calls = []
        alert.dismiss(withClickedButtonIndex: 7, animated: true)
        h.advance(by: 1)
        #expect(log.calls == ["willDismiss 7", "didDismiss 7"])
    }

    @Test("The styles' text fields: default none, plain one, secure one secure, login and password two, the second secure (spec 004 T223)")
    func styles() throws {
        let plain = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Ok")
        plain.alertViewStyle = .plainTextInput
        let plainField = try #require(plain.textField(at: 0))
        #expect(!plainField.isSecureTextEntry)
        let secure = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Ok")
        secure.alertViewStyle = .secureTextInput
        #expect(secure.textField(at: 0)?.isSecureTextEntry == true)
        let login = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Ok")
        login.alertViewStyle = .loginAndPasswordInput
        let name = try #require(login.textField(at: 0)), password = try #require(login.textField(at: 1))
        #expect(!name.isSecureTextEntry && name.placeholder == "Login")
        #expect(password.isSecureTextEntry && password.placeholder == "Password")
        #expect(UIAlertViewStyle.secureTextInput.rawValue == 1 && UIAlertViewStyle.plainTextInput.rawValue == 2)
    }

    @Test(
        "A login alert: the keyboard shows for the login field; typing fills it; the first other button is enabled only while the delegate says so, re-asked as the text changes"
    )
    func loginForm() throws {
        let h = UIKitTestHarness.phone()
        let log = AlertViewLog()
        log.enableOther = { alert in !(alert.textField(at: 0)?.text ?? "").isEmpty && !(alert.textField(at: 1)?.text ?? "").isEmpty }
        let alert = UIAlertView(
            title: "Account", message: "Enter your login and password", delegate: log, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Sign In")
        alert.alertViewStyle = .loginAndPasswordInput
        alert.show()
        h.advance(by: 1)
        let name = try #require(alert.textField(at: 0)), password = try #require(alert.textField(at: 1))
        #expect(name.isFirstResponder)
        #expect(h.isKeyboardVisible)
        #expect(name.window != nil && name.window?.windowLevel == .alert)
        log.calls = []
        h.tap("Sign In")
        h.advance(by: 1)
        #expect(!log.calls.contains("clicked 1"), "disabled while the fields are empty")
        h.typeText("ada")
        #expect(name.text == "ada")
        #expect(log.calls.filter { $0 == "shouldEnable" }.count == 3, "asked again for each letter")
        password.becomeFirstResponder()
        h.typeText("pw")
        log.calls = []
        h.tap("Sign In")
        h.advance(by: 1)
        #expect(log.calls == ["clicked 1", "willDismiss 1", "didDismiss 1"])
        #expect(!h.isKeyboardVisible)
    }

    @Test("A second alert shown over the first hides it until it goes; then the first shows again")
    func secondAlert() throws {
        let h = UIKitTestHarness.phone()
        let first = UIAlertView(title: "First", message: nil, delegate: nil, cancelButtonTitle: "One")
        let second = UIAlertView(title: "Second", message: nil, delegate: nil, cancelButtonTitle: "Two")
        first.show()
        h.advance(by: 1)
        second.show()
        h.advance(by: 1)
        #expect(AlertFinder.label("First") == nil)
        #expect(AlertFinder.label("Second") != nil)
        h.tap("Two")
        h.advance(by: 1)
        #expect(AlertFinder.label("First") != nil)
        #expect(first.isVisible && !second.isVisible)
        h.tap("One")
        h.advance(by: 1)
        #expect(!first.isVisible)
        #expect(h.window.isKeyWindow)
    }

    @Test("An alert nobody keeps stays alive while it shows and tells its delegate when it goes")
    func unretained() {
        let h = UIKitTestHarness.phone()
        let log = AlertViewLog()
        weak var weakAlert: UIAlertView?
        do {
            let alert = UIAlertView(title: "Gone?", message: nil, delegate: log, cancelButtonTitle: "Fine")
            weakAlert = alert
            alert.show()
        }
        h.advance(by: 1)
        #expect(weakAlert != nil)
        h.tap("Fine")
        h.advance(by: 1)
        #expect(log.calls.last == "didDismiss 0")
    }
}

@Suite("UIAlertView failures")
struct UIAlertViewFailureTests {
    func said(_ result: ExitTest.Result?, _ text: String) -> Bool {
        guard let result else { return false }
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
    }

    @Test("Bad input: a default-style alert's text field, a button index out of range, a button without a title")
    func badInput() async {
        let field = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Ok").textField(at: 0)
            }
        }
        #expect(said(field, "UIAlertView.textField(at:): textFieldIndex (0) is outside of the bounds of the array of text fields"))
        let title = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Ok").buttonTitle(at: 1)
            }
        }
        #expect(said(title, "UIAlertView.buttonTitle(at:): index 1 beyond bounds [0 .. 0]"))
        let untitled = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: nil).addButton(withTitle: nil)
            }
        }
        #expect(said(untitled, "UIAlertView: Buttons added must have a title."))
    }
}
