// The view hierarchy: adding, ordering and removing subviews, with UIKit's callbacks in UIKit's order (the API
// is declared in UIView.swift, to be overridable).
extension UIView {
    /// `insertSubview(_:belowSubview:)` and `insertSubview(_:aboveSubview:)`: on top when the sibling is
    /// not a subview.
    /// The layer goes right above or below the sibling's layer, as in UIKit.
    func insertSubview(_ view: UIView, nextTo siblingSubview: UIView, above: Bool, caller: String) {
        guard let index = hierarchy.subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insert(
            view, at: above ? index + 1 : index, caller: caller,
            layerPlacement: above ? .above(siblingSubview.layer) : .below(siblingSubview.layer))
    }

    /// Where an inserted subview's layer goes among the sublayers.
    enum LayerPlacement {
        /// In the subviews' order, next to the layer of a neighbouring subview.
        case amongSubviews
        /// Above every sublayer, plain layers included (`addSubview(_:)`).
        case onTop
        /// Right above or below a sibling's layer (`insertSubview(_:aboveSubview:)` and `belowSubview`).
        case above(CALayer), below(CALayer)
    }

    /// `exchangeSubview(at:withSubviewAt:)`.
    func swapSubviews(at index1: Int, _ index2: Int) {
        let count = hierarchy.subviews.count
        precondition(
            (0..<count).contains(index1) && (0..<count).contains(index2),
            "UIView.exchangeSubview(at:withSubviewAt:): index \(index1) or \(index2) is out of range for \(count) subviews")
        guard index1 != index2 else { return }
        hierarchy.subviews.swapAt(index1, index2)
        placeLayer(of: hierarchy.subviews[index1])
        placeLayer(of: hierarchy.subviews[index2])
    }

    /// `bringSubviewToFront(_:)` (front: true) and `sendSubviewToBack(_:)`.
    func moveSubview(_ view: UIView, toFront front: Bool) {
        guard let index = hierarchy.subviews.firstIndex(where: { $0 === view }) else { return }
        let moved = hierarchy.subviews.remove(at: index)
        if front {
            hierarchy.subviews.append(moved)
            // Above every sublayer, as the subview is above every sibling.
            layer.addSublayer(view.layer)
        } else {
            hierarchy.subviews.insert(moved, at: 0)
            placeLayer(of: view)
        }
    }

