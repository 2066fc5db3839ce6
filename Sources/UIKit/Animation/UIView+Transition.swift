/// UIView's transitions: a view's whole look changes from one state to another with a cross dissolve,
/// a flip about an axis or a page curl, rather than property by property.
///
/// How they are drawn (ViewTransition): the "before" look is rendered into an image and shown in
/// temporary layers beside the view's live layers, animated by computed animations on the
/// Core Animation engine; the live layers show the "after" look. When the transition ends (or is
/// interrupted) the temporary layers leave and the view shows its live layers alone.
extension UIView {
    /// Changes the look of `view` with the transition named in `options`.
    ///
    /// `animations` runs at once, without animation: its changes (to `view` or its subviews) are not
    /// animated one by one; the view's look before the block transitions as a whole to its look after
    /// it. The transition is one of `.transitionCrossDissolve`, `.transitionFlipFromLeft`/`Right`/`Top`/
    /// `Bottom`, `.transitionCurlUp`/`Down`, or `.transitionNone` (the change shows at once and the
    /// completion waits for `duration`); the curve options pace it (ease-in-out by default). While it
    /// runs, `view` and its subviews take no touches unless `options` has `.allowUserInteraction`.
    /// Unsupported: `.repeat` and `.autoreverse` do not apply to transitions (each runs once).
    ///
    /// `completion` runs when the transition ends: with `true` when it ran to the end, `false` when it
    /// was interrupted (another transition of the same view, or `view.layer.removeAllAnimations()`).
    /// With a duration of 0, negative or NaN, animations disabled, or a view outside any window, the
    /// change happens at once and the completion runs on the next run-loop turn with `true`.
    ///
    /// Source: Apple, `transition(with:duration:options:animations:completion:)`; UIView.AnimationOptions.
    @preconcurrency @MainActor
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        ViewTransition.run(on: view, duration: duration, options: options, change: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, with the transition named in
    /// `options`, which animates that superview's whole look.
    ///
    /// By default `fromView` is removed from its superview and `toView` is added to it in its place (just
    /// above where `fromView` was); with `.showHideTransitionViews`, both stay in the hierarchy and
    /// `fromView` is hidden and `toView` shown instead. The hierarchy changes at once; the transition
    /// shows them. `completion` gets `true` when the transition ran to the end, `false` when it was
    /// interrupted. When `fromView` has no superview, the views change (hidden/shown with
    /// `.showHideTransitionViews`; otherwise nothing can be added) without a transition and the
    /// completion runs on the next turn. Other options, durations and bad input as
    /// ``transition(with:duration:options:animations:completion:)``.
    ///
    /// Source: Apple, `transition(from:to:duration:options:completion:)` ("By default, this view is removed
    /// from its superview as part of the transition"; "toView ... is added to the superview of fromView").
    @preconcurrency @MainActor
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview, toView !== fromView {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            UIView.performWithoutAnimation(swap)
            ViewTransition.complete(completion, finished: true)
            return
        }
        ViewTransition.run(on: container, duration: duration, options: options, change: swap, completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// The transition the options name (bits 20–23).
    var transition: ViewTransition.Kind {
        switch (rawValue >> 20) & 0xF {
        case 1: return .flip(.left)
        case 2: return .flip(.right)
        case 3: return .curlUp
        case 4: return .curlDown
        case 5: return .crossDissolve
        case 6: return .flip(.top)
        case 7: return .flip(.bottom)
        default: return .none
        }
    }
}
