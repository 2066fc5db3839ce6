import UIKit

extension UIView {
    /// Every view under this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }

    /// Whether the view and its ancestors are visible in a window (not hidden, not fully transparent).
    var isShownInWindow: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha == 0 { return false }
            if current is UIWindow { return true }
            view = current.superview
        }
        return false
    }
}
