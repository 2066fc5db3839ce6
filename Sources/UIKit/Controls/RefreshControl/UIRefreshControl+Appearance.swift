// UIRefreshControl's appearance-capable title, as a member of its appearance proxy:
// `UIRefreshControl.appearance().attributedTitle = ...`. Applied through the control's own setter when it
// enters a window, unless the title was set on the control itself. (`tintColor`, the wheel's colour, is
// every view's proxy member.)
//
// Source: Apple's UIRefreshControl.h marks tintColor and attributedTitle UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UIRefreshControl {
    /// The title under the wheel of matching refresh controls (nil: none).
    public var attributedTitle: NSAttributedString? {
        get { recorded("attributedTitle") as? NSAttributedString }
        set { record("attributedTitle", value: newValue) { $0.attributedTitle = newValue } }
    }
}
