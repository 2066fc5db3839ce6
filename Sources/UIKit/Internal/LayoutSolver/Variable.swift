extension LayoutSolver {
    /// An unknown of the layout system (a view's left edge, width, ...), made by ``LayoutSolver/makeVariable(_:)``.
    ///
    /// A variable is a small integer id in its solver's tableau plus a name for logs; it belongs to the solver
    /// that made it (another solver rejects it with ``LayoutSolver/Error/unknownVariable(_:)``). Equality and
    /// hashing use the id alone.
    package struct Variable: Hashable, Sendable, CustomStringConvertible {
        /// The symbol id of this variable in its solver's tableau.
        package let id: Int
        /// The name used in descriptions and unsatisfiable-constraint logs.
        package let name: String

        package static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
        package func hash(into hasher: inout Hasher) { hasher.combine(id) }
        package var description: String { name }
    }
}
