/// One button revealed behind a swiped cell; the table decides the buttons, the cell shows them.
struct CellSwipeButton {
    var title: String?
    var image: UIImage?
    /// Red RGB(255, 59, 48) for destructive actions, grey RGB(199, 199, 204) for normal ones.
    var backgroundColor: UIColor
    /// Runs the action; its argument is the button's view.
    var handler: @MainActor (UIView) -> Void
}

/// The view of a swipe button, iOS 7's look: flat colour, a white 17-point title (or the image, in white)
/// centred; its natural width is its content's plus 30 points, at least 74. A tap runs the handler.
final class CellSwipeButtonView: UIButton {
    static let padding: CGFloat = 30
    static let minimumWidth: CGFloat = 74
    let button: CellSwipeButton

    init(_ button: CellSwipeButton) {
        self.button = button
        super.init(frame: .zero)
        backgroundColor = button.backgroundColor
        clipsToBounds = true
        titleLabel?.font = .systemFont(ofSize: 17)
        setTitleColor(.white, for: .normal)
        setTitle(button.title, for: .normal)
        setImage(button.image?.withRenderingMode(.alwaysTemplate), for: .normal)
        tintColor = .white
        let handler = button.handler
        addAction(UIAction { [unowned self] _ in handler(self) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    /// The content's width plus the padding, at least the minimum.
    var naturalWidth: CGFloat {
        var width: CGFloat = 0
        if let title = button.title, !title.isEmpty {
            width = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up)
        } else if let image = button.image {
            width = image.size.width
        }
        return max(Self.minimumWidth, width + Self.padding)
    }
}

// The swipe state of a cell: the table's pan sets the offset; the cell moves its content and shows the
// buttons in the space it leaves.
extension UITableViewCell {
    /// Installs the buttons revealed by swiping right (`leading`, the first leftmost) and left (`trailing`,
    /// the first rightmost), hidden behind the content until the cell is swiped.
    func setSwipeButtons(leading: [CellSwipeButton], trailing: [CellSwipeButton]) {
        for view in leadingSwipeViews + trailingSwipeViews { view.removeFromSuperview() }
        leadingSwipeViews = leading.map(CellSwipeButtonView.init)
        trailingSwipeViews = trailing.map(CellSwipeButtonView.init)
        for view in leadingSwipeViews + trailingSwipeViews {
            view.frame = .zero
            insertSubview(view, belowSubview: contentViewStorage)
        }
        setNeedsLayout()
    }

    /// How far the content is moved: 0 closed, negative reveals the trailing buttons, positive the leading.
    var swipeOffset: CGFloat { swipeOffsetStorage }

    /// Moves the content (content view, accessory, editing controls, backgrounds) by `offset`, over 0.3 s
    /// when `animated`; the buttons fill the space it leaves. Opening and closing are state transitions
    /// (`.showingDeleteConfirmation`). A non-finite offset closes the cell.
    func setSwipeOffset(_ offset: CGFloat, animated: Bool) {
        let offset = offset.isFinite ? offset : 0
        guard offset != swipeOffsetStorage else { return }
        let opening = swipeOffsetStorage == 0, closing = offset == 0
        var mask: StateMask = isShowingEditingControl ? .showingEditControl : []
        if !closing { mask.insert(.showingDeleteConfirmation) }
        if opening || closing { willTransition(to: mask) }
        swipeOffsetStorage = offset
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        guard opening || closing else { return }
        if animated {
            UIView.animate(
                withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: { [weak self] _ in self?.didTransition(to: mask) })
        } else {
            didTransition(to: mask)
        }
    }

    /// The trailing buttons' natural widths added up: the open position is minus this.
    var trailingSwipeButtonsWidth: CGFloat { trailingSwipeViews.reduce(0) { $0 + $1.naturalWidth } }

    /// The leading buttons' natural widths added up: the open position is this.
    var leadingSwipeButtonsWidth: CGFloat { leadingSwipeViews.reduce(0) { $0 + $1.naturalWidth } }

    /// Places the buttons of the side the offset exposes in the exposed space, `height` high: each its
    /// share of the space in proportion to its natural width, the outermost button taking any space beyond
    /// their total. The other side's buttons collapse to nothing at their edge.
    func layoutSwipeButtons(height: CGFloat) {
        let exposedTrailing = max(0, -swipeOffsetStorage), exposedLeading = max(0, swipeOffsetStorage)
        func place(_ views: [CellSwipeButtonView], exposed: CGFloat, fromRight: Bool) {
            let total = views.reduce(0) { $0 + $1.naturalWidth }
            var edge: CGFloat = fromRight ? bounds.width : 0
            for (index, view) in views.enumerated() {
                var width = total > 0 ? view.naturalWidth * min(exposed, total) / total : 0
                if index == 0, exposed > total { width += exposed - total }
                view.frame = CGRect(x: fromRight ? edge - width : edge, y: 0, width: width, height: height)
                edge += fromRight ? -width : width
            }
        }
        place(trailingSwipeViews, exposed: exposedTrailing, fromRight: true)
        place(leadingSwipeViews, exposed: exposedLeading, fromRight: false)
    }
}
