extension LayoutSolver {
    /// Coefficients keyed by symbol id (a small non-negative integer): the cells of a tableau row.
    ///
    /// Open addressing with linear probing in a power-of-two table at most half full, placed by a
    /// multiplicative (Fibonacci) hash of the id. Two reasons not to use `Dictionary`: its SipHash ran on
    /// every look-up and was the largest cost in the solver's profile, and its per-process seed made the
    /// order in which the solver visits cells (and so, among equally good pivots, the one it takes) differ
    /// from run to run. Removal shifts the rest of the cluster back, so no tombstones build up.
    struct SymbolMap: Sequence {
        fileprivate struct Slot {
            var key: Int32  // -1: empty
            var value: Double
        }

        private var slots: [Slot] = []
        /// 64 minus log2 of the table size: the hash's top bits index the table.
        private var shift = 64
        private(set) var count = 0

        init() {}

        init(minimumCapacity: Int) {
            if minimumCapacity > 0 { resize(to: Self.tableSize(for: minimumCapacity)) }
        }

        var isEmpty: Bool { count == 0 }

        /// The coefficient of `symbol`, nil when it has none; setting nil removes it.
        subscript(symbol: Int) -> Double? {
            get {
                guard let index = find(symbol) else { return nil }
                return slots[index].value
            }
            set {
                if let newValue {
                    insert(symbol, newValue)
                } else {
                    removeValue(for: symbol)
                }
            }
        }

        func contains(_ symbol: Int) -> Bool { find(symbol) != nil }

        /// Removes `symbol`'s coefficient and returns it (nil when it had none).
        @discardableResult
        mutating func removeValue(for symbol: Int) -> Double? {
            guard var hole = find(symbol) else { return nil }
            let value = slots[hole].value
            let mask = slots.count - 1
            var next = hole
            // Backward-shift deletion: move later members of the cluster into the hole when their home
            // slot does not lie cyclically in (hole, next].
            while true {
                next = (next + 1) & mask
                let key = slots[next].key
                if key < 0 { break }
                let home = self.home(Int(key))
                let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
                if !stays {
                    slots[hole] = slots[next]
                    hole = next
                }
            }
            slots[hole] = Slot(key: -1, value: 0)
            count -= 1
            return value
        }

        /// Multiplies every coefficient by `factor`, in place.
        mutating func scale(by factor: Double) {
            for index in slots.indices where slots[index].key >= 0 { slots[index].value *= factor }
        }

        /// The symbols that have a coefficient, in table order.
        var symbols: Symbols { Symbols(cells: makeIterator()) }

        struct Symbols: Sequence, IteratorProtocol {
            fileprivate var cells: SymbolMap.Iterator
            mutating func next() -> Int? { cells.next()?.symbol }
        }

        struct Iterator: IteratorProtocol {
            fileprivate let slots: [Slot]
            fileprivate var index = 0

            mutating func next() -> (symbol: Int, coefficient: Double)? {
                while index < slots.count {
                    let slot = slots[index]
                    index += 1
                    if slot.key >= 0 { return (Int(slot.key), slot.value) }
                }
                return nil
            }
        }

        func makeIterator() -> Iterator { Iterator(slots: slots) }

        var underestimatedCount: Int { count }

        // MARK: The table

        private func home(_ symbol: Int) -> Int {
            Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
        }

        private func find(_ symbol: Int) -> Int? {
            guard count > 0 else { return nil }
            let mask = slots.count - 1
            var index = home(symbol)
            while true {
                let key = slots[index].key
                if key < 0 { return nil }
                if Int(key) == symbol { return index }
                index = (index + 1) & mask
            }
        }

        private mutating func insert(_ symbol: Int, _ value: Double) {
            precondition(symbol >= 0 && symbol <= Int(Int32.max), "LayoutSolver: symbol id \(symbol) out of range")
            if let index = find(symbol) {
                slots[index].value = value
                return
            }
            if (count + 1) * 2 > slots.count { resize(to: Self.tableSize(for: count + 1)) }
            place(symbol, value)
        }

        /// Puts a symbol known to be absent in the first free slot from its home, in a table with room.
        private mutating func place(_ symbol: Int, _ value: Double) {
            let mask = slots.count - 1
            var index = home(symbol)
            while slots[index].key >= 0 { index = (index + 1) & mask }
            slots[index] = Slot(key: Int32(symbol), value: value)
            count += 1
        }

        /// The power-of-two table size that holds `count` symbols at most half full (at least 4).
        private static func tableSize(for count: Int) -> Int {
            var size = 4
            while size < count * 2 { size *= 2 }
            return size
        }

        private mutating func resize(to size: Int) {
            let old = slots
            slots = Array(repeating: Slot(key: -1, value: 0), count: size)
            shift = 64 - size.trailingZeroBitCount
            count = 0
            for slot in old where slot.key >= 0 { place(Int(slot.key), slot.value) }
        }
    }

    /// Symbol ids: a column of the tableau (the basic symbols whose rows contain one symbol), kept in a
    /// ``SymbolMap`` for its speed and its order, the same in every run.
    struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
        private var members = SymbolMap()

        init(arrayLiteral symbols: Int...) {
            for symbol in symbols { insert(symbol) }
        }

        var isEmpty: Bool { members.isEmpty }
        var count: Int { members.count }
        func contains(_ symbol: Int) -> Bool { members.contains(symbol) }
        mutating func insert(_ symbol: Int) { members[symbol] = 0 }
        mutating func remove(_ symbol: Int) { members.removeValue(for: symbol) }

        func makeIterator() -> SymbolMap.Symbols { members.symbols }

        var underestimatedCount: Int { members.count }
    }
}
