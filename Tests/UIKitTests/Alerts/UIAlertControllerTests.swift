// UIAlertController: the alert's place and parts (labels found by text), its buttons side by side or
// stacked, choosing an action (the dismissal first, then the handler), disabled and preferred actions,
// text fields with the keyboard, the phone's action sheet, the pad's action sheet in a popover, the
// window's dimmed tint, touches outside, and bad input.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIAlertController")
struct UIAlertControllerTests {
    /// An alert titled "Title" with the message "Message" and the given actions, logging their handlers.
    private func alert(_ titles: [(String, UIAlertAction.Style)], log: Ref<[String]>, style: UIAlertController.Style = .alert)
        -> UIAlertController
    {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        for (title, actionStyle) in titles {
            alert.addAction(UIAlertAction(title: title, style: actionStyle) { action in log.value.append(action.title ?? "") })
        }
        return alert
    }

    @Test("An alert: 270 points wide, centred, over a dimmed window; title, message and buttons are labels")
    func placeAndParts() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("Cancel", .cancel), ("OK", .default)], log: log)
        #expect(controller.modalPresentationStyle == .custom)
        #expect(controller.popoverPresentationController == nil)
        root.present(controller, animated: false)
        let panel = controller.view.convert(controller.view.bounds, to: nil)
        #expect(panel.width == 270)
        #expect(panel.midX == 160)
        #expect(abs(panel.midY - 284) <= 1)
        let title = try #require(AlertFinder.label("Title"))
        #expect(title.font == .boldSystemFont(ofSize: 17))
        #expect(AlertFinder.label("Message")?.font == .systemFont(ofSize: 13))
        #expect(AlertFinder.label("OK") != nil && AlertFinder.label("Cancel") != nil)
        #expect(root.presentedViewController === controller)
        // The window beneath is dimmed: white under black at 40%.
        let pixels = Pixels(h.render())
        #expect((145...160).contains(Int(pixels[5, 5][0])))
        controller.dismiss(animated: false)
        #expect(Pixels(h.render())[5, 5][0] == 255)
    }

    @Test("Two actions sit side by side, the cancel action on the left; three stack in order, the cancel last")
    func buttonOrder() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let two = alert([("OK", .default), ("Cancel", .cancel)], log: log)
        root.present(two, animated: false)
        let ok = try #require(AlertFinder.frame(of: "OK")), cancel = try #require(AlertFinder.frame(of: "Cancel"))
        #expect(cancel.midY == ok.midY)
        #expect(cancel.midX < ok.midX)
        two.dismiss(animated: false)

        let three = alert([("Cancel", .cancel), ("One", .default), ("Two", .destructive)], log: log)
        root.present(three, animated: false)
        let one = try #require(AlertFinder.frame(of: "One")), twoFrame = try #require(AlertFinder.frame(of: "Two"))
        let last = try #require(AlertFinder.frame(of: "Cancel"))
        #expect(one.midX == twoFrame.midX && twoFrame.midX == last.midX)
        #expect(one.midY < twoFrame.midY && twoFrame.midY < last.midY)
        #expect(twoFrame.midY - one.midY == 44)
        #expect(AlertFinder.label("Two")?.textColor == .systemRed, "a destructive action is red")
        three.dismiss(animated: false)
    }

    @Test("Tapping a button dismisses the alert, then runs the action's handler once")
    func chooseAction() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        controller.addAction(
            UIAlertAction(title: "OK", style: .default) { _ in
                log.value.append(root.presentedViewController == nil ? "OK after dismissal" : "OK while shown")
            })
        root.present(controller, animated: true)
        h.advance(by: 1)
        #expect(h.tap("OK"))
        #expect(log.value.isEmpty, "the handler waits for the dismissal's end")
        h.advance(by: 1)
        #expect(log.value == ["OK after dismissal"])
        #expect(root.presentedViewController == nil)
        #expect(controller.view.window == nil)
    }

    @Test("A tap while the alert pops in or fades out chooses nothing; once it is up, a tap chooses")
    func tapsDuringTransitions() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("Cancel", .cancel), ("OK", .default)], log: log)
        root.present(controller, animated: true)
        h.advance(by: 0.2)
        #expect(h.tap("OK"))
        h.advance(by: 1)
        #expect(log.value.isEmpty)
        #expect(root.presentedViewController === controller)
        h.tap("OK")
        h.advance(by: 0.1)
        h.tap("Cancel")
        h.advance(by: 1)
        #expect(log.value == ["OK"])
    }

    @Test("The cancel action's title is bold, unless a preferred action is: then that one is")
    func preferredAction() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("Cancel", .cancel), ("Save", .default)], log: log)
        #expect(controller.preferredAction == nil)
        root.present(controller, animated: false)
        #expect(AlertFinder.label("Cancel")?.font == .boldSystemFont(ofSize: 17))
        #expect(AlertFinder.label("Save")?.font == .systemFont(ofSize: 17))
        controller.preferredAction = controller.actions[1]
        #expect(AlertFinder.label("Save")?.font == .boldSystemFont(ofSize: 17))
        #expect(AlertFinder.label("Cancel")?.font == .systemFont(ofSize: 17))
        controller.dismiss(animated: false)
    }

    @Test("A disabled action is grey and ignores taps; enabling it while the alert shows takes effect at once")
    func disabledAction() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("Cancel", .cancel), ("Send", .default)], log: log)
        controller.actions[1].isEnabled = false
        root.present(controller, animated: false)
        let send = try #require(AlertFinder.label("Send"))
        #expect(send.textColor != send.tintColor)
        h.tap("Send")
        h.advance(by: 1)
        #expect(log.value.isEmpty)
        #expect(root.presentedViewController === controller)
        controller.actions[1].isEnabled = true
        #expect(send.textColor == send.tintColor)
        h.tap("Send")
        h.advance(by: 1)
        #expect(log.value == ["Send"])
    }

    @Test("A finger can slide from one button to another: lifting it there chooses that one")
    func slideBetweenButtons() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("One", .default), ("Two", .default), ("Three", .default)], log: log)
        root.present(controller, animated: false)
        let one = try #require(AlertFinder.center(of: "One")), three = try #require(AlertFinder.center(of: "Three"))
        h.touchDown(at: one)
        h.touchMove(to: three)
        h.touchUp()
        h.advance(by: 1)
        #expect(log.value == ["Three"])
    }

    @Test("Touches outside the alert do nothing: the button beneath gets none, the alert stays")
    func touchesOutside() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let log = Ref<[String]>([])
        let controller = alert([("OK", .default)], log: log)
        root.present(controller, animated: false)
        h.tap(at: CGPoint(x: 50, y: 30))
        h.advance(by: 1)
        #expect(taps == 0)
        #expect(root.presentedViewController === controller)
        #expect(log.value.isEmpty)
        controller.dismiss(animated: false)
        h.tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 1)
    }

    @Test("While an alert shows the window's tint is dimmed, the alert's buttons keep theirs; it comes back after")
    func dimmedTint() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("OK", .default)], log: log)
        root.present(controller, animated: false)
        #expect(root.view.tintAdjustmentMode == .dimmed)
        let ok = try #require(AlertFinder.label("OK"))
        #expect(ok.tintAdjustmentMode == .normal)
        #expect(ok.tintAdjustmentMode == .normal && ok.textColor == ok.tintColor)
        #expect(ok.tintColor != h.window.tintColor, "the window's tint is the dimmed grey")
        controller.dismiss(animated: false)
        #expect(root.view.tintAdjustmentMode == .normal)
    }

    @Test("An alert pops in (from 1.2 times its size, fading in) and fades out, 0.4 seconds each")
    func animations() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert([("OK", .default)], log: log)
        root.present(controller, animated: true)
        h.advance(by: 0.01)
        let layer = controller.view.layer.presentation() ?? controller.view.layer
        #expect(layer.opacity < 0.5)
        #expect(layer.transform.m11 > 1.1)
        h.advance(by: 0.5)
        #expect(controller.view.alpha == 1)
        #expect(controller.view.transform == .identity)
        controller.dismiss(animated: true)
        h.advance(by: 0.2)
        #expect(controller.view.window != nil, "still fading")
        #expect(controller.view.transform == .identity, "no shrink on the way out")
        h.advance(by: 0.3)
        #expect(controller.view.window == nil)
    }

    @Test(
        "Text fields: configured by their handlers, under the message; the first edits when the alert is up, and the alert rises above the keyboard"
    )
    func textFields() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let controller = UIAlertController(title: "Sign in", message: "Your account", preferredStyle: .alert)
        #expect(controller.textFields == nil)
        controller.addTextField { $0.placeholder = "Name" }
        controller.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        var typed: String?
        controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        controller.addAction(UIAlertAction(title: "Sign In", style: .default) { _ in typed = controller.textFields?.first?.text })
        let fields = try #require(controller.textFields)
        #expect(fields.count == 2)
        #expect(fields[1].isSecureTextEntry)
        root.present(controller, animated: true)
        h.advance(by: 1)
        #expect(fields[0].isFirstResponder)
        #expect(h.isKeyboardVisible)
        let keyboard = try #require(h.keyboardFrame)
        let panel = controller.view.convert(controller.view.bounds, to: nil)
        #expect(panel.maxY <= keyboard.minY)
        let message = try #require(AlertFinder.frame(of: "Your account"))
        let first = fields[0].convert(fields[0].bounds, to: nil)
        #expect(first.minY > message.maxY && first.maxY < fields[1].convert(fields[1].bounds, to: nil).maxY)
        h.typeText("ada")
        #expect(fields[0].text == "ada")
        h.tap("Sign In")
        h.advance(by: 1)
        #expect(typed == "ada")
        #expect(!h.isKeyboardVisible)
    }

    @Test("More buttons than the screen holds: the alert stops 20 points from the edges and its buttons scroll")
    func manyActions() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let controller = alert((1...15).map { ("Choice \($0)", .default) }, log: log)
        root.present(controller, animated: false)
        let panel = controller.view.convert(controller.view.bounds, to: nil)
        #expect(panel.minY == 20 && panel.maxY == 548)
        let last = try #require(AlertFinder.frame(of: "Choice 15"))
        #expect(last.minY > panel.maxY, "below the panel's edge at first")
        h.drag(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 60), steps: 20, duration: 0.5)
        h.advance(by: 2)
        let scrolled = try #require(AlertFinder.frame(of: "Choice 15"))
        #expect(scrolled.maxY <= panel.maxY + 0.5)
        #expect(log.value.isEmpty, "scrolling chooses nothing")
        h.tap(at: CGPoint(x: scrolled.midX, y: scrolled.midY))
        h.advance(by: 1)
        #expect(log.value == ["Choice 15"])
    }

    @Test("An alert without actions shows, with no way out but code (as in UIKit)")
    func noActions() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let controller = UIAlertController(title: "Busy", message: nil, preferredStyle: .alert)
        root.present(controller, animated: false)
        h.tap(at: CGPoint(x: 160, y: 284))
        h.tap(at: CGPoint(x: 10, y: 10))
        h.advance(by: 1)
        #expect(root.presentedViewController === controller)
        controller.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    // MARK: Action sheets

    @Test("Phone action sheet: at the bottom, 8 points in; the cancel action in a group of its own; outside taps ignored")
    func phoneActionSheet() throws {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let sheet = alert([("Cancel", .cancel), ("Delete", .destructive), ("Share", .default)], log: log, style: .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect(sheet.popoverPresentationController != nil)
        root.present(sheet, animated: false)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.minX == 8 && frame.width == 304)
        #expect(frame.maxY == 560)
        let delete = try #require(AlertFinder.frame(of: "Delete")), share = try #require(AlertFinder.frame(of: "Share"))
        let cancel = try #require(AlertFinder.frame(of: "Cancel"))
        #expect(delete.midY < share.midY && share.midY < cancel.midY)
        #expect(share.midY - delete.midY == 57)
        #expect(cancel.minY - share.maxY == 8, "the cancel group sits 8 points below")
        #expect(cancel.height == 57)
        #expect(AlertFinder.label("Title")?.textColor != .black, "a sheet's title is grey")
        #expect(AlertFinder.label("Cancel")?.font == .boldSystemFont(ofSize: 20))
        h.tap(at: CGPoint(x: 160, y: 40))
        h.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        h.tap("Share")
        h.advance(by: 1)
        #expect(log.value == ["Share"])
        #expect(root.presentedViewController == nil)
    }

    @Test("Phone action sheet: slides up from below the bottom edge, and back down")
    func phoneSheetSlides() {
        let h = UIKitTestHarness.phone()
        let root = rootController(in: h)
        let log = Ref<[String]>([])
        let sheet = alert([("Cancel", .cancel), ("Share", .default)], log: log, style: .actionSheet)
        root.present(sheet, animated: true)
        h.advance(by: 0.01)
        let start = (sheet.view.layer.presentation() ?? sheet.view.layer).frame
        #expect(start.minY > 400)
        h.advance(by: 0.5)
        #expect(sheet.view.frame.maxY == 560)
        h.tap("Cancel")
        h.advance(by: 0.2)
        #expect((sheet.view.layer.presentation() ?? sheet.view.layer).frame.maxY > 560)
        h.advance(by: 0.3)
        #expect(log.value == ["Cancel"])
    }

    @Test("Pad action sheet: a popover at its source without the cancel action; a tap outside dismisses it and runs the cancel handler")
    func padActionSheet() throws {
        let h = UIKitTestHarness.pad()
        let root = rootController(in: h)
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 100, height: 40))
        root.view.addSubview(source)
        let log = Ref<[String]>([])
        let sheet = alert([("Cancel", .cancel), ("Delete", .destructive), ("Share", .default)], log: log, style: .actionSheet)
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        root.present(sheet, animated: false)
        #expect(popover.arrowDirection != .unknown)
        #expect(AlertFinder.label("Cancel") == nil, "no cancel button in a popover")
        #expect(AlertFinder.label("Delete") != nil)
        #expect(sheet.view.bounds.width == 320)
        #expect(sheet.preferredContentSize == CGSize(width: 320, height: sheet.view.bounds.height))
        h.tap(at: CGPoint(x: 50, y: 700))
        h.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(log.value == ["Cancel"])

        // Without a cancel action a tap outside only dismisses.
        let bare = alert([("Share", .default)], log: log, style: .actionSheet)
        bare.popoverPresentationController?.sourceView = source
        root.present(bare, animated: false)
        h.tap(at: CGPoint(x: 50, y: 700))
        h.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(log.value == ["Cancel"])
    }

    @Test(
        "On a pad, a window narrower than 640 points is compact in width (an app in Slide Over): an action sheet there slides up from its bottom"
    )
    func narrowPadWindow() throws {
        let h = UIKitTestHarness.pad()
        #expect(h.window.traitCollection.horizontalSizeClass == .regular)
        let narrow = UIWindow(frame: CGRect(x: 600, y: 100, width: 320, height: 600))
        let root = UIViewController()
        narrow.rootViewController = root
        narrow.isHidden = false
        #expect(narrow.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.userInterfaceIdiom == .pad)
        let log = Ref<[String]>([])
        let sheet = alert([("Cancel", .cancel), ("Share", .default)], log: log, style: .actionSheet)
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 8, y: 600 - 8 - sheet.view.frame.height, width: 304, height: sheet.view.frame.height))
        h.tap("Share")
        h.advance(by: 1)
        #expect(log.value == ["Share"])
        narrow.frame.size.width = 700
        #expect(root.traitCollection.horizontalSizeClass == .regular, "wide again: regular")
        narrow.isHidden = true
    }

    @Test("Pad action sheet: a button chooses its action, from a bar button item too")
    func padSheetFromBarButtonItem() throws {
        let h = UIKitTestHarness.pad()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        h.window.rootViewController = navigation
        h.runTurn()
        let log = Ref<[String]>([])
        let sheet = alert([("Cancel", .cancel), ("Share", .default)], log: log, style: .actionSheet)
        sheet.popoverPresentationController?.barButtonItem = item
        root.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        h.tap("Share")
        h.advance(by: 1)
        #expect(log.value == ["Share"])
    }
}

/// A box for values changed inside escaping closures.
@MainActor
final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The programming errors of alert controllers, with UIKit's messages. (Nonisolated: see
/// UIPopoverControllerFailureTests.)
@Suite("UIAlertController failures")
struct UIAlertControllerFailureTests {
    func said(_ result: ExitTest.Result?, _ text: String) -> Bool {
        guard let result else { return false }
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
    }

    @Test("Bad input: two cancel actions, a text field on an action sheet, a preferred action not among the actions")
    func badInput() async {
        let twoCancels = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "A", style: .cancel))
                alert.addAction(UIAlertAction(title: "B", style: .cancel))
            }
        }
        #expect(said(twoCancels, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
        let sheetField = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        #expect(said(sheetField, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
        let stranger = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "A", style: .default)
            }
        }
        #expect(said(stranger, "The -preferredAction of an alert controller must be contained in the -actions array or be nil."))
    }

    @Test("Bad input: a pad's action sheet presented without a source view or bar button item")
    func padSheetWithoutSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
                let root = UIViewController()
                h.window.rootViewController = root
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "A", style: .default))
                root.present(sheet, animated: false)
            }
        }
        #expect(said(result, "You must provide either a sourceView and sourceRect or a barButtonItem."))
    }
}
