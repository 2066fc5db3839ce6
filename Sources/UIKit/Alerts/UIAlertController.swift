import Foundation

/// An alert or an action sheet, presented with `present(_:animated:completion:)`: a title, a message,
/// buttons (`UIAlertAction`s) and, in an alert, text fields.
///
/// - An alert (`.alert`) pops up in the middle of the screen over a dimmed background, rising above the
///   keyboard while one of its text fields edits; touches outside it do nothing.
/// - An action sheet (`.actionSheet`) slides up from the bottom on a phone, the cancel action in a group of
///   its own. On a pad it shows in a popover: its `modalPresentationStyle` is `.popover`, so set its
///   `popoverPresentationController`'s `sourceView` and `sourceRect`, or `barButtonItem`, before presenting
///   it (presenting without either fails, as in UIKit). There the cancel action is not shown; a touch
///   outside the popover dismisses it and runs the cancel action's handler.
///
/// A tap on an enabled button dismisses the controller, then runs the action's handler. While it shows,
/// the tint of everything else in the window is dimmed.
///
/// Bad input, as UIKit: a second cancel action, a text field on an action sheet, or a preferred action
/// that is not one of the actions fails with UIKit's message. An alert without actions shows with no way
/// to close it but code (as in UIKit).
///
/// Source: Apple, UIAlertController.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Which of the two kinds of alert the controller is.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The message under the title.
    open var message: String? {
        didSet { if message != oldValue { contentDidChange() } }
    }
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action whose button is bold (in an alert; with none, the cancel action's is). It must be one
    /// of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(
                    actions.contains { $0 === preferredAction },
                    "UIAlertController.preferredAction: The -preferredAction of an alert controller must be contained in the -actions array or be nil."
                )
            }
            if preferredAction !== oldValue { contentDidChange() }
        }
    }
    /// The alert's text fields, in the order added; nil when it has none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// The title, above the message.
    open override var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }

    private var fields: [UITextField] = []
    /// Gives the alert's own presentation and animations (the transitioning delegate is weak).
    private let transitions = AlertTransitions()
    /// The UIAlertView or UIActionSheet this controller shows, told of choices and dismissals, and the
    /// object itself, kept alive while it shows.
    var legacyAlert: (alert: LegacyAlert, owner: AnyObject)?
    /// Runs when the controller has gone, whoever dismissed it.
    var didDisappearForGood: (() -> Void)?
    /// Whether an action sheet shows in the dark style (a black bar's).
    var sheetIsDark = false {
        didSet { panelIfLoaded?.isDark = sheetIsDark }
    }
    /// Whether the controller's view is disappearing because it is being dismissed.
    private var isLeaving = false

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // UIKit: an alert presents itself; an action sheet is a popover (which adapts on a phone).
        modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
        transitioningDelegate = transitions
    }

    /// Adds a button for `action`, after those added before (an alert's cancel action shows last).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            precondition(
                !actions.contains { $0.style == .cancel },
                "UIAlertController.addAction(_:): UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field under the message (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "UIAlertController.addTextField(configurationHandler:): Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
        )
        let field = Self.makeTextField()
        configurationHandler?(field)
        appendTextField(field)
    }

    open override func loadView() {
        let panel = AlertPanelView()
        panel.layout = preferredStyle == .alert ? .alert : .sheet
        panel.isDark = sheetIsDark
        // The alert's buttons keep their colour while the rest of the window's tint is dimmed.
        panel.tintAdjustmentMode = .normal
        panel.onChoose = { [weak self] action in self?.choose(action) }
        view = panel
        contentDidChange()
    }

    /// The first text field edits as soon as the alert is up (the keyboard shows).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isLeaving = isBeingDismissed
        // The keyboard goes down as the alert goes.
        if isLeaving { for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() } }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isLeaving else { return }
        isLeaving = false
        let gone = didDisappearForGood
        didDisappearForGood = nil
        gone?()
    }

    // MARK: Internals

    var panelIfLoaded: AlertPanelView? { viewIfLoaded as? AlertPanelView }

    /// A text field as alerts show them: 13-point text, no border of its own (its box draws one).
    static func makeTextField() -> UITextField {
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        return field
    }

    /// Shows `field` (made by `makeTextField()`) under the message.
    func appendTextField(_ field: UITextField) {
        fields.append(field)
        contentDidChange()
    }

    private func contentDidChange() {
        panelIfLoaded?.configure(title: title, message: message, fields: fields, actions: actions, preferred: preferredAction)
        (presentation.controller as? AlertPresentationController)?.contentDidChange()
        if panelIfLoaded?.layout == .popoverSheet { preferredContentSize = popoverSheetSize }
    }

    /// The size of an action sheet's content in a popover.
    private var popoverSheetSize: CGSize {
        let width = AlertPanelView.Metrics.popoverSheetWidth
        return CGSize(width: width, height: panelIfLoaded?.fittingHeight(width: width) ?? 0)
    }

    /// The user chose `action`: the alert goes, then the action's handler runs. (Taps while the alert
    /// comes or goes choose nothing.)
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, let presenter = presentingViewController, !isBeingPresented, !isBeingDismissed else { return }
        let legacy = legacyAlert?.alert
        legacy?.controllerWillDismiss(for: action)
        presenter.dismiss(animated: true) {
            legacy?.controllerDidDismiss(for: action)
            action.handler?(action)
        }
    }

    private var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// A touch outside an action sheet's popover dismisses it: that cancels (UIActionSheet tells its
    /// delegate of its cancel button), and after the dismissal the cancel action's handler runs.
    override func willDismissByTouchOutside() {
        legacyAlert?.alert.controllerWillDismiss(for: cancelAction)
    }

    override func didDismissByTouchOutside() {
        legacyAlert?.alert.controllerDidDismiss(for: cancelAction)
        if let cancel = cancelAction { cancel.handler?(cancel) }
    }

    /// Where the controller shows: an alert in its own presentation; an action sheet in a popover with a
    /// source (UIKit's failure without one, from the popover presentation controller), or, in a compact
    /// width, sliding up from the bottom.
    override func presentationController(
        adapting controller: UIPresentationController, to traits: UITraitCollection, presenter: UIViewController
    ) -> UIPresentationController {
        let layout: AlertPanelView.Layout =
            preferredStyle == .alert ? .alert : traits.horizontalSizeClass == .compact ? .sheet : .popoverSheet
        loadViewIfNeeded()
        panelIfLoaded?.layout = layout
        switch layout {
        case .sheet: return AlertPresentationController(presentedViewController: self, presenting: presenter, kind: .sheet)
        case .popoverSheet: preferredContentSize = popoverSheetSize
        case .alert: break
        }
        return controller
    }
}

/// The alert controller's transitioning delegate: the alert's presentation controller, and its animations
/// (an alert pops in and fades out; a phone's action sheet slides up and back down; a popover keeps the
/// popover's fade).
@MainActor
final class AlertTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting, kind: .alert)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        (presented.presentation.controller as? AlertPresentationController).map { AlertAnimator(kind: $0.kind, presenting: true) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        (dismissed.presentation.controller as? AlertPresentationController).map { AlertAnimator(kind: $0.kind, presenting: false) }
    }
}
