import Foundation

// A split view controller's children and columns: the primary on the left in a column 320 points wide
// (or as the width settings say), the 1-point divider, the secondary in the rest; while the primary
// hides or shows over the secondary, the secondary fills the view; while collapsed, the primary does.
extension UISplitViewController {
    /// The colour between the columns (the root view's background, as in UIKit: set the split view
    /// controller's view's background colour to change it).
    static let dividerColor = UIColor(red: 200 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// The width of the divider.
    static let dividerWidth: CGFloat = 1
    /// The primary column's width when nothing else decides: the width of an iPhone's screen, the
    /// primary being the list an iPhone app shows full screen.
    static let standardPrimaryWidth: CGFloat = 320

    /// Replaces the children with `controllers` (the primary, then the secondary): those that leave are
    /// removed (their views too), those that arrive become children; while collapsed, a new secondary is
    /// folded into the primary at once.
    func replacePanes(with controllers: [UIViewController], call: String) {
        precondition(
            (1...2).contains(controllers.count),
            "UISplitViewController.\(call): a split view controller takes one or two view controllers, the primary then the secondary (\(controllers.count) given)"
        )
        precondition(
            controllers.count == 1 || controllers[0] !== controllers[1],
            "UISplitViewController.\(call): the primary and the secondary must be different view controllers")
        let newPrimary = controllers[0]
        let newSecondary = controllers.count > 1 ? controllers[1] : nil
        if newPrimary !== primary { dismissPrimaryPopover(animated: false) }
        for old in [primary, secondary].compactMap({ $0 }) where !controllers.contains(where: { $0 === old }) {
            removePane(old)
        }
        for new in controllers where new.parent !== self {
            addChild(new)
            new.didMove(toParent: self)
        }
        primary = newPrimary
        secondary = newSecondary
        if collapsed { foldSecondary() }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Takes `controller` out of the split view controller: its view, then its place as a child.
    func removePane(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        controller.removeFromParent()
    }

    /// The layout pass: collapse or separate for the traits, decide the display mode for the size, then
    /// place the children's views.
    func layoutPanes() {
        updateCollapse()
        let bounds = view.bounds
        if collapsed {
            if let secondaryView = secondary?.viewIfLoaded, secondaryView.superview === view { secondaryView.removeFromSuperview() }
            if let primary { place(primary, in: bounds) }
            return
        }
        applyDisplayMode(for: bounds.size)
        if shownMode == .oneBesideSecondary {
            let width = primaryColumnWidth(within: bounds.width)
            if let primary, primaryPopover?.isPopoverVisible != true {
                place(primary, in: CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height))
            }
            let left = width + UISplitViewController.dividerWidth
            if let secondary {
                place(
                    secondary,
                    in: CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left), height: bounds.height))
            }
        } else {
            if let primaryView = primary?.viewIfLoaded, primaryView.superview === view { primaryView.removeFromSuperview() }
            if let secondary { place(secondary, in: bounds) }
        }
    }

    /// Puts `child`'s view at `frame` in the root view (adding it, beneath what is there, if it is not).
    private func place(_ child: UIViewController, in frame: CGRect) {
        let childView: UIView = child.view
        childView.autoresizingMask = []
        childView.frame = frame
        if childView.superview !== view { view.insertSubview(childView, at: 0) }
    }

    /// The primary column's width in a split view `width` wide: the fraction of it (320 points when
    /// automatic), kept between the minimum (none when automatic) and the maximum (320 when automatic)
    /// and within the view, short of the divider. A fraction that is not a number from 0 to 1 counts as
    /// automatic (negative, not finite) or 1 (over 1).
    func primaryColumnWidth(within width: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        let fraction = preferredPrimaryColumnWidthFraction
        let wanted =
            fraction.isFinite && fraction >= 0 && fraction != automatic
            ? min(fraction, 1) * width : UISplitViewController.standardPrimaryWidth
        let maximum =
            maximumPrimaryColumnWidth.isFinite && maximumPrimaryColumnWidth >= 0
            ? maximumPrimaryColumnWidth : UISplitViewController.standardPrimaryWidth
        let minimum = minimumPrimaryColumnWidth.isFinite && minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let room = max(0, width - UISplitViewController.dividerWidth)
        return min(max(min(wanted, maximum), minimum), room).rounded()
    }

    /// The orientations both children support (a pad's four when there are none).
    var childrenSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        let masks = [primary, secondary].compactMap { $0?.supportedInterfaceOrientations }
        guard let first = masks.first else { return .defaultForIdiom }
        return masks.dropFirst().reduce(first) { $0.intersection($1) }
    }
}
