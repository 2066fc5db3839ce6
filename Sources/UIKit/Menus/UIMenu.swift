/// A menu: a title and its children, which are actions and other menus. A menu shown by a control (a bar
/// button item's `menu`) lists its children as rows; a child menu with `.displayInline` shows its children
/// in place, set off by separators, and any other child menu is a row that opens it.
///
/// Source: Apple, UIMenu (iOS 13; controls show menus since iOS 14).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's identity.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children. The raw values are Apple's.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown in place in its parent, between separators, rather than as a row that opens it.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Its actions are a choice of one: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identity (unique unless given).
    public let identifier: Identifier
    /// How it shows its children.
    public let options: Options
    /// The actions and menus it lists, in order.
    public let children: [UIMenuElement]

    /// A menu listing `children`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
