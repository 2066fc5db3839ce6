import UIKit

/// Alerts and action sheets: UIAlertController's alerts (two buttons side by side, stacked buttons with a
/// destructive and a preferred action, a login form whose Sign In button waits for both fields) and its
/// action sheets (in a popover from a button and from a toolbar item); seed 004's UIAlertView (E20 as
/// written, and each text-input style) and UIActionSheet (E21, from the page, from a black toolbar and from
/// a toolbar item). Beside them a window 320 points wide, as an app in Slide Over is: compact in width, so
/// there an action sheet slides up from the window's bottom as on a phone, and an alert is centred in it.
/// What was chosen shows under the buttons.
final class AlertsPageView: UIView, UIAlertViewDelegate, UIActionSheetDelegate {
    static let margin: CGFloat = 40
    /// The narrow window's place in the page.
    static let narrowFrame = CGRect(x: 440, y: 150, width: 320, height: 520)

    let result = UILabel()
    let toolbar = UIToolbar()
    let blackToolbar = UIToolbar()
    private(set) var buttons: [String: UIButton] = [:]
    let controllerSheetItem = UIBarButtonItem(title: "Sheet", style: .plain, target: nil, action: nil)
    let legacySheetItem = UIBarButtonItem(title: "Legacy", style: .plain, target: nil, action: nil)
    /// The window 320 points wide, over the page while the page is in a window.
    let narrowWindow = UIWindow(frame: CGRect(origin: .zero, size: AlertsPageView.narrowFrame.size))
    private(set) var narrowButtons: [String: UIButton] = [:]
    let narrowToolbar = UIToolbar()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let title = CatalogHeading.title("Alerts and action sheets")
        title.frame = CGRect(x: Self.margin, y: 28, width: 704, height: 28)
        addSubview(title)
        addSubview(
            CatalogIntroLabel(
                "While an alert is up the page's tint is dimmed and touches outside it do nothing. On a pad an action "
                    + "sheet shows in a popover without its Cancel button: a tap outside cancels.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        column(
            "UIAlertController", x: Self.margin, y: 130,
            [
                ("Two buttons", { $0.showTwoButtons() }), ("Stacked buttons", { $0.showStacked() }),
                ("Login form", { $0.showLogin() }), ("Action sheet", { $0.showControllerSheet() }),
            ])
        column(
            "UIAlertView (seed 004)", x: 240, y: 130,
            [
                ("E20", { $0.showE20() }), ("Plain text input", { $0.showAlertView(.plainTextInput) }),
                ("Secure text input", { $0.showAlertView(.secureTextInput) }),
                ("Login and password", { $0.showAlertView(.loginAndPasswordInput) }),
            ])
        column(
            "UIActionSheet (seed 004)", x: Self.margin, y: 380,
            [("E21 in the page", { $0.showE21() }), ("From the black toolbar", { $0.showFromBlackToolbar() })])
        result.frame = CGRect(x: Self.margin, y: 520, width: 380, height: 44)
        result.font = .systemFont(ofSize: 15)
        result.numberOfLines = 2
        result.textColor = CatalogColors.text
        result.text = "Choose an alert."
        addSubview(result)
        let narrowHeading = CatalogHeading.section("A window 320 wide, as in Slide Over")
        narrowHeading.frame = CGRect(x: Self.narrowFrame.minX, y: 122, width: Self.narrowFrame.width, height: 20)
        addSubview(narrowHeading)
        makeNarrowWindow()

        controllerSheetItem.primaryAction = UIAction(title: "Sheet") { [weak self] _ in self?.showControllerSheetFromItem() }
        legacySheetItem.primaryAction = UIAction(title: "Legacy") { [weak self] _ in self?.showLegacySheetFromItem() }
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbar.items = [controllerSheetItem, space, legacySheetItem]
        blackToolbar.barStyle = .black
        blackToolbar.items = [space, UIBarButtonItem(title: "Black toolbar", style: .plain, target: nil, action: nil), space]
        for (bar, offset) in [(blackToolbar, CGFloat(88)), (toolbar, CGFloat(44))] {
            bar.frame = CGRect(x: 0, y: frame.height - offset, width: frame.width, height: 44)
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// A heading at (`x`, `y`) with a button under it for each demo.
    private func column(_ heading: String, x: CGFloat, y: CGFloat, _ demos: [(String, (AlertsPageView) -> Void)]) {
        let label = CatalogHeading.section(heading)
        label.frame = CGRect(x: x, y: y, width: 190, height: 20)
        addSubview(label)
        for (index, (name, show)) in demos.enumerated() {
            let button = Self.button(name, frame: CGRect(x: x, y: y + 34 + CGFloat(index) * 50, width: 190, height: 40))
            button.addAction(UIAction { [weak self] _ in if let self { show(self) } }, for: .touchUpInside)
            addSubview(button)
            buttons[name] = button
        }
    }

    private static func button(_ title: String, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.contentHorizontalAlignment = .left
        button.frame = frame
        return button
    }

    // MARK: The narrow window

    /// The narrow window's controller: its buttons, and a toolbar at its bottom.
    private func makeNarrowWindow() {
        let root = UIViewController()
        narrowWindow.rootViewController = root
        root.view.backgroundColor = .secondarySystemBackground
        let demos: [(String, (AlertsPageView, UIView) -> Void)] = [
            ("Alert", { page, _ in page.showTwoButtons(from: page.narrowWindow.rootViewController) }),
            ("Login form", { page, _ in page.showLogin(from: page.narrowWindow.rootViewController) }),
            ("Action sheet", { page, _ in page.showNarrowSheet() }),
            ("E21", { page, view in page.makeE21().show(in: view) }),
            ("E21 from the toolbar", { page, _ in page.makeE21().show(from: page.narrowToolbar) }),
        ]
        for (index, (name, show)) in demos.enumerated() {
            let button = Self.button(name, frame: CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 280, height: 40))
            button.addAction(UIAction { [weak self, weak root] _ in if let self, let root { show(self, root.view) } }, for: .touchUpInside)
            root.view.addSubview(button)
            narrowButtons[name] = button
        }
        narrowToolbar.items = [UIBarButtonItem(title: "Toolbar", style: .plain, target: nil, action: nil)]
        narrowToolbar.frame = CGRect(x: 0, y: Self.narrowFrame.height - 44, width: Self.narrowFrame.width, height: 44)
        narrowToolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.view.addSubview(narrowToolbar)
        narrowWindow.layer.borderWidth = 1
        narrowWindow.layer.borderColor = UIColor.systemGray.cgColor
    }

    /// The narrow window stands over the page while the page is in a window.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        narrowWindow.isHidden = window == nil
        if window != nil { placeNarrowWindow() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeNarrowWindow()
    }

    private func placeNarrowWindow() {
        guard let window else { return }
        narrowWindow.frame = convert(Self.narrowFrame, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        narrowWindow.overrideUserInterfaceStyle = traitCollection.userInterfaceStyle
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        narrowWindow.overrideUserInterfaceStyle = traitCollection.userInterfaceStyle
    }

    private func showNarrowSheet() {
        let sheet = makeSheet("Narrow window's sheet")
        // Compact: the sheet slides up from the window's bottom; a source is needed only in a popover.
        sheet.popoverPresentationController?.sourceView = narrowButtons["Action sheet"]
        narrowWindow.rootViewController?.present(sheet, animated: true)
    }

    /// The controller showing the page, which presents the alerts.
    private var controller: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        return responder as? UIViewController
    }

    private func report(_ text: String) { result.text = text }

    // MARK: UIAlertController

    private func showTwoButtons(from presenter: UIViewController? = nil) {
        let alert = UIAlertController(title: "Delete Draft?", message: "You can't undo this action.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Two buttons: Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.report("Two buttons: Delete") })
        (presenter ?? controller)?.present(alert, animated: true)
    }

    private func showStacked() {
        let alert = UIAlertController(title: "Photo Library", message: "Choose what to do with 3 photos.", preferredStyle: .alert)
        for (title, style) in [("Delete Photos", UIAlertAction.Style.destructive), ("Share", .default), ("Save to Album", .default)] {
            alert.addAction(UIAlertAction(title: title, style: style) { [weak self] _ in self?.report("Stacked: \(title)") })
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Stacked: Cancel") })
        alert.preferredAction = alert.actions[2]
        controller?.present(alert, animated: true)
    }

    /// Sign In is enabled only while both fields have text.
    private func showLogin(from presenter: UIViewController? = nil) {
        let alert = UIAlertController(title: "Account", message: "Enter your name and password.", preferredStyle: .alert)
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [weak self, weak alert] _ in
            self?.report("Signed in as \(alert?.textFields?.first?.text ?? "")")
        }
        signIn.isEnabled = false
        let update = UIAction { [weak alert] _ in
            signIn.isEnabled = alert?.textFields?.allSatisfy { !($0.text ?? "").isEmpty } ?? false
        }
        alert.addTextField {
            $0.placeholder = "Name"
            $0.addAction(update, for: .editingChanged)
        }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
            $0.addAction(update, for: .editingChanged)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Sign in cancelled") })
        alert.addAction(signIn)
        alert.preferredAction = signIn
        (presenter ?? controller)?.present(alert, animated: true)
    }

    private func makeSheet(_ source: String) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: "Share the photo", preferredStyle: .actionSheet)
        for (title, style) in [("Mail", UIAlertAction.Style.default), ("Message", .default), ("Delete", .destructive), ("Cancel", .cancel)]
        {
            sheet.addAction(UIAlertAction(title: title, style: style) { [weak self] _ in self?.report("\(source): \(title)") })
        }
        return sheet
    }

