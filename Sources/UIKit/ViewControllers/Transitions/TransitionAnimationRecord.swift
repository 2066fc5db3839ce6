import Foundation

/// What an animator animated while a percent-driven interaction started it: the animations it added
/// and the model values its changes replaced. A cancelled transition puts those values back (UIKit runs
/// the animations back to their start, and the views stay where they began) and ends the animations,
/// whose completions then run.
@MainActor
final class TransitionAnimationRecord: AnimationTracking {
    private var added: [(layer: CALayer, key: String)] = []
    private var replaced: [(layer: CALayer, key: String, value: Any)] = []

    /// Records the animations `body` adds.
    func recording(_ body: () -> Void) {
        let saved = AnimationTracker.current
        AnimationTracker.current = self
        defer { AnimationTracker.current = saved }
        body()
    }

    // Layers change on the main thread, where the record is installed.
    nonisolated func layer(_ layer: CALayer, didAddAnimationForKey key: String) {
        nonisolated(unsafe) let layer = layer
        MainActor.assumeIsolated { added.append((layer, key)) }
    }

    nonisolated func layer(_ layer: CALayer, willAnimateChangeOf key: String, from oldValue: Any) {
        nonisolated(unsafe) let layer = layer, value = oldValue
        MainActor.assumeIsolated { replaced.append((layer, key, value)) }
    }

    /// Puts back the values the recorded changes replaced, earliest last so that it wins. A view's
    /// geometry goes back through the view, so that its layout follows.
    func restoreModelValues() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.performWithoutAnimation {
            for (layer, key, value) in replaced.reversed() {
                switch (layer.delegate as? UIView, key, value) {
                case let (view?, "bounds", bounds as CGRect): view.bounds = bounds
                case let (view?, "position", center as CGPoint): view.center = center
                case (let view?, "backgroundColor", _): view.backgroundColor = (value as? CGColor).map(UIColor.init(cgColor:))
                default: layer.setValue(value, forKey: key)
                }
            }
        }
        CATransaction.commit()
        replaced = []
    }

    /// Ends the recorded animations still running, as finished.
    func finishAnimations() {
        let animations = added
        added = []
        for (layer, key) in animations { layer.finishAnimation(forKey: key) }
    }
}
