import UIKit

/// Presentation from a page: each modal transition style and each presentation style (the pad's
/// sheets, full screen, over full screen, and current context inside a pane that defines the context),
/// and a custom half sheet made with a presentation controller, an animator and a percent-driven
/// interaction (drag it down to dismiss). The status line reports the presented controller's
/// viewDidAppear and viewDidDisappear.
final class ViewControllersPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let buttonSize = CGSize(width: 164, height: 44)

    /// The buttons, by title.
    private(set) var buttons: [String: OutlinedButton] = [:]
    let statusLabel = UILabel()
    /// The pane a current-context presentation covers.
    let pane = ContextPaneController()
    let halfSheet = HalfSheetTransitioning()
    /// The controller presented last.
    private(set) var presented: DemoPageController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let intro = CatalogIntroLabel(
            "present(_:animated:completion:) with each transition style and presentation style. The pad's sheets "
                + "dim the page and its tint; a tap on the partial curl goes back.",
            frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40))
        addSubview(intro)
        addRow(
            y: 140,
            [
                ("Cover vertical", { $0.modalTransitionStyle = .coverVertical }),
                ("Flip horizontal", { $0.modalTransitionStyle = .flipHorizontal }),
                ("Cross dissolve", { $0.modalTransitionStyle = .crossDissolve }),
                ("Partial curl", { $0.modalTransitionStyle = .partialCurl }),
            ])
        addRow(
            y: 236,
            [
                ("Full screen", { $0.modalPresentationStyle = .fullScreen }),
                ("Page sheet", { $0.modalPresentationStyle = .pageSheet }),
                ("Form sheet", { $0.modalPresentationStyle = .formSheet }),
                ("Over full screen", { $0.modalPresentationStyle = .overFullScreen }),
            ])
        let context = OutlinedButton(title: "Current context")
        context.frame = CGRect(origin: CGPoint(x: Self.margin, y: 332), size: Self.buttonSize)
        context.addAction(UIAction { [weak self] _ in self?.presentInPane() }, for: .touchUpInside)
        addSubview(context)
        buttons["Current context"] = context
        pane.view.frame = CGRect(x: Self.margin + 188, y: 332, width: 516, height: 200)
        addSubview(pane.view)
        let sheet = OutlinedButton(title: "Half sheet")
        sheet.frame = CGRect(origin: CGPoint(x: Self.margin, y: 594), size: Self.buttonSize)
        sheet.addAction(UIAction { [weak self] _ in self?.presentHalfSheet() }, for: .touchUpInside)
        addSubview(sheet)
        buttons["Half sheet"] = sheet
        statusLabel.frame = CGRect(x: Self.margin, y: 680, width: 704, height: 22)
        statusLabel.font = .systemFont(ofSize: 15)
        statusLabel.textColor = CatalogColors.text
        statusLabel.text = "Nothing presented yet."
        addSubview(statusLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// The pane's controller joins the window's root controller as a child while the page is shown.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let root = window?.rootViewController else {
            pane.willMove(toParent: nil)
            pane.removeFromParent()
            return
        }
        guard pane.parent == nil else { return }
        root.addChild(pane)
        pane.didMove(toParent: root)
    }

    private func addRow(y: CGFloat, _ items: [(String, (UIViewController) -> Void)]) {
        for (index, (title, configure)) in items.enumerated() {
            let button = OutlinedButton(title: title)
            button.frame = CGRect(
                origin: CGPoint(x: Self.margin + CGFloat(index) * (Self.buttonSize.width + 16), y: y), size: Self.buttonSize)
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    let controller = self.makeDemo(title)
                    configure(controller)
                    self.window?.rootViewController?.present(controller, animated: true)
                }, for: .touchUpInside)
            addSubview(button)
            buttons[title] = button
        }
    }

    private func makeDemo(_ title: String) -> DemoPageController {
        let controller = DemoPageController(heading: title)
        controller.onAppearanceChange = { [weak self] text in self?.statusLabel.text = text }
        presented = controller
        return controller
    }

    func presentInPane() {
        let controller = makeDemo("Current context")
        controller.modalPresentationStyle = .currentContext
        pane.present(controller, animated: true)
    }

    func presentHalfSheet() {
        let controller = makeDemo("Half sheet: drag down")
        halfSheet.prepare(controller)
        window?.rootViewController?.present(controller, animated: true)
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("View controllers" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let section: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        for (text, y) in [
            ("modalTransitionStyle (full screen)", 114.0), ("modalPresentationStyle (cover vertical)", 210),
            ("Current context", 306), ("Custom presentation: UIPresentationController + percent-driven dismissal", 568),
        ] {
            (text as NSString).draw(at: CGPoint(x: Self.margin, y: y), withAttributes: section)
        }
    }
}
