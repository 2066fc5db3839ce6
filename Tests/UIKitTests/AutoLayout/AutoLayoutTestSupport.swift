// Helpers for the Auto Layout tests: a container laid out by its frame, subviews placed by constraints.
import UIKit

@MainActor
enum AutoLayoutTestSupport {
    /// A container of `size` (its frame translated into constraints, as a plain view's is) in no window.
    static func container(_ size: CGSize = CGSize(width: 320, height: 480)) -> UIView {
        UIView(frame: CGRect(origin: .zero, size: size))
    }

    /// A view placed by constraints, added to `parent`.
    @discardableResult
    static func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }
}
