/// A search bar's scope bar: a segmented control of the scope button titles across the bar, over the
/// scope bar background image if there is one. It keeps the bar's scope customizations that the
/// segmented control does not keep as the bar reports them: the divider images as set (one set for a
/// single pair of states stands for the other pairs) and the title attributes per state as set.
final class SearchBarScopeBar: UIView {
    let control = UISegmentedControl()
    private let backgroundView = BarImageView()
    var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    private var dividers: [DividerKey: UIImage] = [:]

    private struct DividerKey: Hashable {
        let left: UInt, right: UInt
    }

    /// The three pairs of states a scope bar's dividers are drawn for, in the order a missing pair
    /// looks for a stand-in.
    private static let pairs: [(UIControl.State, UIControl.State)] = [(.normal, .normal), (.selected, .normal), (.normal, .selected)]

    /// The control's margin at each side.
    static let margin: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isHidden = true
        addSubview(backgroundView)
        addSubview(control)
    }

    required init?(coder: NSCoder) { return nil }

    var backgroundImage: UIImage? {
        get { backgroundView.image }
        set {
            backgroundView.image = newValue
            backgroundView.isHidden = newValue == nil
        }
    }

    /// Replaces the scope buttons with `titles`, selecting `selected` (none when there are no titles).
    func setTitles(_ titles: [String], selected: Int) {
        control.removeAllSegments()
        for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
        control.selectedSegmentIndex = titles.isEmpty ? UISegmentedControl.noSegment : min(selected, titles.count - 1)
    }

    /// Selects the scope button at `index`, if there is one.
    func select(_ index: Int) {
        if index < control.numberOfSegments { control.selectedSegmentIndex = index }
    }

    func setDivider(_ image: UIImage?, left: UIControl.State, right: UIControl.State) {
        dividers[DividerKey(left: left.rawValue, right: right.rawValue)] = image
        let set = Self.pairs.compactMap { dividers[DividerKey(left: $0.0.rawValue, right: $0.1.rawValue)] }
        for (l, r) in Self.pairs {
            let shown = dividers[DividerKey(left: l.rawValue, right: r.rawValue)] ?? set.first
            control.setDividerImage(shown, forLeftSegmentState: l, rightSegmentState: r, barMetrics: .default)
        }
    }

    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        dividers[DividerKey(left: left.rawValue, right: right.rawValue)]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let height = control.sizeThatFits(.zero).height
        control.frame = CGRect(
            x: Self.margin, y: ((bounds.height - height) / 2).rounded(), width: max(0, bounds.width - 2 * Self.margin), height: height)
    }
}
