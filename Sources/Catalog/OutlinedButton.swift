import UIKit

/// The Catalog's action buttons: a `UIButton(type: .system)` (title in the tint, faded while touched,
/// grey and dimmed with the window's tint, target-action through `addAction(_:for:)`) outlined by its
/// layer: a 1.5-point border in the tint colour, corners of radius 8, a 17-point medium title.
///
/// The subclass exists for one reason: a layer's `borderColor` is a fixed CGColor, so it does not follow
/// `tintColor` by itself; `tintColorDidChange()` repaints it, dimming included, and
/// `traitCollectionDidChange(_:)` for the dark appearance. Everything else
/// (tracking, highlight, events, title) is UIButton's own.
final class OutlinedButton: UIButton {
    /// A system button titled `title`, outlined in its tint.
    convenience init(title: String) {
        self.init(type: .system)
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17, weight: .medium)
        layer.borderWidth = 1.5
        layer.cornerRadius = 8
        layer.borderColor = tintColor.resolvedColor(with: traitCollection).cgColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = tintColor.resolvedColor(with: traitCollection).cgColor
    }

    /// The tint is a dynamic colour: the border follows the appearance too.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = tintColor.resolvedColor(with: traitCollection).cgColor
    }
}
