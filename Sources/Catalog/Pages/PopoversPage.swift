import UIKit

/// Popovers as seed 002 builds them, with one popover at a time (the seed's `currentPop`): a popover on
/// each arrow side; the New Game popover (a navigation controller with Done and Cancel, E2-1) whose
/// Cancel and a tap outside undo its change (E2-7, E2-9); the 600-point-wide popover (E2-4); the silly
/// linen background (E2-5); a popover from a toolbar item whose toolbar is not passthrough; a modern
/// popover presentation; a popover whose content changes its size (the popover follows, animated). A
/// counter button stays usable while any popover shows (a passthrough view), and a switch makes the
/// delegate refuse dismissals by a tap outside. A rotation or going into the background takes the
/// popover down at once (E2-11, E2-12).
final class PopoversPageView: UIView, UIPopoverControllerDelegate, CatalogSizeTransitionObserver {
    static let margin: CGFloat = 40

    /// The one popover showing (seed 002: "a well-behaved app … is never going to display more than one").
    private(set) var currentPop: UIPopoverController?
    private(set) var sideButtons: [UIButton] = []
    let newGameButton = UIButton(type: .system)
    let wideButton = UIButton(type: .system)
    let sillyButton = UIButton(type: .system)
    let presentationButton = UIButton(type: .system)
    let resizingButton = UIButton(type: .system)
    /// A passthrough view of every popover: it counts its taps while a popover shows.
    let counterButton = UIButton(type: .system)
    private(set) var counterTaps = 0
    /// On, the delegate refuses to let a tap outside dismiss the popover (also a passthrough view).
    let keepOpenSwitch = UISwitch()
    let toolbar = UIToolbar()
    let shareItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    /// The game's style, which the New Game popover changes; Cancel and a tap outside put it back.
    let styleLabel = UILabel()
    private(set) var style = "Classic" { didSet { styleLabel.text = "Game style: \(style)" } }
    private var oldStyle = "Classic"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let title = CatalogHeading.title("Popovers")
        title.frame = CGRect(x: Self.margin, y: 28, width: 704, height: 28)
        addSubview(title)
        addSubview(
            CatalogIntroLabel(
                "Popovers from buttons and a toolbar item. A tap outside dismisses one (asking its delegate); one "
                    + "popover shows at a time, as seed 002 advises.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        let sides: [(String, UIPopoverArrowDirection)] = [
            ("Arrow up", .up), ("Arrow down", .down), ("Arrow left", .left), ("Arrow right", .right),
        ]
        for (index, (name, side)) in sides.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(name, for: .normal)
            button.frame = CGRect(x: 150 + CGFloat(index % 2) * 300, y: 200 + CGFloat(index / 2) * 200, width: 140, height: 40)
            button.addAction(
                UIAction { [weak self, weak button] _ in if let button { self?.showSide(side, from: button) } }, for: .touchUpInside)
            addSubview(button)
            sideButtons.append(button)
        }
        for (button, name, y) in [
            (newGameButton, "New Game…", 500), (wideButton, "600 points wide", 550), (sillyButton, "A silly popover", 600),
            (presentationButton, "A popover presentation", 650), (resizingButton, "A popover that resizes", 700),
        ] as [(UIButton, String, CGFloat)] {
            button.setTitle(name, for: .normal)
            button.contentHorizontalAlignment = .left
            button.frame = CGRect(x: 150, y: y, width: 220, height: 40)
            addSubview(button)
        }
        newGameButton.addAction(UIAction { [weak self] _ in self?.showNewGame() }, for: .touchUpInside)
        wideButton.addAction(UIAction { [weak self] _ in self?.showWide() }, for: .touchUpInside)
        sillyButton.addAction(UIAction { [weak self] _ in self?.showSilly() }, for: .touchUpInside)
        presentationButton.addAction(UIAction { [weak self] _ in self?.showPresentation() }, for: .touchUpInside)
        resizingButton.addAction(UIAction { [weak self] _ in self?.showResizing() }, for: .touchUpInside)
        counterButton.frame = CGRect(x: 400, y: 550, width: 300, height: 40)
        counterButton.contentHorizontalAlignment = .left
        counterButton.addAction(UIAction { [weak self] _ in self?.countTap() }, for: .touchUpInside)
        addSubview(counterButton)
        countTap(adding: 0)
        keepOpenSwitch.frame.origin = CGPoint(x: 400, y: 604)
        addSubview(keepOpenSwitch)
        let keepOpenLabel = UILabel(frame: CGRect(x: 463, y: 600, width: 280, height: 40))
        keepOpenLabel.text = "Keep open: the delegate says no"
        keepOpenLabel.font = .systemFont(ofSize: 15)
        keepOpenLabel.textColor = CatalogColors.text
        addSubview(keepOpenLabel)
        styleLabel.frame = CGRect(x: 400, y: 500, width: 300, height: 40)
        styleLabel.font = .systemFont(ofSize: 15)
        styleLabel.textColor = CatalogColors.text
        addSubview(styleLabel)
        styleLabel.text = "Game style: \(style)"
        shareItem.primaryAction = UIAction(title: "Share") { [weak self] _ in self?.showShare() }
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), shareItem]
        toolbar.frame = CGRect(x: 0, y: frame.height - 44, width: frame.width, height: 44)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(toolbar)
        NotificationCenter.default.addObserver(
            self, selector: PopoversPageView.backgrounding, name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Leaving the window (another page is chosen), the page takes its popover down: a popover controller
    /// must not go while its popover shows.
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            currentPop?.dismiss(animated: false)
            currentPop = nil
        }
    }

    // MARK: The one popover

    /// Shows `controller` in a popover, dismissing the one showing first. The counter and the switch
    /// stay usable while it shows.
    private func pop(_ controller: UIViewController, configure: (UIPopoverController) -> Void = { _ in }) -> UIPopoverController {
        currentPop?.dismiss(animated: false)
        let popover = UIPopoverController(contentViewController: controller)
        popover.delegate = self
        popover.passthroughViews = [counterButton, keepOpenSwitch]
        configure(popover)
        currentPop = popover
        return popover
    }

    private func countTap(adding count: Int = 1) {
        counterTaps += count
        counterButton.setTitle("Passthrough: tapped \(counterTaps) times", for: .normal)
    }

    /// Seed 002 E2-11: a rotation takes the popover down at once (its delegate hears nothing), undoing
    /// the New Game popover's change.
    func viewControllerWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        dismissForStrongTransition()
    }

    /// Seed 002 E2-12: going into the background does the same.
    func backgrounding(_ notification: Notification) {
        dismissForStrongTransition()
    }

    /// Some controllers recover badly in a popover from a rotation or the background (seed 002): the
    /// popover goes without animation, and the New Game popover's change is undone. Nothing happens
    /// without a popover.
    private func dismissForStrongTransition() {
        guard let pc = currentPop else { return }
        if pc.contentViewController is UINavigationController { style = oldStyle }
        pc.dismiss(animated: false)
        currentPop = nil
    }

    /// A tap outside dismisses the popover unless the switch says to keep it.
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool {
        !keepOpenSwitch.isOn
    }

    /// Seed 002 E2-10: a tap outside the New Game popover cancels it; any popover is forgotten.
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {
        if popoverController.contentViewController is UINavigationController { style = oldStyle }
        currentPop = nil
    }

    private func showSide(_ side: UIPopoverArrowDirection, from button: UIButton) {
        let content = PopoverMessageController(text: "The arrow stands on the \(Self.name(of: side)) side.")
        pop(content).present(from: button.bounds, in: button, permittedArrowDirections: side, animated: true)
    }

    private static func name(of side: UIPopoverArrowDirection) -> String {
        switch side {
        case .up: "top"
        case .down: "bottom"
        case .left: "left"
        default: "right"
        }
    }

    /// Seed 002 E2-1: a navigation controller with Done and Cancel around the game's settings.
    private func showNewGame() {
        oldStyle = style
        let settings = NewGameController { [weak self] choice in self?.style = choice }
        settings.navigationItem.title = "New Game"
        settings.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.endNewGame(saving: true) })
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.endNewGame(saving: false) })
        let nav = UINavigationController(rootViewController: settings)
        pop(nav).present(from: newGameButton.bounds, in: newGameButton, permittedArrowDirections: .any, animated: true)
    }

    /// Seed 002 E2-7 and E2-8: Cancel puts the old settings back; Done keeps the new ones.
    private func endNewGame(saving: Bool) {
        currentPop?.dismiss(animated: true)
        currentPop = nil
        if !saving { style = oldStyle }
    }

    /// Seed 002 E2-4: 600 points wide, dismissed only by a tap outside.
    private func showWide() {
        let content = PopoverMessageController(text: "600 points wide: the widest a popover may be. Tap outside to dismiss it.")
        content.preferredContentSize = CGSize(width: 600, height: 120)
        pop(content).present(from: wideButton.bounds, in: wideButton, permittedArrowDirections: .left, animated: true)
    }

    /// Seed 002 E2-5: the very silly popover.
    private func showSilly() {
        let content = PopoverMessageController(text: "A linen frame and arrow, drawn by a UIPopoverBackgroundView subclass.")
        content.preferredContentSize = CGSize(width: 320, height: 120)
        pop(content) { $0.backgroundViewClass = SillyPopoverBackgroundView.self }
            .present(from: sillyButton.bounds, in: sillyButton, permittedArrowDirections: .up, animated: true)
    }

    /// From the toolbar; the seed sets passthroughViews after presenting so that the toolbar (passthrough
    /// by default) is not, and the item cannot summon it twice.
    private func showShare() {
        let content = PopoverMessageController(text: "From a bar button item: the arrow points at Share.")
        let popover = pop(content)
        popover.present(from: shareItem, permittedArrowDirections: .any, animated: true)
        popover.passthroughViews = [counterButton, keepOpenSwitch]
    }

    /// The content's preferred size changes while it shows: the popover follows, animated.
    private func showResizing() {
        pop(PopoverResizingController())
            .present(from: resizingButton.bounds, in: resizingButton, permittedArrowDirections: .left, animated: true)
    }

    /// The modern way: a view controller presented with the popover style.
    private func showPresentation() {
        currentPop?.dismiss(animated: false)
        currentPop = nil
        let content = PopoverMessageController(text: "Presented with modalPresentationStyle = .popover.")
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = presentationButton
        window?.rootViewController?.present(content, animated: true)
    }
}

