/// The spine on rotation: before the interface turns, a page-curl controller asks its delegate for the
/// spine of the new orientation. The delegate may set new view controllers meanwhile (they then show at
/// once, without a turn, and may be as many as either spine needs) and `isDoubleSided`; its answer becomes
/// `spineLocation` (`.mid` makes the controller double-sided; `.none` is taken as `.min`). The pages must
/// then fit the spine, or the call fails naming the delegate method, as UIKit raises.
///
/// Source: Apple, `pageViewController(_:spineLocationFor:)` ("Delegate may set new view controllers or
/// update double-sided state within this method's implementation as well").
extension UIPageViewController {
    func askDelegateForSpine(with coordinator: UIViewControllerTransitionCoordinator) {
        guard transitionStyle == .pageCurl, let delegate, let rotation = (coordinator as? TransitionCoordinator)?.rotation
        else { return }
        pageStyle?.endTurnNow()
        isAskingForSpine = true
        let answer = askOptional(.spineLocation) { delegate.pageViewController(self, spineLocationFor: rotation.to) }
        isAskingForSpine = false
        guard let answer else { return }
        spineLocationStorage = answer == .none ? .min : answer
        if spineLocationStorage == .mid { isDoubleSided = true }
        if !pages.isEmpty { checkCount(of: pages, call: "pageViewController(_:spineLocationFor:)") }
        if let pageStyle {
            // The pages take their places for the new spine at once (the rotation animates them).
            viewIfLoaded?.setNeedsLayout()
            pageStyle.layout()
        }
    }
}
