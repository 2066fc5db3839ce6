import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// A relationship between two layout attributes that Auto Layout keeps:
/// `first.attribute relation multiplier × second.attribute + constant`, at a priority.
///
/// A new constraint is inactive; activating it (``isActive``, ``activate(_:)``, or
/// `UIView.addConstraint(_:)`) installs it on the closest common ancestor of its items and adds it to the
/// layout engine, which sets the frames of views whose `translatesAutoresizingMaskIntoConstraints` is false
/// at the next layout pass. Changing ``constant`` re-solves incrementally (cheap: no constraint is removed);
/// changing ``priority`` between two optional values is allowed while active, to or from `required` is not.
/// Items are held weakly. Bad input fails with a message naming the call, as UIKit raises: a NaN or
/// infinite constant or multiplier, a location related to a constant, attributes of different axes or
/// kinds, left/right mixed with leading/trailing, items with no common ancestor. Source: Apple,
/// NSLayoutConstraint.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    let first: AnchorSpec
    let second: AnchorSpec?

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c` (inactive).
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let caller = "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
        let item1 = view1 as AnyObject
        precondition(
            item1 is UIView || item1 is UILayoutGuide,
            "NSLayoutConstraint.\(caller): the first item must be a UIView or a UILayoutGuide, got \(type(of: view1))")
        var secondSpec: AnchorSpec?
        if let view2, attr2 != .notAnAttribute {
            let item2 = view2 as AnyObject
            precondition(
                item2 is UIView || item2 is UILayoutGuide,
                "NSLayoutConstraint.\(caller): the second item must be a UIView or a UILayoutGuide, got \(type(of: view2))")
            secondSpec = AnchorSpec(item: item2, attribute: attr2)
        } else {
            precondition(
                attr2 == .notAnAttribute || view2 == nil,
                "NSLayoutConstraint.\(caller): a second item needs an attribute other than notAnAttribute")
        }
        self.init(
            first: AnchorSpec(item: item1, attribute: attr1), relation, second: secondSpec,
            multiplier: multiplier, constant: c, caller: caller)
    }

    init(first: AnchorSpec, _ relation: Relation, second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat, caller: String) {
        let name = "NSLayoutConstraint.\(caller)"
        precondition(first.attribute != .notAnAttribute || first.isOffset, "\(name): the first attribute cannot be notAnAttribute")
        precondition(multiplier.isFinite, "\(name): the multiplier must be finite, got \(multiplier)")
        precondition(constant.isFinite, "\(name): the constant must be finite, got \(constant)")
        if let second {
            precondition(
                first.isDimension == second.isDimension,
                "\(name): Invalid pairing of layout attributes: a location (\(first.isDimension ? second : first)) cannot be related to a size (\(first.isDimension ? first : second))"
            )
            if !first.isDimension {
                precondition(
                    first.axis == second.axis,
                    "\(name): Invalid pairing of layout attributes: \(first.attribute) and \(second.attribute) are on different axes")
                precondition(
                    !(first.attribute.isAbsoluteHorizontalEdge && second.attribute.isDirectionalHorizontalEdge)
                        && !(first.attribute.isDirectionalHorizontalEdge && second.attribute.isAbsoluteHorizontalEdge),
                    "\(name): A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
                )
                precondition(
                    multiplier != 0,
                    "\(name): A multiplier of 0 with a location for the first attribute creates an illegal constraint of a location equal to a constant"
                )
            }
        } else {
            precondition(
                first.isDimension,
                "\(name): A constraint cannot be made that sets a location (\(first.attribute)) equal to a constant; relate it to another item's attribute"
            )
        }
        self.first = first
        self.second = second
        self.relationValue = relation
        self.multiplierValue = multiplier
        self.constant = constant
        super.init()
    }

    // MARK: Items and attributes

    /// The first item (a view or a layout guide), held weakly.
    open var firstItem: AnyObject? { first.item }
    /// The second item, nil for a constraint against a constant.
    open var secondItem: AnyObject? { second?.item }
    open var firstAttribute: Attribute { first.attribute }
    /// `.notAnAttribute` when there is no second item.
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(spec: first) }
    /// The second item's anchor, nil for a constraint against a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor(spec: $0) } }
    /// How the first attribute relates to the second (`==`, `<=`, `>=`); fixed at creation, as in UIKit.
    open var relation: Relation { relationValue }
    final let relationValue: Relation
    /// The factor applied to the second attribute; fixed at creation, as in UIKit.
    open var multiplier: CGFloat { multiplierValue }
    final let multiplierValue: CGFloat

    /// The amount added to the multiplied second attribute. Setting it re-solves incrementally and lays out
    /// again at the next pass, without removing the constraint. NaN or infinity fails (UIKit raises).
    open var constant: CGFloat {
        didSet {
            precondition(constant.isFinite, "NSLayoutConstraint.constant: the constant must be finite, got \(constant)")
            guard constant != oldValue, let engine else { return }
            engine.constantChanged(self, by: constant - oldValue)
        }
    }

    /// The priority, `required` (1000) by default; 1...1000. While the constraint is active it may change
    /// between optional priorities (re-solved), but not to or from `required`, as in UIKit.
    open var priority: UILayoutPriority = .required {
        didSet {
            precondition(
                priority.rawValue > 0 && priority.rawValue <= 1000,
                "NSLayoutConstraint.priority: a priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000, got \(priority)"
            )
            guard priority != oldValue, isActive else { return }
            precondition(
                (priority == .required) == (oldValue == .required),
                "NSLayoutConstraint.priority: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue)."
            )
            engine?.rebuild(self)
        }
    }

    /// A name shown in logs and descriptions; nil by default.
    open var identifier: String?

    /// Whether the constraint is archived with its view; false by default. OpenUIKit has no archiving:
    /// the value is kept for code that reads it back.
    // Unsupported: nib archiving does not exist in OpenUIKit; the flag has no other effect on iOS either.
    open var shouldBeArchived = false

    // MARK: Activation

    var activeFlag = false
    /// The view the constraint is installed on (the closest common ancestor, or the view that added it).
    weak var installedView: UIView?
    weak var engine: LayoutEngine?
    var solverConstraint: LayoutSolver.Constraint?
    /// Nodes whose margins or baselines the solver constraint was built from.
    var offsetNodes: [LayoutEngine.WeakNode] = []

    /// Whether the constraint takes part in layout. Setting true installs it on the closest common ancestor
    /// of its items (a precondition failure when they have none, as UIKit's exception) and adds it to the
    /// engine; false removes it from both.
    open var isActive: Bool {
        get { activeFlag }
        set {
            if newValue {
                ConstraintInstallation.activate(self, on: nil, caller: "NSLayoutConstraint.isActive")
            } else {
                ConstraintInstallation.deactivate(self)
            }
        }
    }

    /// Activates each constraint (as setting `isActive` to true on each, in one batch).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ConstraintInstallation.activate(constraint, on: nil, caller: "NSLayoutConstraint.activate(_:)") }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        ConstraintInstallation.deactivate(constraints)
    }

    /// The constraints an ASCII-art format describes (the visual format language), inactive: activate them.
    ///
    /// `H:|-[label]-8-[field(>=100)]-|` places `label` the standard 20 points from the superview's leading
    /// edge, `field` 8 points after it, at least 100 wide, and 20 from the trailing edge. `V:` lays out top
    /// to bottom with heights. Connections: `-` is the standard spacing (8 between views, 20 to the
    /// superview), nothing between views is flush (0), `-n-` or `-metric-` a constant, `-(>=n@priority)-`
    /// a relation with a priority. A view's predicates size it: `[a(50)]`, `[a(>=50,<=100)]`, `[a(==b)]`.
    /// `options` aligns every view on an attribute across the axis (to the first view). Names come from
    /// `views` and numbers from `metrics` (NSNumber or a number). A malformed format fails with UIKit's
    /// "Unable to parse constraint format" message and a caret under the place, as UIKit raises.
    /// Source: Apple, "Visual Format Language" (Auto Layout Guide).
    // Deviation: UIKit 11+ derives the standard spacing to the superview from its margins; OpenUIKit uses
    // the classic 20 points.
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let parsed = parser.parse()
        return VisualFormatBuilder(parsed: parsed, options: opts, fail: parser.fail).constraints()
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UILabel:0x….width == 0.5*UIView:0x….width + 8 @750   (active)>`.
    open override var description: String { MainActor.assumeIsolated { layoutDescription } }

    var layoutDescription: String {
        var text = "<\(String(describing: type(of: self))):\(LayoutDescription.address(self)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(first) \(relation) "
        var rhs = ""
        if let second {
            rhs = multiplier == 1 ? "\(second)" : "\(LayoutDescription.number(multiplier))*\(second)"
            if constant != 0 {
                rhs += constant < 0 ? " - \(LayoutDescription.number(-constant))" : " + \(LayoutDescription.number(constant))"
            }
        } else {
            rhs = LayoutDescription.number(constant)
        }
        text += rhs
        if priority != .required { text += " @\(priority)" }
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }
}
