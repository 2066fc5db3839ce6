extension UIBarButtonItem {
    /// The standard items iOS draws itself: titled ones (Done, Cancel, Edit, Save, Undo, Redo, in the
    /// user's language), glyphs (Add, Compose, Reply, Action, Organize, Bookmarks, Search, Refresh, Stop,
    /// Camera, Trash, Play, Pause, Rewind, Fast Forward, Page Curl, Close), and the two spaces a toolbar
    /// lays its items out with.
    ///
    /// The raw values are Apple's.
    ///
    /// Source: Apple, UIBarButtonItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, deprecated: 11.0)
        case pageCurl
        case close

        /// The title of a titled system item, nil for glyphs and spaces.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// The name VoiceOver says for the item: its title, or what its glyph stands for.
        var accessibilityName: String? {
            if let title { return title }
            switch self {
            case .add: return "Add"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .close: return "Close"
            case .flexibleSpace, .fixedSpace: return nil
            default: return "Page Curl"
            }
        }

        /// Whether the item's title is bold, as iOS 7 draws Done and Save.
        var isProminent: Bool { self == .done || self == .save }

        /// The glyph of an image system item, nil for titles and spaces.
        var glyph: BarGlyph? {
            switch self {
            case .add: return .add
            case .compose: return .compose
            case .reply: return .reply
            case .action: return .action
            case .organize: return .organize
            case .bookmarks: return .bookmarks
            case .search: return .search
            case .refresh: return .refresh
            case .stop, .close: return .stop
            case .camera: return .camera
            case .trash: return .trash
            case .play: return .play
            case .pause: return .pause
            case .rewind: return .rewind
            case .fastForward: return .fastForward
            case .pageCurl: return .pageCurl
            default: return nil
            }
        }

        /// Whether the item is a space, not a button.
        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// How an item's title is drawn. In iOS 7 no style draws a border: `.plain` is the title or image
    /// alone, `.done` makes the title bold, and `.bordered` looks like `.plain`.
    ///
    /// Source: Apple, UIBarButtonItem.Style.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, deprecated: 8.0, message: "Use .plain")
        case bordered = 1
        case done = 2
    }
}
