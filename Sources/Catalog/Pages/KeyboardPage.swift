import UIKit

/// The on-screen keyboard: a form of text inputs with different keyboard types,
/// Return keys and looks, in a scroll view that keeps the field being edited visible when the keyboard
/// covers it (the field moves up into the part of the screen the keyboard leaves free), using the
/// keyboard notifications; and an accessory bar (Previous, Next,
/// Done) on top of the keyboard. A label reports each keyboard notification and its end frame.
final class KeyboardPageView: UIView {
    typealias Field = UITextField

    static let margin: CGFloat = 40
    /// The form's rows: a caption and the traits of its field.
    static let rows: [(caption: String, configure: (Field) -> Void)] = [
        (
            "Name",
            {
                $0.placeholder = "Your name"; $0.autocapitalizationType = .words; $0.returnKeyType = .next
            }
        ),
        (
            "E-mail",
            {
                $0.placeholder = "name@example.com"; $0.keyboardType = .emailAddress; $0.autocapitalizationType = .none;
                $0.returnKeyType = .next
            }
        ),
        (
            "Website",
            {
                $0.placeholder = "example.com"; $0.keyboardType = .URL; $0.autocapitalizationType = .none; $0.returnKeyType = .go
            }
        ),
        (
            "Phone",
            {
                $0.placeholder = "+1 555 0100"; $0.keyboardType = .phonePad
            }
        ),
        (
            "Amount",
            {
                $0.placeholder = "0.00"; $0.keyboardType = .decimalPad
            }
        ),
        (
            "Search",
            {
                $0.placeholder = "Dark keyboard, Search key"; $0.keyboardAppearance = .dark; $0.returnKeyType = .search;
                $0.enablesReturnKeyAutomatically = true
            }
        ),
        (
            "Code",
            {
                $0.placeholder = "ALL CAPITALS"; $0.autocapitalizationType = .allCharacters; $0.returnKeyType = .done
            }
        ),
        (
            "Note",
            {
                $0.placeholder = "Last field: the keyboard covers it"; $0.returnKeyType = .done
            }
        ),
    ]

    let scrollView = UIScrollView()
    private(set) var fields: [Field] = []
    let accessoryBar = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 44))
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    let notificationLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Tap a field: the keyboard slides up, shaped by the field's traits, with a bar of buttons on top. The "
                    + "form's scroll view insets itself by the part the keyboard covers and scrolls the field into view.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        notificationLabel.frame = CGRect(x: Self.margin, y: 108, width: 704, height: 20)
        notificationLabel.font = .systemFont(ofSize: 13)
        notificationLabel.textColor = .gray
        notificationLabel.text = "No keyboard notification yet"
        addSubview(notificationLabel)
        scrollView.frame = CGRect(x: 0, y: 136, width: frame.width, height: max(0, frame.height - 136))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
        buildForm()
        buildAccessoryBar()
        observeKeyboard()
    }

    required init?(coder: NSCoder) { nil }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    /// The field being edited.
    var activeField: Field? { fields.first { $0.isFirstResponder } }

    private func makeField() -> Field {
        let field = Field(frame: .zero)
        field.borderStyle = .roundedRect
        return field
    }

    private func buildForm() {
        for (index, row) in Self.rows.enumerated() {
            let y = 20 + CGFloat(index) * 70
            let caption = UILabel(frame: CGRect(x: Self.margin, y: y, width: 100, height: 36))
            caption.text = row.caption
            caption.font = .systemFont(ofSize: 17)
            scrollView.addSubview(caption)
            let field = makeField()
            field.frame = CGRect(x: Self.margin + 110, y: y, width: 400, height: 36)
            row.configure(field)
            field.inputAccessoryView = accessoryBar
            field.addAction(UIAction { [weak self] _ in self?.fieldDidBeginEditing() }, for: .editingDidBegin)
            field.addAction(UIAction { [weak self] _ in self?.moveToField(by: 1) }, for: .editingDidEndOnExit)
            scrollView.addSubview(field)
            fields.append(field)
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: 20 + CGFloat(Self.rows.count) * 70 + 20)
    }

    private func buildAccessoryBar() {
        accessoryBar.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: accessoryBar.bounds.width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        hairline.autoresizingMask = [.flexibleWidth]
        accessoryBar.addSubview(hairline)
        for (button, title, x) in [(previousButton, "Previous", CGFloat(12)), (nextButton, "Next", 112)] {
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: x, y: 0, width: 90, height: 44)
            accessoryBar.addSubview(button)
        }
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: accessoryBar.bounds.width - 92, y: 0, width: 80, height: 44)
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        accessoryBar.addSubview(doneButton)
        previousButton.addAction(UIAction { [weak self] _ in self?.moveToField(by: -1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [weak self] _ in self?.moveToField(by: 1) }, for: .touchUpInside)
        doneButton.addAction(UIAction { [weak self] _ in self?.endEditing(true) }, for: .touchUpInside)
    }

    /// Next or previous field; past the last one, editing ends.
    func moveToField(by step: Int) {
        guard let active = activeField, let index = fields.firstIndex(where: { $0 === active }) else { return }
        let target = index + step
        if fields.indices.contains(target) { _ = fields[target].becomeFirstResponder() } else { endEditing(true) }
    }

    // MARK: Keeping the field visible

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: KeyboardPageView.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: KeyboardPageView.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
        for name in [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ] {
            center.addObserver(self, selector: KeyboardPageView.report, name: name, object: nil)
        }
    }

    /// The keyboard is coming: inset the scroll view by the part of it the keyboard will cover (its end
    /// frame, in screen coordinates, converted to the scroll view's), then scroll the field into view.
    func keyboardWillShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = scrollView.convert(value.cgRectValue, from: nil)
        let covered = max(0, scrollView.bounds.maxY - keyboard.minY)
        scrollView.contentInset.bottom = covered
        scrollView.scrollIndicatorInsets.bottom = covered
        if let field = activeField { scrollView.scrollRectToVisible(field.frame.insetBy(dx: 0, dy: -10), animated: true) }
    }

    /// The keyboard is going: the scroll view takes its whole height again.
    func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
        scrollView.scrollIndicatorInsets.bottom = 0
    }

    /// Moving between fields with the keyboard up posts no notification: scroll to the new field.
    private func fieldDidBeginEditing() {
        guard scrollView.contentInset.bottom > 0, let field = activeField else { return }
        scrollView.scrollRectToVisible(field.frame.insetBy(dx: 0, dy: -10), animated: true)
    }

    private func report(_ notification: Notification) {
        let name = notification.name.rawValue.replacingOccurrences(of: "Notification", with: "")
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        notificationLabel.text = "\(name): end frame \(NSCoder.string(for: end))"
    }
}
