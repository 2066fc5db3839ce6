import UIKit
import UIKitTesting

/// Finds alerts' parts the way UI tests do: by their text.
@MainActor
enum AlertFinder {
    /// Every visible label under `view`, depth first.
    static func labels(in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? UILabel { found.append(label) }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return found
    }

    /// The visible label showing `text` in any visible window (laid out), if one does.
    static func label(_ text: String) -> UILabel? {
        for window in UIApplication.shared.windows.reversed() where !window.isHidden {
            window.layoutIfNeeded()
            if let label = labels(in: window).first(where: { $0.text == text }) { return label }
        }
        return nil
    }

    /// The centre of the label showing `text`, in screen coordinates.
    static func center(of text: String) -> CGPoint? {
        frame(of: text).map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The frame of the label showing `text`, in screen coordinates (its window may stand anywhere).
    static func frame(of text: String) -> CGRect? {
        guard let label = label(text) else { return nil }
        let origin = label.window?.frame.origin ?? .zero
        return label.convert(label.bounds, to: nil).offsetBy(dx: origin.x, dy: origin.y)
    }
}

extension UIKitTestHarness {
    /// Taps the button or label showing `text`; false when no visible label shows it.
    @discardableResult
    func tap(_ text: String) -> Bool {
        guard let point = AlertFinder.center(of: text) else { return false }
        tap(at: point)
        return true
    }

    /// A phone in portrait (320 × 568) or a pad in landscape (1024 × 768), at scale 1.
    static func phone() -> UIKitTestHarness { UIKitTestHarness(windowSize: CGSize(width: 320, height: 568), scale: 1) }
    static func pad() -> UIKitTestHarness {
        UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .landscapeLeft)
    }
}

/// A root controller with a white view, in the harness's window.
@MainActor
func rootController(in h: UIKitTestHarness) -> UIViewController {
    let root = UIViewController()
    root.view.backgroundColor = .white
    h.window.rootViewController = root
    return root
}
