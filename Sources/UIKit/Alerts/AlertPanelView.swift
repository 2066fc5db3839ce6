import Foundation

/// The view of a `UIAlertController`, laid out as iOS 7 and 8 lay alerts and action sheets out. Its title,
/// message and button titles are `UILabel`s, its text fields real `UITextField`s.
///
/// - Alert: one rounded, translucent panel 270 points wide (what lies beneath shows blurred through a
///   white wash): the title (bold 17) and message (13) centred, the text fields below them, then the
///   buttons under a hairline, 44 points tall: two side by side (the cancel action on the left), else
///   stacked in the order added with the cancel action last.
/// - Action sheet on a phone: the title and message (grey 13; the title bold when alone) and the buttons
///   (20 points, 57 tall) in one rounded group, the cancel action in a group of its own below it.
/// - Action sheet in a popover (a pad): the same rows, 44 tall, on the popover's panel, without the
///   cancel action (a touch outside the popover cancels).
///
/// The preferred action's title is bold, else the cancel action's; a destructive action is red, a
/// disabled one grey, the others in the tint colour. A finger down on the buttons highlights the one under
/// it and can slide to another; lifting it on an enabled button chooses that action.
final class AlertPanelView: UIView {
    enum Layout {
        case alert, sheet, popoverSheet
    }

    /// The measures of each layout, in points.
    struct Metrics {
        static let alertWidth: CGFloat = 270
        /// A pad's action sheet in its popover: the narrowest popover content (iOS 8 made it 304 points,
        /// narrower than the 320 points popovers here keep at least).
        static let popoverSheetWidth: CGFloat = 320
        static let cornerRadius: CGFloat = 7
        /// The gap between an action sheet's groups, and under the cancel group.
        static let sheetGap: CGFloat = 8
        /// An action sheet's distance from the screen's sides.
        static let sheetMargin: CGFloat = 8
        static let fieldHeight: CGFloat = 25

        let buttonHeight: CGFloat
        let buttonFontSize: CGFloat
        let headerInsets: UIEdgeInsets
        let titleFont: UIFont
        let messageFont: UIFont

        init(_ layout: Layout) {
            switch layout {
            case .alert:
                buttonHeight = 44
                buttonFontSize = 17
                headerInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
                titleFont = .boldSystemFont(ofSize: 17)
                messageFont = .systemFont(ofSize: 13)
            case .sheet, .popoverSheet:
                buttonHeight = layout == .sheet ? 57 : 44
                buttonFontSize = layout == .sheet ? 20 : 17
                headerInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
                titleFont = .boldSystemFont(ofSize: 13)
                messageFont = .systemFont(ofSize: 13)
            }
        }
    }

    var layout: Layout = .alert {
        didSet { if layout != oldValue { rebuild() } }
    }
    /// Whether an action sheet shows in the dark style (a black bar's).
    var isDark = false {
        didSet { if isDark != oldValue { rebuild() } }
    }
    /// Chooses the tapped action.
    var onChoose: ((UIAlertAction) -> Void)?

    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var buttons: [AlertActionButton] = []
    /// The rounded translucent groups: the main one, and an action sheet's cancel group.
    private let mainGroup = AlertGroupView()
    private let cancelGroup = AlertGroupView()
    private var separators: [UIView] = []
    private var fieldBoxes: [AlertFieldBox] = []

    private var actions: [UIAlertAction] = []
    private var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    private var tracked: AlertActionButton?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(mainGroup)
        addSubview(cancelGroup)
        mainGroup.content.addSubview(titleLabel)
        mainGroup.content.addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `title`, `message`, `fields` and `actions` (`preferred` bold).
    func configure(title: String?, message: String?, fields: [UITextField], actions: [UIAlertAction], preferred: UIAlertAction?) {
        titleLabel.text = title
        messageLabel.text = message
        self.fields = fields
        self.actions = actions
        preferredAction = preferred
        rebuild()
    }

