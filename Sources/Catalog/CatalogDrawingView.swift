import UIKit

/// A view that draws with `draw(_:)`, as on iOS: once when it first appears in a window, again after
/// `setNeedsDisplay()`, and whenever its size changes (`contentMode` is `.redraw`).
class CatalogDrawingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }
}
