/// What a bar button item's customization methods keep: background images per state, style and bar
/// metrics (and the back-button ones), and position adjustments per metrics.
struct BarButtonItemCustomization {
    var backgroundImages = ItemImageTable()
    var backButtonBackgroundImages = ItemImageTable()
    var backgroundVerticalAdjustments: [Int: CGFloat] = [:]
    var titleAdjustments: [Int: UIOffset] = [:]
    var backButtonTitleAdjustments: [Int: UIOffset] = [:]
    var backButtonBackgroundVerticalAdjustments: [Int: CGFloat] = [:]

    /// Images per state, style (nil: any) and metrics.
    struct ItemImageTable {
        private var images: [Key: UIImage] = [:]
        private struct Key: Hashable {
            let state: UInt, style: Int?, metrics: Int
        }

        subscript(state: UIControl.State, style: UIBarButtonItem.Style?, metrics: UIBarMetrics) -> UIImage? {
            get { images[Key(state: state.rawValue, style: style?.rawValue, metrics: metrics.rawValue)] }
            set { images[Key(state: state.rawValue, style: style?.rawValue, metrics: metrics.rawValue)] = newValue }
        }

        /// The image an item of `style` shows in `state` with `metrics`: for the style, else for any
        /// style; for the state, else `.normal`; for the metrics, else `.default`.
        func resolved(state: UIControl.State, style: UIBarButtonItem.Style, metrics: UIBarMetrics) -> UIImage? {
            guard !images.isEmpty else { return nil }
            for m in metrics == .default ? [metrics] : [metrics, .default] {
                for s in state == .normal ? [state] : [state, .normal] {
                    if let image = self[s, style, m] ?? self[s, nil, m] { return image }
                }
            }
            return nil
        }
    }

    /// A per-metrics value, else the `.default` metrics' value.
    static func resolved<Value>(_ table: [Int: Value], _ metrics: UIBarMetrics) -> Value? {
        table[metrics.rawValue] ?? table[UIBarMetrics.default.rawValue]
    }
}