    private var metrics: Metrics { Metrics(layout) }
    private var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }
    /// The actions of the main group, in their order: an alert's cancel action last; a sheet's cancel
    /// action goes in its own group, or (in a popover) nowhere.
    private var mainActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard layout == .alert, let cancel = cancelAction else { return others }
        // Two buttons side by side: the cancel action on the left.
        return sideBySide ? [cancel] + others : others + [cancel]
    }
    /// Whether an alert's two buttons sit side by side: exactly two, each title fitting half the width.
    private var sideBySide: Bool {
        guard layout == .alert, actions.count == 2 else { return false }
        let half = Metrics.alertWidth / 2 - 24
        let font = UIFont.boldSystemFont(ofSize: metrics.buttonFontSize)
        return actions.allSatisfy { action in
            ((action.title ?? "") as NSString).size(withAttributes: [.font: font]).width <= half
        }
    }

    private func rebuild() {
        for view in buttons { view.removeFromSuperview() }
        for box in fieldBoxes { box.removeFromSuperview() }
        let metrics = metrics
        // An action sheet's title is bold only without a message.
        let hasMessage = !(messageLabel.text ?? "").isEmpty
        titleLabel.font = layout != .alert && hasMessage ? metrics.messageFont : metrics.titleFont
        messageLabel.font = metrics.messageFont
        let headerColor = layout == .alert ? AlertColors.alertText(dark: isDark) : AlertColors.sheetText(dark: isDark)
        titleLabel.textColor = headerColor
        messageLabel.textColor = headerColor
        let emphasized = preferredAction ?? cancelAction
        buttons = actions.map { action in
            let button = AlertActionButton(action: action, fontSize: metrics.buttonFontSize)
            button.isEmphasized = action === emphasized
            button.isDark = isDark
            return button
        }
        fieldBoxes = fields.map { AlertFieldBox(field: $0) }
        for box in fieldBoxes { mainGroup.content.addSubview(box) }
        for button in buttons where button.action.style != .cancel || layout == .alert {
            mainGroup.content.addSubview(button)
        }
        if layout == .sheet, let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            cancelGroup.content.addSubview(cancel)
        }
        mainGroup.isDark = isDark
        cancelGroup.isDark = isDark
        mainGroup.drawsPanel = layout != .popoverSheet
        cancelGroup.isHidden = layout != .sheet || cancelAction == nil
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func button(for action: UIAlertAction) -> AlertActionButton? { buttons.first { $0.action === action } }

    // MARK: Layout

    /// The height of `label`'s text wrapped to `width`, in whole points (so that the parts below sit on
    /// whole points).
    private static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    /// Where the header's parts go in a panel `width` wide (nil for an empty title or message), and the
    /// header's height (0 when it has nothing).
    private func headerLayout(width: CGFloat) -> (title: CGRect?, message: CGRect?, fields: [CGRect], height: CGFloat) {
        let insets = metrics.headerInsets
        let textWidth = width - insets.left - insets.right
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        guard hasTitle || hasMessage || !fields.isEmpty else { return (nil, nil, [], 0) }
        var y = insets.top
        var title: CGRect?, message: CGRect?
        if hasTitle {
            title = CGRect(x: insets.left, y: y, width: textWidth, height: Self.height(of: titleLabel, width: textWidth))
            y += title!.height
        }
        if hasMessage {
            if hasTitle { y += 2 }
            message = CGRect(x: insets.left, y: y, width: textWidth, height: Self.height(of: messageLabel, width: textWidth))
            y += message!.height
        }
        var fieldFrames: [CGRect] = []
        if !fields.isEmpty {
            if hasTitle || hasMessage { y += 14 }
            // The boxes overlap by a pixel: one border between two fields.
            let pixel = 1 / max(1, traitCollection.displayScale)
            for index in fields.indices {
                let top = y + CGFloat(index) * (Metrics.fieldHeight - pixel)
                fieldFrames.append(CGRect(x: insets.left, y: top, width: textWidth, height: Metrics.fieldHeight))
            }
            y += CGFloat(fields.count) * Metrics.fieldHeight
        }
        return (title, message, fieldFrames, y + insets.bottom)
    }

    /// The height of the panel `width` wide with everything shown.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let main = mainActions.count
        let rows = sideBySide ? 1 : main
        var height = headerLayout(width: width).height + CGFloat(rows) * metrics.buttonHeight
        if layout == .sheet, cancelAction != nil { height += Metrics.sheetGap + metrics.buttonHeight }
        return height
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(width: size.width))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let metrics = metrics
        let width = bounds.width
        let pixel = 1 / max(1, traitCollection.displayScale)
        let hasCancelGroup = layout == .sheet && cancelAction != nil
        let cancelHeight = hasCancelGroup ? metrics.buttonHeight : 0
        let mainHeight = bounds.height - (hasCancelGroup ? cancelHeight + Metrics.sheetGap : 0)
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: max(0, mainHeight))
        cancelGroup.frame = CGRect(x: 0, y: bounds.height - cancelHeight, width: width, height: cancelHeight)
        if let cancel = buttons.first(where: { $0.action.style == .cancel }), hasCancelGroup {
            cancel.frame = cancelGroup.bounds
        }

        // The header.
        let header = headerLayout(width: width)
        titleLabel.isHidden = header.title == nil
        messageLabel.isHidden = header.message == nil
        if let frame = header.title { titleLabel.frame = frame }
        if let frame = header.message { messageLabel.frame = frame }
        for (box, frame) in zip(fieldBoxes, header.fields) { box.frame = frame }

        // The buttons, under hairlines; the group scrolls when they do not all fit.
        var y = header.height
        let main = mainActions.compactMap { button(for: $0) }
        let separatorColor = AlertColors.separator(dark: isDark)
        func separator(_ frame: CGRect) {
            let line = UIView(frame: frame)
            line.backgroundColor = separatorColor
            line.isUserInteractionEnabled = false
            mainGroup.content.addSubview(line)
            separators.append(line)
        }
        for line in separators { line.removeFromSuperview() }
        separators = []
        if sideBySide {
            let half = (width / 2).rounded()
            main[0].frame = CGRect(x: 0, y: y, width: half, height: metrics.buttonHeight)
            main[1].frame = CGRect(x: half, y: y, width: width - half, height: metrics.buttonHeight)
            separator(CGRect(x: 0, y: y, width: width, height: pixel))
            separator(CGRect(x: half, y: y, width: pixel, height: metrics.buttonHeight))
        } else {
            for (index, button) in main.enumerated() {
                button.frame = CGRect(x: 0, y: y, width: width, height: metrics.buttonHeight)
                if index > 0 || header.height > 0 { separator(CGRect(x: 0, y: y, width: width, height: pixel)) }
                y += metrics.buttonHeight
            }
        }
        mainGroup.content.contentSize = CGSize(width: width, height: sideBySide ? header.height + metrics.buttonHeight : y)
    }

    // MARK: Touches

    /// The enabled or disabled button under `touch`, if any.
    private func button(at touch: UITouch) -> AlertActionButton? {
        buttons.first { $0.superview != nil && $0.bounds.contains(touch.location(in: $0)) && !$0.bounds.isEmpty }
    }

    private func track(_ touch: UITouch) {
        let button = button(at: touch)
        tracked = button
        for each in buttons { each.isHighlighted = each === button }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { track(touch) }
        let chosen = tracked
        tracked = nil
        for button in buttons { button.isHighlighted = false }
        if let chosen, chosen.action.isEnabled { onChoose?(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracked = nil
        for button in buttons { button.isHighlighted = false }
    }
}

/// One rounded, translucent group of an alert or action sheet: what lies beneath, blurred, under a white
/// (or, dark, a near-black) wash, clipped to rounded corners. In a popover it draws nothing (the popover's
/// panel shows). Its content scrolls when the group is shorter than it (more buttons than the screen
/// holds).
final class AlertGroupView: UIView {
    let content = UIScrollView()
    private let backdrop = BackdropView()

    var isDark = false { didSet { applyLook() } }
    var drawsPanel = true { didSet { applyLook() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(backdrop)
        addSubview(content)
        content.showsHorizontalScrollIndicator = false
        applyLook()
    }

    required init?(coder: NSCoder) { return nil }

    private func applyLook() {
        layer.cornerRadius = drawsPanel ? AlertPanelView.Metrics.cornerRadius : 0
        backdrop.isHidden = !drawsPanel
        backdrop.backdropLayer.blurRadius = BarBackgroundView.blurRadius
        backdrop.backdropLayer.saturation = BarBackgroundView.saturation
        backdrop.backgroundColor = AlertColors.wash(dark: isDark)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
        content.frame = bounds
    }
}

/// An alert's text field in its box: a white field with a thin grey border; the boxes of several fields
/// stack with one border between them.
final class AlertFieldBox: UIView {
    let field: UITextField

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        backgroundColor = AlertColors.fieldBackground
        layer.borderWidth = 0.5
        addSubview(field)
        applyBorderColor()
    }

    /// The border's colour for the interface style (a layer's colour does not follow it by itself).
    private func applyBorderColor() {
        layer.borderColor = AlertColors.fieldBorder.resolvedColor(with: traitCollection).cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyBorderColor()
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        field.frame = bounds.insetBy(dx: 4, dy: 0)
    }
}
