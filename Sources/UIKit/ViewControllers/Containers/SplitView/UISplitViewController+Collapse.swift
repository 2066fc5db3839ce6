import Foundation

// Collapsing and separating: on a compact width (a phone, or a pad's traits overridden to compact) the
// split view shows one stack, the primary, into which the secondary is folded (by the delegate, else by
// the primary's `collapseSecondaryViewController(_:for:)`: a navigation controller pushes it); back on a
// regular width the secondary comes out again (the delegate's, else the primary's
// `separateSecondaryViewController(for:)`).
extension UISplitViewController {
    /// Collapses or separates when the horizontal size class says so.
    func updateCollapse() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed else { return }
        if compact { collapse() } else { separate() }
    }

    private func collapse() {
        dismissPrimaryPopover(animated: false)
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== primary {
            replacePrimary(with: chosen)
        }
        collapsed = true
        shownMode = nil
        updateEdgeSwipe()
        foldSecondary()
        viewIfLoaded?.setNeedsLayout()
    }

    /// While collapsed: the secondary goes into the primary (or is dropped, as the delegate says) and
    /// stops being a child of the split view controller.
    func foldSecondary() {
        guard collapsed, let primary, let secondary else { return }
        self.secondary = nil
        removePane(secondary)
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            primary.collapseSecondaryViewController(secondary, for: self)
        }
    }

    private func separate() {
        collapsed = false
        if let chosen = delegate?.primaryViewController(forExpanding: self), chosen !== primary {
            replacePrimary(with: chosen)
        }
        if let primary,
            let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
        {
            addChild(separated)
            separated.didMove(toParent: self)
            secondary = separated
        }
        updateEdgeSwipe()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Puts `controller` in the primary's place.
    private func replacePrimary(with controller: UIViewController) {
        if let primary { removePane(primary) }
        if controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        primary = controller
    }
}
