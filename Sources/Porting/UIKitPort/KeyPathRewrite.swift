import SwiftSyntax

/// `#keyPath(…)`, which needs the Objective-C runtime, becomes the string it stands for:
/// `#keyPath(CALayer.position)` → `"position"`, `#keyPath(view.frame.size)` → `"view.frame.size"`. Leading
/// components that name a type (capitalized: `CALayer`, `Outer.Inner`) are dropped; `?` and `!` are
/// dropped.
struct KeyPathRewrite: Rewrite {
    static let name = "keyPath"

    init(run: Run) {}

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let finder = MacroFinder(named: "keyPath")
        finder.walk(file.tree)
        for expansion in finder.expansions {
            guard expansion.arguments.count == 1, let argument = expansion.arguments.first, argument.label == nil,
                var components = Self.components(of: argument.expression)
            else {
                edits.warn(in: file, at: expansion.start, "cannot read the key path of \(expansion.text); write it as a string")
                continue
            }
            while components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            let literal = "\"\(components.joined(separator: "."))\""
            edits.record(
                Self.name, in: file, at: expansion.start, "\(expansion.text) → \(literal)",
                [TextEdit(in: file, replacing: expansion.range, with: literal)])
        }
    }

    /// The names of a key path expression (`a.b?.c` → `["a", "b", "c"]`); nil for anything else.
    private static func components(of expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return [reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.argumentNames == nil
        {
            return components(of: base).map { $0 + [member.declName.baseName.text] }
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return components(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return components(of: forced.expression) }
        return nil
    }
}
