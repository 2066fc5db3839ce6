extension UIView {
    /// The key an appearance setting is recorded under (and marked with when set on the view itself): the
    /// feature, qualified by the states, bar metrics or segment positions it is set for, as `feature[a,b]`.
    /// The one format every control's qualified appearance settings use.
    static func appearanceKey(_ feature: String, _ qualifiers: [UInt]) -> String {
        "\(feature)[\(qualifiers.map(String.init).joined(separator: ","))]"
    }

    /// The key of a setting per control state (or per pair of states).
    static func appearanceKey(_ feature: String, _ states: UIControl.State...) -> String {
        appearanceKey(feature, states.map(\.rawValue))
    }
}
