import Foundation

/// A view's Auto Layout state, made the first time any Auto Layout API touches the view (views laid out by
/// frames alone never pay for it): installed constraints, layout guides, content priorities, margins and
/// the layout node.
@MainActor
final class ViewAutoLayout {
    /// Constraints installed on the view (`UIView.constraints`), in the order added.
    var installed: [NSLayoutConstraint] {
        compactInstalled()
        return installedStorage
    }
    /// Installed constraints, with some that were uninstalled since (listed in `uninstalledIDs`): removal is
    /// O(1) and the list is compacted when half of it is gone or when it is read, so removing many views
    /// from a window with thousands of constraints stays linear.
    private var installedStorage: [NSLayoutConstraint] = []
    private var uninstalledIDs: Set<ObjectIdentifier> = []

    func install(_ constraint: NSLayoutConstraint) {
        if uninstalledIDs.remove(ObjectIdentifier(constraint)) != nil { return }  // Still listed: keep its place.
        installedStorage.append(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        uninstalledIDs.insert(ObjectIdentifier(constraint))
        if uninstalledIDs.count > 16 && uninstalledIDs.count * 2 > installedStorage.count { compactInstalled() }
    }

    private func compactInstalled() {
        guard !uninstalledIDs.isEmpty else { return }
        installedStorage.removeAll { uninstalledIDs.contains(ObjectIdentifier($0)) }
        uninstalledIDs = []
    }
    var guides: [UILayoutGuide] = []
    var node: LayoutNode?
    /// Content hugging and compression resistance set on the view, horizontal then vertical (nil: the
    /// class's default).
    var hugging: [UILayoutPriority?] = [nil, nil]
    var compression: [UILayoutPriority?] = [nil, nil]
    var layoutMargins = UIView.defaultLayoutMargins
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The top and bottom layout guides of the view controller whose root view this is.
    var layoutSupportGuides: [ViewControllerLayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var anchors: [Int: AnyObject] = [:]
    /// The view's place in a stack view's arrangement, which breaks ties between equal content priorities.
    private(set) var stackPlace: StackPlace?

    /// An arranged view's index and its stack's axis (0 horizontal, 1 vertical): among equal hugging or
    /// compression-resistance priorities on that axis, the lower index gives way first, as UIKit's stack
    /// view resizes "based on their index".
    struct StackPlace: Equatable {
        let axis: Int
        let index: Int
    }

    /// Sets the view's place in a stack view (nil: it left the arrangement); a change makes its
    /// content-size constraints again.
    func setStackPlace(_ place: StackPlace?, of view: UIView) {
        guard place != stackPlace else { return }
        stackPlace = place
        view.autoLayoutNeedsRefresh()
    }

    /// The view's node, made on first use.
    func node(for view: UIView) -> LayoutNode {
        if let node { return node }
        let made = LayoutNode(view: view)
        node = made
        return made
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutState: ViewAutoLayout {
        if let state = autoLayoutStorage { return state }
        let state = ViewAutoLayout()
        autoLayoutStorage = state
        return state
    }

    /// The frame changed (set by the app or by autoresizing): a translated view's frame constraints follow.
    func autoLayoutFrameDidChange() {
        if constrainsContentArea, let state = autoLayoutStorage {
            // A scroll view's bounds origin places its content: constraints from its content to views
            // outside it, and its frame guide (where its bounds lie in the content), follow the scrolling.
            if let node = state.node, !node.offsetDependents.isEmpty { node.engine?.setNeedsRefresh(node) }
            // (Each publish places every system guide again: the engine only needs to publish.)
            if let node = state.scrollFrameGuide?.node { node.engine?.markChanged() }
        }
        guard translatesAutoresizingMaskIntoConstraints else { return }
        autoLayoutNeedsRefresh()
    }

    /// Something the engine reads from the view changed (margins, safe area, baselines, intrinsic size,
    /// content priorities): its constraints are made again at the next pass, and its guides follow.
    func autoLayoutNeedsRefresh() {
        guard let node = autoLayoutStorage?.node, let engine = node.engine else { return }
        engine.setNeedsRefresh(node)
    }
}
