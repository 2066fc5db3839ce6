import Foundation

/// A width or height anchor (or the distance between two anchors, from `anchorWithOffset(to:)`), which can
/// be related to a constant or to another dimension times a multiplier. Source: Apple, NSLayoutDimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == constant`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: spec, .equal, second: nil, multiplier: 1, constant: c, caller: "constraint(equalToConstant:)")
    }

    /// A constraint `self >= constant`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .greaterThanOrEqual, second: nil, multiplier: 1, constant: c,
            caller: "constraint(greaterThanOrEqualToConstant:)")
    }

    /// A constraint `self <= constant`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .lessThanOrEqual, second: nil, multiplier: 1, constant: c,
            caller: "constraint(lessThanOrEqualToConstant:)")
    }

    /// A constraint `self == anchor × multiplier + constant`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: spec, .equal, second: anchor.spec, multiplier: m, constant: c,
            caller: "constraint(equalTo:multiplier:constant:)")
    }

    /// A constraint `self >= anchor × multiplier + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: spec, .greaterThanOrEqual, second: anchor.spec, multiplier: m, constant: c,
            caller: "constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }

    /// A constraint `self <= anchor × multiplier + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: spec, .lessThanOrEqual, second: anchor.spec, multiplier: m, constant: c,
            caller: "constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
}
