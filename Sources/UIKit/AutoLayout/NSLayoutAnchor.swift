import Foundation

/// One edge, centre, baseline or size of a view or layout guide, from which constraints are made with
/// type-checked calls: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)`.
///
/// The generic parameter keeps axes apart, as in UIKit: an x-axis anchor only relates to x-axis anchors
/// (``NSLayoutXAxisAnchor``), a y-axis anchor to y-axis ones (``NSLayoutYAxisAnchor``), and sizes to sizes
/// (``NSLayoutDimension``). The constraints made are inactive: activate them (`isActive = true` or
/// ``NSLayoutConstraint/activate(_:)``). Source: Apple, NSLayoutAnchor.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor measures, without the type parameter (what constraints keep).
    let spec: AnchorSpec

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        spec = AnchorSpec(item: item, attribute: attribute)
    }

    init(spec: AnchorSpec) { self.spec = spec }

    /// A constraint `self == anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: spec, .equal, second: anchor.spec, multiplier: 1, constant: c, caller: "constraint(equalTo:constant:)")
    }

    /// A constraint `self >= anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .greaterThanOrEqual, second: anchor.spec, multiplier: 1, constant: c,
            caller: "constraint(greaterThanOrEqualTo:constant:)")
    }

    /// A constraint `self <= anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .lessThanOrEqual, second: anchor.spec, multiplier: 1, constant: c,
            caller: "constraint(lessThanOrEqualTo:constant:)")
    }

    open override var description: String { MainActor.assumeIsolated { spec.description } }
}

/// An anchor on the x axis: a leading, trailing, left, right or centre-x anchor.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a dimension that can be
    /// constrained: `a.anchorWithOffset(to: b).constraint(equalToConstant: 20)` keeps b 20 points right of a.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(spec: AnchorSpec(offsetFrom: spec, to: otherAnchor.spec))
    }

    /// A constraint `self == anchor + multiplier × 8` (UIKit's standard spacing between sibling views).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .equal, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: "constraint(equalToSystemSpacingAfter:multiplier:)"),
            caller: "constraint(equalToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let caller = "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)"
        return NSLayoutConstraint(
            first: spec, .greaterThanOrEqual, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: caller), caller: caller)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let caller = "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)"
        return NSLayoutConstraint(
            first: spec, .lessThanOrEqual, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: caller), caller: caller)
    }
}

/// An anchor on the y axis: a top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(spec: AnchorSpec(offsetFrom: spec, to: otherAnchor.spec))
    }

    /// A constraint `self == anchor + multiplier × 8`: this anchor sits the standard spacing below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let caller = "constraint(equalToSystemSpacingBelow:multiplier:)"
        return NSLayoutConstraint(
            first: spec, .equal, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: caller), caller: caller)
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let caller = "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)"
        return NSLayoutConstraint(
            first: spec, .greaterThanOrEqual, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: caller), caller: caller)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let caller = "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)"
        return NSLayoutConstraint(
            first: spec, .lessThanOrEqual, second: anchor.spec, multiplier: 1,
            constant: SystemSpacing.value(multiplier, caller: caller), caller: caller)
    }
}

/// UIKit's standard spacing between sibling views, 8 points.
// Deviation: UIKit spaces text baselines by the fonts' line heights (Dynamic Type); OpenUIKit uses 8 points.
enum SystemSpacing {
    static let standard: CGFloat = 8

    static func value(_ multiplier: CGFloat, caller: String) -> CGFloat {
        precondition(multiplier.isFinite, "NSLayoutAnchor.\(caller): the multiplier must be finite, got \(multiplier)")
        return standard * multiplier
    }
}
