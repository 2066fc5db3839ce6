import SwiftSyntax

/// `@objc` protocols and their `@objc optional` requirements, which need the Objective-C runtime:
/// - each optional requirement becomes a plain requirement with a default implementation, in a new
///   `extension P { … }` right after the protocol: `{}` for a method returning nothing, `nil` for an
///   Optional result or property, otherwise the `DEFAULT` that the run's call sites give in
///   `d?.m?(x) ?? DEFAULT` (when they all agree). A requirement without such a default is reported and
///   left as it is;
/// - `@objc` is dropped from the protocol, and `AnyObject` added to its inheritance clause (an `@objc`
///   protocol is class-bound) unless it already inherits from `AnyObject`, `class`, `NSObjectProtocol` or a
///   class-bound protocol of the run;
/// - call sites `d?.m?(x)`, `d?.m!(x)` and `d.m?(x)` lose the `?` or `!` after the requirement (`d?.m(x)`),
///   and so do reads `d?.p?.q` of a non-Optional property.
///
/// Requirements are matched with call sites anywhere in the run: methods by name and argument labels,
/// properties by name and by the name of the value read (a variable, property or parameter that the run
/// declares with the protocol's type: `delegate` in `delegate?.p` when `var delegate: P?`).
struct OptionalRequirementRewrite: Rewrite {
    static let name = "objc-optional"

    /// The default implementation a requirement gets.
    private enum Implementation {
        /// One returning this value ("" for a method that returns nothing).
        case returning(String)
        /// None: an extension of the protocol in the run already implements it.
        case existing
        /// None can be given, for this reason.
        case unavailable(String)
    }

    /// An optional requirement, and the default implementation it gets.
    private struct Requirement {
        enum Kind {
            case method(labels: [String])
            /// A property; `isOptional` when its type is Optional, `isSettable` when it has a setter.
            case property(isOptional: Bool, isSettable: Bool)
        }

        let protocolName: String
        let name: String
        let kind: Kind
        let decl: DeclSyntax
        let implementation: Implementation

        /// `m(_:with:)` or `p`.
        var displayName: String {
            if case .method(let labels) = kind { return OptionalRequirementRewrite.memberKey(name, labels: labels) }
            return name
        }
    }

    private let types: TypeIndex
    /// The optional requirements of each protocol of the run, by the protocol's qualified name.
    private var requirements: [String: [Requirement]] = [:]
    /// The requirements that get a default implementation, by name: their call sites lose `?`/`!`.
    private var defaulted: [String: [Requirement]] = [:]

