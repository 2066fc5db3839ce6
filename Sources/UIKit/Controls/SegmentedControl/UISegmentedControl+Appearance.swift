// UISegmentedControl's appearance-capable members, on its appearance proxy:
// `UISegmentedControl.appearance().setTitleTextAttributes([.font: f], for: .normal)`. Each setter
// records one setting per state (and metrics, segment type). A value set on the control itself wins.
//
// Source: Apple's UISegmentedControl.h marks setBackgroundImage:forState:barMetrics:,
// setDividerImage:forLeftSegmentState:rightSegmentState:barMetrics:, setTitleTextAttributes:forState:
// and setContentPositionAdjustment:forSegmentType:barMetrics: UI_APPEARANCE_SELECTOR; tintColor is on
// every view's proxy.
extension UIAppearanceProxy where Target: UISegmentedControl {
    /// Sets matching controls' background image for `state` and `barMetrics`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record(UISegmentedControl.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    /// The background image recorded for `state` and `barMetrics` through this proxy.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(UISegmentedControl.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)])) as? UIImage
    }

    /// Sets matching controls' divider image for the two states and `barMetrics`.
    public func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        let key = UISegmentedControl.appearanceKey("dividerImage", [leftState.rawValue, rightState.rawValue, UInt(barMetrics.rawValue)])
        record(key, value: dividerImage) {
            $0.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics)
        }
    }

    /// The divider image recorded for the two states and `barMetrics` through this proxy.
    public func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        recorded(UISegmentedControl.appearanceKey("dividerImage", [leftState.rawValue, rightState.rawValue, UInt(barMetrics.rawValue)]))
            as? UIImage
    }

    /// Sets matching controls' title attributes for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(UISegmentedControl.appearanceKey("titleTextAttributes", [state.rawValue]), value: attributes) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The title attributes recorded for `state` through this proxy.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(UISegmentedControl.appearanceKey("titleTextAttributes", [state.rawValue])) as? [NSAttributedString.Key: Any]
    }

    /// Sets matching controls' content position adjustment for a segment type and `barMetrics`.
    public func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
        barMetrics: UIBarMetrics
    ) {
        let key = UISegmentedControl.appearanceKey(
            "contentPositionAdjustment", [UInt(leftCenterRightOrAlone.rawValue), UInt(barMetrics.rawValue)])
        record(key, value: adjustment) {
            $0.setContentPositionAdjustment(adjustment, forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics)
        }
    }

    /// The adjustment recorded for a segment type and `barMetrics` through this proxy (zero if none).
    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    {
        let key = UISegmentedControl.appearanceKey(
            "contentPositionAdjustment", [UInt(leftCenterRightOrAlone.rawValue), UInt(barMetrics.rawValue)])
        return recorded(key) as? UIOffset ?? .zero
    }
}
