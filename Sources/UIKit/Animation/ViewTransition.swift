import QuartzCore

/// A running UIView transition: temporary layers showing the view's "before" look (an image rendered
/// from its layer tree), placed just above the view's own layer in its superlayer with the same
/// geometry, and computed animations on those layers and on the view's layer (key "transition", as
/// UIKit's CATransition). The view's live layers show the "after" look:
///
/// - cross dissolve: the before image fades out over the live view.
/// - flips: the before image turns from 0 to 90° about the vertical axis (left/right) or horizontal axis
///   (top/bottom) while the live view is invisible; then the live view turns from -90° to 0. The turn
///   has a perspective with the eye at twice the view's width (left/right) or height (top/bottom) from
///   its plane (m34 = -1/(2 × width)): an edge turned 45° towards the viewer looks about 20% larger.
/// - curl up: the before image, cut in thin strips, rolls up from the bottom edge over a cylinder
///   (``PageCurl``), showing the live view beneath; the rolled-over back of the page is whitish.
/// - curl down: the reverse of a curl up (UIKit's): the after image, in strips, unrolls down from the top
///   over the before image; the live view is invisible until the end.
/// - none: nothing moves; the change shows at once and the completion waits for the duration.
///
/// The view's layer animation keeps the time: when it stops (at the end, or removed early by another
/// transition of the view or `removeAllAnimations()`), the temporary layers leave and the completion
/// runs with its `finished` flag. Without `.allowUserInteraction` it keeps touches from the view.
final class ViewTransition: CAAnimationDelegate {
    enum Edge: Sendable { case left, right, top, bottom }
    enum Kind: Equatable { case none, crossDissolve, flip(Edge), curlUp, curlDown }

    /// The key of the animation on the view's layer (UIKit's, `kCATransition`).
    static let key = "transition"

    private var overlay: CALayer?
    private var completion: ((Bool) -> Void)?

    private init(overlay: CALayer?, completion: ((Bool) -> Void)?) {
        self.overlay = overlay
        self.completion = completion
    }

    /// Makes `change` on `view` without animation and shows it with the transition `options` name.
    @MainActor static func run(
        on view: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
        change: () -> Void, completion: ((Bool) -> Void)?
    ) {
        // Bad input: a negative or NaN duration is 0 (no transition), as in animation blocks.
        let duration = duration.isFinite && duration > 0 ? duration : 0
        let size = view.bounds.size
        guard duration > 0, UIView.areAnimationsEnabled, view.window != nil,
            size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite
        else {
            UIView.performWithoutAnimation(change)
            complete(completion, finished: true)
            return
        }
        // A transition already running on the view ends now (its completion gets false), before the
        // before-image is taken.
        view.layer.removeAnimation(forKey: key)
        var kind = options.transition
        // Deviation: a view without a superlayer (a window) has nowhere beside it for the images; its
        // flips and curls down (which hide the live view for a while) become cross dissolves.
        if view.layer.superlayer == nil, kind != .none, kind != .curlUp { kind = .crossDissolve }
        let before = kind == .none ? nil : snapshot(of: view)
        UIView.performWithoutAnimation(change)
        let after = kind == .curlDown ? snapshot(of: view) : nil

        let timing = options.timingFunction
        let live = ComputedAnimation(duration: duration, timingFunction: timing)
        live.blocksUserInteraction = !options.contains(.allowUserInteraction)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var overlay: CALayer?
        if kind != .none {
            let layer = CALayer()
            place(layer, over: view.layer)
            overlay = layer
            let make = { ComputedAnimation(duration: duration, timingFunction: timing) }
            switch kind {
            case .none: break
            case .crossDissolve:
                show(before, in: layer)
                let fade = make()
                fade.set("opacity") { p, base in Float(1 - p) * ((base as? Float) ?? 1) }
                layer.add(fade, forKey: key)
            case .flip(let edge):
                show(before, in: layer)
                let eye = 2 * (edge == .left || edge == .right ? size.width : size.height)
                let first = make()
                first.set("transform") { p, base in
                    p < 0.5 ? turn(edge, by: p * .pi, eye: eye).concatenating(base as? CATransform3D ?? CATransform3DIdentity) : base
                }
                first.set("opacity") { p, base in p < 0.5 ? base : Float(0) }
                layer.add(first, forKey: key)
                live.set("transform") { p, base in
                    p < 0.5 ? base : turn(edge, by: (p - 1) * .pi, eye: eye).concatenating(base as? CATransform3D ?? CATransform3DIdentity)
                }
                live.set("opacity") { p, base in p < 0.5 ? Float(0) : base }
            case .curlUp, .curlDown:
                let curl = PageCurl(size: size, rollsDown: kind == .curlDown)
                layer.masksToBounds = true
                layer.sublayerTransform = CATransform3D.makePerspective(eye: 2 * size.height)
                if kind == .curlDown {
                    let under = CALayer()
                    under.frame = CGRect(origin: .zero, size: size)
                    show(before, in: under)
                    layer.addSublayer(under)
                    // The live view waits under the images until the after page has come down.
                    live.set("opacity") { _, _ in Float(0) }
                }
                curl.addStrips(showing: kind == .curlDown ? after : before, to: layer, scale: UIScreen.main.scale, animation: make)
            }
        }
        CATransaction.commit()
        let transition = ViewTransition(overlay: overlay, completion: completion)
        live.delegate = transition
        view.layer.add(live, forKey: key)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay?.removeFromSuperlayer()
        CATransaction.commit()
        overlay = nil
        guard let completion else { return }
        self.completion = nil
        // Animations stop on the main thread (UIKit's frames); the completion is the app's main-thread code.
        nonisolated(unsafe) let call = completion
        MainActor.assumeIsolated { call(flag) }
    }

