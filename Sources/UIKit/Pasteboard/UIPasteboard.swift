/// A pasteboard: items of typed values that apps copy and paste. The general pasteboard is shared with
/// the system: its text is the desktop's clipboard text (through the backend), both ways.
///
/// Each item maps type identifiers (`"public.utf8-plain-text"`, `"public.url"`, `"public.png"`, ...)
/// to values. The typed properties (`string`, `url`, `image`, `color` and their plurals) read the first
/// value of their kind in each item, and setting one replaces every item. Each change adds one to
/// `changeCount` and posts `changedNotification`.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard, for copy and paste across apps.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard (the last search string).
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Keys of the options `setItems(_:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keep the items on this device only (every pasteboard here is local).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted (with the pasteboard as object) after a pasteboard's items change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (with the pasteboard as object) when a pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The type identifiers of the typed properties' values.
    public static let typeListString: [String] = [UTType.utf8PlainText, UTType.plainText, UTType.text]
    public static let typeListURL: [String] = [UTType.url]
    public static let typeListImage: [String] = [UTType.png, UTType.jpeg]
    public static let typeListColor: [String] = [UTType.color]

    /// The general pasteboard.
    open class var general: UIPasteboard { PasteboardRegistry.general.pasteboard }

    /// The pasteboard named `pasteboardName`, sharing its items with every other handle of that name; a
    /// new pasteboard when `create` is true and there is none, nil otherwise.
    public init?(name pasteboardName: Name, create: Bool) {
        guard let store = PasteboardRegistry.store(named: pasteboardName, create: create) else { return nil }
        self.store = store
        super.init()
    }

    /// A new pasteboard with a name no other pasteboard has.
    open class func withUniqueName() -> UIPasteboard {
        let store = PasteboardRegistry.store(named: Name("com.apple.UIKit.pboard.unique-\(UUID().uuidString)"), create: true)!
        return store.pasteboard
    }

    /// Removes the named pasteboard: its items are gone and it posts `removedNotification`. The general
    /// pasteboard cannot be removed.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let store = PasteboardRegistry.named.removeValue(forKey: pasteboardName) else { return }
        store.items = []
        NotificationCenter.default.post(name: removedNotification, object: store.pasteboard)
    }

    /// The pasteboard's name.
    open var name: Name { store.name }
    /// Grows by one with each change of the items (here, or, for the general pasteboard, on the system
    /// clipboard).
    open var changeCount: Int {
        _ = syncedItems
        return store.changeCount
    }

    private let store: PasteboardStore

    init(store: PasteboardStore) {
        self.store = store
        super.init()
    }

    // MARK: Items

    /// The items, each a dictionary of type identifiers to values.
    open var items: [[String: Any]] {
        get { syncedItems }
        set { setItems(newValue) }
    }

    /// The number of items.
    open var numberOfItems: Int { syncedItems.count }

    /// Replaces every item. An `.expirationDate` in the past removes them at once.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        if let expiry = options[.expirationDate] as? Date, expiry <= Date() {
            replace(with: [])
        } else {
            replace(with: items)
        }
    }

    /// Appends items after the existing ones.
    open func addItems(_ items: [[String: Any]]) { replace(with: syncedItems + items) }

    /// The type identifiers of the first item.
    open var types: [String] { syncedItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = syncedItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { syncedItems.first?[pasteboardType] }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { replace(with: [[pasteboardType: value]]) }

    /// The first item's value of `pasteboardType` as data: data as is, strings in UTF-8, URLs as their
    /// absolute string, images as PNG.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = value(forPasteboardType: pasteboardType) else { return nil }
        return Self.data(of: value)
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { replace(with: [[pasteboardType: data]]) }

    // MARK: Typed values

    /// The first item's string; setting it replaces the items with one string (nil clears them).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Each item's string, nil when none has one.
    open var strings: [String]? {
        get { values(Self.typeListString) { $0 as? String ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } } }
        set { replace(with: (newValue ?? []).map { [UTType.utf8PlainText: $0] }) }
    }
    open var hasStrings: Bool { strings != nil }

    /// The first item's URL; setting it replaces the items with one URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { values(Self.typeListURL) { $0 as? URL ?? ($0 as? String).flatMap(URL.init(string:)) } }
        set { replace(with: (newValue ?? []).map { [UTType.url: $0] }) }
    }
    open var hasURLs: Bool { urls != nil }

    /// The first item's image; setting it replaces the items with one image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { values(Self.typeListImage) { $0 as? UIImage ?? ($0 as? Data).flatMap { UIImage(data: $0) } } }
        set { replace(with: (newValue ?? []).map { [UTType.png: $0] }) }
    }
    open var hasImages: Bool { images != nil }

    /// The first item's colour; setting it replaces the items with one colour.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    open var colors: [UIColor]? {
        get { values(Self.typeListColor) { $0 as? UIColor } }
        set { replace(with: (newValue ?? []).map { [UTType.color: $0] }) }
    }
    open var hasColors: Bool { colors != nil }

    // MARK: Storage

    /// For each item, its first value among `types` that `convert` accepts; nil when there are none.
    private func values<T>(_ types: [String], _ convert: (Any) -> T?) -> [T]? {
        let found = syncedItems.compactMap { item -> T? in
            for type in types { if let value = item[type].flatMap(convert) { return value } }
            return nil
        }
        return found.isEmpty ? nil : found
    }

    private func replace(with items: [[String: Any]]) {
        store.items = items
        if name == .general, let backend = ApplicationHost.current?.backend {
            let text = items.lazy.compactMap { item in Self.typeListString.lazy.compactMap { item[$0] as? String }.first }.first
            backend.clipboardText = text
            store.systemText = text
        }
        store.didChange()
    }

    /// The items, after taking in the system clipboard's text if another program changed it.
    private var syncedItems: [[String: Any]] {
        if name == .general, let backend = ApplicationHost.current?.backend {
            let text = backend.clipboardText
            if text != store.systemText {
                store.systemText = text
                store.items = text.map { [[UTType.utf8PlainText: $0]] } ?? []
                store.didChange()
            }
        }
        return store.items
    }

    private static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }

    /// Forgets every pasteboard's items and the named pasteboards (between test harnesses).
    package static func resetForTesting() { PasteboardRegistry.reset() }
}

/// Uniform type identifiers of the values the typed properties use.
enum UTType {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let color = "com.apple.uikit.color"
}

/// One pasteboard's contents, shared by every `UIPasteboard` of its name.
@MainActor
final class PasteboardStore {
    let name: UIPasteboard.Name
    var items: [[String: Any]] = []
    var changeCount = 0
    /// The clipboard text last exchanged with the system (general pasteboard only).
    var systemText: String?
    /// The handle that `general`, `withUniqueName()` and notifications use.
    private(set) lazy var pasteboard = UIPasteboard(store: self)

    init(name: UIPasteboard.Name) { self.name = name }

    /// Counts a change and tells observers.
    func didChange() {
        changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: pasteboard)
    }
}

/// The pasteboards of the process.
@MainActor
enum PasteboardRegistry {
    static var general = PasteboardStore(name: .general)
    static var named: [UIPasteboard.Name: PasteboardStore] = [:]

    /// The store of `name`, created when `create` is true and there is none.
    static func store(named name: UIPasteboard.Name, create: Bool) -> PasteboardStore? {
        if name == .general { return general }
        if let store = named[name] { return store }
        guard create else { return nil }
        let store = PasteboardStore(name: name)
        named[name] = store
        return store
    }

    static func reset() {
        general = PasteboardStore(name: .general)
        named = [:]
    }
}
