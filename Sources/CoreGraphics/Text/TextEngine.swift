@_implementationOnly import CPango
import Foundation

/// The text engine's process-wide settings: which fonts exist, and counters that tests read.
///
/// Text is shaped and laid out by Pango (HarfBuzz underneath) with fonts found by fontconfig. Pango
/// objects are not thread-safe, so every thread lays text out with its own font map and Pango contexts
/// (``TextThreadState``); what the engine shares between threads is immutable or locked: the fontconfig
/// configuration, font metrics and the list of installed faces.
package enum TextEngine {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: FontConfiguration?
    nonisolated(unsafe) private static var lastGeneration = 0
    nonisolated(unsafe) private static var metricsCache: [MetricsKey: FontMetrics] = [:]
    nonisolated(unsafe) private static var designCache: [MetricsKey: FontDesignMetrics] = [:]

    private struct MetricsKey: Hashable {
        var generation: Int
        var font: TextFont
    }

    /// The errors of ``useFontConfiguration(file:)``.
    package enum ConfigurationError: Error, CustomStringConvertible {
        case unreadable(String)

        package var description: String {
            switch self {
            case .unreadable(let path):
                "TextEngine.useFontConfiguration(file:): cannot load the fontconfig file \(path); check that it exists and is valid fonts.conf XML."
            }
        }
    }

    /// Makes every later layout on every thread use the fonts that the fontconfig file at `path` selects,
    /// whatever `FONTCONFIG_FILE` says. Tests, the snapshot harness and the Catalog call it with the
    /// project's `Tests/TestSupport/fonts.conf` so that pixels do not depend on the machine's fonts.
    ///
    /// Call it before the first text is measured, or between tests: layouts already made keep their old
    /// fonts, and every thread's layout cache and the shared font metrics are dropped. Throws when the
    /// file cannot be read; the previous configuration then stays in force.
    package static func useFontConfiguration(file path: String) throws {
        let generation = lock.withLock {
            lastGeneration += 1; return lastGeneration
        }
        guard let configuration = FontConfiguration.load(file: path, generation: generation) else {
            throw ConfigurationError.unreadable(path)
        }
        lock.withLock {
            active = configuration
            metricsCache = [:]
            designCache = [:]
        }
    }

    /// The configuration in force: the last one loaded, else fontconfig's default, which honours
    /// `FONTCONFIG_FILE` (so the library works, with the machine's fonts, when nothing pins them).
    package static var configuration: FontConfiguration? {
        lock.withLock {
            if active == nil {
                lastGeneration += 1
                active = FontConfiguration.loadDefault(generation: lastGeneration)
            }
            return active
        }
    }

    /// Metrics of `font`, computed once per configuration and shared by all threads.
    package static func metrics(for font: TextFont) -> FontMetrics {
        let state = TextThreadState.current
        let key = MetricsKey(generation: state.generation, font: font)
        if let cached = lock.withLock({ metricsCache[key] }) { return cached }
        let metrics = state.measure(font)
        lock.withLock {
            if metricsCache.count > 4096 { metricsCache = [:] }
            metricsCache[key] = metrics
        }
        return metrics
    }

    /// The design metrics of the face that draws `font` (its size aside), computed once per configuration.
    package static func designMetrics(for font: TextFont) -> FontDesignMetrics {
        let state = TextThreadState.current
        let key = MetricsKey(generation: state.generation, font: font.withSize(12))
        if let cached = lock.withLock({ designCache[key] }) { return cached }
        let metrics = state.designMetrics(key.font)
        lock.withLock {
            if designCache.count > 1024 { designCache = [:] }
            designCache[key] = metrics
        }
        return metrics
    }

    /// How many paragraphs Pango has shaped on the calling thread. A layout served from the cache
    /// shapes nothing, so tests compare this counter before and after a measurement.
    package static var shapingCountOnCurrentThread: Int { TextThreadState.current.shapingCount }

    /// Drops the calling thread's cached layouts (tests use it to measure a cold layout).
    package static func removeCachedLayoutsOnCurrentThread() { TextThreadState.current.cache.removeAll() }
}
