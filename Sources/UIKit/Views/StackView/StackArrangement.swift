import Foundation

/// The constraints a stack view makes to arrange its views, named with UIKit's identifiers:
///
/// - `UISV-canvas-connection`: the first visible view's leading edge and the last one's trailing edge at
///   the stack's edges (or its margins);
/// - `UISV-spacing`: the gap after each visible view (exact for the fill distributions, a minimum for
///   the equal ones); measured between baselines in a baseline-relative vertical stack;
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`: the distributions;
/// - `UISV-hiding`: a hidden view's size along the axis is 0, and it sits after the previous view, out of
///   the chain, so a size constraint of its own cannot push the others (as since iOS 11);
/// - `UISV-alignment`, `UISV-spanning-boundary`: placement across the axis, within the stack;
/// - `UISV-canvas-fit`: the stack hugs its content where the content leaves its size open (growing gaps,
///   views that do not fill across, no views) and nothing else fixes it (priority 49, below
///   `fittingSizeLevel`, so `systemLayoutSizeFitting` still decides).
@MainActor
struct StackArrangement {
    typealias Attribute = NSLayoutConstraint.Attribute

    let stack: UIStackView
    private let horizontal: Bool
    private var made: [NSLayoutConstraint] = []

    /// UIKit's priorities for the optional constraints: equal centring gives way before views are
    /// compressed; the canvas fit below everything else, and the baseline group's pull to the top below that.
    static let centeringPriority = UILayoutPriority(149)
    static let proportionPriority = UILayoutPriority(999)
    static let hidingPriority = UILayoutPriority(999)
    static let canvasFitPriority = UILayoutPriority(49)
    static let baselineGroupPriority = UILayoutPriority(48)

    init(stack: UIStackView) {
        self.stack = stack
        horizontal = stack.axis == .horizontal
    }

    /// Every constraint of the arrangement (inactive; the stack view installs them).
    consuming func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        placeAlongAxis(visible)
        placeHidden(views)
        for view in views { placeAcrossAxis(view, reference: visible.first) }
        // The stack hugs its content where the content leaves its size open: along the axis when the gaps
        // may grow (or nothing shows), across it when the views do not fill it. Only there: each of these
        // weak constraints gives the solver a choice to weigh, and a stretched column of many stacks pays
        // for every one of them.
        let gapsGrow = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        if visible.isEmpty || gapsGrow {
            make(stack, size, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        }
        if visible.isEmpty || effectiveAlignment != .fill {
            make(stack, horizontal ? .height : .width, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        }
        return made
    }

    // MARK: Along the axis

    private var leadingEdge: Attribute { horizontal ? .leading : .top }
    private var trailingEdge: Attribute { horizontal ? .trailing : .bottom }
    private var size: Attribute { horizontal ? .width : .height }
    private var center: Attribute { horizontal ? .centerX : .centerY }
    private var baselineSpacing: Bool { !horizontal && stack.isBaselineRelativeArrangement }

    private mutating func placeAlongAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        let margins = stack.isLayoutMarginsRelativeArrangement
        make(first, leadingEdge, .equal, stack, margins ? leadingEdge.margin : leadingEdge, "UISV-canvas-connection")
        make(last, trailingEdge, .equal, stack, margins ? trailingEdge.margin : trailingEdge, "UISV-canvas-connection")
        let distribution = stack.distribution
        let exactGaps = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        for (view, next) in zip(visible, visible.dropFirst()) {
            make(
                next, baselineSpacing ? .firstBaseline : leadingEdge, exactGaps ? .equal : .greaterThanOrEqual,
                view, baselineSpacing ? .lastBaseline : trailingEdge, constant: stack.spacing(after: view), "UISV-spacing")
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { make(view, size, .equal, first, size, "UISV-fill-equally") }
        case .fillProportionally:
            distributeProportionally(visible)
        case .equalSpacing:
            equalizeOffsets(
                visible, from: baselineSpacing ? .lastBaseline : trailingEdge,
                to: baselineSpacing ? .firstBaseline : leadingEdge, priority: .required)
        case .equalCentering:
            equalizeOffsets(visible, from: center, to: center, priority: Self.centeringPriority)
        }
    }

    /// Sizes in proportion to the intrinsic sizes, each relative to the view with the largest one; views
    /// with no intrinsic size on the axis are sized as in `.fill`.
    private mutating func distributeProportionally(_ visible: [UIView]) {
        // A size that is negative (UIView.noIntrinsicMetric) or not finite takes no part.
        let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            .map { $0 >= 0 && $0.isFinite ? $0 : -1 }
        guard let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }), sizes[largest] > 0 else { return }
        for (index, view) in visible.enumerated() where index != largest && sizes[index] >= 0 {
            make(
                view, size, .equal, visible[largest], size, multiplier: sizes[index] / sizes[largest],
                priority: Self.proportionPriority, "UISV-fill-proportionally")
        }
    }

    /// Makes each distance from `from` of one view to `to` of the next equal to the first such distance.
    private mutating func equalizeOffsets(_ visible: [UIView], from: Attribute, to: Attribute, priority: UILayoutPriority) {
        guard visible.count > 2 else { return }
        func offset(_ a: UIView, _ b: UIView) -> AnchorSpec {
            AnchorSpec(offsetFrom: AnchorSpec(item: a, attribute: from), to: AnchorSpec(item: b, attribute: to))
        }
        let firstGap = offset(visible[0], visible[1])
        for index in 1..<(visible.count - 1) {
            let constraint = NSLayoutConstraint(
                first: offset(visible[index], visible[index + 1]), .equal, second: firstGap,
                multiplier: 1, constant: 0, caller: "UIStackView")
            add(constraint, priority: priority, "UISV-distributing-edge")
        }
    }

    /// Hidden views: no size along the axis, placed after the previous arranged view, out of the chain.
    private mutating func placeHidden(_ views: [UIView]) {
        for (index, view) in views.enumerated() where view.isHidden {
            make(view, size, .equal, nil, .notAnAttribute, priority: Self.hidingPriority, "UISV-hiding")
            if index > 0 {
                make(view, leadingEdge, .equal, views[index - 1], trailingEdge, "UISV-hiding")
            } else {
                make(
                    view, leadingEdge, .equal, stack, stack.isLayoutMarginsRelativeArrangement ? leadingEdge.margin : leadingEdge,
                    "UISV-hiding")
            }
        }
    }

    // MARK: Across the axis

    /// The alignment in force: baseline alignments are for horizontal stacks; a vertical one fills.
    private var effectiveAlignment: UIStackView.Alignment {
        let alignment = stack.alignment
        return !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    private mutating func placeAcrossAxis(_ view: UIView, reference: UIView?) {
        let margins = stack.isLayoutMarginsRelativeArrangement
        let low: Attribute = horizontal ? .top : .leading, high: Attribute = horizontal ? .bottom : .trailing
        let middle: Attribute = horizontal ? .centerY : .centerX
        func canvas(_ attribute: Attribute) -> Attribute { margins ? attribute.margin : attribute }
        let alignment = effectiveAlignment
        switch alignment {
        case .fill:
            make(view, low, .equal, stack, canvas(low), "UISV-alignment")
            make(view, high, .equal, stack, canvas(high), "UISV-alignment")
        case .leading:
            make(view, low, .equal, stack, canvas(low), "UISV-alignment")
            make(view, high, .lessThanOrEqual, stack, canvas(high), "UISV-spanning-boundary")
        case .trailing:
            make(view, high, .equal, stack, canvas(high), "UISV-alignment")
            make(view, low, .greaterThanOrEqual, stack, canvas(low), "UISV-spanning-boundary")
        case .center:
            make(view, middle, .equal, stack, canvas(middle), "UISV-alignment")
            make(view, low, .greaterThanOrEqual, stack, canvas(low), "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let reference, reference !== view, !view.isHidden {
                make(view, baseline, .equal, reference, baseline, "UISV-alignment")
            }
            make(view, low, .greaterThanOrEqual, stack, canvas(low), "UISV-spanning-boundary")
            make(view, high, .lessThanOrEqual, stack, canvas(high), "UISV-spanning-boundary")
            // The group sits at the top of a taller stack: its highest view touches it.
            make(view, low, .equal, stack, canvas(low), priority: Self.baselineGroupPriority, "UISV-alignment")
        }
    }

    // MARK: Making constraints

    private mutating func make(
        _ view: UIView, _ attribute: Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: UIView?, _ otherAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: other,
            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        add(constraint, priority: priority, identifier)
    }

    private mutating func add(_ constraint: NSLayoutConstraint, priority: UILayoutPriority, _ identifier: String) {
        constraint.priority = priority
        constraint.identifier = identifier
        made.append(constraint)
    }
}

private extension NSLayoutConstraint.Attribute {
    /// The attribute measured inside the layout margins.
    var margin: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }
}

/// What makes two arrangement constraints the same: their anchors, relation, multiplier, constant,
/// priority and identifier. When a stack view makes its arrangement again, the constraints it already
/// has and still wants stay in the engine; only the others are removed and added (hiding one row of a
/// long column changes a handful of constraints, not all of them).
@MainActor
struct StackConstraintKey: Hashable {
    private struct Anchor: Hashable {
        let item: ObjectIdentifier?
        let attribute: Int
    }
    private var anchors: [Anchor] = []
    private let relation: Int, multiplier: CGFloat, constant: CGFloat, priority: Float, identifier: String?

    init(_ constraint: NSLayoutConstraint) {
        relation = constraint.relation.rawValue
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
        append(constraint.first)
        anchors.append(Anchor(item: nil, attribute: -1))  // Between the two sides.
        if let second = constraint.second { append(second) }
    }

    private mutating func append(_ spec: AnchorSpec) {
        if let from = spec.from, let to = spec.to {
            anchors.append(Anchor(item: nil, attribute: -2))  // An offset: the two anchors follow.
            append(from)
            append(to)
        } else {
            anchors.append(Anchor(item: spec.item.map(ObjectIdentifier.init), attribute: spec.attribute.rawValue))
        }
    }
}
