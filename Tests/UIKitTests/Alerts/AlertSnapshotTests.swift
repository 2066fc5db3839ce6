// Goldens of alerts and action sheets at rest, over a page with a title, a photo-like stripe of colour (for
// the blur to show) and tinted controls (dimmed while an alert is up): a phone (320x568 at scale 2) and a pad
// in landscape (1024x768 at scale 1). Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Alert goldens")
struct AlertSnapshotTests {
    init() { TestFonts.pin() }

    /// A white page with a heading, coloured stripes and a tinted button and switch.
    private func page(in h: UIKitTestHarness) -> UIViewController {
        let root = rootController(in: h)
        let heading = UILabel(frame: CGRect(x: 20, y: 30, width: 280, height: 34))
        heading.text = "Inbox"
        heading.font = .boldSystemFont(ofSize: 28)
        root.view.addSubview(heading)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: 0, y: 200 + CGFloat(index) * 24, width: h.window.bounds.width, height: 24))
            stripe.backgroundColor = color
            root.view.addSubview(stripe)
        }
        let button = UIButton(type: .system)
        button.setTitle("Compose", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
        root.view.addSubview(button)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 20, y: 140)
        root.view.addSubview(toggle)
        return root
    }

    private func phone() -> UIKitTestHarness { UIKitTestHarness(windowSize: CGSize(width: 320, height: 568), scale: 2) }

    @Test("Golden: a two-button alert, the cancel button on the left and bold; the page behind dimmed, its tint grey")
    func twoButtons() {
        let h = phone()
        let root = page(in: h)
        let alert = UIAlertController(
            title: "Delete Draft?", message: "This draft will be deleted. You can't undo this action.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .default))
        root.present(alert, animated: false)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "two-buttons")
    }

    @Test("Golden: a stacked alert: a destructive, a disabled and a preferred action, the cancel action last")
    func stacked() {
        let h = phone()
        let root = page(in: h)
        let alert = UIAlertController(title: "Photo Library", message: "Choose what to do with 3 photos.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete Photos", style: .destructive))
        let share = UIAlertAction(title: "Share", style: .default)
        share.isEnabled = false
        alert.addAction(share)
        let save = UIAlertAction(title: "Save to Album", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "stacked")
    }

    @Test(
        "Golden: UIAlertView's text input styles, each with the keyboard up under it",
        arguments: [
            UIAlertViewStyle.plainTextInput, .secureTextInput, .loginAndPasswordInput,
        ])
    func textInputStyles(style: UIAlertViewStyle) {
        let h = phone()
        _ = page(in: h)
        let alert = UIAlertView(
            title: "Wi-Fi", message: "Enter the password for “Home”", delegate: nil, cancelButtonTitle: "Cancel", otherButtonTitles: "Join")
        alert.alertViewStyle = style
        alert.show()
        h.advance(by: 1)
        let names: [UIAlertViewStyle: String] = [.plainTextInput: "plain", .secureTextInput: "secure", .loginAndPasswordInput: "login"]
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "text-input-\(names[style] ?? "")")
        alert.dismiss(withClickedButtonIndex: 0, animated: false)
    }

    @Test("Golden: seed 004's E21 on a phone: Delete red, the others, Cancel in its own group")
    func phoneActionSheet() {
        let h = phone()
        _ = page(in: h)
        let sheet = UIActionSheet(title: "Title", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: "Delete")
        sheet.addButton(withTitle: "Other Button 1")
        sheet.addButton(withTitle: "Other Button 2")
        sheet.cancelButtonIndex = sheet.addButton(withTitle: "Cancel")
        sheet.show(in: h.window)
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "action-sheet-phone")
        sheet.dismiss(withClickedButtonIndex: 3, animated: false)
    }

    @Test("Golden: an action sheet from a black toolbar, in the dark style")
    func darkActionSheet() {
        let h = phone()
        _ = page(in: h)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 524, width: 320, height: 44))
        toolbar.barStyle = .black
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)]
        h.window.addSubview(toolbar)
        let sheet = UIActionSheet(
            title: "Share this page", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
            otherButtonTitles: "Mail", "Message")
        sheet.show(from: toolbar)
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "action-sheet-dark")
        sheet.dismiss(withClickedButtonIndex: 0, animated: false)
    }

    @Test("Golden: a pad's action sheet in a popover from a bar button item, without its cancel button")
    func padActionSheet() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let root = page(in: h)
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        root.title = "Inbox"
        h.window.rootViewController = UINavigationController(rootViewController: root)
        h.runTurn()
        let sheet = UIAlertController(title: nil, message: "The photo will be shared.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        sheet.addAction(UIAlertAction(title: "Message", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.popoverPresentationController?.barButtonItem = item
        root.present(sheet, animated: false)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "action-sheet-pad")
        sheet.dismiss(animated: false)
    }
}
