/// UIView's keyframe animations: changes made in `addKeyframe` blocks inside an `animateKeyframes` block
/// become one CAKeyframeAnimation per animated property, through the values the keyframes set, each
/// reached at the end of its keyframe's part of the duration.
extension UIView {
    /// Options of keyframe animations: the behaviour flags of block animations (same raw values) and how
    /// values between keyframes are found (bits 10–12).
    ///
    /// The curve options of ``UIView/AnimationOptions`` may be passed in the raw value (bits 16–19):
    /// they pace the whole animation, ease-in-out by default (raw value 0).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options name (linear for an unknown value).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The options shared with block animations (the calculation mode taken out).
        var blockOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    static func runKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let block = AnimationBlock(duration: duration, delay: delay, options: options.blockOptions, completion: completion)
        let recorder = KeyframeRecorder()
        block.recorder = recorder
        ViewAnimation.run(
            block, animations,
            finish: {
                for track in recorder.tracks {
                    let animation = recorder.animation(for: track, mode: options.calculationMode)
                    // UIKit: the block's curve paces the whole animation (ease-in-out unless the raw value says).
                    animation.timingFunction = block.options.timingFunction
                    block.track(animation)
                    track.layer.add(animation, forKey: track.key)
                }
            })
    }
}
