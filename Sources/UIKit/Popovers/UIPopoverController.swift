import Foundation

/// Shows a view controller's view in a popover: a panel over the window with an arrow pointing at a
/// rect or a bar button item. It is not a view controller, and nothing keeps it alive but you: keep a
/// reference while its popover shows (letting it go then is a programming error, as in UIKit).
///
/// - Size: `contentSize`, taken from the content controller's `preferredContentSize` (320 × 1100 when it
///   has none; a navigation controller adds its bar's height to its top controller's) until set; set, it
///   wins until the content controller is replaced. The width shown is kept between 320 and 600 points;
///   the height shrinks to the room there is. While the popover shows, a change of the content
///   controller's preferred size is adopted.
/// - Placement: see `PopoverPlacement`: the arrow on a permitted side with room, the popover within
///   `layoutMargins` of the window.
/// - Dismissal: a touch outside the popover asks the delegate, dismisses, and tells the delegate, and
///   does nothing else (the view touched does not get it), unless the touch is on one of
///   `passthroughViews`, which get it as usual, or the content is modal (`isModalInPresentation` of the
///   content controller or its top child), which swallows every touch outside. `dismiss(animated:)` tells
///   the delegate nothing.
/// - Presented from a bar button item, the item's bar is a passthrough view.
/// - While the popover shows, the rest of the window is dimmed, tints included.
/// - When the window changes size (it turns), the delegate may point a rect-anchored popover elsewhere
///   (`popoverController(_:willRepositionPopoverTo:in:)`) before it is placed again.
/// - Its content is a presentation context: a `.currentContext` presentation from inside covers the
///   popover's content (see `UIViewController.present(_:animated:completion:)`).
/// - Popovers are for the pad only: making one on another idiom is a programming error, as in UIKit.
///
/// Source: Apple, UIPopoverController.
@preconcurrency @MainActor
open class UIPopoverController: NSObject {
    /// The content size when neither the popover nor its content controller gives one.
    nonisolated static let defaultContentSize = CGSize(width: 320, height: 1100)
    /// The narrowest and widest content the popover shows.
    nonisolated static let widths: ClosedRange<CGFloat> = 320...600
    /// The window's default margins around a popover.
    nonisolated static let defaultLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The length of the fade in and out.
    static let fadeDuration: TimeInterval = 0.2
    /// The dimming over the rest of the window.
    static let dimming = UIColor(white: 0, alpha: 0.15)

    /// Hears of the user's dismissals (held weakly).
    open weak var delegate: (any UIPopoverControllerDelegate)?

    /// The controller whose view the popover shows.
    open var contentViewController: UIViewController {
        get { content }
        set { setContentView(newValue, animated: false) }
    }

    private var content: UIViewController
    /// The size set on the popover; nil while the content controller's size holds.
    private var setSize: CGSize?

    /// The size of the content: set, or the content controller's.
    open var contentSize: CGSize {
        get { setSize ?? UIPopoverController.preferredSize(of: content) }
        set { setContentSize(newValue, animated: false) }
    }

    /// Views the user can touch while the popover shows, without dismissing it.
    open var passthroughViews: [UIView]?

    /// The margins of the window within which the popover stays (10 points).
    open var layoutMargins = UIPopoverController.defaultLayoutMargins {
        didSet { if layoutMargins != oldValue { relayout(animated: false) } }
    }

    /// The colour of the popover's panel (nil: the standard white).
    open var backgroundColor: UIColor? {
        didSet { background?.backgroundColor = backgroundColor }
    }

    /// The `UIPopoverBackgroundView` subclass that draws the popover's outside (nil: the standard look).
    open var backgroundViewClass: UIPopoverBackgroundView.Type?

    /// Whether the popover shows: from a `present` call until it is dismissed.
    open private(set) var isPopoverVisible = false

