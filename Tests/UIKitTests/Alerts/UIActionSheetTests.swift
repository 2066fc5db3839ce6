// UIActionSheet: seed 004's E21 (its Objective-C indexes, and the indexes Swift callers of UIKit's
// initializer get), the buttons' order and colours, the phone's sheet at the bottom ignoring outside taps,
// the pad's popover without the cancel button where an outside tap cancels, the automatic style following
// the bar, the delegate's calls in order, dismissal by code, and bad input.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Logs every UIActionSheetDelegate call.
@MainActor
final class ActionSheetLog: UIActionSheetDelegate {
    var calls: [String] = []
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) { calls.append("clicked \(buttonIndex)") }
    func willPresent(_ actionSheet: UIActionSheet) { calls.append("willPresent") }
    func didPresent(_ actionSheet: UIActionSheet) { calls.append("didPresent") }
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
        calls.append("willDismiss \(buttonIndex)")
    }
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
        calls.append("didDismiss \(buttonIndex)")
    }
}

@MainActor
@Suite("UIActionSheet")
struct UIActionSheetTests {
    /// Seed 004's E21 with Objective-C's indexes: destructive 0, the others 1 and 2, cancel 3.
    private func e21(_ delegate: ActionSheetLog) -> UIActionSheet {
        let sheet = UIActionSheet(title: "Title", delegate: delegate, cancelButtonTitle: nil, destructiveButtonTitle: "Delete")
        sheet.addButton(withTitle: "Other Button 1")
        sheet.addButton(withTitle: "Other Button 2")
        sheet.cancelButtonIndex = sheet.addButton(withTitle: "Cancel")
        return sheet
    }