/// A popover's content: a message, 320 × 120 unless told otherwise.
final class PopoverMessageController: UIViewController {
    private let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 320, height: 120)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17)
        label.text = text
        view.addSubview(label)
    }
}

/// A popover's content with a button that grows it to 320 × 260 and shrinks it back to 320 × 120, by
/// its preferred content size.
final class PopoverResizingController: UIViewController {
    let button = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 320, height: 120)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Grow", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 40)
        button.autoresizingMask = [.flexibleWidth]
        button.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                let grown = preferredContentSize.height > 120
                preferredContentSize = CGSize(width: 320, height: grown ? 120 : 260)
                button.setTitle(grown ? "Grow" : "Shrink", for: .normal)
            }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// Seed 002's New Game settings: the game's style, chosen with a segmented control.
final class NewGameController: UIViewController {
    static let styles = ["Classic", "Modern", "Wild"]
    let styleControl = UISegmentedControl(items: NewGameController.styles)
    private let choose: (String) -> Void

    init(choose: @escaping (String) -> Void) {
        self.choose = choose
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 320, height: 140)
    }

    required init?(coder: NSCoder) { nil }

    /// The view at the popover's size, so that the control's margins hold when it is resized.
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 184))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        styleControl.frame = CGRect(x: 20, y: 60, width: 280, height: 29)
        styleControl.autoresizingMask = [.flexibleWidth]
        styleControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                choose(NewGameController.styles[styleControl.selectedSegmentIndex])
            }, for: .valueChanged)
        view.addSubview(styleControl)
    }

}

