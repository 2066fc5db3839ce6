import UIKit

/// UIStackView at work: a sign-up form of nested stack views (rows of a label and a field aligned on
/// their text's baseline, the labels of one width across the rows, a switch that hides a row and the
/// form closes up, two buttons filling equally); an alignment panel driven by a segmented control; and
/// the five distributions side by side. The form and the panel sit in a stack of two columns that turns
/// into one column when the page is narrower than 700 points (rotate to see it).
final class StackViewsPageView: UIView {
    static let margin: CGFloat = 40
    /// Below this page width the form and the alignment panel stack vertically.
    static let twoColumnWidth: CGFloat = 700

    let columns = UIStackView()
    let form = UIStackView()
    let fields: [UITextField]
    let fieldLabels: [UILabel]
    let newsSwitch = UISwitch()
    let newsDetails = CatalogIntroLabel("One e-mail a month, never shared. Turn the switch off: this row hides and the form closes up.")
    let buttons = UIStackView(arrangedSubviews: [OutlinedButton(title: "Cancel"), OutlinedButton(title: "Sign up")])
    let alignmentControl = UISegmentedControl(items: ["Top", "Center", "Bottom", "Baseline"])
    let alignmentDemo = UIStackView()
    /// The five distribution demos, in UIStackView.Distribution order.
    let distributionDemos: [UIStackView]

    override init(frame: CGRect) {
        let rows: [(String, String)] = [("Name", "Jane Appleseed"), ("E-mail", "jane@example.com"), ("Password", "Required")]
        fieldLabels = rows.map { CatalogHeading.section($0.0) }
        fields = rows.map { _ in UITextField() }
        distributionDemos = (0...4).map { _ in UIStackView() }
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let title = CatalogHeading.title("Stack views")
        let intro = CatalogIntroLabel(
            "UIStackView makes the constraints for a row or a column of views: the form, the alignment panel and the "
                + "demos below are stack views. Hide a row with the switch, pick an alignment, rotate to turn two columns into one.")
        let distributionsHeading = CatalogHeading.section("Distributions: the same three labels, the middle one hugging least")
        let (distributionRowViews, captions) = distributionRows()
        let distributions = UIStackView(arrangedSubviews: distributionRowViews)
        distributions.axis = .vertical
        distributions.spacing = 8
        // The captions share one width across the rows (constraints between stack views).
        for caption in captions.dropFirst() { caption.widthAnchor.constraint(equalTo: captions[0].widthAnchor).isActive = true }
        captions[0].widthAnchor.constraint(equalToConstant: 130).isActive = true

        buildForm(rows)
        columns.addArrangedSubview(form)
        columns.addArrangedSubview(alignmentPanel())
        columns.spacing = 24
        columns.alignment = .top

        for view in [title, intro, columns, distributionsHeading, distributions] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate(
            CatalogColumn.constraints(
                [
                    (title, 28, false), (intro, 8, true), (columns, 20, true), (distributionsHeading, 24, false), (distributions, 10, true),
                ], in: self, margin: Self.margin))
    }

    required init?(coder: NSCoder) { nil }

    /// Two columns when there is room, one otherwise (as an app would switch on a size class).
    override func layoutSubviews() {
        super.layoutSubviews()
        let axis: NSLayoutConstraint.Axis = bounds.width >= Self.twoColumnWidth ? .horizontal : .vertical
        if columns.axis != axis {
            columns.axis = axis
            columns.alignment = axis == .horizontal ? .top : .fill
        }
    }

    // MARK: The form

