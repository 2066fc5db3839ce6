// Goldens of iOS 7's on-screen keyboard on a 320×480 iPhone screen at scale 2: the whole screen, a
// text input's white window above the keyboard. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Keyboard goldens")
struct KeyboardSnapshotTests {
    init() { TestFonts.pin() }

    func screen(
        _ configure: (KeyInputView) -> Void, idiom: UIUserInterfaceIdiom = .phone,
        size: CGSize = CGSize(width: 320, height: 480), testName: String = #function,
        _ actions: (UIKitTestHarness) -> Void = { _ in }
    ) {
        let h = UIKitTestHarness(windowSize: size, scale: 2, idiom: idiom)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let field = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        configure(field)
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        actions(h)
        assertSnapshot(of: h.render(), as: .image, named: "screen", testName: testName)
    }

    @Test("The default keyboard: white letter keys, grey Shift (on: autocapitalization at the start), delete, 123 and return")
    func defaultLetters() { screen { _ in } }

    @Test("The number pad: digits with their letters, a blank key and delete")
    func numberPad() { screen { $0.keyboardType = .numberPad } }

    @Test("The dark e-mail keyboard with a blue Go key, and the 'g' key held down")
    func darkEmail() {
        screen({
            $0.keyboardAppearance = .dark
            $0.keyboardType = .emailAddress
            $0.returnKeyType = .go
            $0.text = "me"
        }) { h in
            let g = h.keyboardKeyFrame("g")!
            h.touchDown(at: CGPoint(x: g.midX, y: g.midY))
        }
    }

    @Test("The numbers plane with a disabled blue Send key (empty text, enablesReturnKeyAutomatically)")
    func numbersPlane() {
        screen({
            $0.returnKeyType = .send; $0.enablesReturnKeyAutomatically = true
        }) { h in h.tapKeyboardKey("123") }
    }

    @Test("Halfway up: the keyboard sliding in from the bottom")
    func slidingIn() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let field = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.advance(by: 0.05)
        assertSnapshot(of: h.render(), as: .image, named: "screen")
    }

    @Test("The iPad's keyboard in landscape, with its dismiss key")
    func iPadLandscape() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let field = KeyInputView(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.advance(by: 0.3)
        assertSnapshot(of: h.render(), as: .image, named: "screen")
    }
}
