// The pad's presentation styles: form and page sheets over a dimmed background, the form sheet above
// the keyboard, current context inside a pane, full screen.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Presentation styles on a pad")
struct PadPresentationStyleTests {
    private func padHarness(landscape: Bool = true) -> UIKitTestHarness {
        UIKitTestHarness(
            windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: landscape ? .landscapeLeft : .portrait)
    }

    /// `a` (white) as the root controller and `b` (blue) to present.
    private func controllers(_ h: UIKitTestHarness) -> (UIViewController, UIViewController) {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = .blue
        h.window.rootViewController = a
        return (a, b)
    }

    @Test("Form sheet: 540 x 620, centred, the area around dimmed, the presenter's tint dimmed (spec 004 T215)")
    func formSheet() {
        let h = padHarness()
        let (a, b) = controllers(h)
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(a.view.window === h.window, "the presenter stays visible around the sheet")
        #expect(a.view.tintAdjustmentMode == .dimmed)
        let pixels = Pixels(h.render())
        let around = pixels[100, 400]
        #expect(around[0] < 170 && around[0] > 130, "white under black at 40%")
        #expect(pixels[512, 384][2] > 230)
        b.dismiss(animated: false)
        #expect(a.view.tintAdjustmentMode == .normal)
        #expect(Pixels(h.render())[100, 400][0] == 255)
    }

    @Test("Form sheet: when the keyboard shows, the sheet moves up to stay fully above it, and back after (spec 004 T215)")
    func formSheetKeyboard() {
        let h = padHarness(landscape: false)
        let (a, b) = controllers(h)
        b.modalPresentationStyle = .formSheet
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        b.view.addSubview(field)
        a.present(b, animated: false)
        let resting = b.view.frame
        #expect(resting == CGRect(x: 114, y: 202, width: 540, height: 620))
        field.becomeFirstResponder()
        h.advance(by: 1)
        let keyboard = h.keyboardFrame
        #expect(keyboard != nil)
        if let keyboard {
            #expect(resting.maxY > keyboard.minY, "the keyboard would cover the sheet where it rests")
            #expect(b.view.frame == CGRect(x: 114, y: keyboard.minY - 620, width: 540, height: 620))
        }
        field.resignFirstResponder()
        h.advance(by: 1)
        #expect(b.view.frame == resting)
    }

    @Test("Form sheet in landscape with the keyboard: no room above it, so the sheet goes to the top edge")
    func formSheetKeyboardLandscape() {
        let h = padHarness()
        let (a, b) = controllers(h)
        b.modalPresentationStyle = .formSheet
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        b.view.addSubview(field)
        a.present(b, animated: false)
        field.becomeFirstResponder()
        h.advance(by: 1)
        #expect(b.view.frame == CGRect(x: 242, y: 0, width: 540, height: 620))
    }

    @Test("Page sheet in landscape: 768 points wide, full height, centred; the presenter shows on both sides, dimmed (spec 004 T216)")
    func pageSheetLandscape() {
        let h = padHarness()
        let (a, b) = controllers(h)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 128, y: 0, width: 768, height: 768))
        let pixels = Pixels(h.render())
        for x in [20, 1000] {
            let side = pixels[x, 400]
            #expect(side[0] < 170 && side[0] > 130 && side[2] < 170)
        }
    }

    @Test("Page sheet in portrait covers the screen, as full screen does")
    func pageSheetPortrait() {
        let h = padHarness(landscape: false)
        let (a, b) = controllers(h)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    @Test("Current context: presented from a pane that defines the context, it covers exactly that pane (spec 004 T217)")
    func currentContext() {
        let h = padHarness()
        let root = UIViewController()
        h.window.rootViewController = root
        let master = UIViewController(), detail = UIViewController()
        for (child, frame) in [
            (master, CGRect(x: 0, y: 0, width: 320, height: 768)), (detail, CGRect(x: 321, y: 0, width: 703, height: 768)),
        ] {
            root.addChild(child)
            child.view.frame = frame
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        detail.definesPresentationContext = true
        let modal = UIViewController()
        modal.modalPresentationStyle = .currentContext
        detail.present(modal, animated: false)
        #expect(modal.presentingViewController === detail)
        #expect(modal.view.convert(modal.view.bounds, to: nil) == CGRect(x: 321, y: 0, width: 703, height: 768))
        #expect(master.view.window === h.window && detail.viewIfLoaded?.window == nil)
        modal.dismiss(animated: false)
        #expect(detail.view.superview === root.view && detail.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    }

    @Test("A controller that provides the context's transition style gives its style to presentations in it")
    func contextTransitionStyle() {
        let h = padHarness()
        let (a, b) = controllers(h)
        a.definesPresentationContext = true
        a.providesPresentationContextTransitionStyle = true
        a.modalTransitionStyle = .crossDissolve
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: true)
        h.advance(by: 0.2)
        let opacity = b.view.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0.1 && opacity < 0.9, "faded in, not slid up")
        #expect(b.view.layer.presentation()?.frame.minY == 0)
    }

    @Test("Full screen on a pad covers the entire screen (spec 004 T218)")
    func fullScreen() {
        let h = padHarness()
        let (a, b) = controllers(h)
        a.present(b, animated: false)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("An adaptive delegate that answers .none keeps a form sheet a sheet on a phone")
    func adaptiveNone() {
        let h = UIKitTestHarness()
        final class Keep: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        }
        let a = UIViewController(), b = UIViewController()
        h.window.rootViewController = a
        b.modalPresentationStyle = .formSheet
        let keep = Keep()
        b.presentationController?.delegate = keep
        a.present(b, animated: false)
        #expect(b.presentationController?.presentationStyle == .formSheet)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "a form sheet, no larger than the window")
        #expect(a.view.window === h.window, "a sheet leaves the presenter in place")
    }
}
