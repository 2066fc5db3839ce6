extension LayoutSolver {
    /// An unknown of the layout system (a view's left edge, width, ...), made by ``LayoutSolver/makeVariable(_:)``.
    ///
    /// A variable is a small integer id in its solver's tableau plus a name for logs; it belongs to the solver
    /// that made it (another solver rejects it with ``LayoutSolver/Error/unknownVariable(_:)``). Equality and
    /// hashing use the id alone.
    @_spi(LayoutSolver) public struct Variable: Hashable, Sendable, CustomStringConvertible {
        /// The symbol id of this variable in its solver's tableau.
        @_spi(LayoutSolver) public let id: Int
        /// The name used in descriptions and unsatisfiable-constraint logs.
        @_spi(LayoutSolver) public let name: String

        /// A variable of no solver (every solver rejects it), standing in until a solver makes the real one.
        @_spi(LayoutSolver) public static func unassigned(_ name: String) -> Variable { Variable(id: -1, name: name) }

        @_spi(LayoutSolver) public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
        @_spi(LayoutSolver) public func hash(into hasher: inout Hasher) { hasher.combine(id) }
        @_spi(LayoutSolver) public var description: String { name }
    }
}