    private func showControllerSheet() {
        let sheet = makeSheet("Action sheet")
        guard let button = buttons["Action sheet"] else { return }
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        controller?.present(sheet, animated: true)
    }

    private func showControllerSheetFromItem() {
        let sheet = makeSheet("Sheet from the toolbar")
        sheet.popoverPresentationController?.barButtonItem = controllerSheetItem
        controller?.present(sheet, animated: true)
    }

    // MARK: UIAlertView

    /// Seed 004's E20, as written.
    private func showE20() {
        let alert = UIAlertView(
            title: "Title", message: "This is our message", delegate: self, cancelButtonTitle: "Ok", otherButtonTitles: "Other Button")
        alert.show()
    }

    private func showAlertView(_ style: UIAlertViewStyle) {
        let alert = UIAlertView(
            title: "Wi-Fi", message: "Enter the password for “Home”", delegate: self, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Join")
        alert.alertViewStyle = style
        alert.show()
    }

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        var text = "UIAlertView “\(alertView.title)”: button \(buttonIndex) (\(alertView.buttonTitle(at: buttonIndex) ?? ""))"
        if alertView.alertViewStyle == .plainTextInput || alertView.alertViewStyle == .loginAndPasswordInput {
            text += ", typed “\(alertView.textField(at: 0)?.text ?? "")”"
        }
        report(text)
    }

    /// Join waits for text in every field.
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        let count = alertView.alertViewStyle == .loginAndPasswordInput ? 2 : alertView.alertViewStyle == .default ? 0 : 1
        return (0..<count).allSatisfy { !(alertView.textField(at: $0)?.text ?? "").isEmpty }
    }

    // MARK: UIActionSheet

    /// Seed 004's E21, with the show call the seed leaves out.
    private func makeE21() -> UIActionSheet {
        UIActionSheet(
            title: "Title", delegate: self, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
            otherButtonTitles: "Other Button 1", "Other Button 2")
    }

    private func showE21() { makeE21().show(in: self) }
    private func showFromBlackToolbar() { makeE21().show(from: blackToolbar) }
    private func showLegacySheetFromItem() { makeE21().show(from: legacySheetItem, animated: true) }

    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
        let title = buttonIndex >= 0 ? actionSheet.buttonTitle(at: buttonIndex) ?? "" : "none"
        report("UIActionSheet: button \(buttonIndex) (\(title))")
    }
}
