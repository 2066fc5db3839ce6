// UITableView's appearance-capable properties, as members of its appearance proxy:
// `UITableView.appearance().separatorColor = .red`. Each is applied through the table's own setter when it
// enters a window, unless that property was set on the table itself.
//
// Source: Apple's UITableView.h marks separatorColor, separatorInset, sectionIndexColor,
// sectionIndexBackgroundColor and sectionIndexTrackingBackgroundColor UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UITableView {
    /// The separators' colour of matching tables (nil: the default grey).
    public var separatorColor: UIColor? {
        get { recorded("separatorColor") as? UIColor }
        set { record("separatorColor", value: newValue) { $0.separatorColor = newValue } }
    }

    /// The separators' inset of matching tables.
    public var separatorInset: UIEdgeInsets {
        get { recorded("separatorInset") as? UIEdgeInsets ?? UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) }
        set { record("separatorInset", value: newValue) { $0.separatorInset = newValue } }
    }

    /// The section index titles' colour of matching tables (nil: the tint).
    public var sectionIndexColor: UIColor? {
        get { recorded("sectionIndexColor") as? UIColor }
        set { record("sectionIndexColor", value: newValue) { $0.sectionIndexColor = newValue } }
    }

    /// The section index's background of matching tables (nil: clear).
    public var sectionIndexBackgroundColor: UIColor? {
        get { recorded("sectionIndexBackgroundColor") as? UIColor }
        set { record("sectionIndexBackgroundColor", value: newValue) { $0.sectionIndexBackgroundColor = newValue } }
    }

    /// The section index's background while touched, of matching tables.
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { recorded("sectionIndexTrackingBackgroundColor") as? UIColor }
        set {
            record("sectionIndexTrackingBackgroundColor", value: newValue) {
                $0.sectionIndexTrackingBackgroundColor = newValue
            }
        }
    }
}
