import UIKit

/// UIButton: every type in every state (normal, highlighted, selected, disabled, set in code), then the
/// custom buttons as real UIButtons: "Pay Tribute" (the coin
/// background and image, the attributed title, shrinking while pressed), a rounded-rect
/// button ("Test", "Selected" while pressed), a bordered button (layer border 2, corner
/// radius 5), an image right of its title (insets), a tint-following
/// attributed title, and a live button counting its taps and showing the events it sent.
final class ButtonsPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let columnX: [CGFloat] = [200, 340, 480, 620]
    static let columns = ["Normal", "Highlighted", "Selected", "Disabled"]
    static let rows: [(String, UIButton.ButtonType)] = [
        ("Custom", .custom), ("System", .system), ("Detail disclosure", .detailDisclosure),
        ("Info light", .infoLight), ("Info dark", .infoDark), ("Contact add", .contactAdd),
    ]
    static let gridTop: CGFloat = 140
    static let rowHeight: CGFloat = 46
    static let examplesTop: CGFloat = 432

    /// The grid, by row then column.
    private(set) var grid: [[UIButton]] = []
    let payTribute = PayTributeButton.make()
    let payTributePressed = PayTributeButton.make()
    let roundedRect = UIButton(type: .roundedRect)
    let bordered = UIButton(type: .system)
    let imageRight = UIButton(type: .system)
    let tintedTitle = TintedTitleButton(type: .system)
    let tapButton = UIButton(type: .system)
    let tapLabel = UILabel()
    private(set) var taps = 0
    private(set) var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Each type in each state, set in code; then the seeds' buttons. System buttons follow the tint and fade "
                    + "while pressed; custom buttons darken their images. Press and hold any of them.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildGrid()
        buildExamples()
    }

    required init?(coder: NSCoder) { nil }

    private func buildGrid() {
        for (row, (name, type)) in Self.rows.enumerated() {
            var buttons: [UIButton] = []
            for column in Self.columns.indices {
                let button = UIButton(type: type)
                if type == .custom {
                    button.setTitle(name, for: .normal)
                    button.setBackgroundImage(Self.slateBackground, for: .normal)
                    button.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
                } else if type == .system {
                    button.setTitle(name, for: .normal)
                    button.sizeToFit()
                }
                button.frame.origin = CGPoint(
                    x: Self.columnX[column],
                    y: Self.gridTop + CGFloat(row) * Self.rowHeight + (32 - button.frame.height) / 2)
                switch column {
                case 1: button.isHighlighted = true
                case 2: button.isSelected = true
                case 3: button.isEnabled = false
                default: break
                }
                addSubview(button)
                buttons.append(button)
            }
            grid.append(buttons)
        }
    }

    private func buildExamples() {
        let y = Self.examplesTop + 36
        payTribute.frame.origin = CGPoint(x: Self.margin, y: y)
        payTributePressed.frame.origin = CGPoint(x: Self.margin + 180, y: y)
        payTributePressed.isHighlighted = true

        // A rounded-rect button at its own size, 100 × 44.
        roundedRect.setTitle("Test", for: .normal)
        roundedRect.setTitle("Selected", for: .highlighted)
        roundedRect.frame = CGRect(x: Self.margin + 400, y: y + 2, width: 100, height: 44)

        // A bordered button: layer.borderWidth 2 and layer.cornerRadius 5.
        bordered.setTitle("Bordered", for: .normal)
        bordered.frame = CGRect(x: Self.margin + 530, y: y + 6, width: 110, height: 36)
        bordered.layer.borderWidth = 2
        bordered.layer.cornerRadius = 5
        bordered.layer.borderColor = bordered.tintColor.cgColor

        let second = y + 84
        imageRight.setTitle("Next", for: .normal)
        imageRight.setImage(Self.chevron, for: .normal)
        imageRight.sizeToFit()
        let titleWidth = imageRight.titleRect(forContentRect: imageRight.bounds).width
        let imageWidth = Self.chevron.size.width
        imageRight.titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageWidth, bottom: 0, right: imageWidth)
        imageRight.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth + 4, bottom: 0, right: -titleWidth - 4)
        imageRight.frame.origin = CGPoint(x: Self.margin, y: second + 9)

        tintedTitle.setAttributedTitle(
            NSAttributedString(
                string: "Tinted attributed title",
                attributes: [
                    .font: UIFont.italicSystemFont(ofSize: 17), .underlineStyle: 1,
                ]), for: .normal)
        tintedTitle.sizeToFit()
        tintedTitle.frame.origin = CGPoint(x: Self.margin + 130, y: second + 9)

        tapButton.setTitle("Tap me", for: .normal)
        tapButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        tapButton.sizeToFit()
        tapButton.frame.origin = CGPoint(x: Self.margin + 400, y: second + 9)
        tapButton.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .primaryActionTriggered)
        let names: [(String, UIControl.Event)] = [
            ("down", .touchDown), ("drag in", .touchDragInside), ("drag out", .touchDragOutside),
            ("exit", .touchDragExit), ("enter", .touchDragEnter), ("up inside", .touchUpInside),
            ("up outside", .touchUpOutside), ("cancel", .touchCancel), ("primary", .primaryActionTriggered),
        ]
        for (name, event) in names {
            tapButton.addAction(UIAction { [weak self] _ in self?.record(name) }, for: event)
        }
        tapLabel.frame = CGRect(x: Self.margin + 490, y: second, width: 254, height: 48)
        tapLabel.numberOfLines = 2
        tapLabel.font = .systemFont(ofSize: 13)
        tapLabel.textColor = .darkGray
        updateTapLabel()

        [payTribute, payTributePressed, roundedRect, bordered, imageRight, tintedTitle, tapButton, tapLabel].forEach(addSubview)
    }

    private func tapped() {
        taps += 1
        updateTapLabel()
    }

    private func record(_ name: String) {
        if events.last != name { events.append(name) }
        if events.count > 6 { events.removeFirst(events.count - 6) }
        updateTapLabel()
    }

    private func updateTapLabel() {
        tapLabel.text = "Taps: \(taps)\n" + (events.isEmpty ? "Events appear here" : events.joined(separator: ", "))
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Buttons" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let header: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText,
        ]
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        for (index, name) in Self.columns.enumerated() {
            (name as NSString).draw(at: CGPoint(x: Self.columnX[index], y: Self.gridTop - 24), withAttributes: header)
        }
        for (index, row) in Self.rows.enumerated() {
            (row.0 as NSString).draw(
                at: CGPoint(x: Self.margin, y: Self.gridTop + CGFloat(index) * Self.rowHeight + 8), withAttributes: header)
        }
        ("Seed examples" as NSString).draw(
            at: CGPoint(x: Self.margin, y: Self.examplesTop),
            withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: CatalogColors.text,
            ])
        let y = Self.examplesTop + 36 + 54
        ("Figure 12-16 (E13.1, E13.2)" as NSString).draw(at: CGPoint(x: Self.margin, y: y), withAttributes: caption)
        ("…highlighted (set in code)" as NSString).draw(at: CGPoint(x: Self.margin + 180, y: y), withAttributes: caption)
        ("Seed 004 E3" as NSString).draw(at: CGPoint(x: Self.margin + 400, y: y), withAttributes: caption)
        ("Border 2, radius 5" as NSString).draw(at: CGPoint(x: Self.margin + 530, y: y), withAttributes: caption)
        let second = y + 30 + 48 + 6
        ("Image right (insets)" as NSString).draw(at: CGPoint(x: Self.margin, y: second), withAttributes: caption)
        ("Seed 000 E13.4: tint on an attributed title" as NSString).draw(
            at: CGPoint(x: Self.margin + 130, y: second), withAttributes: caption)
    }

    // MARK: Images

    /// A dark slate rounded rectangle, resizable (caps 8), behind the custom buttons' white titles.
    static let slateBackground: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 17, height: 17), format: format).image { _ in
            UIColor(red: 0.22, green: 0.27, blue: 0.34, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 17, height: 17), cornerRadius: 6).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
    }()

    /// A right-pointing chevron, 9 × 14, drawn as a template by system buttons.
    static let chevron: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 9, height: 14), format: format).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: 7, y: 7))
            path.addLine(to: CGPoint(x: 1.5, y: 12.5))
            path.lineWidth = 2
            CatalogColors.text.setStroke()
            path.stroke()
        }
    }()
}

