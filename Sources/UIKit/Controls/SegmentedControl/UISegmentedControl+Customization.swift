// UISegmentedControl's appearance customization: background and divider images by state and bar
// metrics, title text attributes by state, content position by segment type and bar metrics.
//
// Each lookup falls back to the normal state's setting for a state that has none, and a highlighted
// segment looks selected unless the highlighted state is customized (iOS 7's look). iOS 7 uses only the
// `.default` bar metrics: values set for other metrics are kept (their getters return them) but never
// drawn.
//
// Source: Apple, UISegmentedControl ("Customizing appearance").
// The setters and getters are declared in UISegmentedControl.swift, to be overridable; what they store
// is drawn from here.
extension UISegmentedControl {
    // MARK: What draws (iOS 7: `.default` metrics only)

    /// The `.normal` background image that switches the control to its customized look, if any.
    var customBackground: UIImage? { backgroundImages[.default]?[exactly: .normal] }

    /// How a segment's state draws a background: the image and how to adjust it.
    enum BackgroundAdjustment { case none, darkened, faded }

    /// The background for a segment in `state` (one of normal, selected, highlighted, disabled, or
    /// selected+highlighted): its own image, else a highlighted segment's selected look, else the
    /// normal image, darkened for selected and faded for disabled.
    func background(for state: UIControl.State) -> (image: UIImage, adjustment: BackgroundAdjustment)? {
        guard let normal = customBackground, let images = backgroundImages[.default] else { return nil }
        if let own = images[exactly: state] { return (own, .none) }
        if state.contains(.highlighted), let selected = images[exactly: .selected] { return (selected, .none) }
        if state.contains(.disabled) { return (normal, .faded) }
        if state.contains(.selected) || state.contains(.highlighted) { return (normal, .darkened) }
        return (normal, .none)
    }

    /// The divider image between segments in `left` and `right` states, else the normal/normal one.
    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: left.rawValue, right: right.rawValue, metrics: .default)]
            ?? dividerImages[DividerKey(left: 0, right: 0, metrics: .default)]
    }

    /// The title attributes for `state`: its own; for highlighted, else the selected ones; else normal's.
    func titleAttributesShown(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        if let own = titleAttributes[exactly: state] { return own }
        if state.contains(.highlighted) || state.contains(.selected), let selected = titleAttributes[exactly: .selected] { return selected }
        return titleAttributes[exactly: .normal] ?? [:]
    }

    /// The content adjustment of the segment at `index`: its type's, else `.any`'s.
    func positionAdjustment(at index: Int) -> UIOffset {
        positionAdjustments[PositionKey(segment: segmentType(at: index), metrics: .default)]
            ?? positionAdjustments[PositionKey(segment: .any, metrics: .default)] ?? .zero
    }
}
