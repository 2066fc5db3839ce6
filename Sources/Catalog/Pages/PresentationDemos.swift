import UIKit

/// The controller the "View controllers" page presents: a page in the semantic colours named after the
/// style it shows, with a Dismiss button, and a text field (the form sheet moves above the keyboard).
final class DemoPageController: UIViewController {
    let heading: String
    let dismissButton = OutlinedButton(title: "Dismiss")
    let field = UITextField()
    /// Told after the controller appeared and after it disappeared.
    var onAppearanceChange: ((String) -> Void)?

    init(heading: String) {
        self.heading = heading
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let title = UILabel(frame: CGRect(x: 24, y: 40, width: 480, height: 34))
        title.text = heading
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .label
        let note = UILabel(frame: CGRect(x: 24, y: 80, width: 480, height: 20))
        note.text = "Presented with modalPresentationStyle and modalTransitionStyle."
        note.font = .systemFont(ofSize: 15)
        note.textColor = .secondaryLabel
        dismissButton.frame = CGRect(x: 24, y: 120, width: 140, height: 44)
        dismissButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        field.frame = CGRect(x: 24, y: 180, width: 280, height: 34)
        field.borderStyle = .roundedRect
        field.placeholder = "Type here"
        [title, note, dismissButton, field].forEach(view.addSubview)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppearanceChange?("viewDidAppear: \(heading)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onAppearanceChange?("viewDidDisappear: \(heading)")
    }
}

/// The pane on the "View controllers" page that defines a presentation context: a current-context
/// presentation from it covers the pane only.
final class ContextPaneController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        definesPresentationContext = true
        view.backgroundColor = .tertiarySystemBackground
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 400, height: 22))
        label.text = "A pane that defines the presentation context"
        label.font = .systemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        view.addSubview(label)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
