// Layout: marking, the layout pass (parents first), autoresizing, sizing.
extension UIView {
    /// Marks the ancestors' subtrees as holding a view to update, up to the first already marked.
    func markAncestorsForConstraintUpdates() {
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsUpdateConstraints {
            view.subtreeNeedsUpdateConstraints = true
            ancestor = view.superview
        }
    }

    /// The update-constraints pass for the view's subtree (`updateConstraintsIfNeeded()`): children first,
    /// only marked branches walked. The pass recurses here, not through the overridable method, as UIKit's
    /// own pass does.
    func updateConstraintsInSubtree() {
        if subtreeNeedsUpdateConstraints {
            subtreeNeedsUpdateConstraints = false
            for subview in subviews { subview.updateConstraintsInSubtree() }
        }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            // UIKit: a view controller's root view updates through the controller.
            if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// Applies the autoresizing mask after the superview's size changed from `oldSize`: flexible parts
    /// share the change in proportion to their sizes, as UIKit does.
    func resize(withOldSuperviewSize oldSize: CGSize) {
        // UIKit: a view placed by constraints (translatesAutoresizingMaskIntoConstraints false) does not autoresize.
        guard let parent = superview, parent.autoresizesSubviews, !autoresizingMask.isEmpty,
            translatesAutoresizingMaskIntoConstraints
        else { return }
        let newSize = parent.bounds.size
        var f = frame
        let m = autoresizingMask
        let dx = newSize.width - oldSize.width, dy = newSize.height - oldSize.height
        let h = m.shares(horizontal: true, margin: f.minX, size: f.width, trailing: oldSize.width - f.maxX)
        let v = m.shares(horizontal: false, margin: f.minY, size: f.height, trailing: oldSize.height - f.maxY)
        f.origin.x += dx * h.margin; f.size.width += dx * h.size
        f.origin.y += dy * v.margin; f.size.height += dy * v.size
        frame = f
    }
}

/// The layout pass of one view, and the Auto Layout step before layout.
@MainActor
enum ViewLayout {
    static func layout(_ view: UIView) {
        let controller = view.owningViewController
        // Dynamic colours set on layers here resolve with the view's traits.
        view.traitCollection.performAsCurrent {
            controller?.viewWillLayoutSubviews()
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        // The subviews' safe areas follow their new frames (a subview whose insets changed is laid out).
        view.updateSubviewSafeAreaInsetsAfterLayout()
        // UIKit: constraints a view's subtree asked to update in layoutSubviews (a stack view whose axis
        // changed) are updated, and constants changed there take effect, in the same pass: subviews not
        // yet laid out get their new frames before their turn.
        updateConstraintsAndFrames(under: view)
    }

    /// Auto Layout's step before layout, in UIKit's order: the update-constraints pass for the views under
    /// `root` marked for it (children first; it may make the first constraints, a stack view's), then the
    /// frames of constrained views from the engines' solutions. The run loop's commit runs it for each
    /// window, `layoutIfNeeded()` for the view's root, and the layout pass for the view it lays out.
    static func updateConstraintsAndFrames(under root: UIView) {
        if root.subtreeNeedsUpdateConstraints || root.needsUpdateConstraintsFlag { root.updateConstraintsInSubtree() }
        if !LayoutEngine.pending.isEmpty { LayoutEngine.publishPending() }
    }
}