    @Test("E21 in Objective-C's order: Delete 0 red, the others 1 and 2, Cancel 3 at the bottom (spec 004 T225, T226)")
    func e21Buttons() throws {
        let h = UIKitTestHarness.phone()
        let sheet = e21(ActionSheetLog())
        #expect(sheet.title == "Title")
        #expect(sheet.destructiveButtonIndex == 0)
        #expect(sheet.cancelButtonIndex == 3)
        #expect(sheet.numberOfButtons == 4)
        #expect(sheet.actionSheetStyle == .automatic)
        sheet.show(in: h.window)
        h.advance(by: 1)
        let order = try ["Delete", "Other Button 1", "Other Button 2", "Cancel"].map { try #require(AlertFinder.frame(of: $0)).midY }
        #expect(order == order.sorted())
        #expect(AlertFinder.label("Delete")?.textColor == .systemRed)
        #expect(AlertFinder.label("Cancel")?.font == .boldSystemFont(ofSize: 20))
        #expect(AlertFinder.label("Other Button 1")?.font == .systemFont(ofSize: 20))
        sheet.dismiss(withClickedButtonIndex: 3, animated: false)
    }

    @Test("UIKit's Swift initializer: destructive 0, cancel 1, the others after it; the cancel button still shows last")
    func swiftIndexes() throws {
        let h = UIKitTestHarness.phone()
        let sheet = UIActionSheet(
            title: "Title", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
            otherButtonTitles: "Other Button 1", "Other Button 2")
        #expect(sheet.destructiveButtonIndex == 0)
        #expect(sheet.cancelButtonIndex == 1)
        #expect(sheet.firstOtherButtonIndex == 2)
        #expect(sheet.buttonTitle(at: 3) == "Other Button 2")
        sheet.show(in: h.window)
        h.advance(by: 1)
        let cancel = try #require(AlertFinder.frame(of: "Cancel")), other = try #require(AlertFinder.frame(of: "Other Button 2"))
        #expect(cancel.midY > other.midY)
        sheet.dismiss(withClickedButtonIndex: 1, animated: false)
        let plain = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        #expect(plain.cancelButtonIndex == 0 && plain.destructiveButtonIndex == -1 && plain.firstOtherButtonIndex == -1)
    }

    @Test("Phone: anchored to the bottom edge across the width (spec 004 T227); a tap above it does nothing (spec 004 T228)")
    func phonePlacement() throws {
        let h = UIKitTestHarness.phone()
        let log = ActionSheetLog()
        let sheet = e21(log)
        sheet.show(in: h.window)
        h.advance(by: 1)
        let cancel = try #require(AlertFinder.label("Cancel"))
        let group = try #require(cancel.superview?.superview?.superview)
        let frame = group.convert(group.bounds, to: nil)
        #expect(frame.maxY == 560 && frame.minX == 8 && frame.maxX == 312)
        log.calls = []
        h.tap(at: CGPoint(x: 160, y: 30))
        h.advance(by: 1)
        #expect(sheet.isVisible)
        #expect(log.calls.isEmpty)
        sheet.dismiss(withClickedButtonIndex: 3, animated: false)
    }

    @Test("A tap reports its index once: 'Other Button 2' is 2 (spec 004 T231); the calls come in UIKit's order")
    func tapOrder() {
        let h = UIKitTestHarness.phone()
        let log = ActionSheetLog()
        let sheet = e21(log)
        sheet.show(in: h.window)
        #expect(log.calls == ["willPresent"])
        h.advance(by: 1)
        #expect(log.calls == ["willPresent", "didPresent"])
        h.tap("Other Button 2")
        #expect(log.calls == ["willPresent", "didPresent", "clicked 2", "willDismiss 2"])
        h.advance(by: 1)
        #expect(log.calls == ["willPresent", "didPresent", "clicked 2", "willDismiss 2", "didDismiss 2"])
        #expect(!sheet.isVisible)
    }

    @Test("dismiss(withClickedButtonIndex: 3, animated: false) hides it, telling willDismiss and didDismiss only (spec 004 T233)")
    func dismissByCode() {
        let h = UIKitTestHarness.phone()
        let log = ActionSheetLog()
        let sheet = e21(log)
        sheet.show(in: h.window)
        h.advance(by: 1)
        log.calls = []
        sheet.dismiss(withClickedButtonIndex: 3, animated: false)
        #expect(!sheet.isVisible)
        #expect(AlertFinder.label("Delete") == nil)
        #expect(log.calls == ["willDismiss 3", "didDismiss 3"])
    }

    @Test(
        "Pad: from a bar button item, in a popover with no Cancel button (spec 004 T230); a tap outside dismisses it with the cancel index (spec 004 T229)"
    )
    func padPopover() throws {
        let h = UIKitTestHarness.pad()
        let root = UIViewController()
        root.view.backgroundColor = .white
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        h.window.rootViewController = UINavigationController(rootViewController: root)
        h.runTurn()
        let log = ActionSheetLog()
        let sheet = e21(log)
        sheet.show(from: item, animated: true)
        h.advance(by: 1)
        #expect(AlertFinder.label("Delete") != nil)
        #expect(AlertFinder.label("Cancel") == nil)
        log.calls = []
        h.tap(at: CGPoint(x: 100, y: 600))
        h.advance(by: 1)
        #expect(log.calls == ["clicked 3", "willDismiss 3", "didDismiss 3"])
        #expect(!sheet.isVisible)
        #expect(h.window.isKeyWindow)
    }

    @Test("Pad: a sheet without a cancel button dismissed by a tap outside reports -1; one from a rect chooses its buttons")
    func padWithoutCancel() throws {
        let h = UIKitTestHarness.pad()
        let root = rootController(in: h)
        let log = ActionSheetLog()
        let sheet = UIActionSheet(title: nil, delegate: log, cancelButtonTitle: nil, destructiveButtonTitle: nil)
        sheet.addButton(withTitle: "Copy")
        sheet.addButton(withTitle: "Paste")
        sheet.show(from: CGRect(x: 500, y: 300, width: 40, height: 40), in: root.view, animated: false)
        log.calls = []
        h.tap(at: CGPoint(x: 100, y: 700))
        h.advance(by: 1)
        #expect(log.calls == ["clicked -1", "willDismiss -1", "didDismiss -1"])
        sheet.show(from: CGRect(x: 500, y: 300, width: 40, height: 40), in: root.view, animated: false)
        log.calls = []
        h.tap("Paste")
        h.advance(by: 1)
        #expect(log.calls == ["clicked 1", "willDismiss 1", "didDismiss 1"])
    }

    @Test("Automatic style: from a black toolbar the sheet is dark, from a plain view light (spec 004 T232)")
    func automaticStyle() throws {
        let h = UIKitTestHarness.phone()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 524, width: 320, height: 44))
        toolbar.barStyle = .black
        h.window.addSubview(toolbar)
        let dark = e21(ActionSheetLog())
        dark.show(from: toolbar)
        h.advance(by: 1)
        let darkPixel = try groupPixel(h, below: "Other Button 1")
        dark.dismiss(withClickedButtonIndex: 3, animated: false)
        let light = e21(ActionSheetLog())
        light.show(in: h.window)
        h.advance(by: 1)
        let lightPixel = try groupPixel(h, below: "Other Button 1")
        light.dismiss(withClickedButtonIndex: 3, animated: false)
        #expect(darkPixel < 80, "dark groups")
        #expect(lightPixel > 180, "light groups")
        let opaque = e21(ActionSheetLog())
        opaque.actionSheetStyle = .blackOpaque
        opaque.show(in: h.window)
        h.advance(by: 1)
        #expect(try groupPixel(h, below: "Other Button 1") < 80, "an explicit black style, from anywhere")
        opaque.dismiss(withClickedButtonIndex: 3, animated: false)
    }

    /// The red channel of the sheet's group just left of the button labelled `text`.
    private func groupPixel(_ h: UIKitTestHarness, below text: String) throws -> Int {
        let frame = try #require(AlertFinder.frame(of: text))
        return Int(Pixels(h.render())[Int(frame.minX) - 2, Int(frame.midY)][0])
    }
}

@Suite("UIActionSheet failures")
struct UIActionSheetFailureTests {
    func said(_ result: ExitTest.Result?, _ text: String) -> Bool {
        guard let result else { return false }
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
    }

    @Test("Bad input: a button index out of range, a button without a title")
    func badInput() async {
        let title = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil).buttonTitle(at: -1)
            }
        }
        #expect(said(title, "UIActionSheet.buttonTitle(at:): index -1 beyond bounds"))
        let untitled = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil).addButton(withTitle: nil)
            }
        }
        #expect(said(untitled, "UIActionSheet: Buttons added must have a title."))
    }
}
