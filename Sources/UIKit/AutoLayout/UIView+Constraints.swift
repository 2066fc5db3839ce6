import Foundation

// The view's anchors and its layout guides (the API is declared in UIView.swift, to be overridable).
extension UIView {
    /// The anchor for `attribute`, made once per view, on first use.
    func anchor<A: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: (UIView, NSLayoutConstraint.Attribute) -> A) -> A {
        let state = autoLayoutState
        if let existing = state.anchors[attribute.rawValue] as? A { return existing }
        let made = make(self, attribute)
        state.anchors[attribute.rawValue] = made
        return made
    }

    /// `addLayoutGuide(_:)`.
    func adoptLayoutGuide(_ layoutGuide: UILayoutGuide) {
        precondition(layoutGuide.kind == .custom, "UIView.addLayoutGuide(_:): a view's system layout guide cannot be added to another view")
        if let owner = layoutGuide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        autoLayoutState.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// `removeLayoutGuide(_:)`: the constraints involving the guide, wherever installed, are deactivated.
    func dropLayoutGuide(_ layoutGuide: UILayoutGuide) {
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