    private func buildForm(_ rows: [(String, String)]) {
        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        form.backgroundColor = UIColor(white: 0.95, alpha: 1)
        form.layer.cornerRadius = 10
        for (index, (_, placeholder)) in rows.enumerated() {
            let field = fields[index], label = fieldLabels[index]
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.backgroundColor = .systemBackground
            label.numberOfLines = 1  // A field's label stays on one line (headings wrap).
            label.setContentHuggingPriority(.init(251), for: .horizontal)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 12
            row.alignment = .firstBaseline
            form.addArrangedSubview(row)
            if index > 0 { label.widthAnchor.constraint(equalTo: fieldLabels[0].widthAnchor).isActive = true }
        }
        fields[1].keyboardType = .emailAddress
        fields[2].isSecureTextEntry = true
        newsSwitch.isOn = true
        newsSwitch.addAction(UIAction { [weak self] _ in self?.newsSwitchChanged() }, for: .valueChanged)
        let newsLabel = UILabel()
        newsLabel.text = "Send me the newsletter"
        let newsRow = UIStackView(arrangedSubviews: [newsSwitch, newsLabel])
        newsRow.spacing = 12
        newsRow.alignment = .center
        form.addArrangedSubview(newsRow)
        newsDetails.font = .systemFont(ofSize: 13)
        form.addArrangedSubview(newsDetails)
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        buttons.arrangedSubviews.forEach { $0.heightAnchor.constraint(equalToConstant: 40).isActive = true }
        form.addArrangedSubview(buttons)
        form.setCustomSpacing(20, after: newsDetails)
        let narrow = form.widthAnchor.constraint(equalToConstant: 380)
        narrow.priority = .defaultHigh
        narrow.isActive = true
    }

    /// The details row hides (and shows) with the switch; the form slides closed in 0.3 s.
    private func newsSwitchChanged() {
        UIView.animate(withDuration: 0.3) {
            self.newsDetails.isHidden = !self.newsSwitch.isOn
            self.layoutIfNeeded()
        }
    }

    // MARK: Alignment

    private func alignmentPanel() -> UIStackView {
        let heading = CatalogHeading.section("Alignment of a row")
        let sizes: [(String, CGFloat, UIColor)] = [("Small", 13, .systemBlue), ("Medium", 24, .systemOrange), ("Large", 36, .systemGreen)]
        for (text, size, colour) in sizes {
            let label = TagLabel()
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: size)
            label.textColor = .white
            label.backgroundColor = colour
            alignmentDemo.addArrangedSubview(label)
        }
        alignmentDemo.spacing = 8
        alignmentDemo.distribution = .equalSpacing
        alignmentDemo.backgroundColor = UIColor(white: 0.95, alpha: 1)
        alignmentDemo.heightAnchor.constraint(equalToConstant: 90).isActive = true
        alignmentControl.selectedSegmentIndex = 0
        alignmentControl.addAction(UIAction { [weak self] _ in self?.alignmentChanged() }, for: .valueChanged)
        alignmentChanged()
        let caption = CatalogHeading.caption("A 90-point row; the labels keep their sizes.")
        let panel = UIStackView(arrangedSubviews: [heading, alignmentControl, alignmentDemo, caption])
        panel.axis = .vertical
        panel.spacing = 10
        panel.alignment = .leading
        alignmentDemo.widthAnchor.constraint(equalTo: panel.widthAnchor).isActive = true
        return panel
    }

    private func alignmentChanged() {
        let choices: [UIStackView.Alignment] = [.top, .center, .bottom, .firstBaseline]
        alignmentDemo.alignment = choices[max(0, alignmentControl.selectedSegmentIndex)]
    }

    // MARK: Distributions

    /// A row per distribution (its caption, then its demo), and the captions.
    private func distributionRows() -> ([UIView], [UILabel]) {
        let names = [".fill", ".fillEqually", ".fillProportionally", ".equalSpacing", ".equalCentering"]
        var captions: [UILabel] = []
        let rows = distributionDemos.enumerated().map { index, demo -> UIView in
            for (text, colour) in [("One", UIColor.systemBlue), ("Second label", .systemOrange), ("Third", .systemGreen)] {
                let label = TagLabel()
                label.text = text
                label.textAlignment = .center
                label.font = .systemFont(ofSize: 15)
                label.textColor = .white
                label.backgroundColor = colour
                demo.addArrangedSubview(label)
            }
            demo.arrangedSubviews[1].setContentHuggingPriority(.init(249), for: .horizontal)
            demo.distribution = UIStackView.Distribution(rawValue: index)!
            demo.spacing = 8
            demo.backgroundColor = UIColor(white: 0.95, alpha: 1)
            demo.heightAnchor.constraint(equalToConstant: 28).isActive = true
            let caption = CatalogHeading.caption(names[index])
            captions.append(caption)
            let row = UIStackView(arrangedSubviews: [caption, demo])
            row.spacing = 12
            row.alignment = .center
            return row
        }
        return (rows, captions)
    }
}

/// A label with 8 points of room either side of its text in its intrinsic size (the text is centred).
final class TagLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height)
    }
}
