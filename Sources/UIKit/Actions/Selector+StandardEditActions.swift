/// The standard edit actions of ``UIResponderStandardEditActions``, as selectors.
///
/// iOS spells them `#selector(UIResponderStandardEditActions.copy(_:))` (or `#selector(copy(_:))` inside
/// a responder), which cannot compile on Linux; in OpenUIKit they are `Selector.copy`, or `.copy` wherever
/// a `Selector` is expected:
///
/// ```swift
/// override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
///     action == .copy || super.canPerformAction(action, withSender: sender)
/// }
/// ```
///
/// Each names the responder method of the same name (`.copy` → `copy(_:)`). Source: Apple,
/// UIResponderStandardEditActions (iOS 3 to 13 members).
extension Selector {
    /// `cut:`: remove the selection and put it on the pasteboard.
    public static let cut = Selector("cut:")
    /// `copy:`: put the selection on the pasteboard.
    public static let copy = Selector("copy:")
    /// `paste:`: replace the selection with the pasteboard's contents.
    public static let paste = Selector("paste:")
    /// `select:`: select the next word or item.
    public static let select = Selector("select:")
    /// `selectAll:`: select everything.
    public static let selectAll = Selector("selectAll:")
    /// `delete:`: remove the selection without touching the pasteboard.
    public static let delete = Selector("delete:")
    /// `toggleBoldface:`.
    public static let toggleBoldface = Selector("toggleBoldface:")
    /// `toggleItalics:`.
    public static let toggleItalics = Selector("toggleItalics:")
    /// `toggleUnderline:`.
    public static let toggleUnderline = Selector("toggleUnderline:")
    /// `makeTextWritingDirectionLeftToRight:`.
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    /// `makeTextWritingDirectionRightToLeft:`.
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    /// `increaseSize:`: make the selection's font larger.
    public static let increaseSize = Selector("increaseSize:")
    /// `decreaseSize:`: make the selection's font smaller.
    public static let decreaseSize = Selector("decreaseSize:")

    /// The thirteen standard edit actions above, in UIKit's order.
    static let standardEditActions: [Selector] = [
        .cut, .copy, .paste, .select, .selectAll, .delete, .toggleBoldface, .toggleItalics, .toggleUnderline,
        .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft, .increaseSize, .decreaseSize,
    ]
}
