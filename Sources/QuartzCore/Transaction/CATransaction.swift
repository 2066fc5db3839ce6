/// Groups layer changes; the changes of one run-loop turn are committed together at its end.
///
/// A transaction begins implicitly with the first layer change on a thread, and explicitly with
/// `begin()`. Committing the outermost transaction runs the commit pipeline of the layers it touched,
/// in UIKit's order: layout (parents first), then display (redraw marked layers); the application's run
/// loop then composites what the commit produced. Settings (`disableActions`, `animationDuration`, …) belong to the
/// innermost explicit transaction, as in Core Animation. Transactions are per thread.
open class CATransaction: NSObject {
    /// One open transaction's settings.
    struct Frame {
        var disableActions: Bool?
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// The animations added while this transaction was open, which its completion block waits for.
        let animations = TransactionAnimations()
        /// Nested transactions committed inside this one, with their completion blocks: they commit with
        /// this one, before it.
        var nested: [(animations: TransactionAnimations, completion: (() -> Void)?)] = []
        var values: [String: Any] = [:]
        let isImplicit: Bool
    }

    /// A thread's transaction state.
    final class ThreadState {
        var frames: [Frame] = []
        var layoutQueue: [CALayer] = []
        var displayQueue: [CALayer] = []
        /// Layers marked for display that could not be seen at the last commit (see `isOutsideRootBounds`).
        var deferredDisplays: [DeferredDisplay] = []
        var changed = false
        var committing = false
        var lastPipelineDurations = PipelineDurations()
    }

    /// How long a commit's phases took, in seconds (wall clock): for benchmarks and the test harness.
    package struct PipelineDurations: Sendable {
        package var layout: Double = 0
        package var display: Double = 0
    }

    /// The phases of the last commit pipeline run on this thread.
    package static var lastPipelineDurations: PipelineDurations { state.lastPipelineDurations }

    private static let states = ThreadLocalKey<ThreadState>()
    static var state: ThreadState { states.value { ThreadState() } }

    /// Begins an explicit transaction.
    open class func begin() { state.frames.append(Frame(isImplicit: false)) }

    /// Commits the innermost explicit transaction. The outermost one (with no implicit transaction
    /// around it) runs the commit pipeline; a nested one hands itself to the enclosing transaction and
    /// commits with it (the changes of a nested transaction take effect with the outermost one, as in Core
    /// Animation). Each completion block runs once the animations its transaction added have stopped:
    /// right after the commit when it added none. Unbalanced commits are ignored.
    open class func commit() {
        let s = state
        guard let index = s.frames.lastIndex(where: { !$0.isImplicit }) else { return }
        let frame = s.frames.remove(at: index)
        let committed = frame.nested + [(frame.animations, frame.completion)]
        if s.frames.isEmpty {
            runPipeline()
            commitAnimations(committed)
        } else {
            s.frames[s.frames.count - 1].nested += committed
        }
    }

    /// Hands committed transactions their completion blocks, to run once their animations stop.
    private static func commitAnimations(_ committed: [(animations: TransactionAnimations, completion: (() -> Void)?)]) {
        for (animations, completion) in committed { animations.commit(completion.map { [$0] } ?? []) }
    }

    /// An animation was added to a layer: every open transaction waits for it before its completion block.
    static func animationAdded() -> [TransactionAnimations] {
        let groups = state.frames.map(\.animations)
        for group in groups { group.animationAdded() }
        return groups
    }

    /// Commits the implicit transaction now (if there is no explicit one open): layout and display happen
    /// before it returns; its completion blocks run once its animations have stopped.
    open class func flush() {
        let s = state
        guard !s.frames.contains(where: { !$0.isImplicit }) else { return }
        runPipeline()
    }

    /// Whether property changes run actions. Set by the innermost transaction that set it.
    open class func disableActions() -> Bool { setting { $0.disableActions } ?? false }
    open class func setDisableActions(_ flag: Bool) { updateFrame { $0.disableActions = flag } }
    /// The duration of implicit animations; 0.25 s unless a transaction sets it.
    open class func animationDuration() -> CFTimeInterval { setting { $0.animationDuration } ?? 0.25 }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { updateFrame { $0.animationDuration = duration } }
    /// The timing function of implicit animations; nil (Core Animation's default curve) unless a
    /// transaction sets it.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { setting { $0.timingFunction } }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { updateFrame { $0.timingFunction = function } }
    /// A block run once the animations the transaction adds have finished or been removed (right after
    /// the commit when it adds none).
    open class func completionBlock() -> (() -> Void)? { state.frames.last?.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { updateFrame { $0.completion = block } }

