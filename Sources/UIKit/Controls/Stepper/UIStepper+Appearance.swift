// UIStepper's appearance-capable members, on its appearance proxy:
// `UIStepper.appearance().setIncrementImage(plus, for: .normal)`. Each per-state setter records one
// setting per state (and per pair of states for dividers). A value set on the stepper itself wins.
//
// Source: Apple's UIStepper.h marks setBackgroundImage:forState:,
// setDividerImage:forLeftSegmentState:rightSegmentState:, setIncrementImage:forState: and
// setDecrementImage:forState: UI_APPEARANCE_SELECTOR; tintColor is on every view's proxy.
extension UIAppearanceProxy where Target: UIStepper {
    /// Sets matching steppers' background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        record(UIStepper.appearanceKey("backgroundImage", state), value: image) { $0.setBackgroundImage(image, for: state) }
    }

    /// The background image recorded for `state` through this proxy.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        recorded(UIStepper.appearanceKey("backgroundImage", state)) as? UIImage
    }

    /// Sets matching steppers' divider image for the two states.
    public func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        record(UIStepper.appearanceKey("dividerImage", leftState, rightState), value: image) {
            $0.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState)
        }
    }

    /// The divider image recorded for the two states through this proxy.
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        recorded(UIStepper.appearanceKey("dividerImage", leftState, rightState)) as? UIImage
    }

    /// Sets matching steppers' "+" image for `state`.
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        record(UIStepper.appearanceKey("incrementImage", state), value: image) { $0.setIncrementImage(image, for: state) }
    }

    /// The "+" image recorded for `state` through this proxy.
    public func incrementImage(for state: UIControl.State) -> UIImage? {
        recorded(UIStepper.appearanceKey("incrementImage", state)) as? UIImage
    }

    /// Sets matching steppers' "−" image for `state`.
    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        record(UIStepper.appearanceKey("decrementImage", state), value: image) { $0.setDecrementImage(image, for: state) }
    }

    /// The "−" image recorded for `state` through this proxy.
    public func decrementImage(for state: UIControl.State) -> UIImage? {
        recorded(UIStepper.appearanceKey("decrementImage", state)) as? UIImage
    }
}
