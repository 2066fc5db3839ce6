import SwiftSyntax

/// The names of type declarations as code inside them sees them.
enum TypeScope {
    /// The name of the innermost type declaration or extension that contains `node`, qualified with the
    /// types around it (`Outer.Inner`; for code in `extension Foo.Bar`, `Foo.Bar`). Nil at top level.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = declaredName(of: ancestor) {
                names.append(name)
                if ancestor.is(ExtensionDeclSyntax.self) { break }
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// The qualified name of the type that `decl` (a type declaration or an extension) declares or extends.
    static func qualifiedName(of decl: some SyntaxProtocol) -> String? {
        guard let own = declaredName(of: Syntax(decl)) else { return nil }
        if decl.is(ExtensionDeclSyntax.self) { return own }
        return enclosingTypeName(of: decl).map { "\($0).\(own)" } ?? own
    }

    /// The name a type declaration declares, or the type an extension extends (generic arguments
    /// dropped); nil for other nodes.
    private static func declaredName(of node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return typeName(decl.extendedType) }
        return nil
    }

    /// A type's name as written, without generic arguments or spaces (`Outer.Inner` for
    /// `Outer<Int>.Inner`).
    static func typeName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) {
            return "\(typeName(member.baseType)).\(member.name.text)"
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.text
    }
}
