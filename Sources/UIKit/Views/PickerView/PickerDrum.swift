import Foundation

/// One component of a picker: a scroll view turning a column of rows through the selection band. Only
/// the rows on the visible half of the cylinder have views; the others' views wait for reuse. The scroll
/// view's own dragging and deceleration spin it, and every spin is aimed at a row, so that the drum
/// comes to rest with a row in the band.
@MainActor
final class PickerDrum: UIScrollView, UIScrollViewDelegate {
    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row in the band when the drum last came to rest (or was set); -1 without rows.
    private(set) var selectedRow = -1
    /// The view over the selection band (in the picker) holding the black copies of the titles.
    weak var band: UIView?

    /// The views of the rows on the drum, by row, and black copies of the titles in the band.
    private var rowViews: [Int: UIView] = [:]
    /// The rows that have views: a run, those facing the eye at the last layout.
    private var shownRows = 0..<0
    private var bandCopies: [Int: PickerTitleLabel] = [:]
    /// Views of rows that went out of sight, for the delegate to reuse; spare band copies.
    private var reusableViews: [UIView] = []
    private var reusableCopies: [PickerTitleLabel] = []
    /// Whether the current motion is the user's (a drag, a flick, a touch on a row): its rest tells the delegate.
    private var userTurning = false
    private let tap = UITapGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        tap.addTarget(self, action: PickerDrum.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Rows

    /// New rows from the data source: every row view is asked for again.
    func reload(rowCount: Int, rowHeight: CGFloat) {
        for row in shownRows { recycle(row) }
        shownRows = 0..<0
        // The same rows keep the drum where it is (turning, it turns on).
        guard rowCount != self.rowCount || rowHeight != self.rowHeight else { return setNeedsLayout() }
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        updateContentGeometry()
        setNeedsLayout()
    }

    /// The content is the column of rows, with room above and below for the first and last to reach
    /// the band.
    private func updateContentGeometry() {
        let inset = ((bounds.height - rowHeight) / 2).rounded()
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        if !isDragging && !isDecelerating { contentOffset = offset(for: max(selectedRow, 0)) }
    }

    /// The content offset that puts `row` in the band.
    private func offset(for row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top) }

    /// The row nearest the band at content offset `y`.
    private func row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = Int(((y + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// A new size places the rows again, and asks again for their views, which fit the old row size.
    override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            for row in shownRows { recycle(row) }
            shownRows = 0..<0
            updateContentGeometry()
        }
    }

    /// The view the delegate supplied for `row`, while it is on the drum (nil for a title).
    func suppliedView(forRow row: Int) -> UIView? {
        guard let view = rowViews[row], !(view is PickerTitleLabel) else { return nil }
        return view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let projection = PickerDrumProjection(height: bounds.height)
        let middle = bounds.minY + bounds.height / 2
        // The rows within a quarter turn of the band.
        let reach = projection.radius * .pi / 2 + rowHeight
        let first = max(0, Int(((middle - reach) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((middle + reach) / rowHeight).rounded(.up)))
        func placement(_ row: Int) -> (offset: CGFloat, scaleY: CGFloat, scaleX: CGFloat, turn: CGFloat)? {
            projection.placement(distance: CGFloat(row) * rowHeight + rowHeight / 2 - middle, rowHeight: rowHeight)
        }
        // The rows facing the eye are a run: those before and after it turn away.
        var lower = Int.max, upper = Int.min
        if first <= last {
            for row in first...last where placement(row) != nil {
                lower = min(lower, row)
                upper = max(upper, row)
            }
        }
        let facing = lower <= upper ? lower..<(upper + 1) : 0..<0
        for row in shownRows where !facing.contains(row) { recycle(row) }
        shownRows = facing
        let bandTop = ((bounds.height - rowHeight) / 2).rounded()
        for row in facing {
            guard let place = placement(row) else { continue }
            let view = rowViews[row] ?? show(row)
            // The row keeps its place in the column (its centre a row height from the next); its transform
            // shows it where the cylinder puts it.
            let center = CGFloat(row) * rowHeight + rowHeight / 2
            let scale = CGAffineTransform(scaleX: place.scaleX, y: place.scaleY)
            view.center = CGPoint(x: bounds.width / 2, y: center)
            view.transform = scale.concatenating(CGAffineTransform(translationX: 0, y: middle + place.offset - center))
            // Rows fade round the curve.
            view.alpha = 1 - 0.5 * place.turn * place.turn
            if let title = view as? PickerTitleLabel, let band {
                let copy = bandCopies[row] ?? makeCopy(row, band, title)
                copy.transform = scale
                copy.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2 + place.offset - bandTop)
            }
        }
    }

    /// Asks the delegate for `row`'s view, offering one that went out of sight.
    private func show(_ row: Int) -> UIView {
        let reusable = reusableViews.popLast()
        let supplied: UIView
        if let delegate = picker.delegate {
            supplied = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: reusable)
        } else {
            supplied = picker.titleView(forRow: row, forComponent: component, reusing: reusable)
        }
        if let reusable, reusable !== supplied { reusable.removeFromSuperview() }
        // A view without a size fills the row; any other is centred in it.
        if supplied.bounds.size == .zero { supplied.bounds.size = CGSize(width: bounds.width, height: rowHeight) }
        supplied.isHidden = false
        if supplied.superview !== self { addSubview(supplied) }
        rowViews[row] = supplied
        return supplied
    }