    /// The side of the popover its arrow stands on; `.unknown` while it does not show.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    // The popover's views, while it shows.
    private var dimmingView: PopoverDimmingView?
    private var background: UIPopoverBackgroundView?
    private var contentClip: PopoverContentView?
    /// Where the arrow points and how: the rect (in `anchorView`), or the bar button item.
    private var anchorRect = CGRect.zero
    private weak var anchorView: UIView?
    private weak var anchorItem: UIBarButtonItem?
    private var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The window size the popover was last placed for: a new one asks the delegate first.
    private var placedWindowSize: CGSize?

    /// A popover controller for `contentViewController`. It shows nothing until presented. Only a pad
    /// has popovers: on another idiom this fails, with UIKit's message.
    public init(contentViewController: UIViewController) {
        precondition(
            UIDevice.current.userInterfaceIdiom == .pad,
            "-[UIPopoverController initWithContentViewController:] called when not running under UIUserInterfaceIdiomPad.")
        content = contentViewController
        super.init()
    }

    isolated deinit {
        precondition(!isPopoverVisible, "-[UIPopoverController dealloc] reached while popover is still visible.")
    }

    /// Shows `viewController`'s view in the popover in place of the current one; a size set on the
    /// popover gives way to the new controller's.
    open func setContentView(_ viewController: UIViewController, animated: Bool) {
        guard viewController !== content else { return }
        let old = content
        content = viewController
        setSize = nil
        guard isPopoverVisible, let contentClip else { return }
        old.beginAppearanceTransition(false, animated: animated)
        old.view.removeFromSuperview()
        old.endAppearanceTransition()
        old.popoverHost = nil
        relayout(animated: false)
        install(viewController, in: contentClip, animated: animated)
    }

    /// Sets the content size, resizing a showing popover (sliding, when `animated`).
    open func setContentSize(_ size: CGSize, animated: Bool) {
        setSize = size
        relayout(animated: animated)
    }

    // MARK: Presenting

    /// Shows the popover with its arrow pointing at `rect` in `view`'s coordinates, on one of the
    /// `arrowDirections` sides. `view` must be in a window.
    open func present(
        from rect: CGRect, in view: UIView, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool
    ) {
        precondition(
            view.window != nil,
            "UIPopoverController.present(from:in:permittedArrowDirections:animated:): popovers cannot be presented from a view which does not have a window."
        )
        anchorItem = nil
        anchorView = view
        anchorRect = rect
        show(permittedArrowDirections: arrowDirections, animated: animated)
    }

    /// Shows the popover with its arrow pointing at `item`, which must be shown in a bar in a window; the
    /// bar becomes a passthrough view.
    open func present(from item: UIBarButtonItem, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool) {
        guard let itemView = item.shownView, itemView.window != nil else {
            preconditionFailure(
                "UIPopoverController.present(from:permittedArrowDirections:animated:): the bar button item is not shown in a bar in a window."
            )
        }
        anchorItem = item
        anchorView = itemView
        anchorRect = itemView.bounds
        // UIKit lets the user keep using the bar the popover came from.
        if let bar = item.host as? UIView, !(passthroughViews ?? []).contains(where: { $0 === bar }) {
            passthroughViews = (passthroughViews ?? []) + [bar]
        }
        show(permittedArrowDirections: arrowDirections, animated: animated)
    }

