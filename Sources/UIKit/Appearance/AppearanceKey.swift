extension AppearanceTarget {
    /// The key an appearance setting is recorded under (and marked with when set on the object itself):
    /// the feature, qualified by the states, bar metrics, positions or segment types it is set for, as
    /// `feature[a,b]`. The one format every qualified appearance setting uses (views' and bar items').
    static func appearanceKey(_ feature: String, _ qualifiers: [UInt]) -> String {
        "\(feature)[\(qualifiers.map(String.init).joined(separator: ","))]"
    }

    /// The key of a setting per control state (or per pair of states).
    static func appearanceKey(_ feature: String, _ states: UIControl.State...) -> String {
        appearanceKey(feature, states.map(\.rawValue))
    }
}
