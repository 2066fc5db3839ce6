import Foundation

/// A view that lays out a row or a column of views with Auto Layout: its `arrangedSubviews`, along
/// `axis`, sized and spaced by `distribution` and `spacing`, placed across the axis by `alignment`.
///
/// The stack view makes the constraints itself (UIKit's "UISV-…" constraints, installed on the stack
/// view and listed in its `constraints`) in the update-constraints pass after anything that shapes them
/// changes: the arranged views, a property below, an arranged view's `isHidden`, or (for
/// `.fillProportionally`) its intrinsic size. Arranged views are placed by constraints
/// (`translatesAutoresizingMaskIntoConstraints` becomes false). A hidden arranged view collapses: it takes
/// no room and no spacing, and the others close up (inside an animation block, followed by
/// `layoutIfNeeded()`, the others slide). When the stack view's own size is not fixed by its frame or by
/// constraints, it takes the size its arranged views need (with no arranged views, zero).
///
/// When arranged views of equal hugging (or compression-resistance) priority must stretch (or shrink),
/// the one first in `arrangedSubviews` gives way first, as UIKit documents ("based on their index").
///
/// It draws its `backgroundColor` as any view (iOS 14's behaviour; earlier stack views drew nothing).
///
/// Source: Apple, UIStackView; UIStackView.Distribution.fill.
// Deviation: in stacks nested along one axis, a tie between a view of the outer stack and a view inside
// the inner one is not broken by index (each stack orders its own views only).
// Deviation: with `isBaselineRelativeArrangement`, only the spacing between views is measured between
// baselines; the first and last views keep their edges at the stack's edges.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// `customSpacing(after:)`'s answer when no custom spacing is set, and the value that removes one.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// As `spacing` or a custom spacing: the standard system spacing between the two views (8 points).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    private var arranged: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made (each with a "UISV-…" identifier); those of a view that left
    /// the stack are inactive until the next update-constraints pass drops them.
    private(set) var arrangementConstraints: [NSLayoutConstraint] = []
    /// Set when the arrangement constraints must be made again at the next update-constraints pass.
    private var arrangementIsStale = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view arranging `views`, in that order (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged views

    /// The views the stack view lays out, in order: always some of its `subviews`. A view leaves the list
    /// when it leaves the stack view (`removeFromSuperview()`) or through `removeArrangedSubview(_:)`.
    open var arrangedSubviews: [UIView] { arranged }

    /// Adds `view` at the end of `arrangedSubviews` (moving it there if it is arranged already), and as the
    /// last subview if it is not one already.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count, caller: "UIStackView.addArrangedSubview(_:)")
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (0...count), moving it there if it is
    /// arranged already (to the end when the index is the count), and adds it as the last subview if it
    /// is not one already. An index outside the range fails with a message naming the call, as UIKit raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        insertArrangedSubview(view, at: stackIndex, caller: "UIStackView.insertArrangedSubview(_:at:)")
    }

    private func insertArrangedSubview(_ view: UIView, at stackIndex: Int, caller: String) {
        precondition(view !== self, "\(caller): a stack view cannot arrange itself")
        precondition(
            stackIndex >= 0 && stackIndex <= arranged.count,
            "\(caller): index \(stackIndex) is out of bounds for \(arranged.count) arranged subviews")
        if let old = arranged.firstIndex(where: { $0 === view }) { arranged.remove(at: old) }
        let index = min(stackIndex, arranged.count)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arranged.insert(view, at: index)
        setNeedsArrangement()
    }

    /// Takes `view` out of `arrangedSubviews`: the stack view no longer places it, but it stays a subview
    /// (where it was, and still drawn). Call `removeFromSuperview()` to take it away altogether.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arranged.firstIndex(where: { $0 === view }) else { return }
        arranged.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        view.autoLayoutStorage?.setStackPlace(nil, of: view)
        setNeedsArrangement()
    }

    // MARK: Properties

    /// The axis the views are laid out along: `.horizontal` (a row, the default) or `.vertical`.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views are sized and spaced along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views are placed across the axis; `.fill` by default. The baseline alignments are for
    /// horizontal stacks (a vertical stack treats them as `.fill`).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The distance between adjacent arranged views, 0 by default: exact for the fill distributions, the
    /// least gap for `.equalSpacing` and `.equalCentering`. Negative values overlap the views;
    /// `UIStackView.spacingUseSystem` is the system spacing. NaN or infinite values are ignored.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else { spacing = oldValue; return }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Sets the spacing after `arrangedSubview` (iOS 11), instead of `spacing`;
    /// `UIStackView.spacingUseDefault` goes back to `spacing`, `UIStackView.spacingUseSystem` is the
    /// system spacing. A view that is not arranged, or a NaN value, is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard !spacing.isNaN, !(spacing.isInfinite), arranged.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// In a vertical stack, whether spacing is measured from the last baseline of a view to the first
    /// baseline of the next (so lines of text in different fonts sit evenly); false by default. No
    /// effect on a horizontal stack (use a baseline `alignment` there).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are laid out inside the stack view's `layoutMargins` rather than its edges;
    /// false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    // MARK: The arrangement

    /// The spacing that applies after `view`: its custom spacing, else `spacing`, the system value
    /// resolved.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? SystemSpacing.standard : value
    }

    /// Marks the arrangement constraints to be made again at the next update-constraints pass.
    private func setNeedsArrangement() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            rearrange()
        }
        super.updateConstraints()
    }

    /// Makes the arrangement again: constraints it still wants stay active, the rest are swapped.
    private func rearrange() {
        let axisIndex = axis == .horizontal ? 0 : 1
        for (index, view) in arranged.enumerated() {
            view.autoLayoutState.setStackPlace(.init(axis: axisIndex, index: index), of: view)
        }
        var current: [StackConstraintKey: [NSLayoutConstraint]] = [:]
        for constraint in arrangementConstraints where constraint.isActive {
            current[StackConstraintKey(constraint), default: []].append(constraint)
        }
        var arrangement: [NSLayoutConstraint] = []
        var added: [NSLayoutConstraint] = []
        for constraint in StackArrangement(stack: self).constraints() {
            let key = StackConstraintKey(constraint)
            if let kept = current[key]?.popLast() {
                arrangement.append(kept)
            } else {
                arrangement.append(constraint)
                added.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(current.values.flatMap { $0 })
        addConstraints(added)
        arrangementConstraints = arrangement
    }

    // MARK: Baselines

    /// The first visible arranged view's first-baseline view (the stack itself when none shows), so a
    /// stack of labels aligns by its first line of text.
    open override var forFirstBaselineLayout: UIView {
        arranged.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// A vertical stack's last visible arranged view's last-baseline view; in a horizontal stack, the
    /// first visible view's (its views share a line).
    open override var forLastBaselineLayout: UIView {
        let view = axis == .vertical ? arranged.last { !$0.isHidden } : arranged.first { !$0.isHidden }
        return view?.forLastBaselineLayout ?? self
    }

    /// Its baselines are measured where its views are now: after they move, constraints that read them
    /// are made again (in the same layout pass). Measured only when some constraint reads them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let node = autoLayoutStorage?.node, !node.offsetDependents.isEmpty else { return }
        let baselines = layoutBaselines()
        if baselines != reportedBaselines {
            reportedBaselines = baselines
            autoLayoutNeedsRefresh()
        }
    }

    private var reportedBaselines: LayoutBaselines?

    override func subviewHiddenDidChange(_ subview: UIView) {
        if arranged.contains(where: { $0 === subview }) { setNeedsArrangement() }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        // Only proportions read the intrinsic sizes themselves; the engine follows them otherwise.
        if distribution == .fillProportionally, arranged.contains(where: { $0 === subview }) { setNeedsArrangement() }
    }

    override func subviewWillBeRemoved(_ subview: UIView) {
        removeArrangedSubview(subview)
    }
}