    init(run: Run) {
        types = run.types
        let protocols = run.types.types.values.filter { $0.kind == .protocol }.sorted { $0.name < $1.name }
        guard protocols.contains(where: { Self.optionalMembers(of: $0.node).isEmpty == false }) else { return }
        let defaults = CallSiteDefaults(files: run.files)
        let implemented = Self.extensionMembers(in: run.files)
        for declaration in protocols {
            let found = Self.optionalMembers(of: declaration.node).map {
                Self.requirement(
                    $0, of: declaration.name, defaults: defaults, implemented: implemented[declaration.name] ?? [],
                    receivers: run.types.valueNames(ofType: declaration.name))
            }
            requirements[declaration.name] = found
            for requirement in found {
                if case .unavailable = requirement.implementation { continue }
                defaulted[requirement.name, default: []].append(requirement)
            }
        }
    }

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let finder = Finder()
        finder.walk(file.tree)
        for protocolDecl in finder.protocols { rewrite(protocolDecl, in: file, into: &edits) }
        guard !defaulted.isEmpty else { return }
        for call in finder.calls { rewriteCall(call, in: file, into: &edits) }
        for read in finder.reads { rewriteRead(read, in: file, into: &edits) }
    }

    // MARK: Protocols

    private func rewrite(_ protocolDecl: ProtocolDeclSyntax, in file: ParsedFile, into edits: inout EditSet) {
        guard let name = TypeScope.qualifiedName(of: protocolDecl) else { return }
        let objcAttributes = protocolDecl.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.text == "objc" }
        let requirements = requirements[name] ?? []
        guard !objcAttributes.isEmpty || !requirements.isEmpty else { return }
        var protocolEdits: [TextEdit] = objcAttributes.map { TextEdit(in: file, removing: file.inlineRemovalRange(of: $0)) }
        var notes: [EditSet.Note] = []
        if !objcAttributes.isEmpty {
            var message = "@objc protocol \(protocolDecl.name.text) → protocol \(protocolDecl.name.text)"
            if !isClassBound(protocolDecl, name: name) {
                protocolEdits.append(anyObjectInsertion(protocolDecl, in: file))
                message += " bound to AnyObject"
            }
            notes.append(EditSet.Note(file: file, offset: protocolDecl.start, message: message))
        }
        var defaults: [String] = []
        let access = protocolDecl.modifiers.first { ["public", "package"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
        var memberIndentation = ""
        for requirement in requirements {
            let removed = Self.optionalMarkers(of: requirement.decl).map { file.inlineRemovalRange(of: $0) }
            let message: String
            switch requirement.implementation {
            case .unavailable(let problem):
                edits.warn(
                    in: file, at: requirement.decl.start,
                    "cannot give optional requirement \(requirement.displayName) of \(name) a default implementation: "
                        + "\(problem); left as it is (add `?? value` at a call site, or rewrite it by hand)")
                continue
            case .existing:
                message = "optional requirement \(requirement.displayName) → a requirement (an extension of \(name) implements it)"
            case .returning(let value):
                memberIndentation = file.indentation(ofLineAt: requirement.decl.start)
                defaults.append(access + defaultImplementation(of: requirement, value: value, removing: removed, in: file))
                message =
                    "optional requirement \(requirement.displayName) → a requirement with a default implementation in extension \(name)"
            }
            protocolEdits += removed.map { TextEdit(in: file, removing: $0) }
            notes.append(EditSet.Note(file: file, offset: requirement.decl.start, message: message))
        }
        if !defaults.isEmpty {
            let anchor = Self.topLevelItem(of: protocolDecl) ?? Syntax(protocolDecl)
            let indentation = file.indentation(ofLineAt: anchor.start)
            let members = defaults.map { "\(memberIndentation)\($0)\n" }.joined()
            let text = "\n\n\(indentation)extension \(name) {\n\(members)\(indentation)}"
            protocolEdits.append(TextEdit(in: file, inserting: text, at: file.contentEnd(of: anchor)))
        }
        edits.record(Self.name, notes, protocolEdits)
    }

    /// `: AnyObject` after the protocol's name (and primary associated types), or `, AnyObject` after its
    /// inheritance clause.
    private func anyObjectInsertion(_ protocolDecl: ProtocolDeclSyntax, in file: ParsedFile) -> TextEdit {
        if let last = protocolDecl.inheritanceClause?.inheritedTypes.last {
            return TextEdit(in: file, inserting: ", AnyObject", at: last.type.end)
        }
        let end = protocolDecl.primaryAssociatedTypeClause?.end ?? protocolDecl.name.end
        return TextEdit(in: file, inserting: ": AnyObject", at: end)
    }

    /// Whether the protocol inherits from `AnyObject`, `class`, `NSObjectProtocol`, or a protocol of the
    /// run that is class-bound (or `@objc`, which this rewrite binds).
    private func isClassBound(_ protocolDecl: ProtocolDeclSyntax, name: String, visited: Set<String> = []) -> Bool {
        let inherited = protocolDecl.inheritanceClause?.inheritedTypes.map { TypeScope.typeName($0.type) } ?? []
        if inherited.contains(where: ["AnyObject", "class", "NSObjectProtocol"].contains) { return true }
        let scope = name.lastIndex(of: ".").map { String(name[..<$0]) }
        return inherited.contains { parentName in
            guard let parent = types.resolve(parentName, from: scope), !visited.contains(parent.name),
                let parentDecl = parent.node.as(ProtocolDeclSyntax.self)
            else { return false }
            let isObjC = parentDecl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.text == "objc" }
            return isObjC || isClassBound(parentDecl, name: parent.name, visited: visited.union([name]))
        }
    }

    /// The requirement's declaration without `@objc` and `optional`, with a body returning `value`.
    private func defaultImplementation(of requirement: Requirement, value: String, removing removed: [Range<Int>], in file: ParsedFile)
        -> String
    {
        let decl = requirement.decl
        let headEnd: Int
        let body: String
        switch requirement.kind {
        case .method:
            headEnd = decl.end
            body = value.isEmpty ? "{}" : "{ \(value) }"
        case .property(_, let isSettable):
            headEnd = decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.end ?? decl.end
            body = isSettable ? "{ get { \(value) } set {} }" : "{ \(value) }"
        }
        var text = ""
        var cursor = decl.start
        for range in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > cursor && range.lowerBound < headEnd {
            if range.lowerBound > cursor { text += file.text(cursor..<range.lowerBound) }
            cursor = max(cursor, range.upperBound)
        }
        if cursor < headEnd { text += file.text(cursor..<headEnd) }
        return text.drop { $0 == " " || $0 == "\t" || $0 == "\n" } + " " + body
    }

    /// The statement at file scope that holds `decl` (a nested protocol's extension goes after it).
    private static func topLevelItem(of decl: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(decl)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true { return parent }
            current = parent
        }
        return nil
    }

    // MARK: Requirements

    /// The members of a protocol declaration marked `optional`.
    private static func optionalMembers(of node: DeclSyntax) -> [DeclSyntax] {
        guard let protocolDecl = node.as(ProtocolDeclSyntax.self) else { return [] }
        return protocolDecl.memberBlock.members.map(\.decl).filter { decl in
            decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } == true
        }
    }

    /// The `@objc` attributes and the `optional` modifier of a requirement.
    private static func optionalMarkers(of decl: DeclSyntax) -> [Syntax] {
        let attributes =
            decl.asProtocol(WithAttributesSyntax.self)?.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { $0.attributeName.text == "objc" }.map(Syntax.init) ?? []
        let modifiers =
            decl.asProtocol(WithModifiersSyntax.self)?.modifiers.filter { $0.name.tokenKind == .keyword(.optional) }
            .map(Syntax.init) ?? []
        return attributes + modifiers
    }

    /// The requirement that `decl` declares in protocol `protocolName`, and its default implementation:
    /// none when an extension in the run has one (`implemented`), else from its type and `defaults`.
    private static func requirement(
        _ decl: DeclSyntax, of protocolName: String, defaults: CallSiteDefaults, implemented: Set<String>, receivers: Set<String>
    ) -> Requirement {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            let name = function.name.text
            let implementation =
                implemented.contains(memberKey(name, labels: labels))
                ? .existing
                : defaultValue(for: function.signature.returnClause?.type, values: defaults.values(forMethod: name, labels: labels))
            return Requirement(
                protocolName: protocolName, name: name, kind: .method(labels: labels), decl: decl, implementation: implementation)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type
        {
            let isSettable =
                binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?.contains {
                    $0.accessorSpecifier.tokenKind == .keyword(.set)
                } ?? false
            let implementation =
                implemented.contains(memberKey(name, labels: nil))
                ? .existing : defaultValue(for: type, values: defaults.values(forProperty: name, receivers: receivers))
            return Requirement(
                protocolName: protocolName, name: name, kind: .property(isOptional: isOptional(type), isSettable: isSettable),
                decl: decl, implementation: implementation)
        }
        return Requirement(
            protocolName: protocolName, name: decl.kind == .subscriptDecl ? "subscript" : "\(decl.kind)", kind: .method(labels: []),
            decl: decl, implementation: .unavailable("only optional methods and properties are rewritten"))
    }

    /// `m(_:with:)` for a method, `p` for a property: how requirements and implementations are matched.
    private static func memberKey(_ name: String, labels: [String]?) -> String {
        labels.map { "\(name)(\($0.map { "\($0):" }.joined()))" } ?? name
    }

    /// The methods and properties that the run's extensions of each type declare, by type name, as
    /// `memberKey`s.
    private static func extensionMembers(in files: [ParsedFile]) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        for file in files {
            for item in file.tree.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), let name = TypeScope.qualifiedName(of: extensionDecl)
                else { continue }
                for member in extensionDecl.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                        members[name, default: []].insert(memberKey(function.name.text, labels: labels))
                    } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                                members[name, default: []].insert(identifier)
                            }
                        }
                    }
                }
            }
        }
        return members
    }

    /// The default implementation for a result of `type` (nil: none), from the values that call sites give.
    private static func defaultValue(for type: TypeSyntax?, values: [String]) -> Implementation {
        guard let type, !isVoid(type) else { return .returning("") }
        if isOptional(type) { return .returning("nil") }
        switch values.count {
        case 1: return .returning(values[0])
        case 0: return .unavailable("its type is \(type.text), and no call site gives a default (`?? value`)")
        default: return .unavailable("its type is \(type.text), and call sites give different defaults: \(values.joined(separator: ", "))")
        }
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    // MARK: Call sites

    /// `d?.m?(x)` → `d?.m(x)` for a requirement that has a default implementation now.
    private func rewriteCall(_ call: FunctionCallExprSyntax, in file: ParsedFile, into edits: inout EditSet) {
        guard let member = CallLabels.optionalMember(called: call.calledExpression) else { return }
        let labels = CallLabels.of(call)
        let matches = (defaulted[member.declName.baseName.text] ?? []).filter { requirement in
            guard case .method(let required) = requirement.kind else { return false }
            return CallLabels.match(labels, required)
        }
        guard let requirement = matches.first, let marker = call.calledExpression.lastToken(viewMode: .sourceAccurate) else { return }
        edits.record(
            Self.name, in: file, at: marker.start,
            "removed `\(marker.text)` after \(member.declName.baseName.text): \(requirement.displayName) of \(requirement.protocolName) has a default implementation now",
            [TextEdit(in: file, removing: marker.range)])
    }

    /// `d?.p?.q` → `d?.p.q` for a non-Optional property requirement that has a default implementation now,
    /// read from a value declared with the protocol's type.
    private func rewriteRead(_ read: ExprSyntax, in file: ParsedFile, into edits: inout EditSet) {
        guard let member = CallLabels.optionalMember(called: read), let receiver = member.base.flatMap(CallLabels.valueName(of:))
        else { return }
        let matches = (defaulted[member.declName.baseName.text] ?? []).filter { requirement in
            guard case .property(let isOptional, _) = requirement.kind, !isOptional else { return false }
            return types.valueNames(ofType: requirement.protocolName).contains(receiver)
        }
        guard let requirement = matches.first, let marker = read.lastToken(viewMode: .sourceAccurate) else { return }
        edits.record(
            Self.name, in: file, at: marker.start,
            "removed `\(marker.text)` after \(member.declName.baseName.text): \(requirement.displayName) of \(requirement.protocolName) has a default implementation now",
            [TextEdit(in: file, removing: marker.range)])
    }

    private final class Finder: SyntaxVisitor {
        var protocols: [ProtocolDeclSyntax] = []
        var calls: [FunctionCallExprSyntax] = []
        /// `x?` and `x!` that are not called.
        var reads: [ExprSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocols.append(node)
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
        override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
            if !isCalled(node) { reads.append(ExprSyntax(node)) }
            return .visitChildren
        }
        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            if !isCalled(node) { reads.append(ExprSyntax(node)) }
            return .visitChildren
        }
        private func isCalled(_ node: some ExprSyntaxProtocol) -> Bool {
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        }
    }
}
