/// The name Objective-C gives a Swift method (what `#selector` produces on iOS): `tapped` for `tapped()`,
/// `tapped:` for `tapped(_:)`, `tapped:forEvent:` for `tapped(_:forEvent:)`, `mWithSender:` for
/// `m(sender:)`, `moveTo:` for `move(to:)`, and `p`/`setP:` for the getter and setter of `p`.
///
/// Swift's rule: the base name, then the first argument label capitalized, preceded by "With" unless the
/// label starts with a preposition or the base name ends with one; then each further label (empty for
/// `_`); a colon after each argument.
enum ObjCSelectorName {
    /// The selector of a method; `labels` nil when the name is written without them (`tapped`).
    static func method(_ baseName: String, labels: [String]?) -> String {
        guard let labels, let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" {
            if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: baseName)) { name += "With" }
            name += capitalized(first)
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The selector of the getter of property `name`.
    static func getter(_ name: String) -> String { name }

    /// The selector of the setter of property `name`.
    static func setter(_ name: String) -> String { "set\(capitalized(name)):" }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// `for` in `forEvent`.
    private static func firstWord(of name: String) -> String {
        guard let first = name.first else { return "" }
        return String(first) + name.dropFirst().prefix { !$0.isUppercase }
    }

    /// `To` in `moveTo`; the whole name when it has one word.
    private static func lastWord(of name: String) -> String {
        guard let index = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[index...])
    }

    private static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
