/// One segment of a UISegmentedControl as an accessibility element, as UIKit exposes each segment: an
/// invisible subview over the segment that draws nothing and takes no touches (they reach the
/// control). Its label is the segment's title until set; its traits `.button`, with `.selected` while
/// the segment shows as selected and `.notEnabled` while it (or the control) is disabled.
///
/// Source: Apple, UISegmentedControl (each segment is an accessibility element, a button, selected when
/// selected).
final class SegmentAccessibilityView: UIView {
    weak var control: UISegmentedControl?
    var index = 0

    init(control: UISegmentedControl) {
        self.control = control
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = accessibilityStorage?.traits ?? .button
            guard let control, index < control.numberOfSegments else { return traits }
            if control.visiblySelectedSegment == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
}
