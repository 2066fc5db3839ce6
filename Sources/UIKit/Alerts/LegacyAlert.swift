import Foundation

/// What `UIAlertView` and `UIActionSheet` share, as UIKit builds them since iOS 8: buttons numbered in
/// the order added, shown through a `UIAlertController` presented in a window of its own, and the
/// delegate calls of a tap, an outside tap (a pad's sheet) or a dismissal from code, by button index.
@MainActor
final class LegacyAlert {
    /// The owner's class, for failure messages ("UIAlertView").
    private let owner: String
    private(set) var titles: [String] = []
    /// The cancel button's index (-1: none).
    var cancelIndex = -1
    /// The controller showing the alert, while it shows (or is going).
    private(set) var controller: UIAlertController?

    /// The delegate calls, by button index: a button chosen (or the cancel of an outside tap), before
    /// the dismissal; the dismissal beginning; the dismissal ended.
    var clicked: (Int) -> Void = { _ in }
    var willDismiss: (Int) -> Void = { _ in }
    var didDismiss: (Int) -> Void = { _ in }

    init(owner: String) {
        self.owner = owner
    }

    /// Adds a button titled `title` after the others and returns its index.
    func addButton(_ title: String?) -> Int {
        guard let title else { preconditionFailure("\(owner).addButton(withTitle:): \(owner): Buttons added must have a title.") }
        titles.append(title)
        return titles.count - 1
    }

    func title(at index: Int) -> String? {
        precondition(titles.indices.contains(index), "\(owner).buttonTitle(at:): index \(index) beyond bounds [0 .. \(titles.count - 1)]")
        return titles[index]
    }

    /// A controller of `style` with a button per title, each in the style `styleOf` gives its index.
    func makeController(
        title: String?, message: String?, style: UIAlertController.Style, styleOf: (Int) -> UIAlertAction.Style
    ) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for (index, title) in titles.enumerated() { alert.addAction(UIAlertAction(title: title, style: styleOf(index))) }
        return alert
    }

    /// Shows `alert` (made by `makeController`) in a window of its own over `window`; `retaining` (the
    /// alert view or action sheet) stays alive until it goes. `didPresent` runs when it is up.
    func present(
        _ alert: UIAlertController, over window: UIWindow?, retaining object: AnyObject, animated: Bool = true,
        didPresent: @escaping () -> Void
    ) {
        controller = alert
        alert.legacyAlert = (self, object)
        LegacyAlertWindow(over: window).present(alert, animated: animated, completion: didPresent)
    }

    /// Takes the alert down as if button `index` had been tapped: `willDismiss`, then (after the
    /// animation) `didDismiss`.
    func dismiss(withClickedButtonIndex index: Int, animated: Bool) {
        guard let controller, let presenter = controller.presentingViewController, !controller.isBeingDismissed else { return }
        willDismiss(index)
        presenter.dismiss(animated: animated) { [self] in ended(index) }
    }

    /// The index of `action` (the cancel button's for none: a touch outside without a cancel button).
    private func index(of action: UIAlertAction?) -> Int {
        guard let action, let index = controller?.actions.firstIndex(where: { $0 === action }) else { return cancelIndex }
        return index
    }

    /// The user chose `action`, or (nil, or the cancel action) touched outside a pad's sheet.
    func controllerWillDismiss(for action: UIAlertAction?) {
        let index = index(of: action)
        clicked(index)
        willDismiss(index)
    }

    func controllerDidDismiss(for action: UIAlertAction?) {
        ended(index(of: action))
    }

    /// The alert has gone: the controller lets go of its owner, once the owner's delegate has heard.
    private func ended(_ index: Int) {
        let owner = controller?.legacyAlert?.owner
        controller?.legacyAlert = nil
        controller = nil
        withExtendedLifetime(owner) { didDismiss(index) }
    }
}
