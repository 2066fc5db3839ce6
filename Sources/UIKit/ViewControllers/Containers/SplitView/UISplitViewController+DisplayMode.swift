import Foundation

// How the primary shows, decided on each layout and before each change of size: in its column, or
// hidden (iOS 5-7: in portrait, unless the delegate keeps it) with `displayModeButtonItem` handed to the
// delegate, and then over the secondary in a popover, from that item or from a swipe in at the left
// edge. The delegate hears `willHide`/`willShow` as the primary leaves and re-enters its column, and
// `willChangeTo` for every change of mode after the first.
extension UISplitViewController {
    /// The display mode for a view of `size`, leaving out the popover: `.oneOverSecondary` is the hidden
    /// primary shown on request.
    func resolvedMode(for size: CGSize) -> DisplayMode {
        switch preferredDisplayMode {
        case .automatic:
            guard size.width < size.height, let primary else { return .oneBesideSecondary }
            let current = UIApplication.shared.statusBarState.orientation
            let orientation: UIInterfaceOrientation = current.isPortrait ? current : .portrait
            let hides = delegate?.splitViewController(self, shouldHide: primary, in: orientation) ?? true
            return hides ? .secondaryOnly : .oneBesideSecondary
        case .oneOverSecondary: return .secondaryOnly
        default: return preferredDisplayMode
        }
    }

    /// Makes the display mode the one for `size`, telling the delegate: the primary hides (here is the
    /// item that shows it) or comes back to its column (take the item away).
    func applyDisplayMode(for size: CGSize) {
        let mode = resolvedMode(for: size)
        updateEdgeSwipe(for: mode)
        guard mode != shownMode else { return }
        let old = shownMode
        if old != nil { delegate?.splitViewController(self, willChangeTo: mode) }
        shownMode = mode
        guard let primary else { return }
        if mode == .secondaryOnly {
            titleModeButton()
            delegate?.splitViewController(self, willHide: primary, with: modeButton, for: popover(showing: primary))
        } else if old == .secondaryOnly {
            dismissPrimaryPopover(animated: false)
            delegate?.splitViewController(self, willShow: primary, invalidating: modeButton)
        }
    }

    /// The preferred display mode changed: the mode follows now (the primary shows over the secondary
    /// at once for `.oneOverSecondary`, in a window).
    func preferredDisplayModeDidChange() {
        guard isViewLoaded, !collapsed else { return }
        if preferredDisplayMode != .oneOverSecondary { dismissPrimaryPopover(animated: false) }
        applyDisplayMode(for: view.bounds.size)
        view.setNeedsLayout()
        if preferredDisplayMode == .oneOverSecondary { showPrimaryPopover(animated: false) }
    }

    // MARK: The primary over the secondary

    /// The popover that shows the hidden primary, `primary` as its content.
    func popover(showing primary: UIViewController) -> UIPopoverController {
        if let primaryPopover {
            if !primaryPopover.isPopoverVisible { primaryPopover.contentViewController = primary }
            return primaryPopover
        }
        let popover = UIPopoverController(contentViewController: primary)
        popover.delegate = primaryPopoverWatcher
        primaryPopover = popover
        return popover
    }

    /// Shows the hidden primary over the secondary, in its popover: from `displayModeButtonItem` when it
    /// is in a bar on screen, else from the left edge.
    func showPrimaryPopover(animated: Bool) {
        guard !collapsed, shownMode == .secondaryOnly, let primary, let view = viewIfLoaded, view.window != nil else { return }
        let popover = popover(showing: primary)
        guard !popover.isPopoverVisible else { return }
        delegate?.splitViewController(self, willChangeTo: .oneOverSecondary)
        delegate?.splitViewController(self, popoverController: popover, willPresent: primary)
        if let itemView = modeButton.shownView, itemView.window === view.window {
            // Above or below its bar, as tall as there is room (a side arrow would leave more room, but
            // not under the item).
            popover.present(from: modeButton, permittedArrowDirections: [.up, .down], animated: animated)
        } else {
            let edge = CGRect(x: view.bounds.minX, y: view.bounds.midY, width: 1, height: 1)
            popover.present(from: edge, in: view, permittedArrowDirections: .left, animated: animated)
        }
    }

    /// Takes the primary's popover away (the delegate hears of no change of mode: the caller's change
    /// follows).
    func dismissPrimaryPopover(animated: Bool) {
        guard let primaryPopover, primaryPopover.isPopoverVisible else { return }
        primaryPopover.dismiss(animated: animated)
    }

    /// Hides the primary shown over the secondary, telling the delegate.
    func hidePrimaryPopover(animated: Bool) {
        guard primaryPopover?.isPopoverVisible == true else { return }
        delegate?.splitViewController(self, willChangeTo: .secondaryOnly)
        dismissPrimaryPopover(animated: animated)
    }

    /// `displayModeButtonItem` was tapped: the delegate's target mode becomes the preferred one, or
    /// (`.automatic`) the hidden primary shows over the secondary, or hides again.
    func modeButtonTapped() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            preferredDisplayMode = target
        } else if displayMode == .oneOverSecondary {
            hidePrimaryPopover(animated: true)
        } else if displayMode == .secondaryOnly {
            showPrimaryPopover(animated: true)
        }
    }

    /// The swipe in from the left edge shows the hidden primary.
    func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard recognizer.state == .began, presentsWithGesture, displayMode == .secondaryOnly else { return }
        showPrimaryPopover(animated: true)
    }

    /// The edge swipe listens only while it can show the primary, so that it takes no touch from the
    /// secondary's own swipes otherwise.
    func updateEdgeSwipe(for mode: DisplayMode? = nil) {
        primaryEdgeSwipe.isEnabled = presentsWithGesture && !collapsed && (mode ?? shownMode) == .secondaryOnly
    }

    /// Titles `displayModeButtonItem` with the title the primary shows, unless it was given another.
    private func titleModeButton() {
        guard modeButton.title == nil || modeButton.title == givenButtonTitle else { return }
        let shown = (primary as? UINavigationController)?.topViewController ?? primary
        let title = shown?.navigationItem.title ?? shown?.title
        modeButton.title = title
        givenButtonTitle = title
    }
}

/// Hears of a touch outside the primary's popover for its split view controller, which tells its
/// delegate the primary hides again.
@MainActor
final class PrimaryPopoverWatcher: UIPopoverControllerDelegate {
    private weak var splitViewController: UISplitViewController?

    init(splitViewController: UISplitViewController) { self.splitViewController = splitViewController }

    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool {
        if let splitViewController { splitViewController.delegate?.splitViewController(splitViewController, willChangeTo: .secondaryOnly) }
        return true
    }
}
