import Foundation

/// The look of a `UIActionSheet`.
///
/// Source: Apple, UIActionSheetStyle.
public enum UIActionSheetStyle: Int, Sendable {
    /// The look of the bar it is shown from (a black toolbar's or tab bar's: dark), else `.default`.
    case automatic = -1
    /// Light groups.
    case `default` = 0
    /// Dark translucent groups.
    case blackTranslucent = 2
    /// Dark groups.
    case blackOpaque = 1
}

/// The choice sheet of iOS 2 to 8: a title and buttons numbered in the order added, one of them the
/// destructive button (red) and one the cancel button. As in UIKit since iOS 8 it shows as a
/// `UIAlertController` action sheet in a window of its own, and the sheet itself is never in a window.
///
/// - Phone: it slides up from the bottom, whichever `show` method is used, the cancel button in a group
///   of its own at the bottom; a touch outside does nothing.
/// - Pad: it shows in a popover pointing at what it is shown from (a bar button item, a toolbar or tab
///   bar, a rect in a view; `show(in:)` points at the view's centre), without the cancel button; a touch
///   outside dismisses it as a tap on the cancel button would (index -1 without one).
///
/// Button indexes, as Swift code gets them from UIKit: the initializer adds the destructive button (0),
/// then the cancel button, then the other buttons, so the seed's Objective-C order (destructive 0, others,
/// cancel last) needs `addButton(withTitle:)` and `cancelButtonIndex` set by hand. The cancel button
/// shows last whatever its index.
///
/// The delegate hears, in UIKit's order: `willPresent`, `didPresent` (after the animation); on a tap (or
/// a pad's outside touch) `clickedButtonAt`, `willDismissWithButtonIndex`, and after the animation
/// `didDismissWithButtonIndex`. `dismiss(withClickedButtonIndex:animated:)` sends only the last two.
/// `actionSheetCancel` is never sent: since iOS 4 the system does not cancel sheets.
///
/// Bad input, as UIKit: a button with no title or a button index out of range fails with a message naming
/// the call.
///
/// Source: Apple, UIActionSheet.
@preconcurrency @MainActor
open class UIActionSheet: UIView {
    /// Hears what the sheet does; not retained.
    open weak var delegate: UIActionSheetDelegate?
    /// The title, above the buttons.
    open var title: String = "" {
        didSet { legacy.controller?.title = title }
    }
    /// The look (`.automatic`: the bar's it is shown from).
    open var actionSheetStyle: UIActionSheetStyle = .automatic
    /// The index of the cancel button (-1: none).
    open var cancelButtonIndex: Int {
        get { legacy.cancelIndex }
        set { legacy.cancelIndex = newValue }
    }
    /// The index of the red, destructive button (-1: none).
    open var destructiveButtonIndex = -1
    /// The index of the first button the initializer added after the cancel button (-1: none).
    open private(set) var firstOtherButtonIndex = -1
    /// Whether the sheet is showing.
    open var isVisible: Bool { legacy.controller != nil }

    private let legacy = LegacyAlert(owner: "UIActionSheet")

    /// A sheet titled `title`, with a destructive button (index 0) and a cancel button after it when
    /// their titles are given.
    public convenience init(
        title: String?, delegate: UIActionSheetDelegate?, cancelButtonTitle: String?, destructiveButtonTitle: String?
    ) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.delegate = delegate
        if let destructiveButtonTitle { destructiveButtonIndex = addButton(withTitle: destructiveButtonTitle) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    /// A sheet as above with other buttons after the cancel button, in order (the first of them is
    /// `firstOtherButtonIndex`).
    public convenience init(
        title: String?, delegate: UIActionSheetDelegate?, cancelButtonTitle: String?, destructiveButtonTitle: String?,
        otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(title: title, delegate: delegate, cancelButtonTitle: cancelButtonTitle, destructiveButtonTitle: destructiveButtonTitle)
        firstOtherButtonIndex = addButton(withTitle: firstButtonTitle)
        for title in moreButtonTitles { addButton(withTitle: title) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        legacy.clicked = { [unowned self] index in delegate?.actionSheet(self, clickedButtonAt: index) }
        legacy.willDismiss = { [unowned self] index in delegate?.actionSheet(self, willDismissWithButtonIndex: index) }
        legacy.didDismiss = { [unowned self] index in delegate?.actionSheet(self, didDismissWithButtonIndex: index) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds a button titled `title` after the others and returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int { legacy.addButton(title) }

    /// The number of buttons.
    open var numberOfButtons: Int { legacy.titles.count }

    /// The title of the button at `buttonIndex`.
    open func buttonTitle(at buttonIndex: Int) -> String? { legacy.title(at: buttonIndex) }

    /// Shows the sheet from `view` (a pad: a popover pointing at its centre).
    open func show(in view: UIView) {
        show(over: view.window, barStyle: nil, animated: true) { popover in
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        }
    }

    /// Shows the sheet from a toolbar (a pad: a popover pointing at it), in its look when automatic.
    open func show(from view: UIToolbar) {
        show(over: view.window, barStyle: view.barStyle, animated: true) { popover in
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
    }

    /// Shows the sheet from a tab bar (a pad: a popover pointing at it), in its look when automatic.
    open func show(from view: UITabBar) {
        show(over: view.window, barStyle: view.barStyle, animated: true) { popover in
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
    }

    /// Shows the sheet from a bar button item (a pad: a popover pointing at it).
    open func show(from item: UIBarButtonItem, animated: Bool) {
        show(over: item.shownView?.window, barStyle: (item.host as? UIToolbar)?.barStyle, animated: animated) { popover in
            popover.barButtonItem = item
        }
    }

    /// Shows the sheet from `rect` in `view` (a pad: a popover pointing at it).
    open func show(from rect: CGRect, in view: UIView, animated: Bool) {
        show(over: view.window, barStyle: nil, animated: animated) { popover in
            popover.sourceView = view
            popover.sourceRect = rect
        }
    }

    /// Takes the sheet down as if button `buttonIndex` had been tapped, without `clickedButtonAt`.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        legacy.dismiss(withClickedButtonIndex: buttonIndex, animated: animated)
    }

    // MARK: Internals

    /// Presents the sheet over `window` (the one it is shown from); `anchor` points a pad's popover.
    /// `barStyle` is the style of the bar it comes from, which an automatic sheet takes.
    private func show(over window: UIWindow?, barStyle: UIBarStyle?, animated: Bool, anchor: (UIPopoverPresentationController) -> Void) {
        guard legacy.controller == nil else { return }
        let sheet = legacy.makeController(title: title.isEmpty ? nil : title, message: nil, style: .actionSheet) {
            [cancelButtonIndex, destructiveButtonIndex] index in
            index == cancelButtonIndex ? .cancel : index == destructiveButtonIndex ? .destructive : .default
        }
        switch actionSheetStyle {
        case .automatic: sheet.sheetIsDark = barStyle.map { $0 != .default } ?? false
        case .default: sheet.sheetIsDark = false
        case .blackOpaque, .blackTranslucent: sheet.sheetIsDark = true
        }
        if let popover = sheet.popoverPresentationController { anchor(popover) }
        delegate?.willPresent(self)
        legacy.present(sheet, over: window, retaining: self, animated: animated) { [weak self] in
            guard let self else { return }
            delegate?.didPresent(self)
        }
    }
}
