extension UIAction {
    /// The name that identifies an action: a control or menu holds at most one action per identifier.
    ///
    /// Source: Apple, `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
