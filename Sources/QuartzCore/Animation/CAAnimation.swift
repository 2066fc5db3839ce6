/// An animation of a layer: timing (`CAMediaTiming`), a pacing curve, a delegate told when it starts
/// and stops, and whether it leaves the layer when it ends. Adding an animation to a layer adds a copy;
/// changing the animation afterwards does not affect the copy. As an action (`CAAction`), an animation
/// adds itself to the layer for the key.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying, @unchecked Sendable {
    public required override init() { super.init() }

    // CAMediaTiming
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends (true by default).
    open var isRemovedOnCompletion = true

    /// Made by a layer's default action (an implicit animation): it starts from the old value.
    package var isImplicit = false
    /// Made by a UIView animation block without `.allowUserInteraction`: its view takes no touches
    /// while it runs.
    package var blocksUserInteraction = false
    /// How long after it is added the animation begins, when its `beginTime` is 0 (a UIView block's
    /// delay, measured on the time of the layer it lands on).
    package var beginDelay: CFTimeInterval = 0

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyAnimationState(from: self)
        return copy
    }

    /// Copies the settings of `other`; subclasses add theirs.
    func copyAnimationState(from other: CAAnimation) {
        beginTime = other.beginTime; timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; duration = other.duration; speed = other.speed
        autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion; isImplicit = other.isImplicit
        blocksUserInteraction = other.blocksUserInteraction; beginDelay = other.beginDelay
    }

    /// As an action: adds the animation to the layer for the key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The value the animation shows at pass fraction `fraction` (timing function applied here), given
    /// the value the layer would show without it (`base`); nil when the animation does not set `keyPath`.
    func value(forKeyPath keyPath: String, at fraction: Double, base: Any) -> Any? { nil }

    /// The key paths the animation sets.
    var animatedKeyPaths: [String] { [] }
}

/// An animation of one property, named by key path ("position", "transform.rotation.z", "opacity").
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether the animation's value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition builds on the end of the previous one (not yet: repetitions restart).
    open var isCumulative = false

    public required init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }
}

/// An animation from one value to another: `fromValue` and `toValue`, or a `byValue` added to one of
/// them; a missing end is the layer's own value (Core Animation's rules). The pass is paced by
/// `timingFunction`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    /// Where an implicit animation (a layer's action for a property change) starts.
    package enum ImplicitStart: Sendable {
        /// From the value on screen (the presentation's), replacing an animation of the key in flight:
        /// Core Animation's implicit animations, and UIView blocks with `.beginFromCurrentState`.
        case presentation
        /// From the model value before the change (an animation in flight for the key ends where it was
        /// going, and is replaced): UIView blocks without `.beginFromCurrentState`, iOS 7's rule.
        case model
        /// From the old model value to the new one as an additive offset (old − new → zero) beside any
        /// animation in flight for the key, which runs on: UIView blocks for geometry since iOS 8.
        case additive
    }

    /// For implicit animations: where they start.
    package var implicitStart = ImplicitStart.presentation

    public required init() { super.init() }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
        implicitStart = other.implicitStart
    }

    /// How far along the values the animation is at pass fraction `fraction`: its timing function's
    /// progress (a spring paces itself).
    func pacing(_ fraction: Double) -> Double { timingFunction?.progress(at: fraction) ?? fraction }

    override func value(forKeyPath path: String, at fraction: Double, base: Any) -> Any? {
        guard path == keyPath else { return nil }
        let t = pacing(fraction)
        let start: Any, end: Any
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, AnimatedValue.add(from, by) ?? from)
        case let (nil, to?, _): (start, end) = (isAdditive ? AnimatedValue.zero(like: to) : base, to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, nil, by?): (start, end) = (base, AnimatedValue.add(base, by) ?? base)
        default: (start, end) = (base, base)
        }
        let value = AnimatedValue.interpolate(start, end, t)
        return isAdditive ? (AnimatedValue.add(base, value) ?? value) : value
    }
}

/// Told when an animation starts and when it stops (`finished` is false when it was removed early).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
