// Auto Layout code as iOS projects write it, compiled in Swift 5 mode: a nonisolated helper building a form
// with anchors, the visual format language and a custom view overriding the Auto Layout hooks.
import UIKit
import XCTest

/// A badge whose intrinsic size and alignment insets are its own, as ported custom views override them.
final class PortedBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }
    override func updateConstraints() { super.updateConstraints() }
}

/// A nonisolated form builder, as an iOS project's helper object is.
final class FormBuilder: NSObject {
    func build(in container: UIView) -> (UILabel, UITextFieldLike) {
        let label = UILabel()
        label.text = "Name"
        let field = UITextFieldLike()
        for view in [label, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["label": label, "field": field]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[label]-[field]-|", options: .alignAllCenterY,
            metrics: nil, views: views)
        constraints.append(label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor))
        constraints.append(field.heightAnchor.constraint(equalToConstant: 31))
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate(constraints)
        return (label, field)
    }
}

/// Stands in for a text field (not this issue's): a plain view with no intrinsic width.
final class UITextFieldLike: UIView {}

final class PortedAutoLayoutTests: XCTestCase {
    func testNonisolatedAutoLayoutCodeCompilesAndLaysOut() {
        MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            container.insetsLayoutMarginsFromSafeArea = false
            let (label, field) = FormBuilder().build(in: container)
            container.layoutIfNeeded()
            XCTAssertEqual(label.frame.minX, 20)
            XCTAssertEqual(field.frame.maxX, 300)
            XCTAssertEqual(field.frame.midY, label.frame.midY)
            XCTAssertEqual(PortedBadge().alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 28, height: 28)).width, 24)
        }
    }
}