    /// Takes the popover away, telling the delegate nothing.
    open func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        // A controller presented inside the popover (in its content's context) goes with it.
        if let presented = content.presentedViewController, presented.presentation.controller?.shouldPresentInFullscreen == false {
            content.dismiss(animated: false)
        }
        isPopoverVisible = false
        arrowDirection = .unknown
        placedWindowSize = nil
        let views: [UIView] = [dimmingView, background, contentClip].compactMap { $0 }
        let shown = content
        dimmingView = nil
        background = nil
        contentClip = nil
        shown.beginAppearanceTransition(false, animated: animated)
        let finish = {
            for view in views { view.removeFromSuperview() }
            shown.view.removeFromSuperview()
            shown.endAppearanceTransition()
            shown.popoverHost = nil
        }
        views.first?.window?.tintAdjustmentMode = .automatic
        if animated {
            UIView.animate(
                withDuration: UIPopoverController.fadeDuration, animations: { for view in views { view.alpha = 0 } },
                completion: { _ in finish() })
        } else {
            finish()
        }
    }

    private func show(permittedArrowDirections: UIPopoverArrowDirection, animated: Bool) {
        guard let window = anchorView?.window else { return }
        self.permittedArrowDirections = permittedArrowDirections
        if !isPopoverVisible {
            isPopoverVisible = true
            let dimming = PopoverDimmingView(policy: self)
            dimming.frame = window.bounds
            let backgroundClass = backgroundViewClass ?? PopoverChromeView.self
            let background = backgroundClass.init(frame: .zero)
            background.backgroundColor = backgroundColor
            let clip = PopoverContentView()
            if backgroundClass.wantsDefaultContentAppearance { clip.layer.cornerRadius = PopoverChromeView.cornerRadius }
            for view in [dimming, background, clip] { window.addSubview(view) }
            dimmingView = dimming
            self.background = background
            contentClip = clip
            window.tintAdjustmentMode = .dimmed
            // The popover's own views keep their tint.
            background.tintAdjustmentMode = .normal
            clip.tintAdjustmentMode = .normal
            // Placed first, so that the content view comes in at its size (not grown from nothing).
            placedWindowSize = window.bounds.size
            relayout(animated: false)
            install(content, in: clip, animated: animated)
            if animated {
                for view in [dimming, background, clip] { view.alpha = 0 }
                UIView.animate(withDuration: UIPopoverController.fadeDuration) {
                    for view in [dimming, background, clip] { view.alpha = 1 }
                }
            }
            content.endAppearanceTransition()
        } else {
            relayout(animated: animated)
        }
    }

    /// Puts `controller`'s view in the popover, sending it the appearance calls.
    private func install(_ controller: UIViewController, in clip: PopoverContentView, animated: Bool) {
        controller.popoverHost = self
        controller.beginAppearanceTransition(true, animated: animated)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.frame = clip.bounds
        clip.addSubview(controller.view)
        if clip.window != nil, controller.view.window != nil, isPopoverVisible, contentClip === clip, background != nil,
            controller !== content
        {
            controller.endAppearanceTransition()
        }
    }

    /// Places the popover for the current anchor and size.
    private func relayout(animated: Bool) {
        guard isPopoverVisible, let background, let contentClip, let anchorView,
            let placement = PopoverPlacement(
                contentSize: contentSize, pointingAt: anchorItem?.shownView.map { $0.bounds } ?? anchorRect, in: anchorView,
                permitted: permittedArrowDirections, margins: layoutMargins, background: type(of: background))
        else { return }
        arrowDirection = placement.arrowDirection
        guard
            background.frame != placement.frame || contentClip.frame != placement.contentFrame
                || background.arrowDirection != placement.arrowDirection || background.arrowOffset != placement.arrowOffset
        else { return }
        let apply = {
            background.frame = placement.frame
            background.arrowDirection = placement.arrowDirection
            background.arrowOffset = placement.arrowOffset
            contentClip.frame = placement.contentFrame
            background.layoutIfNeeded()
            contentClip.layoutIfNeeded()
        }
        if animated {
            // Views that came in since the last layout take their places first, rather than growing
            // from nothing with the popover.
            background.layoutIfNeeded()
            contentClip.layoutIfNeeded()
            UIView.animate(withDuration: UIPopoverController.fadeDuration, animations: apply)
        } else {
            apply()
        }
    }

    /// The window changed size (it turned): the delegate may point a rect-anchored popover elsewhere,
    /// then the popover is placed again. (A popover from a bar button item follows the item.)
    func windowDidResize() {
        guard isPopoverVisible, let window = dimmingView?.window else { return }
        if window.bounds.size != placedWindowSize {
            placedWindowSize = window.bounds.size
            if anchorItem == nil, let delegate, var view = anchorView {
                var rect = anchorRect
                delegate.popoverController(self, willRepositionPopoverTo: &rect, in: &view)
                anchorRect = rect
                anchorView = view
            }
        }
        relayout(animated: false)
    }

    /// The content controller's wanted size changed while it shows, or, for a navigation controller, its
    /// top controller changed: the popover adopts the size. (iOS 5 kept the old height when the new one
    /// was shorter; that was a bug, not kept here.)
    func contentViewControllerPreferredSizeDidChange(_ controller: UIViewController) {
        guard controller === content || controller.parent === content, isPopoverVisible else { return }
        setContentSize(UIPopoverController.preferredSize(of: content), animated: true)
    }

    /// The size a controller asks for in a popover: its preferred size, or 320 × 1100; a navigation
    /// controller without its own asks for its top controller's, plus its bar's height.
    static func preferredSize(of controller: UIViewController) -> CGSize {
        if controller.preferredContentSize != .zero { return controller.preferredContentSize }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            let size = preferredSize(of: top)
            let bar = navigation.isNavigationBarHidden ? 0 : UINavigationBar.height
            return CGSize(width: size.width, height: size.height + bar)
        }
        return defaultContentSize
    }

    // MARK: Touches outside

    /// Whether touches outside the popover are swallowed whole: the content, its top child, or a
    /// controller presented over them inside the popover, is modal.
    var isModal: Bool { UIPopoverController.isModal(content) }

    /// Whether a touch at `point` (in the window) falls on a passthrough view.
    func isPassthrough(at point: CGPoint, in window: UIWindow) -> Bool {
        UIPopoverController.isPoint(point, on: passthroughViews, in: window)
    }

    /// The user touched outside the popover: the delegate decides, then hears.
    func userTouchedOutside() {
        guard isPopoverVisible else { return }
        if let delegate, !delegate.popoverControllerShouldDismissPopover(self) { return }
        dismiss(animated: true)
        delegate?.popoverControllerDidDismissPopover(self)
    }
}

