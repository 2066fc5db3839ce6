// Seed 004 §2.4's design rule: "a keyboard will likely end up covering half of your screen ... make sure
// your UITextField ... moves up to the top half of the screen when the keyboard appears", done as iOS's
// keyboard guide does it: on the will-show notification, inset the scroll view by the part of it the
// keyboard's end frame covers (converted from screen to view coordinates), then scroll the field into
// view; on will-hide, remove the inset. Written with public API only, as an iOS app would.
import Testing
import UIKit
import UIKitTesting

@MainActor
final class FormController: UIViewController {
    let scrollView = UIScrollView()
    let fields = (0..<6).map { _ in KeyInputView(frame: .zero) }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 80, width: 280, height: 31)
            scrollView.addSubview(field)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 20 + CGFloat(fields.count) * 80)
        NotificationCenter.default.addObserver(
            self, selector: FormController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: FormController.keyboardWillHide,
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    var activeField: KeyInputView? { fields.first { $0.isFirstResponder } }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
            let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let keyboard = scrollView.convert(frame, from: nil)
        let covered = max(0, scrollView.bounds.maxY - keyboard.minY)
        scrollView.contentInset.bottom = covered
        scrollView.scrollIndicatorInsets.bottom = covered
        if let field = activeField { scrollView.scrollRectToVisible(field.frame, animated: true) }
    }

    func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }
}

@MainActor
@Suite("Keeping the field visible (seed 004 §2.4)")
struct KeepFieldVisibleTests {
    @Test(
        "Editing a field the keyboard would cover scrolls it above the keyboard; the inset is the covered height and goes when the keyboard does"
    )
    func scrollsAboveKeyboard() throws {
        let h = UIKitTestHarness()
        let controller = FormController()
        h.window.rootViewController = controller
        defer { NotificationCenter.default.removeObserver(controller) }
        h.runTurn()
        let field = controller.fields[4]  // y 340...371, under the keyboard's top at 264
        field.becomeFirstResponder()
        h.advance(by: 0.5)
        let keyboard = try #require(h.keyboardFrame)
        #expect(controller.scrollView.contentInset.bottom == 216)
        let onScreen = field.convert(field.bounds, to: nil)
        #expect(onScreen.maxY <= keyboard.minY && onScreen.minY >= 0)
        #expect(onScreen.maxY == keyboard.minY)  // the least scroll: the field's bottom at the keyboard's top
        field.resignFirstResponder()
        h.advance(by: 0.5)
        #expect(controller.scrollView.contentInset == .zero)
    }

    @Test("A field the keyboard leaves visible does not scroll")
    func visibleFieldStays() {
        let h = UIKitTestHarness()
        let controller = FormController()
        h.window.rootViewController = controller
        defer { NotificationCenter.default.removeObserver(controller) }
        h.runTurn()
        controller.fields[0].becomeFirstResponder()
        h.advance(by: 0.5)
        // It rests at the top of its content, below the status bar: the controller's main scroll view is
        // inset by the safe area.
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(controller.scrollView.contentInset.bottom == 216)
    }
}
