/// An action revealed by swiping a table row: a titled (or pictured) button with a colour, whose handler
/// runs when it is tapped (or the row is swiped fully, for the first action) and says through its
/// completion whether the action was performed.
///
/// Source: Apple, UIContextualAction.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what it does to its row.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button; when performed, the row is expected to go (the swipe stays open until the app
        /// deletes it).
        case destructive
    }

    /// Runs the action: `sourceView` is the button, and `completion(true)` reports that the action was
    /// performed (which closes the row's actions), `completion(false)` that it was not.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// What the action runs.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour (grey for `.normal`, red for `.destructive`, unless set).
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? Self.defaultColor(style) }
        set { backgroundColorStorage = newValue }
    }
    /// The button's image, shown above the title.
    open var image: UIImage?

    private var backgroundColorStorage: UIColor?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// iOS's colours for the two styles: red RGB(255, 59, 48), grey RGB(199, 199, 204).
    static func defaultColor(_ style: Style) -> UIColor {
        style == .destructive
            ? UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
            : UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    }
}

/// The actions revealed by swiping a table row from one edge, in order from that edge inward.
///
/// Source: Apple, UISwipeActionsConfiguration.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row was swiped from.
    open private(set) var actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action (true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (an empty list reveals nothing).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
