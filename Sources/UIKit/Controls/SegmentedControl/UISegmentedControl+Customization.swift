// UISegmentedControl's appearance customization: background and divider images by state and bar
// metrics, title text attributes by state, content position by segment type and bar metrics.
//
// Each lookup falls back to the normal state's setting for a state that has none, and a highlighted
// segment looks selected unless the highlighted state is customized (iOS 7's look). iOS 7 uses only the
// `.default` bar metrics: values set for other metrics are kept (their getters return them) but never
// drawn.
//
// Source: Apple, UISegmentedControl ("Customizing appearance").
// Deviation: these methods are `public`, not `open`: Swift cannot override members declared in an
// extension, and a subclass overriding them is rare (Apple's are overridable Objective-C methods).
extension UISegmentedControl {
    // MARK: Background images

    /// Sets the image stretched behind each segment in `state`. A `.normal` image replaces iOS 7's
    /// outline look and sets the control's height to the image's; selected segments
    /// without an image of their own show it darkened, disabled ones faded.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(UISegmentedControl.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]))
        backgroundImages[barMetrics, default: ControlStateValues()][exactly: state] = backgroundImage
        contentDidChange()
    }

    /// The background image set for exactly `state` and `barMetrics`.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]?[exactly: state]
    }

    // MARK: Divider images

    /// Sets the divider drawn between a segment in `leftState` and the next in `rightState`; it keeps
    /// its width and stretches to the control's height. The normal/normal divider stands in for pairs
    /// without one.
    public func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        markAppearanceExplicit(
            UISegmentedControl.appearanceKey("dividerImage", [leftState.rawValue, rightState.rawValue, UInt(barMetrics.rawValue)]))
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics)] = dividerImage
        contentDidChange()
    }

    /// The divider image set for exactly these states and metrics.
    public func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics)]
    }

    // MARK: Title text attributes

    /// Sets the attributes of titles in `state` (font, foreground colour, shadow...). Attributes a state
    /// does not set come from iOS 7's defaults: the system font at 13 points, in the tint (white on the
    /// selection).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        markAppearanceExplicit(UISegmentedControl.appearanceKey("titleTextAttributes", [state.rawValue]))
        titleAttributes[exactly: state] = attributes
        contentDidChange()
    }

    /// The title attributes set for `state`: its own, else `.normal`'s.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(for: state)
    }

    // MARK: Content position

    /// Moves the content of the segments of `leftCenterRightOrAlone` type by `adjustment` (`.any`: every
    /// segment without an adjustment of its own type).
    public func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
        barMetrics: UIBarMetrics
    ) {
        markAppearanceExplicit(
            UISegmentedControl.appearanceKey(
                "contentPositionAdjustment",
                [UInt(leftCenterRightOrAlone.rawValue), UInt(barMetrics.rawValue)]))
        positionAdjustments[PositionKey(segment: leftCenterRightOrAlone, metrics: barMetrics)] = adjustment
        setNeedsDisplay()
    }

    /// The adjustment set for exactly this segment type and metrics (zero if none).
    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[PositionKey(segment: leftCenterRightOrAlone, metrics: barMetrics)] ?? .zero
    }

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