    /// `removeFromSuperview()`, with UIKit's callbacks in UIKit's order.
    func leaveSuperview() {
        guard let parent = hierarchy.superview else { return }
        ConstraintInstallation.viewWillLeaveSuperview(self)
        parent.subviewWillBeRemoved(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let oldWindow = window
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        if isFirstResponderOrContainsIt { FirstResponder.current?.resignFirstResponder() }
        if let index = parent.hierarchy.subviews.lastIndex(where: { $0 === self }) { parent.hierarchy.subviews.remove(at: index) }
        hierarchy.superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { propagateDidMove(toWindow: nil) }
        didMoveToSuperview()
        if tintInheritanceChanges(from: parent, to: nil) { propagateTintColorDidChange() }
    }

    /// `viewWithTag(_:)`: the view itself or the first descendant, depth first, with `tag`.
    func firstView(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Implementation

    /// Adds `view` at `requestedIndex`, or moves it there among the subviews, with the callbacks; its layer
    /// goes where `layerPlacement` says.
    func insert(_ view: UIView, at requestedIndex: Int, caller: String, layerPlacement: LayerPlacement = .amongSubviews) {
        precondition(
            !isDescendant(of: view),
            "\(caller): the view to add is the receiver or one of its ancestors; a view hierarchy cannot contain a cycle")
        var index = requestedIndex
        if view.superview === self, let old = hierarchy.subviews.firstIndex(where: { $0 === view }) {
            // Reordering among siblings: no move callbacks, as UIKit.
            hierarchy.subviews.remove(at: old)
            if old < index { index -= 1 }
            hierarchy.subviews.insert(view, at: min(index, hierarchy.subviews.count))
            placeLayer(of: view, layerPlacement)
            return
        }
        let oldParent = view.superview
        if oldParent != nil { ConstraintInstallation.viewWillLeaveSuperview(view) }
        if let oldParent {
            oldParent.subviewWillBeRemoved(view)
            oldParent.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        let newWindow = window, oldWindow = view.window
        if newWindow !== oldWindow { view.propagateWillMove(toWindow: newWindow) }
        if let oldParent, let old = oldParent.hierarchy.subviews.lastIndex(where: { $0 === view }) {
            oldParent.hierarchy.subviews.remove(at: old)
        }
        view.hierarchy.superview = self
        index = insertionIndex(forJoining: view, at: min(index, hierarchy.subviews.count))
        hierarchy.subviews.insert(view, at: index)
        placeLayer(of: view, layerPlacement)
        // UIKit lays out a view that joins a superview (and the superview, whose sublayers changed).
        view.setNeedsLayout()
        if view.needsUpdateConstraintsFlag || view.subtreeNeedsUpdateConstraints {
            // Marked before it joined: the new hierarchy's pass updates it.
            view.markAncestorsForConstraintUpdates()
        }
        if newWindow !== oldWindow { view.propagateDidMove(toWindow: newWindow) }
        view.didMoveToSuperview()
        // A translated frame's constraints name the superview's size: they are made again for the new one.
        if oldParent != nil { view.autoLayoutFrameDidChange() }
        didAddSubview(view)
        subviewDidJoin(view)
        if view.tintInheritanceChanges(from: oldParent, to: self) { view.propagateTintColorDidChange() }
    }

    /// Puts a just-inserted or just-moved subview's layer where `placement` says; among the subviews, below
    /// the layer of the subview above it, else above the layer of the subview below it. Only that layer
    /// moves; the search for its neighbour starts from the top, so adding on top costs O(1).
    private func placeLayer(of view: UIView, _ placement: LayerPlacement = .amongSubviews) {
        switch placement {
        case .onTop where hierarchy.subviews.last === view: return layer.addSublayer(view.layer)
        case .above(let sibling) where sibling.superlayer === layer: return layer.insertSublayer(view.layer, above: sibling)
        case .below(let sibling) where sibling.superlayer === layer: return layer.insertSublayer(view.layer, below: sibling)
        default: break
        }
        guard let index = hierarchy.subviews.lastIndex(where: { $0 === view }) else { return }
        if index + 1 < hierarchy.subviews.count {
            layer.insertSublayer(view.layer, below: hierarchy.subviews[index + 1].layer)
        } else if index > 0 {
            layer.insertSublayer(view.layer, above: hierarchy.subviews[index - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMove(toWindow newWindow: UIWindow?) {
        hierarchy.window = newWindow ?? (self as? UIWindow)
        if let newWindow {
            AppearanceRegistry.apply(to: self)
            // UIKit: a view that draws draws at the scale of its window's screen, unless its
            // contentScaleFactor was set (it may have been made before that screen's scale was known).
            let scale = newWindow.screen.scale
            if !hasSetContentScale, layer.contentsScale != scale, ViewDrawing.draws(type(of: self)) {
                layer.contentsScale = scale
                layer.contents = nil
            }
            // As on iOS, a view draws when it first appears (views of classes that do not draw are skipped).
            if layer.contents == nil { setNeedsDisplay() }
            // UIKit: a view that requires constraint-based layout gets updateConstraints() in the next pass.
            if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
        }
        if newWindow == nil {
            // As on iOS, a recognizer's gesture and timers stop when its view leaves the window.
            for recognizer in gestureRecognizerStorage { GestureArbiter.shared.abandon(recognizer) }
            // UIKit: a scroll view's deceleration, bounce and indicator fade stop there too.
            viewDidLeaveWindow()
        }
        didMoveToWindow()
        // Parents first: each view's safe area from its superview's, already up to date.
        updateSafeAreaInsetsFromSuperview()
        if newWindow != nil { noteTraits() }
        for subview in subviews { subview.propagateDidMove(toWindow: newWindow) }
        owningViewController?.viewDidMove(toWindow: newWindow)
    }

    private var isFirstResponderOrContainsIt: Bool {
        guard let responder = FirstResponder.current as? UIView else { return false }
        return responder.isDescendant(of: self)
    }
}

/// A view's place in the hierarchy.
struct ViewHierarchy {
    weak var superview: UIView?
    var subviews: [UIView] = []
    weak var window: UIWindow?
}
