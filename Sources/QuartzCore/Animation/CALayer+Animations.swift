/// One animation running on a layer.
struct AnimationEntry {
    let key: String
    let animation: CAAnimation
    /// Whether its delegate heard `animationDidStart(_:)`.
    var started = false
    /// The transactions open when it was added, which wait for it to stop (emptied once it has).
    var transactions: [TransactionAnimations] = []

    /// Tells the transactions that waited for the animation that it stopped.
    mutating func stopped() {
        let waiting = transactions
        transactions = []
        for transaction in waiting { transaction.animationStopped() }
    }
}

extension CALayer {
    func addAnimationCopy(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.beginTime == 0 { copy.beginTime = localTime(atMediaTime: CACurrentMediaTime()) + copy.beginDelay }
        let key = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        removeAnimations(finished: false) { $0.key == key }
        animationEntries.append(AnimationEntry(key: key, animation: copy, transactions: CATransaction.animationAdded()))
        AnimationTracker.current?.layer(self, didAddAnimationForKey: key)
        AnimationEngine.layerAnimates(self)
        markAnimationFrame()
    }

    func removeAnimations(finished: Bool = false, where matches: (AnimationEntry) -> Bool) {
        var removed = animationEntries.filter(matches)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: matches)
        markAnimationFrame()
        for entry in removed { redisplayAfterRemoving(entry.animation) }
        for index in removed.indices {
            removed[index].animation.delegate?.animationDidStop(removed[index].animation, finished: finished)
            removed[index].stopped()
        }
    }

    /// Whether an animation of `keyPath` changes what the layer draws: its class redisplays for the key
    /// (`needsDisplay(forKey:)`).
    func redisplays(forKeyPath keyPath: String) -> Bool {
        // Asked for every animated value of every frame: a plain key ("progress") needs no splitting.
        guard let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: ".")) else { return type(of: self).needsDisplay(forKey: keyPath) }
        return type(of: self).needsDisplay(forKey: String(keyPath[..<dot]))
    }

    /// Once an animation of a key the layer redisplays for is gone, the contents drawn with its values
    /// are drawn again with the model's.
    func redisplayAfterRemoving(_ animation: CAAnimation) {
        if animation.animatedKeyPaths.contains(where: redisplays(forKeyPath:)) { setNeedsDisplay() }
    }

    /// Ends the animation for `key` early as if it had run to its end: its delegate hears
    /// `animationDidStop(_:finished: true)` (a cancelled interactive transition's animations, run back
    /// to their start).
    package func finishAnimation(forKey key: String) {
        removeAnimations(finished: true) { $0.key == key }
    }

    /// Whether an animation that blocks user interaction runs on the layer (hit-testing skips it).
    package var isInteractionBlockedByAnimation: Bool {
        !animationEntries.isEmpty && animationEntries.contains { $0.animation.blocksUserInteraction }
    }

    /// Marks the layer for compositing: what it shows changes with its animations (whether its look
    /// changes is decided as the frame is drawn, by the key paths that animate).
    func markAnimationFrame() {
        guard !isPresentationCopy else { return }
        markChanged(dropsLook: false)
    }

    /// Whether an animation of `keyPath` moves, turns or fades the layer without changing what it draws:
    /// a rasterized image of it, and its content shadow's blurred mask (made for the layer's linear
    /// transform, its own opacity applied as it is painted), stay right.
    static func keepsLook(_ keyPath: String) -> Bool {
        keyPath == "opacity" || keyPath == "zPosition" || keyPath == "anchorPoint" || keyPath.hasPrefix("position")
            || keyPath.hasPrefix("transform")
    }

    /// The values the running animations show at `time` (the layer's time), by key path, in the order they apply (later ones over
    /// earlier ones; additive ones on top of what is below).
    func animatedValues(at time: CFTimeInterval, base: (keyPath: String, value: Any)? = nil) -> [(keyPath: String, value: Any)] {
        // Results double as the values so far: a layer runs few animations, so a linear search of this
        // short list beats a dictionary (no hashing, one allocation).
        var results: [(keyPath: String, value: Any)] = []
        results.reserveCapacity(animationEntries.count)
        for entry in animationEntries {
            guard let fraction = MediaTimingModel.fraction(of: entry.animation, at: time) else { continue }
            for path in entry.animation.animatedKeyPaths {
                let below = results.last(where: { $0.keyPath == path })?.value ?? (base?.keyPath == path ? base?.value : nil)
                guard let base = below ?? value(forKeyPath: path),
                    let value = entry.animation.value(forKeyPath: path, at: fraction, base: base)
                else { continue }
                results.append((path, value))
            }
        }
        return results
    }

    /// The value shown now for `key`: an animation's, if one runs for it, else `model` (the value before a
    /// change, for implicit animations), else the model's.
    func presentedValue(forKey key: String, model: Any?) -> Any? {
        let base = model ?? value(forKey: key)
        // Animations running for the key show their values over the model value before the change.
        let animated = animatedValues(at: localTime(atMediaTime: CACurrentMediaTime()), base: base.map { (key, $0) })
        return animated.last(where: { $0.keyPath == key })?.value ?? base
    }

    func makePresentation() -> CALayer {
        guard !animationEntries.isEmpty, !isPresentationCopy else { return self }
        let copy = type(of: self).init(_dynamicClassOf: ())
        copy.isPresentationCopy = true
        copy.copyState(from: self)
        copy.modelLayer = self
        for (path, value) in animatedValues(at: localTime(atMediaTime: CACurrentMediaTime())) { copy.setValue(value, forKeyPath: path) }
        return copy
    }
}

