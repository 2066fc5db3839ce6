/// A view controller's top or bottom layout guide (iOS 7): how far the bars cover its view from that
/// edge, as a length and as anchors to constrain against.
///
/// Source: Apple, UILayoutSupport (deprecated since iOS 11 in favour of `safeAreaLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view from its edge: the status bar's overlap for the top
    /// guide (20 points under a shown status bar, 0 once hidden), 0 for the bottom guide until a bar
    /// covers the bottom.
    var length: CGFloat { get }
    /// The guide's top edge (the view's top for the top guide).
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge: where content may start, for the top guide.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, `length`.
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a system guide of its root view, placed along the
/// top or bottom edge, as tall as the safe area's inset there.
@MainActor
final class ViewControllerLayoutGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return kind == .topLayoutSupport ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
