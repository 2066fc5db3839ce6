/// An animation whose values are computed, at each instant, from how far it has progressed: for
/// motions that interpolation between a few values cannot describe, such as UIKit's view transitions
/// (a turn with perspective at the current angle; a strip of a page placed on the curl's cylinder).
///
/// Each animated key path has a function from the progress (the pass fraction through
/// `timingFunction`, 0...1) and the value the layer would show without the animation (`base`) to the
/// value shown. With no key paths, the animation shows nothing and only keeps time: it still starts,
/// stops, tells its delegate, and (with `blocksUserInteraction`) keeps touches from its layer.
///
/// Not Core Animation API: UIKit's transitions are built on it (CATransition's role on iOS).
package final class ComputedAnimation: CAAnimation, @unchecked Sendable {
    package typealias ValueFunction = @Sendable (_ progress: Double, _ base: Any) -> Any

    /// The functions, by key path, in the order they apply.
    package private(set) var functions: [(keyPath: String, function: ValueFunction)] = []

    package required init() { super.init() }

    /// An animation of `duration` seconds paced by `timingFunction` (nil: linear).
    package convenience init(duration: CFTimeInterval, timingFunction: CAMediaTimingFunction?) {
        self.init()
        self.duration = duration
        self.timingFunction = timingFunction
    }

    /// Animates `keyPath` with `function` (replacing an earlier function for the same key path).
    package func set(_ keyPath: String, _ function: @escaping ValueFunction) {
        functions.removeAll { $0.keyPath == keyPath }
        functions.append((keyPath, function))
    }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? ComputedAnimation else { return }
        functions = other.functions
    }

    override var animatedKeyPaths: [String] { functions.map(\.keyPath) }

    override func value(forKeyPath keyPath: String, at fraction: Double, base: Any) -> Any? {
        guard let function = functions.first(where: { $0.keyPath == keyPath })?.function else { return nil }
        let progress = timingFunction?.progress(at: fraction) ?? fraction
        return function(min(max(progress.isFinite ? progress : 1, 0), 1), base)
    }
}