    /// The transaction's settings by key (`kCATransactionDisableActions`, `kCATransactionAnimationDuration`,
    /// `kCATransactionAnimationTimingFunction`, `kCATransactionCompletionBlock`), or a value of your own.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return state.frames.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions(anObject as? Bool ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration(AnimatedValue.number(anObject).map(Double.init) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: updateFrame { $0.values[key] = anObject }
        }
    }

    /// The innermost frame's setting (hot: every property change asks for `disableActions`).
    private static func setting<T>(_ field: (Frame) -> T?) -> T? {
        let frames = state.frames
        var index = frames.count
        while index > 0 {
            index -= 1
            if let value = field(frames[index]) { return value }
        }
        return nil
    }

    private static func updateFrame(_ update: (inout Frame) -> Void) {
        let s = state
        if s.frames.isEmpty { s.frames.append(Frame(isImplicit: true)) }
        update(&s.frames[s.frames.count - 1])
    }

    // MARK: The commit pipeline

    static func ensureImplicitTransaction() {
        let s = state
        if s.frames.isEmpty { s.frames.append(Frame(isImplicit: true)) }
        s.changed = true
    }

    static func layerDidChange(_ layer: CALayer) { ensureImplicitTransaction() }

    static func layerNeedsLayout(_ layer: CALayer) {
        ensureImplicitTransaction()
        state.layoutQueue.append(layer)
    }

    static func layerNeedsDisplay(_ layer: CALayer) {
        ensureImplicitTransaction()
        state.displayQueue.append(layer)
    }

    /// Whether anything changed since the last commit on this thread.
    package static var hasPendingChanges: Bool { state.changed || !state.layoutQueue.isEmpty || !state.displayQueue.isEmpty }

    /// Layout, then display. Layout or display may mark more layers; the passes
    /// repeat until nothing is left (bounded, so a layer that marks itself forever cannot hang the app).
    static func runPipeline() {
        let s = state
        guard !s.committing else { return }
        s.committing = true
        defer { s.committing = false }
        var durations = PipelineDurations()
        var clock = PhaseClock()
        for pass in 0..<16 {
            let layouts = s.layoutQueue
            s.layoutQueue = []
            for root in Self.roots(of: layouts) { root.layoutIfNeeded() }
            durations.layout += clock.lap()
            var displays = s.displayQueue
            s.displayQueue = []
            // After this commit's layout, the layers that waited are judged again.
            if pass == 0, !s.deferredDisplays.isEmpty {
                displays += s.deferredDisplays.compactMap(\.layer)
                s.deferredDisplays = []
            }
            for layer in displays where layer.needsDisplayFlag {
                if layer.isOutsideRootBounds {
                    s.deferredDisplays.append(DeferredDisplay(layer: layer))
                } else {
                    layer.displayIfNeeded()
                }
            }
            durations.display += clock.lap()
            if s.layoutQueue.isEmpty && s.displayQueue.isEmpty { break }
        }
        // The implicit transaction ends here: its completion blocks (set outside begin()/commit(), or
        // handed on by explicit transactions committed inside it) wait for their animations.
        let committed = s.frames.filter(\.isImplicit).flatMap { $0.nested + [($0.animations, $0.completion)] }
        s.frames.removeAll { $0.isImplicit }
        s.changed = false
        s.lastPipelineDurations = durations
        s.committing = false  // A completion block may change layers and flush again.
        commitAnimations(committed)
    }

    /// The outermost layers among `layers` (layout runs parents first, so each root covers its subtree).
    private static func roots(of layers: [CALayer]) -> [CALayer] {
        var seen = Set<ObjectIdentifier>()
        var result: [CALayer] = []
        for layer in layers {
            var top = layer
            while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
            if seen.insert(ObjectIdentifier(top)).inserted { result.append(top) }
        }
        return result
    }
}
