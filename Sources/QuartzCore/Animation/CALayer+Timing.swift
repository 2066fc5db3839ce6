/// Layer time (CAMediaTiming on layers): each layer's time derives from its superlayer's, a root
/// layer's from `CACurrentMediaTime()`, and a layer's animations run on its time.
extension CALayer {
    /// Whether any layer has set a timing property: until one has, every layer's time is the media
    /// time, and the conversions below cost nothing.
    nonisolated(unsafe) static var anyLayerTimed = false

    /// A timing property changed: the layer's animations, and its sublayers', show another moment.
    func timingChanged() {
        guard !isPresentationCopy else { return }
        CALayer.anyLayerTimed = true
        AnimationEngine.timingChanged()
    }

    /// The layer's time at media time `t`.
    package func localTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.anyLayerTimed else { return t }
        return ownTime(atParentTime: superlayer?.localTime(atMediaTime: t) ?? t)
    }

    /// The media time at which the layer's time is `t`. A layer that cycles (`duration` set) is taken
    /// as running on unbounded, and a stopped layer (speed 0) maps to its `beginTime`.
    func mediaTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.anyLayerTimed else { return t }
        let parent = speed != 0 ? (t - timeOffset) / Double(speed) + beginTime : beginTime
        return superlayer?.mediaTime(atLocalTime: parent) ?? parent
    }

    /// The layer's time when its superlayer's is `parent`: `(parent - beginTime) × speed + timeOffset`,
    /// folded into cycles when `duration`, `repeatCount` or `repeatDuration` is set (outside its active
    /// cycles, without a fill, the time runs on unbounded).
    private func ownTime(atParentTime parent: CFTimeInterval) -> CFTimeInterval {
        let time = (parent - beginTime) * Double(speed) + timeOffset
        guard duration > 0 || repeatCount > 0 || repeatDuration > 0,
            let fraction = MediaTimingModel.fraction(of: self, at: parent)
        else { return time }
        return fraction * (duration > 0 && duration.isFinite ? duration : MediaTimingModel.defaultDuration)
    }
}
