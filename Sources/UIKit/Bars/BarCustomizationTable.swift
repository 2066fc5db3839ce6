/// Values a bar's customization methods keep per bar position and bar metrics (background images, title
/// adjustments), with UIKit's fallback: a value set for `.any` position or `.default` metrics stands for
/// the positions and metrics that have none of their own.
///
/// Lookup for (position, metrics): the metrics, then its fallbacks, each first for the position and then
/// for `.any`. A prompt metrics falls back to the same metrics without the prompt, then to `.default`,
/// unless the bar keeps prompt values apart (a search bar's background shows only images set for a
/// prompt metrics while its scope bar is up); `.compact` falls back to `.default`.
struct BarCustomizationTable<Value> {
    private var values: [Key: Value] = [:]
    /// Whether `.defaultPrompt` and `.compactPrompt` fall back to `.default` and `.compact`.
    var promptFallsBack = true

    private struct Key: Hashable {
        let position: Int, metrics: Int
    }

    subscript(position: UIBarPosition, metrics: UIBarMetrics) -> Value? {
        get { values[Key(position: position.rawValue, metrics: metrics.rawValue)] }
        set { values[Key(position: position.rawValue, metrics: metrics.rawValue)] = newValue }
    }

    /// The value that applies to a bar at `position` with `metrics`.
    func resolved(position: UIBarPosition, metrics: UIBarMetrics) -> Value? {
        let metricsChain: [UIBarMetrics]
        switch metrics {
        case .default: metricsChain = [.default]
        case .compact: metricsChain = [.compact, .default]
        case .defaultPrompt: metricsChain = promptFallsBack ? [.defaultPrompt, .default] : [.defaultPrompt]
        case .compactPrompt: metricsChain = promptFallsBack ? [.compactPrompt, .compact, .default] : [.compactPrompt]
        }
        for m in metricsChain {
            if let value = self[position, m] { return value }
            if position != .any, let value = self[.any, m] { return value }
        }
        return nil
    }
}
