import Foundation

/// A view of drums (components) that the user turns to choose a row of each: iOS 7's picker. Each drum
/// is a cylinder seen in perspective, its rows shrinking and fading round its curve; the rows in the
/// selection band across the middle show in black, the rest in grey. A flicked drum spins with the
/// scroll views' momentum and comes to rest on a row; touching a row above or below the band turns it
/// into the band. The delegate hears `pickerView(_:didSelectRow:inComponent:)` once a drum the user
/// turned comes to rest on a new row.
///
/// The data source gives the number of components and rows; the delegate gives each row's title,
/// attributed title or view, and the components' widths and row heights. The picker asks again only on
/// `reloadAllComponents()` and `reloadComponent(_:)`.
///
/// Its height is 216 points unless set otherwise; a height under 162 points is raised to 162.
///
/// Source: Apple, UIPickerView.
@MainActor
open class UIPickerView: UIView {
    /// The height of a row when the delegate does not say.
    nonisolated static let defaultRowHeight: CGFloat = 32
    /// The picker's height when none is given.
    nonisolated static let defaultHeight: CGFloat = 216
    /// The least height the picker takes.
    nonisolated static let minimumHeight: CGFloat = 162
    /// The space between two components.
    nonisolated static let componentSpacing: CGFloat = 5

    /// Supplies the number of components and rows (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Supplies the rows' content and the components' sizes, and hears about selections (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Whether the two lines above and below the selection band are shown (false by default).
    open var showsSelectionIndicator = false { didSet { selectionLines.forEach { $0.isHidden = !showsSelectionIndicator } } }

    /// One drum per component, and over each the band that shows its rows in black.
    var drums: [PickerDrum] = []
    private var bands: [UIView] = []
    private let selectionLines = [UIView(), UIView()]

    public override init(frame: CGRect) {
        super.init(frame: UIPickerView.adjusted(frame))
        clipsToBounds = true
        for line in selectionLines {
            line.backgroundColor = UIColor(white: 0.8, alpha: 1)
            line.isHidden = true
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { nil }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = UIPickerView.adjusted(newValue) }
    }

    /// A frame with no height gets the default one, and one too short the least.
    private static func adjusted(_ frame: CGRect) -> CGRect {
        var frame = frame
        if frame.height <= 0 || !frame.height.isFinite {
            frame.size.height = defaultHeight
        } else if frame.height < minimumHeight {
            frame.size.height = minimumHeight
        }
        return frame
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIPickerView.defaultHeight)
    }

    // MARK: Content

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int { drums.count }

    /// The number of rows of `component`, as the data source last said (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        drums.indices.contains(component) ? drums[component].rowCount : 0
    }

    /// The size of `component`'s rows: its width and row height (zero for a component that does not exist).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard drums.indices.contains(component) else { return .zero }
        return CGSize(width: drums[component].bounds.width, height: drums[component].rowHeight)
    }

    /// The view the delegate supplied for `row` of `component`, while that row is on the drum; nil when
    /// it is not, or the rows show titles.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard drums.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return drums[component].suppliedView(forRow: row)
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while drums.count > count {
            drums.removeLast().removeFromSuperview()
            bands.removeLast().removeFromSuperview()
        }
        while drums.count < count {
            let drum = PickerDrum(picker: self, component: drums.count)
            let band = UIView()
            band.clipsToBounds = true
            band.isUserInteractionEnabled = false
            insertSubview(drum, belowSubview: selectionLines[0])
            insertSubview(band, aboveSubview: drum)
            drums.append(drum)
            bands.append(band)
            drum.band = band
        }
        for component in drums.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows, keeping its selected row where it
    /// still exists.
    open func reloadComponent(_ component: Int) {
        guard drums.indices.contains(component) else { return }
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        drums[component].reload(rowCount: rows, rowHeight: height.isFinite && height > 0 ? height : UIPickerView.defaultRowHeight)
        setNeedsLayout()
    }

    // MARK: Selection

    /// The row `component` shows in the selection band (its last resting row while it spins); -1 when
    /// it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        drums.indices.contains(component) ? drums[component].selectedRow : -1
    }

    /// Turns `component` to `row` (clamped to its rows), sliding when `animated`. The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard drums.indices.contains(component) else { return }
        layoutIfNeeded()
        drums[component].select(row, animated: animated)
    }

    /// A drum the user turned came to rest on a new row.
    func drum(_ drum: PickerDrum, didSettleOn row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: drum.component)
    }

    // MARK: Layout

    /// The width `component` gets when the delegate does not say: the picker's width, less the space
    /// between components, shared equally.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(1, drums.count))
        return max(0, (bounds.width - UIPickerView.componentSpacing * (count - 1)) / count)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = drums.indices.map { component -> CGFloat in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultWidth(forComponent: component)
            return width.isFinite ? max(0, width) : 0
        }
        // The components side by side, centred; wider than the picker, they are cut off at its edges.
        let total = widths.reduce(0, +) + UIPickerView.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = ((bounds.width - total) / 2).rounded()
        for (component, drum) in drums.enumerated() {
            let frame = CGRect(x: x, y: 0, width: widths[component], height: bounds.height)
            if drum.frame != frame { drum.frame = frame }
            bands[component].frame = CGRect(
                x: frame.minX, y: ((bounds.height - drum.rowHeight) / 2).rounded(), width: frame.width, height: drum.rowHeight)
            x += widths[component] + UIPickerView.componentSpacing
        }
        let bandHeight = drums.first?.rowHeight ?? UIPickerView.defaultRowHeight
        let top = ((bounds.height - bandHeight) / 2).rounded()
        let line = 1 / max(1, traitCollection.displayScale)
        selectionLines[0].frame = CGRect(x: 0, y: top - line, width: bounds.width, height: line)
        selectionLines[1].frame = CGRect(x: 0, y: top + bandHeight, width: bounds.width, height: line)
    }

    /// The row view the delegate gets by default: a label with the row's attributed title or title,
    /// centred in the row.
    func titleView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? PickerTitleLabel ?? PickerTitleLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        // As wide as the title (at most the row): the drum centres it, and draws no empty margins.
        let row = rowSize(forComponent: component)
        let width = min(row.width, label.intrinsicContentSize.width.rounded(.up))
        label.frame = CGRect(x: 0, y: 0, width: max(0, width), height: row.height)
        return label
    }
}

/// The label showing a row's title: grey on the drum (a copy in `selectedTextColor`, the label colour
/// unless said otherwise, shows it in the selection band).
final class PickerTitleLabel: UILabel {
    /// The title's font: iOS 7's picker rows.
    static let font = UIFont.systemFont(ofSize: 23.5)
    /// The colour of titles outside the band.
    static let outsideColor = UIColor(white: 0.62, alpha: 1)

    /// The colour of the title's copy in the selection band (the label colour: black, white in the dark).
    var selectedTextColor: UIColor = .label
    /// Space kept clear inside the label's edges, to place an aligned title within its row.
    var titleInsets: UIEdgeInsets = .zero {
        didSet { if titleInsets != oldValue { setNeedsDisplay() } }
    }

    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: titleInsets)) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = PickerTitleLabel.font
        textColor = PickerTitleLabel.outsideColor
        textAlignment = .center
        lineBreakMode = .byTruncatingTail
    }

    required init?(coder: NSCoder) { nil }
}
