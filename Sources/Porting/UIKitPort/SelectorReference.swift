import SwiftSyntax

/// What a `#selector(…)` expression names: a method (`tapped`, `Foo.tapped(_:)`, `self.tapped(_:)`), or
/// a property's getter or setter (`getter: p`, `setter: Foo.p`).
struct SelectorReference {
    enum Kind { case method, getter, setter }

    let kind: Kind
    /// The type written before the name (`Foo` in `#selector(Foo.tapped)`); nil for `tapped`,
    /// `self.tapped` and `Self.tapped`.
    let typeName: String?
    /// The expression written before the name when it is not a type (`view` in `#selector(view.tapped)`).
    let receiver: String?
    let baseName: String
    /// The argument labels written (`["_"]` for `tapped(_:)`), nil when none are (`tapped`).
    let labels: [String]?
    /// The name as written after the type or receiver: `tapped(_:)`.
    let spelledName: String

    /// Reads `expansion`; nil when it is not a selector this rewrite can read.
    init?(_ expansion: MacroExpansionExprSyntax) {
        guard expansion.arguments.count == 1, let argument = expansion.arguments.first else { return nil }
        switch argument.label?.text {
        case nil: kind = .method
        case "getter": kind = .getter
        case "setter": kind = .setter
        default: return nil
        }
        var expression = argument.expression
        // `#selector(m as (Foo) -> () -> Void)`: the coercion only picks an overload.
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        let name: DeclReferenceExprSyntax
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference
            typeName = nil
            receiver = nil
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName
            if let keyword = base.as(DeclReferenceExprSyntax.self), [.keyword(.self), .keyword(.Self)].contains(keyword.baseName.tokenKind)
            {
                typeName = nil
                receiver = nil
            } else if Self.isTypeName(base) {
                typeName = base.text
                receiver = nil
            } else {
                typeName = nil
                receiver = base.text
            }
        } else {
            return nil
        }
        baseName = name.baseName.text
        labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
        spelledName = name.text
    }

    /// Whether `expression` reads as a type: capitalized names, dotted, maybe with generic arguments.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base) && member.declName.baseName.text.first?.isUppercase == true
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypeName(generic.expression) }
        return false
    }
}
