import Foundation

/// The presentation controller of the pad's sheets: the presented view sits centred over the
/// presenting views, the area around it is dimmed, and the presenting views' tint is dimmed while the
/// sheet is up.
///
/// - Page sheet: as wide as the screen in portrait (768 points on a pad) and full height; when the
///   container is no wider than that (portrait), it covers it all.
/// - Form sheet: 540 × 620 points, centred; while the keyboard shows, it moves up to stay fully above it
///   (in landscape, where it cannot, its top goes to the container's top and the keyboard covers the rest).
@MainActor
final class SheetPresentationController: DimmingPresentationController {
    static let formSheetSize = CGSize(width: 540, height: 620)

    private let style: UIModalPresentationStyle
    /// The presenting view's own tint adjustment mode, put back when the sheet goes.
    private var presentingTintMode: UIView.TintAdjustmentMode?

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    /// A sheet needs a pad's room: in a compact environment (a phone) it is full screen.
    override var defaultAdaptiveStyle: UIModalPresentationStyle { .fullScreen }
    /// A form sheet stays above the keyboard.
    override var followsKeyboard: Bool { style == .formSheet }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch style {
        case .pageSheet:
            let screen = UIScreen.main.bounds.size
            let width = min(bounds.width, min(screen.width, screen.height))
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: bounds.height)
        default:
            let size = CGSize(
                width: min(Self.formSheetSize.width, bounds.width), height: min(Self.formSheetSize.height, bounds.height))
            var frame = CGRect(
                x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            if let top = keyboardTopInContainer, frame.maxY > top { frame.origin.y = max(0, top - frame.height) }
            return frame
        }
    }

    override func dimTint() {
        guard let presentingView = presentingViewController.viewIfLoaded else { return }
        presentingTintMode = presentingView.ownTintAdjustmentMode
        presentingView.tintAdjustmentMode = .dimmed
    }

    override func restoreTint() {
        if let mode = presentingTintMode { presentingViewController.viewIfLoaded?.tintAdjustmentMode = mode }
        presentingTintMode = nil
    }
}
