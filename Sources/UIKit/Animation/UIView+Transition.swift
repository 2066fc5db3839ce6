/// UIView's transitions: a view's whole look changes from one state to another with a cross dissolve,
/// a flip about an axis or a page curl, rather than property by property.
///
/// How they are drawn (ViewTransition): the "before" look is rendered into an image and shown in
/// temporary layers beside the view's live layers, animated by computed animations on the
/// Core Animation engine; the live layers show the "after" look. When the transition ends (or is
/// interrupted) the temporary layers leave and the view shows its live layers alone.
extension UIView {
    /// `transition(from:to:duration:options:completion:)`.
    static func replaceWithTransition(
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
