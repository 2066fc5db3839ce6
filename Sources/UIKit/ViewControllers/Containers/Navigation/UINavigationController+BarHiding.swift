import Foundation

// The bars hiding themselves: on a tap of the content (`hidesBarsOnTap`, the next tap shows them), on a
// swipe up (`hidesBarsOnSwipe`; down shows them), when the keyboard appears, and while the vertical size
// class is compact. Each hides the navigation bar and the toolbar together, sliding.
extension UINavigationController {
    /// Adds or removes the recognizers and the keyboard observer as the settings ask.
    func barHidingSettingsDidChange() {
        guard let view = viewIfLoaded else { return }
        let tap = barHideOnTapGestureRecognizer, swipe = barHideOnSwipeGestureRecognizer
        tap.cancelsTouchesInView = false
        swipe.cancelsTouchesInView = false
        swipe.delegate = barHidingGestureDelegate
        tap.delegate = barHidingGestureDelegate
        for (recognizer, wanted) in [(tap as UIGestureRecognizer, hidesBarsOnTap), (swipe, hidesBarsOnSwipe)] {
            let attached = view.gestureRecognizers?.contains { $0 === recognizer } ?? false
            if wanted && !attached { view.addGestureRecognizer(recognizer) }
            if !wanted && attached { view.removeGestureRecognizer(recognizer) }
        }
        if hidesBarsWhenKeyboardAppears, keyboardObserver == nil {
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.setBarsHidden(true) }
            }
        } else if !hidesBarsWhenKeyboardAppears, let observer = keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
            keyboardObserver = nil
        }
        if hidesBarsWhenVerticallyCompact { applyVerticallyCompactHiding() }
    }

    /// Hides or shows both bars, sliding.
    func setBarsHidden(_ hidden: Bool) {
        guard navigationBarHiddenStorage != hidden || (toolbarHiddenStorage != hidden && hidesToolbarWithBars) else { return }
        navigationBarHiddenStorage = hidden
        if hidesToolbarWithBars { toolbarHiddenStorage = hidden }
        animateBarChange(true)
    }

    /// The toolbar hides and shows with the navigation bar when it has items to show.
    private var hidesToolbarWithBars: Bool { !(topViewController?.toolbarItems ?? []).isEmpty }

    func applyVerticallyCompactHiding() {
        setBarsHidden(traitCollection.verticalSizeClass == .compact)
    }

    func barHideTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, hidesBarsOnTap else { return }
        setBarsHidden(!navigationBarHiddenStorage)
    }

    func barHideSwiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended, hidesBarsOnSwipe else { return }
        let moved = recognizer.translation(in: view).y
        if moved < -BarHidingGestureDelegate.swipeDistance { setBarsHidden(true) }
        if moved > BarHidingGestureDelegate.swipeDistance { setBarsHidden(false) }
    }
}

/// Lets the bar-hiding tap and swipe work alongside the content's own gestures (a scroll view's pan,
/// a button's tap), and keeps the tap off controls and the bars.
@MainActor
final class BarHidingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// How far a swipe goes before the bars follow it.
    static let swipeDistance: CGFloat = 20

    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let navigation = navigationController else { return false }
        var view = touch.view
        while let current = view {
            if current is UIControl || current === navigation.navigationBar || current === navigation.toolbar { return false }
            view = current.superview
        }
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
