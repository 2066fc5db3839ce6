/// The presentation controller of the full-screen and current-context styles: the presented view fills
/// the container (the window, or the context's view), in place of the presenting views (`.fullScreen`,
/// `.currentContext`) or over them (`.overFullScreen`, `.overCurrentContext`).
@MainActor
final class StandardPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    /// On a phone a context presentation covers the whole screen, as every modal did on iOS 7 phones.
    override var defaultAdaptiveStyle: UIModalPresentationStyle {
        switch style {
        case .currentContext: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return .none
        }
    }

    override func containerViewWillLayoutSubviews() {
        presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }
}
