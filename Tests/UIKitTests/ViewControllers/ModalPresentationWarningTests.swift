// Bad input to presentation: what fails as UIKit's exceptions do, and what logs UIKit's warning and
// changes nothing.
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Modal presentation: bad input")
struct ModalPresentationWarningTests {
    @Test("Presenting from a controller that already presents another logs UIKit's warning and changes nothing")
    func alreadyPresenting() {
        let h = UIKitTestHarness()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        h.window.rootViewController = a
        a.present(b, animated: false)
        var completed = false
        let lines = capturingConsoleLog { a.present(c, animated: false) { completed = true } }
        #expect(lines.count == 1 && lines[0].hasPrefix("Warning: Attempt to present") && lines[0].contains("which is already presenting"))
        #expect(!completed && a.presentedViewController === b && c.presentingViewController == nil && c.viewIfLoaded == nil)
    }

    @Test("Presenting from a controller whose view is not in a window logs UIKit's warning and changes nothing")
    func notInWindow() {
        _ = UIKitTestHarness()
        let a = UIViewController(), b = UIViewController()
        let lines = capturingConsoleLog { a.present(b, animated: false) }
        #expect(lines.count == 1 && lines[0].hasSuffix("whose view is not in the window hierarchy!"))
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    }

    @Test("Presenting or dismissing while a presentation is under way logs UIKit's warning")
    func inProgress() {
        let h = UIKitTestHarness()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        h.window.rootViewController = a
        a.present(b, animated: true)
        let lines = capturingConsoleLog {
            b.present(c, animated: false)
            b.dismiss(animated: false)
        }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("while a presentation is in progress!") == true)
        #expect(lines.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
        h.advance(by: 1)
        #expect(a.presentedViewController === b && b.presentedViewController == nil)
    }

    @Test("Dismissing with nothing presented logs a warning and changes nothing")
    func nothingToDismiss() {
        let h = UIKitTestHarness()
        let a = UIViewController()
        h.window.rootViewController = a
        var completed = false
        let lines = capturingConsoleLog { a.dismiss(animated: false) { completed = true } }
        #expect(lines.count == 1 && lines[0].hasPrefix("Warning: Attempt to dismiss"))
        #expect(!completed && a.view.window === h.window)
    }

    @Test("Presenting a controller that is already presented fails, naming the call")
    func presentTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let h = UIKitTestHarness()
                let a = UIViewController(), b = UIViewController()
                h.window.rootViewController = a
                a.present(b, animated: false)
                b.present(b, animated: false)
            }
        }
    }

    @Test("Presenting a controller that has a parent fails, naming the call")
    func presentChild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let h = UIKitTestHarness()
                let a = UIViewController(), child = UIViewController()
                h.window.rootViewController = a
                a.addChild(child)
                a.present(child, animated: false)
            }
        }
    }
}
