import UIKit

/// UITextField: the four border styles, a disabled field and a background image (left column), then
/// delegate examples (right column): a field whose `textFieldShouldReturn(_:)` resigns (Return
/// dismisses the keyboard), a field that dismisses through an Editing Did End On Exit
/// action and a delegate that accepts only digits
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`), at the top because the
/// keyboard covers the bottom half; then the placeholder, secure entry, the clear
/// button with clearsOnBeginEditing, left and right views. A caption sits above each
/// field; the status line reports the delegate's last call.
final class TextFieldsPageView: CatalogDrawingView, UITextFieldDelegate {
    static let margin: CGFloat = 40
    static let rightColumnX: CGFloat = 400
    static let fieldWidth: CGFloat = 320
    static let rowHeight: CGFloat = 64
    static let top: CGFloat = 120
    static let captionFont = UIFont.systemFont(ofSize: 12)

    /// One captioned field.
    struct Example {
        let caption: String
        let field: UITextField
    }

    private(set) var examples: [Example] = []
    /// The Return-resigns field, the exit-action field and the digits field.
    let returnField = UITextField()
    let exitField = UITextField()
    let digitsField = UITextField()
    let status = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "UITextField's border styles, then the seeds' fields. Tap a field to edit it and type; Return "
                    + "dismisses the keyboard where a delegate or an Editing Did End On Exit action says so.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildBorderColumn()
        buildSeedColumn()
        status.frame = CGRect(x: Self.margin, y: Self.top + 6 * Self.rowHeight + 8, width: Self.fieldWidth, height: 40)
        status.font = .systemFont(ofSize: 13)
        status.textColor = .darkGray
        status.numberOfLines = 2
        status.text = "The delegate's last call shows here."
        addSubview(status)
    }

    required init?(coder: NSCoder) { nil }

    /// The field whose caption is `caption`.
    func field(_ caption: String) -> UITextField? { examples.first { $0.caption == caption }?.field }

    private func add(_ caption: String, _ field: UITextField, column x: CGFloat, row: Int) {
        let y = Self.top + CGFloat(row) * Self.rowHeight
        let label = UILabel(frame: CGRect(x: x, y: y, width: Self.fieldWidth, height: 16))
        label.font = Self.captionFont
        label.textColor = .gray
        label.text = caption
        addSubview(label)
        field.frame = CGRect(x: x, y: y + 20, width: Self.fieldWidth, height: 30)
        addSubview(field)
        examples.append(Example(caption: caption, field: field))
    }

    // MARK: Left column: border styles

    private func buildBorderColumn() {
        let styles: [(String, UITextField.BorderStyle)] = [
            (".none: no border", .none), (".line: a thin dark grey rectangle", .line),
            (".bezel: a chiselled, inset border", .bezel), (".roundedRect: iOS 7's rounded field", .roundedRect),
        ]
        for (row, (caption, style)) in styles.enumerated() {
            let field = UITextField()
            field.borderStyle = style
            field.text = "Border style \(caption.split(separator: ":")[0])"
            add(caption, field, column: Self.margin, row: row)
        }
        let disabled = UITextField()
        disabled.borderStyle = .roundedRect
        disabled.text = "Not editable"
        disabled.isEnabled = false
        add("isEnabled = false", disabled, column: Self.margin, row: 4)

        let background = UITextField()
        background.borderStyle = .bezel
        background.background = Self.backgroundImage
        background.placeholder = "A stretched image, no bezel"
        add("background: an image replaces the bezel border", background, column: Self.margin, row: 5)
    }

    // MARK: Right column: the delegate examples

    private func buildSeedColumn() {
        let x = Self.rightColumnX
        let placeholder = UITextField()
        placeholder.borderStyle = .roundedRect
        placeholder.placeholder = "Your Name Here"
        add("placeholder (seed 003)", placeholder, column: x, row: 3)

        let secure = UITextField()
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "password"
        secure.clearButtonMode = .whileEditing
        add("isSecureTextEntry, clear button while editing", secure, column: x, row: 4)

        let clearing = UITextField()
        clearing.borderStyle = .roundedRect
        clearing.text = "Cleared when editing begins"
        clearing.clearButtonMode = .always
        clearing.clearsOnBeginEditing = true
        add("clearButtonMode = .always, clearsOnBeginEditing", clearing, column: x, row: 5)

        let views = UITextField()
        views.borderStyle = .roundedRect
        views.placeholder = "Search"
        views.leftView = Self.magnifier()
        views.leftViewMode = .always
        let count = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 30))
        count.text = "0/40"
        count.font = .systemFont(ofSize: 12)
        count.textColor = .gray
        views.rightView = count
        views.rightViewMode = .whileEditing
        views.addAction(UIAction { [weak views, weak count] _ in count?.text = "\(views?.text?.count ?? 0)/40" }, for: .editingChanged)
        add("leftView (always), rightView (while editing)", views, column: x, row: 6)

        returnField.borderStyle = .roundedRect
        returnField.placeholder = "Type, then press Return"
        returnField.returnKeyType = .done
        returnField.delegate = self
        add("Seed 004 E7: textFieldShouldReturn resigns", returnField, column: x, row: 0)

        exitField.borderStyle = .roundedRect
        exitField.placeholder = "Return ends editing (no delegate)"
        exitField.addAction(
            UIAction { [weak self] _ in self?.status.text = "Editing Did End On Exit: the field resigned." },
            for: .editingDidEndOnExit)
        add("an Editing Did End On Exit action", exitField, column: x, row: 1)

        digitsField.borderStyle = .roundedRect
        digitsField.placeholder = "Digits only"
        digitsField.keyboardType = .numberPad
        digitsField.delegate = self
        add("shouldChangeCharactersIn: digits only", digitsField, column: x, row: 2)
    }

    // MARK: UITextFieldDelegate (the Return field and the digits field)

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        // Resign first responder and return true; the keyboard goes away.
        textField.resignFirstResponder()
        status.text = "textFieldShouldReturn: resigned first responder."
        // For the Xvfb typing test (Tests/BackendTests/CatalogTypingTests.swift), which reads it back.
        say("uikit-catalog: text field returned \"\(textField.text ?? "")\"")
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === digitsField else { return true }
        let allowed = string.allSatisfy { $0.isASCII && $0.isNumber }
        if !allowed { status.text = "shouldChangeCharactersIn: \"\(string)\" refused." }
        return allowed
    }

    // MARK: Images

    /// A 26x16 view with a grey magnifying glass, 6 points from its left edge.
    static func magnifier() -> UIView {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { _ in
            let lens = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 9, height: 9))
            lens.move(to: CGPoint(x: 8.5, y: 8.5))
            lens.addLine(to: CGPoint(x: 13, y: 13))
            lens.lineWidth = 1.6
            UIColor.gray.setStroke()
            lens.stroke()
        }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 26, height: 16))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 8, y: 1, width: 14, height: 14)
        holder.addSubview(view)
        return holder
    }

    /// A pale yellow rounded swatch with an amber outline, stretched by its caps.
    static let backgroundImage: UIImage = {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in
            let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 38, height: 28), cornerRadius: 10)
            UIColor(red: 1, green: 0.97, blue: 0.85, alpha: 1).setFill()
            path.fill()
            UIColor.systemOrange.setStroke()
            path.lineWidth = 2
            path.stroke()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }()
}