/// Runs layers' animations on UIKit's frames: each frame, animating layers are marked for compositing,
/// delegates hear when animations start and stop, and finished animations leave their layers. While the
/// compositor draws, animating layers show their animated values (`showingPresentationValues`).
package enum AnimationEngine {
    private struct WeakLayer {
        weak var layer: CALayer?
        /// The layer's time at the last frame: a stopped layer (speed 0) shows the same moment and is
        /// not composited again until its timing changes.
        var lastTime = CFTimeInterval.nan
    }
    private nonisolated(unsafe) static var layers: [ObjectIdentifier: WeakLayer] = [:]
    /// Layers whose animations have all ended but stay, holding their last values (`fillMode` `.forwards`
    /// or `.both`, not removed on completion): no more frames, but the compositor still shows those values.
    private nonisolated(unsafe) static var heldLayers: [ObjectIdentifier: WeakLayer] = [:]
    private nonisolated(unsafe) static var frameToken: Int?
    /// A layer's timing changed since the last frame: every animating layer is composited again.
    private nonisolated(unsafe) static var timingDirty = false

    /// The properties a standalone layer animates when set (Core Animation's animatable properties
    /// whose values interpolate).
    package static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
        "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "miterLimit", "lineDashPhase",
        "startPoint", "endPoint",
    ]

    static func layerAnimates(_ layer: CALayer) {
        heldLayers[ObjectIdentifier(layer)] = nil
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        if frameToken == nil, let scheduler = FrameScheduler.current {
            frameToken = scheduler.scheduleFrames(every: 1.0 / 60) { tick() }
        }
    }

    static func timingChanged() { timingDirty = true }

    /// One frame: start and stop notifications, removal of finished animations, compositing marks.
    package static func tick() {
        heldLayers = heldLayers.filter { $0.value.layer.map { !$0.animationEntries.isEmpty } ?? false }
        let media = CACurrentMediaTime()
        let retimed = timingDirty
        timingDirty = false
        for (id, weak) in layers {
            guard let layer = weak.layer, !layer.animationEntries.isEmpty else { layers[id] = nil; continue }
            let now = layer.localTime(atMediaTime: media)
            var finished: [Int] = []
            for index in layer.animationEntries.indices {
                let animation = layer.animationEntries[index].animation
                if !layer.animationEntries[index].started, now >= animation.beginTime {
                    layer.animationEntries[index].started = true
                    animation.delegate?.animationDidStart(animation)
                }
                if hasEnded(animation, at: now) { finished.append(index) }
            }
            if retimed || now != weak.lastTime {
                layer.markAnimationFrame()
                layers[id]?.lastTime = now
            }
            for index in finished.reversed() {
                var entry = layer.animationEntries[index]
                if entry.animation.isRemovedOnCompletion {
                    layer.animationEntries.remove(at: index)
                    layer.redisplayAfterRemoving(entry.animation)
                } else {
                    layer.animationEntries[index].transactions = []
                }
                entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
                entry.stopped()
            }
            // A finished animation that stays (not removed on completion) does not tick again; its last
            // value keeps showing.
            if layer.animationEntries.allSatisfy({ hasEnded($0.animation, at: now) }) {
                layers[id] = nil
                if !layer.animationEntries.isEmpty { heldLayers[id] = WeakLayer(layer: layer) }
            }
        }
        if layers.isEmpty, let token = frameToken {
            FrameScheduler.current?.cancelFrames(token)
            frameToken = nil
        }
    }

    /// Whether the animation's active time is over at `time` (its layer's time).
    private static func hasEnded(_ animation: CAAnimation, at time: CFTimeInterval) -> Bool {
        let ends = MediaTimingModel.activeEnd(of: animation)
        return ends.isFinite && time >= ends
    }

    /// Runs `body` (the compositor's drawing) with every animating layer showing its animated values in
    /// place of its model values, which are restored afterwards. A layer animating a key that its class
    /// redisplays for (`needsDisplay(forKey:)`, a progress ring's custom "progress") draws its contents
    /// again with the animated values, as Core Animation draws the presentation layer each frame.
    package static func showingPresentationValues<T>(_ body: () -> T) -> T {
        let media = CACurrentMediaTime()
        var restore: [(CALayer, String, Any?)] = []
        func show(_ layer: CALayer) {
            let values = layer.animatedValues(at: layer.localTime(atMediaTime: media))
            guard !values.isEmpty else { return }
            layer.suppressesChanges = true
            for (path, value) in values {
                restore.append((layer, path, layer.value(forKeyPath: path)))
                layer.setValue(value, forKeyPath: path)
            }
            if !values.allSatisfy({ CALayer.keepsLook($0.keyPath) }) {
                layer.renderCache.invalidateLook()
                layer.renderCache.raster = nil
            }
            if values.contains(where: { layer.redisplays(forKeyPath: $0.keyPath) }) { layer.display() }
            layer.suppressesChanges = false
        }
        for (_, weak) in layers { if let layer = weak.layer { show(layer) } }
        for (id, weak) in heldLayers where layers[id] == nil { if let layer = weak.layer { show(layer) } }
        defer {
            for (layer, path, value) in restore.reversed() {
                layer.suppressesChanges = true
                layer.setValue(value, forKeyPath: path)
                layer.suppressesChanges = false
            }
        }
        return body()
    }

    /// Forgets every animating layer and stops the frames (between test harnesses).
    package static func reset() {
        layers = [:]
        heldLayers = [:]
        frameToken = nil
    }
}

/// Watches the animations added to layers while it is installed: UIKit's interactive transitions
/// record what their animator animates, to undo it when the transition is cancelled. Not Apple API.
package protocol AnimationTracking: AnyObject {
    /// An animation was added to `layer` under `key`.
    func layer(_ layer: CALayer, didAddAnimationForKey key: String)
    /// A change of `key` on `layer` animates; `oldValue` is its model value before the change.
    func layer(_ layer: CALayer, willAnimateChangeOf key: String, from oldValue: Any)
}

/// The installed animation tracker (main thread).
package enum AnimationTracker {
    package nonisolated(unsafe) static var current: AnimationTracking?
}
