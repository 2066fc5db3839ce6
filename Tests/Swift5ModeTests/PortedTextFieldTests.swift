// Text field code as iOS projects write it, compiled in Swift 5 mode: a nonisolated view controller as
// the field's delegate (seed 004 E7: Return resigns), an Editing Changed target through the typed
// target-action form, and a UITextField subclass padding its text rects.
import UIKit
import XCTest

/// A field with 10 points of padding, as ported code overrides the rects.
final class PaddedTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
}

/// Seed 004 E7's delegate: `-textFieldShouldReturn:` resigns first responder and returns YES.
final class LoginController: NSObject, UITextFieldDelegate {
    let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    var edits = 0

    func install() {
        field.delegate = self
        field.borderStyle = .roundedRect
        field.placeholder = "Your Name Here"
        field.addTarget(self, action: LoginController.textChanged, for: .editingChanged)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textChanged(_ sender: UITextField) { edits += 1 }
}

final class PortedTextFieldTests: XCTestCase {
    func testTextFieldDelegateCodeCompilesAndRuns() {
        MainActor.assumeIsolated {
            let controller = LoginController()
            controller.install()
            XCTAssertTrue(controller.textFieldShouldReturn(controller.field))
            XCTAssertEqual(controller.field.textRect(forBounds: controller.field.bounds).minX, 10)
            controller.field.insertText("a")
            XCTAssertEqual(controller.field.text, "a")
            XCTAssertEqual(controller.edits, 1)
        }
    }
}