    /// The copy of `title` for the band, in the title's selected colour.
    private func makeCopy(_ row: Int, _ band: UIView, _ title: PickerTitleLabel) -> PickerTitleLabel {
        let copy = reusableCopies.popLast() ?? PickerTitleLabel()
        copy.attributedText = title.attributedText
        copy.textColor = title.selectedTextColor
        copy.textAlignment = title.textAlignment
        copy.titleInsets = title.titleInsets
        copy.bounds = title.bounds
        copy.isHidden = false
        if copy.superview !== band { band.addSubview(copy) }
        bandCopies[row] = copy
        return copy
    }

    /// `row` left the drum's visible half: its view waits for reuse.
    private func recycle(_ row: Int) {
        if let view = rowViews.removeValue(forKey: row) {
            view.isHidden = true
            view.transform = .identity
            reusableViews.append(view)
        }
        if let copy = bandCopies.removeValue(forKey: row) {
            copy.isHidden = true
            reusableCopies.append(copy)
        }
    }

    // MARK: Turning

    /// Turns to `row` for the program: the delegate is not told.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let target = min(max(row, 0), rowCount - 1)
        selectedRow = target
        userTurning = false
        setContentOffset(offset(for: target), animated: animated)
    }

    /// A touch on a row above or below the band turns that row into it.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, rowCount > 0 else { return }
        let projection = PickerDrumProjection(height: bounds.height)
        let point = recognizer.location(in: self)
        let middle = bounds.minY + bounds.height / 2
        guard let distance = projection.distance(atScreenOffset: point.y - middle) else { return }
        let touched = Int(((middle + distance) / rowHeight).rounded(.down))
        guard touched >= 0, touched < rowCount, touched != row(atOffset: contentOffset.y) else { return }
        userTurning = true
        setContentOffset(offset(for: touched), animated: true)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userTurning = true }

    /// Every spin ends on a row: the resting place the momentum would reach, moved to the nearest row.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = row(atOffset: targetContentOffset.pointee.y)
        if target >= 0 { targetContentOffset.pointee.y = offset(for: target).y }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { cameToRest() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { cameToRest() }

    /// The drum stopped: a turn by the user that ends on a new row tells the delegate, once.
    private func cameToRest() {
        let resting = row(atOffset: contentOffset.y)
        guard userTurning else { return }
        userTurning = false
        guard resting >= 0, resting != selectedRow else { return }
        selectedRow = resting
        picker.drum(self, didSettleOn: resting)
    }
}