/// What decides about touches outside a popover: a popover controller, or a popover presentation.
@MainActor
protocol PopoverTouchPolicy: AnyObject {
    /// Whether every touch outside is swallowed.
    var isModal: Bool { get }
    /// Whether a touch at `point` (in the window) is on a passthrough view.
    func isPassthrough(at point: CGPoint, in window: UIWindow) -> Bool
    /// A touch outside, on no passthrough view, while not modal.
    func userTouchedOutside()
    /// The window changed size.
    func windowDidResize()
}

extension UIPopoverController: PopoverTouchPolicy {}

/// The view a popover's content controller's view sits in: clipped to the panel's corners. A bar in it
/// is part of the panel (it draws no colour of its own).
final class PopoverContentView: UIView, BarPanelView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }
}

/// The view over the window behind a popover: dims it, and takes every touch outside the popover, except
/// on passthrough views (while the popover is not modal), which get theirs as usual.
final class PopoverDimmingView: UIView {
    private weak var policy: (any PopoverTouchPolicy)?

    init(policy: any PopoverTouchPolicy) {
        self.policy = policy
        super.init(frame: .zero)
        backgroundColor = UIPopoverController.dimming
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let policy, let window, bounds.contains(point) else { return super.hitTest(point, with: event) }
        if !policy.isModal, policy.isPassthrough(at: convert(point, to: window), in: window) { return nil }
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let policy, !policy.isModal else { return }
        policy.userTouchedOutside()
    }

    /// It follows the window's size: a turned window places the popover again.
    override func layoutSubviews() {
        super.layoutSubviews()
        policy?.windowDidResize()
    }
}

extension UIPopoverController {
    /// Whether a touch at `point` (in the window) falls on one of `views`, shown in `window`.
    static func isPoint(_ point: CGPoint, on views: [UIView]?, in window: UIWindow) -> Bool {
        (views ?? []).contains { view in
            view.window === window && !view.isHidden && view.bounds.contains(view.convert(point, from: window))
        }
    }

    /// Whether `controller`, the child it shows on top (a navigation controller's top, a tab bar
    /// controller's selected), or a controller either presents (inside the popover, a context
    /// presentation is made modal when it is presented), is modal.
    static func isModal(_ controller: UIViewController) -> Bool {
        if controller.isModalInPresentation { return true }
        if let presented = controller.presentation.presented, isModal(presented) { return true }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController { return isModal(top) }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController { return isModal(selected) }
        return false
    }
}
