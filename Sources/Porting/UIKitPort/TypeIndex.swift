import SwiftSyntax

/// The types a run declares, across all of its files: each type by qualified name (`Outer.Inner`), the
/// methods declared in each type and its extensions, and the names of the variables, properties and
/// parameters declared with each type.
struct TypeIndex {
    /// What kind of type a declaration declares.
    enum Kind { case `class`, `struct`, `enum`, actor, `protocol` }

    /// A type declaration.
    struct Declaration {
        let kind: Kind
        let name: String
        let file: ParsedFile
        let node: DeclSyntax
        /// The inheritance clause, each type as written (generic arguments dropped).
        let inherited: [String]
    }

    /// A method's name: `tapped` and `["_"]` for `tapped(_:)`.
    struct Method: Equatable {
        let baseName: String
        let labels: [String]
    }

    private(set) var types: [String: Declaration] = [:]
    /// The methods of each type, by type name, then by base name.
    private var methods: [String: [String: [Method]]] = [:]
    private var valueNames: [String: Set<String>] = [:]

    init(files: [ParsedFile]) {
        for file in files {
            let collector = Collector(file: file)
            collector.walk(file.tree)
            for declaration in collector.types where types[declaration.name] == nil {
                types[declaration.name] = declaration
            }
            for (owner, found) in collector.methods {
                for method in found { methods[owner, default: [:]][method.baseName, default: []].append(method) }
            }
            for (type, names) in collector.valueNames { valueNames[type, default: []].formUnion(names) }
        }
    }

    /// The run's declaration of `name` as seen from code in `scope` (a qualified type name, nil at top
    /// level): the innermost `scope…name` the run declares.
    func resolve(_ name: String, from scope: String?) -> Declaration? {
        var prefix = scope
        while let current = prefix {
            if let found = types["\(current).\(name)"] { return found }
            prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[name]
    }

    /// The superclasses of the class `name`, nearest first, as far as the run declares them: the last one
    /// is the first that the run does not declare (such as `UIView`), as written.
    func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = types[name]
        while let declaration = current, declaration.kind == .class, let superclass = declaration.inherited.first {
            let scope = declaration.name.lastIndex(of: ".").map { String(declaration.name[..<$0]) }
            let next = resolve(superclass, from: scope)
            chain.append(next?.name ?? superclass)
            guard let next, !chain.dropLast().contains(next.name), next.name != name else { break }
            current = next
        }
        return chain
    }

    /// The methods named `baseName` that the type `owner` declares or inherits from the run's classes.
    func methods(named baseName: String, in owner: String) -> [Method] {
        for type in [owner] + superclasses(of: owner) {
            if let found = methods[type]?[baseName] { return found }
        }
        return []
    }

    /// The names of the variables, properties and parameters that the run declares with type `type`
    /// (written as `type`, `type?`, `type!` or `any type`).
    func valueNames(ofType type: String) -> Set<String> { valueNames[type] ?? [] }

    /// The type name of a value declared with `type`, Optional and `any` removed; nil for other types.
    private static func valueTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return valueTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return valueTypeName(unwrapped.wrappedType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return valueTypeName(some.constraint) }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) { return TypeScope.typeName(type) }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        let file: ParsedFile
        var types: [Declaration] = []
        var methods: [String: [Method]] = [:]
        var valueNames: [String: Set<String>] = [:]

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func add(_ kind: Kind, _ node: some DeclSyntaxProtocol, _ clause: InheritanceClauseSyntax?) {
            guard let name = TypeScope.qualifiedName(of: node) else { return }
            let inherited = clause?.inheritedTypes.map { TypeScope.typeName($0.type) } ?? []
            types.append(Declaration(kind: kind, name: name, file: file, node: DeclSyntax(node), inherited: inherited))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.class, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.struct, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.enum, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.actor, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(.protocol, node, node.inheritanceClause)
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = node.typeAnnotation.flatMap({ TypeIndex.valueTypeName($0.type) })
            {
                valueNames[type, default: []].insert(name)
            }
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if let type = TypeIndex.valueTypeName(node.type) {
                valueNames[type, default: []].insert((node.secondName ?? node.firstName).text)
            }
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = TypeScope.enclosingTypeName(of: node) {
                let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                methods[owner, default: []].append(Method(baseName: node.name.text, labels: labels))
            }
            return .visitChildren
        }
    }
}
