/// A bounded least-recently-used cache of text layouts, one per thread (Pango objects stay on their thread).
///
/// Keyed by the whole attributed text and the constraints, so a hit is a layout that would be made
/// identically. Lookups cost one hash of the text; when the cache is full, inserting evicts the least
/// recently used entry in O(`capacity`).
package struct TextLayoutCache {
    package struct Key: Hashable {
        package var text: AttributedText
        package var constraints: TextLayoutConstraints

        package init(text: AttributedText, constraints: TextLayoutConstraints) {
            self.text = text
            self.constraints = constraints
        }
    }

    private struct Entry {
        var layout: TextLayout
        var lastUse: UInt64
    }

    package let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    package init(capacity: Int) { self.capacity = max(1, capacity) }

    package var count: Int { entries.count }

    /// The cached layout for `key`, marked as just used; nil when it is not cached.
    package mutating func layout(for key: Key) -> TextLayout? {
        clock += 1
        guard let hit = entries[key] else { return nil }
        entries[key]?.lastUse = clock
        return hit.layout
    }

    /// Caches `layout` for `key`, evicting the least recently used entry when the cache is full.
    package mutating func insert(_ layout: TextLayout, for key: Key) {
        clock += 1
        if entries[key] == nil, entries.count >= capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            entries[oldest] = nil
        }
        entries[key] = Entry(layout: layout, lastUse: clock)
    }

    package mutating func removeAll() { entries = [:] }
}