/// A button whose background shrinks by 3 points on each side while pressed, and whose
/// natural size is 20 wider and 16 taller than UIButton's; used for the "Pay Tribute" button.
final class PayTributeButton: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        let result = super.backgroundRect(forBounds: bounds)
        return isHighlighted ? result.insetBy(dx: 3, dy: 3) : result
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height + 16)
    }

    /// The "Pay Tribute" button: the coin stretched from its centre as background and image, the
    /// attributed title for normal, the same in white for highlighted; sized to fit.
    static func make() -> PayTributeButton {
        let b = PayTributeButton(type: .custom)
        let im = GalleryAssets.coin2
        let sz = im.size
        let im2 = im.resizableImage(
            withCapInsets: UIEdgeInsets(
                top: sz.height / 2, left: sz.width / 2,
                bottom: sz.height / 2, right: sz.width / 2), resizingMode: .stretch)
        b.setBackgroundImage(im2, for: .normal)
        b.backgroundColor = .clear
        b.setImage(im2, for: .normal)
        b.setAttributedTitle(TextDrawings.payTributeTitle(highlighted: false), for: .normal)
        b.setAttributedTitle(TextDrawings.payTributeTitle(highlighted: true), for: .highlighted)
        b.adjustsImageWhenHighlighted = true
        // Sized as Auto Layout would size it: to its intrinsic content size (sizeToFit asks
        // sizeThatFits(_:), which this class does not override).
        b.frame.size = b.intrinsicContentSize
        return b
    }
}

/// A system button that colours its attributed title with its tint whenever the tint
/// changes (dimming included).
final class TintedTitleButton: UIButton {
    override func tintColorDidChange() {
        super.tintColorDidChange()
        guard let title = attributedTitle(for: .normal) else { return }
        let mas = NSMutableAttributedString(attributedString: title)
        mas.addAttribute(.foregroundColor, value: tintColor as Any, range: NSRange(location: 0, length: mas.length))
        setAttributedTitle(mas, for: .normal)
    }
}
