// Where a view's accessibility values live, and the defaults computed from the view. The overridable
// members themselves are declared in UIView's body (Swift on Linux cannot override members declared in
// extensions).

/// The accessibility values set on one view. A view allocates it on the first set, so views that never
/// set one pay a single nil reference. Nil means "not set": the getter answers the class's default.
final class ViewAccessibility {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
}

/// Identifies an element to UI tests and automation, never to users (`accessibilityIdentifier`).
/// UIView adopts it.
///
/// Source: Apple, UIAccessibilityIdentification reference.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

extension UIView {
    /// The storage, created on first use (by setters only).
    var accessibilityAttributes: ViewAccessibility {
        if let storage = accessibilityStorage { return storage }
        let storage = ViewAccessibility()
        accessibilityStorage = storage
        return storage
    }

    /// The view's bounds in screen coordinates: converted to its window (the bounding box when the view
    /// or an ancestor is transformed), then placed by the window's frame on the screen. A view outside
    /// any window answers its bounds in its topmost ancestor's coordinates (what `convert(_:to: nil)`
    /// gives).
    ///
    /// Source: Apple, `accessibilityFrame` ("The frame of the accessibility element, in screen
    /// coordinates"); UIKit computes it for views until one is set.
    var boundsOnScreen: CGRect {
        let inWindow = convert(bounds, to: nil)
        guard let window else { return inWindow }
        return inWindow.applying(LayerRenderer.layerToSuperlayer(window.layer))
    }
}