    /// Runs `completion` on the next run-loop turn (transitions that did not animate).
    @MainActor static func complete(_ completion: ((Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        ViewAnimation.afterTurn { completion(finished) }
    }

    /// The view's look, as `drawHierarchy(in:afterScreenUpdates:)` draws it (pending layout and
    /// display done first), at the screen's scale.
    @MainActor static func snapshot(of view: UIView) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        let size = view.bounds.size
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }.cgImage
    }

    @MainActor private static func show(_ image: CGImage?, in layer: CALayer) {
        layer.contents = image
        layer.contentsScale = UIScreen.main.scale
    }

    /// Puts `overlay` where `layer` is drawn: just above it in its superlayer with its geometry (bounds
    /// at the origin), or, without a superlayer, on top of its sublayers over its bounds.
    @MainActor private static func place(_ overlay: CALayer, over layer: CALayer) {
        overlay.bounds = CGRect(origin: .zero, size: layer.bounds.size)
        guard let superlayer = layer.superlayer else {
            overlay.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
            layer.addSublayer(overlay)
            return
        }
        overlay.anchorPoint = layer.anchorPoint
        overlay.position = layer.position
        overlay.zPosition = layer.zPosition
        overlay.transform = layer.transform
        superlayer.insertSublayer(overlay, above: layer)
    }

    /// A flip's turn by `angle` (radians) towards the viewer from `edge`, with perspective, about the
    /// layer's anchor point.
    static func turn(_ edge: Edge, by angle: Double, eye: CGFloat) -> CATransform3D {
        let a = CGFloat(angle)
        let rotation: CATransform3D
        switch edge {
        // A positive turn about y brings the left side (x < 0) towards the viewer (z > 0).
        case .left: rotation = CATransform3DMakeRotation(a, 0, 1, 0)
        case .right: rotation = CATransform3DMakeRotation(-a, 0, 1, 0)
        // A negative turn about x brings the top (y < 0, y down) towards the viewer.
        case .top: rotation = CATransform3DMakeRotation(-a, 1, 0, 0)
        case .bottom: rotation = CATransform3DMakeRotation(a, 1, 0, 0)
        }
        return rotation.concatenating(CATransform3D.makePerspective(eye: eye))
    }
}

extension CATransform3D {
    /// A perspective with the eye `eye` points in front of the plane (m34 = -1/eye); none for a
    /// non-positive or non-finite distance.
    static func makePerspective(eye: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        if eye > 0, eye.isFinite { t.m34 = -1 / eye }
        return t
    }
}
