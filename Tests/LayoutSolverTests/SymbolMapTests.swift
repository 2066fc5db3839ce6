// The solver's symbol-keyed tables against Swift's Dictionary and Set: the same contents after every
// operation of a long random sequence, and the same order in every run.
import Testing
@_spi(LayoutSolver) @testable import LayoutSolver

@Suite("LayoutSolver.SymbolMap")
struct SymbolMapTests {
    typealias Random = LayoutSolverStressTests.Random

    func contents(_ map: LayoutSolver.SymbolMap) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (symbol, coefficient) in map {
            #expect(result[symbol] == nil, "symbol \(symbol) listed twice")
            result[symbol] = coefficient
        }
        return result
    }

    @Test("Set, overwrite, read and remove: empty at first, nil for a missing symbol, the count kept")
    func basics() {
        var map = LayoutSolver.SymbolMap()
        #expect(map.isEmpty && map[3] == nil && map.removeValue(for: 3) == nil)
        map[3] = 1.5
        map[70_000] = -2
        map[3] = 4
        #expect(map.count == 2 && map[3] == 4 && map[70_000] == -2 && map.contains(70_000) && !map.contains(4))
        map.scale(by: 0.5)
        #expect(contents(map) == [3: 2, 70_000: -1])
        #expect(map.removeValue(for: 3) == 2 && map[3] == nil && map.count == 1)
        map[70_000] = nil
        #expect(map.isEmpty && Array(map.symbols).isEmpty)
    }

    @Test("A long random run of inserts and removes (colliding clusters, growth) matches a Dictionary")
    func matchesDictionary() {
        var random = Random(state: 7)
        var map = LayoutSolver.SymbolMap(minimumCapacity: 2)
        var reference: [Int: Double] = [:]
        for step in 0..<20_000 {
            // Few distinct symbols, so that removals cut through clusters; multiples of the table size collide.
            let symbol = Int(random.next() % 64) * (step % 3 == 0 ? 16 : 1)
            if random.next() % 3 == 0 {
                #expect(map.removeValue(for: symbol) == reference.removeValue(forKey: symbol))
            } else {
                let value = Double(random.next() % 1000)
                map[symbol] = value
                reference[symbol] = value
            }
            if step % 97 == 0 {
                #expect(contents(map) == reference, "after step \(step)")
                #expect(map.count == reference.count)
            }
        }
        for symbol in reference.keys { #expect(map[symbol] == reference[symbol]) }
        #expect(Set(map.symbols) == Set(reference.keys))
    }

    @Test("The order of the symbols depends on the contents only, not on the process (no random seed)")
    func deterministicOrder() {
        var a = LayoutSolver.SymbolMap(), b = LayoutSolver.SymbolMap()
        for symbol in [5, 17, 3, 99, 42, 8] { a[symbol] = 1 }
        for symbol in [5, 17, 3, 99, 42, 8] { b[symbol] = 2 }
        #expect(Array(a.symbols) == Array(b.symbols))
        // The slots of a 16-slot table by the top 4 bits of symbol × 0x9E3779B97F4A7C15 (worked out by hand):
        // the same in every run and on every machine.
        #expect(Array(a.symbols) == [8, 5, 99, 17, 3, 42])
    }

    @Test("SymbolSet: insert, remove and contains as a Set of Int")
    func set() {
        var random = Random(state: 11)
        var set: LayoutSolver.SymbolSet = [1, 2, 3]
        var reference: Set<Int> = [1, 2, 3]
        for _ in 0..<5_000 {
            let symbol = Int(random.next() % 40)
            if random.next() % 2 == 0 {
                set.insert(symbol)
                reference.insert(symbol)
            } else {
                set.remove(symbol)
                reference.remove(symbol)
            }
            #expect(set.contains(symbol) == reference.contains(symbol))
        }
        #expect(Set(set) == reference && set.count == reference.count && set.isEmpty == reference.isEmpty)
    }
}
