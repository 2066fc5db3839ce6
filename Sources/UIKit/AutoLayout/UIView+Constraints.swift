import Foundation

// Installing constraints on a view, the view's anchors and its layout guides.
extension UIView {
    /// Installs and activates `constraint` on this view, which must be the constraint's items' common
    /// ancestor or above it (a precondition failure otherwise, as UIKit's "view hierarchy is not prepared
    /// for the constraint"). Prefer `isActive` / `NSLayoutConstraint.activate(_:)`, which find the view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.activate(constraint, on: self, caller: "UIView.addConstraint(_:)")
    }

    /// Installs and activates each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ConstraintInstallation.activate(constraint, on: self, caller: "UIView.addConstraints(_:)") }
    }

    /// Deactivates `constraint` if it is installed on this view; otherwise does nothing.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        ConstraintInstallation.deactivate(constraint)
    }

    /// Deactivates each of the constraints that is installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        ConstraintInstallation.deactivate(constraints.filter { $0.installedView === self })
    }

    // MARK: Anchors (made once per view)

    private func anchor<A: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: (UIView, NSLayoutConstraint.Attribute) -> A) -> A {
        let state = autoLayoutState
        if let existing = state.anchors[attribute.rawValue] as? A { return existing }
        let made = make(self, attribute)
        state.anchors[attribute.rawValue] = made
        return made
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading, NSLayoutXAxisAnchor.init) }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing, NSLayoutXAxisAnchor.init) }
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left, NSLayoutXAxisAnchor.init) }
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right, NSLayoutXAxisAnchor.init) }
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top, NSLayoutYAxisAnchor.init) }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom, NSLayoutYAxisAnchor.init) }
    public var widthAnchor: NSLayoutDimension { anchor(.width, NSLayoutDimension.init) }
    public var heightAnchor: NSLayoutDimension { anchor(.height, NSLayoutDimension.init) }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX, NSLayoutXAxisAnchor.init) }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY, NSLayoutYAxisAnchor.init) }
    /// The first baseline of `forFirstBaselineLayout` (the first line of a label's text; the bottom of a
    /// view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline, NSLayoutYAxisAnchor.init) }
    /// The last baseline of `forLastBaselineLayout`.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline, NSLayoutYAxisAnchor.init) }

    // MARK: Layout guides

    /// The layout guides added to this view (not its system guides), in the order added.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds `layoutGuide` to this view (taking it from the view it was in, whose constraints on it go).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        precondition(layoutGuide.kind == .custom, "UIView.addLayoutGuide(_:): a view's system layout guide cannot be added to another view")
        if let owner = layoutGuide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        autoLayoutState.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes `layoutGuide` from this view; constraints involving it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = autoLayoutStorage else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                ConstraintInstallation.deactivate(constraint)
            }
            ancestor = view.superview
        }
        state.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