/// Seed 002 E2-5's background, its drawing as the seed writes it: a linen frame with its own grey shadow,
/// and a linen arrow drawn first, clamped 22 points from the centre and the edge (the seed's clamp keeps a
/// centred arrow 22 points right). It draws the arrow up only, as the seed's example does.
final class SillyPopoverBackgroundView: UIPopoverBackgroundView {
    static let ARHEIGHT: CGFloat = 15
    static let ARBASE: CGFloat = 20
    override class func arrowHeight() -> CGFloat { ARHEIGHT }
    override class func arrowBase() -> CGFloat { ARBASE }
    override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) }

    override func draw(_ rect: CGRect) {
        let linOrig = GalleryAssets.linen
        let capw = linOrig.size.width / 2 - 1
        let caph = linOrig.size.height / 2 - 1
        let lin = linOrig.resizableImage(withCapInsets: UIEdgeInsets(top: caph, left: capw, bottom: caph, right: capw))
        let ARHEIGHT = Self.ARHEIGHT, ARBASE = Self.ARBASE
        let con = UIGraphicsGetCurrentContext()!
        con.saveGState()
        var proposedX = arrowOffset
        let limit: CGFloat = 22
        let maxX = rect.size.width / 2 - limit
        if proposedX > maxX { proposedX = maxX }
        if proposedX < limit { proposedX = limit }
        con.translateBy(x: rect.size.width / 2 + proposedX - ARBASE / 2, y: 0)
        con.move(to: CGPoint(x: 0, y: ARHEIGHT))
        con.addLine(to: CGPoint(x: ARBASE / 2, y: 0))
        con.addLine(to: CGPoint(x: ARBASE, y: ARHEIGHT))
        con.closePath()
        con.addRect(CGRect(x: 0, y: ARHEIGHT, width: ARBASE, height: 15))
        con.clip()
        lin.draw(at: CGPoint(x: -40, y: -40))
        con.restoreGState()
        let (_, body) = rect.divided(atDistance: ARHEIGHT, from: .minYEdge)
        lin.draw(in: body)
        layer.shadowPath = CGPath(rect: body, transform: nil)
        layer.shadowColor = UIColor.gray.cgColor
        layer.shadowRadius = 20
        layer.shadowOpacity = 0.4
    }
}
