/// The view a cell shows for a standard accessory type, iOS 7's look: the grey chevron, the tinted
/// checkmark, the tinted info button, or the info button followed by the chevron. Only the info button
/// takes touches; a tap on it runs `detailTapped`.
final class CellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType
    /// Runs when the info button is tapped.
    var detailTapped: (() -> Void)?
    private var glyphViews: [(CellGlyph, UIImageView)] = []
    private(set) var detailButton: UIButton?
    /// The space between the info button and the chevron of `.detailDisclosureButton`.
    static let detailToChevronSpacing: CGFloat = 12

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        switch type {
        case .none: break
        case .disclosureIndicator: addGlyph(.disclosureChevron)
        case .checkmark: addGlyph(.checkmark)
        case .detailButton: addDetailButton()
        case .detailDisclosureButton:
            addDetailButton()
            addGlyph(.disclosureChevron)
        }
        isUserInteractionEnabled = detailButton != nil
        frame.size = naturalSize
    }

    required init?(coder: NSCoder) { return nil }

    private func addGlyph(_ glyph: CellGlyph) {
        let view = UIImageView(image: glyph.image(scale: UIScreen.main.scale))
        view.isUserInteractionEnabled = false
        addSubview(view)
        glyphViews.append((glyph, view))
    }

    private func addDetailButton() {
        let button = UIButton(type: .detailDisclosure)
        button.frame.size = ButtonGlyphs.size
        button.addAction(UIAction { [weak self] _ in self?.detailTapped?() }, for: .touchUpInside)
        addSubview(button)
        detailButton = button
    }

    /// The size of the accessory: its glyphs side by side.
    var naturalSize: CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        if detailButton != nil {
            width += ButtonGlyphs.size.width
            height = ButtonGlyphs.size.height
        }
        for (glyph, _) in glyphViews {
            width += (width > 0 ? Self.detailToChevronSpacing : 0) + glyph.size.width
            height = max(height, glyph.size.height)
        }
        return CGSize(width: width, height: height)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let scale = window?.screen.scale else { return }
        for (glyph, view) in glyphViews where view.image?.scale != scale { view.image = glyph.image(scale: scale) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        if let detailButton {
            detailButton.frame = CGRect(x: 0, y: (bounds.height - ButtonGlyphs.size.height) / 2, width: 22, height: 22)
            x = detailButton.frame.maxX + Self.detailToChevronSpacing
        }
        for (glyph, view) in glyphViews {
            view.frame = CGRect(x: x, y: (bounds.height - glyph.size.height) / 2, width: glyph.size.width, height: glyph.size.height)
            x = view.frame.maxX
        }
    }
}

/// A cell's editing control, iOS 7's look: a red circle with a white minus (delete) or a green circle with a
/// white plus (insert), 22 points across, 15 points from the cell's left edge, centred vertically in a
/// 38-point strip that a tap anywhere in triggers. While the delete confirmation shows, the minus turns
/// upright.
final class CellEditingControl: UIControl {
    let style: UITableViewCell.EditingStyle
    private let circle: UIImageView
    /// The width of the strip at the cell's left that the control takes and the content moves aside for.
    static let width: CGFloat = 38
    /// The distance of the circle from the strip's left edge.
    static let circleInset: CGFloat = 15

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        circle = UIImageView(image: (style == .insert ? CellGlyph.insertControl : .deleteControl).image(scale: UIScreen.main.scale))
        super.init(frame: .zero)
        circle.isUserInteractionEnabled = false
        addSubview(circle)
    }

    required init?(coder: NSCoder) { return nil }

    /// Whether the minus shows turned upright (the delete confirmation is showing).
    var isRotated = false {
        didSet { if isRotated != oldValue { circle.transform = isRotated ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity } }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let scale = window?.screen.scale, circle.image?.scale != scale else { return }
        circle.image = (style == .insert ? CellGlyph.insertControl : .deleteControl).image(scale: scale)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        circle.bounds = CGRect(origin: .zero, size: CellGlyph.deleteControl.size)
        circle.center = CGPoint(x: Self.circleInset + 11, y: (bounds.height / 2).rounded())
    }
}

/// A cell's reorder control, iOS 7's look: three grey lines, 15 points from the cell's right edge, centred
/// in a 48-point strip. It takes touches so that the table can track a drag from it; the table moves the row.
final class CellReorderControl: UIView {
    private let grip: UIImageView
    /// The width of the strip at the cell's right that the control takes.
    static let width: CGFloat = 48

    override init(frame: CGRect) {
        grip = UIImageView(image: CellGlyph.reorderGrip.image(scale: UIScreen.main.scale))
        super.init(frame: frame)
        grip.isUserInteractionEnabled = false
        addSubview(grip)
    }

    required init?(coder: NSCoder) { return nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let scale = window?.screen.scale, grip.image?.scale != scale else { return }
        grip.image = CellGlyph.reorderGrip.image(scale: scale)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = CellGlyph.reorderGrip.size
        grip.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
}
