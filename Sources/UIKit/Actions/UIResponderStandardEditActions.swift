/// The standard edit actions a responder may handle: the edit menu's commands (Cut, Copy, Paste, ...)
/// and the text-style commands.
///
/// `UIResponder` adopts it with methods that do nothing; a subclass that supports an action overrides the
/// method (`override func copy(_ sender: Any?)`) and tells UIKit that it handles it, either by declaring
/// it in ``UIResponder/responderActions`` (`super.responderActions.routing(.copy, to: MyView.copy)`) or
/// by returning true for it from `canPerformAction(_:withSender:)`, as iOS code usually does for the edit
/// menu. Swift cannot see whether a method is overridden, so an undeclared override is not found by the
/// responder chain. The selectors are predeclared as `Selector.cut`, `Selector.copy`, and so on.
///
/// Source: Apple, UIResponderStandardEditActions (an informal protocol of optional methods on iOS; here a
/// protocol with required methods, all implemented by UIResponder).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
