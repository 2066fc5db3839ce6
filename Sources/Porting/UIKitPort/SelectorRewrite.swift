import SwiftSyntax

/// `#selector(…)`, a compile error on Linux (and a compiler crash inside multi-statement closures), is
/// rewritten everywhere:
/// - passed to an API that OpenUIKit offers with a typed method (see ``TypedActionAPI``), it becomes the
///   unbound method reference, spelled with its type: `#selector(tapped(_:))` in `ViewController` →
///   `ViewController.tapped(_:)`. The type is the one the selector names (`#selector(Foo.m)`), else the
///   innermost enclosing type or extension (`Outer.Inner`);
/// - elsewhere, and where the target is nil (the responder chain), it becomes `Selector("tapped:")`,
///   named as Objective-C names the method (``ObjCSelectorName``).
///
/// Warnings: a typed method whose parameters the API does not take; a typed target other than `self`
/// when the selector names no type; a nil target (OpenUIKit delivers it only to responders that declare
/// the action); a call OpenUIKit does not have (`Timer(timeInterval:target:selector:…)`,
/// `responds(to:)`); a selector it cannot read.
struct SelectorRewrite: Rewrite {
    static let name = "selector"

    private let types: TypeIndex

    init(run: Run) { types = run.types }

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let finder = MacroFinder(named: "selector")
        finder.walk(file.tree)
        for expansion in finder.expansions { rewrite(expansion, in: file, into: &edits) }
    }

    private func rewrite(_ expansion: MacroExpansionExprSyntax, in file: ParsedFile, into edits: inout EditSet) {
        guard let selector = SelectorReference(expansion) else {
            edits.warn(in: file, at: expansion.start, "cannot read \(expansion.text): rewrite it by hand (a typed method or a Selector)")
            return
        }
        let scope = TypeScope.enclosingTypeName(of: expansion)
        let owner = selector.typeName ?? (selector.receiver == nil ? scope : nil)
        var match: TypedActionAPI.Match?
        if let argument = expansion.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            match = TypedActionAPI.match(call, argument: argument, types: types, scope: scope)
        }
        switch match {
        case .typed(let api, let target, let receiver):
            if let replacement = typedReplacement(
                selector, api: api, target: target, receiver: receiver, owner: owner, at: expansion, in: file, into: &edits)
            {
                edits.record(
                    Self.name, in: file, at: expansion.start, "\(expansion.text) → \(replacement) (typed \(api.name))",
                    [TextEdit(in: file, replacing: expansion.range, with: replacement)])
                return
            }
        case .unavailable(let reason):
            edits.warn(in: file, at: expansion.start, reason)
        case nil:
            break
        }
        let name = selectorName(selector, owner: owner, at: expansion, in: file, into: &edits)
        let replacement = "Selector(\"\(name)\")"
        edits.record(
            Self.name, in: file, at: expansion.start, "\(expansion.text) → \(replacement)",
            [TextEdit(in: file, replacing: expansion.range, with: replacement)])
    }

    /// The typed method reference for a call to `api`, with warnings about what may not type-check; nil
    /// when the call must keep a `Selector` (a nil target, a getter or setter, no type to name).
    private func typedReplacement(
        _ selector: SelectorReference, api: TypedActionAPI, target: ExprSyntax?, receiver: ExprSyntax?, owner: String?,
        at expansion: MacroExpansionExprSyntax, in file: ParsedFile, into edits: inout EditSet
    ) -> String? {
        if let target, target.is(NilLiteralExprSyntax.self) {
            edits.warn(
                in: file, at: expansion.start,
                "\(expansion.text) with a nil target goes up the responder chain: OpenUIKit delivers the Selector only to "
                    + "a responder that declares it in responderActions")
            return nil
        }
        guard selector.kind == .method else {
            edits.warn(
                in: file, at: expansion.start,
                "\(api.name) takes a method in OpenUIKit, not a property accessor: the selector became a Selector, which it does not take")
            return nil
        }
        guard let owner else {
            edits.warn(
                in: file, at: expansion.start,
                "\(api.name) takes a method spelled with its type in OpenUIKit, and \(expansion.text) names none "
                    + "(not inside a type, or on a value): the selector became a Selector, which it does not take")
            return nil
        }
        if types.resolve(owner, from: nil)?.kind == .protocol {
            edits.warn(
                in: file, at: expansion.start,
                "\(expansion.text) is inside an extension of protocol \(owner): \(owner).\(selector.spelledName) does not type-check "
                    + "as a method of a class; spell the conforming class instead")
        }
        let targetText = target?.text ?? receiver?.text ?? "self"
        if selector.typeName == nil, targetText != "self" {
            edits.warn(
                in: file, at: expansion.start,
                "\(expansion.text) became \(owner).\(selector.spelledName), which assumes that the target `\(targetText)` is of type \(owner)"
            )
        }
        if let arity = arity(of: selector, in: owner), !api.arities.contains(arity) {
            edits.warn(
                in: file, at: expansion.start,
                "OpenUIKit's typed \(api.name) calls a method that takes \(api.parameters); \(selector.baseName) takes \(arity) argument(s)"
            )
        }
        return "\(owner).\(selector.spelledName)"
    }

    /// The number of parameters of the selected method: its labels when written, else the run's only
    /// method of that name in `owner`.
    private func arity(of selector: SelectorReference, in owner: String) -> Int? {
        if let labels = selector.labels { return labels.count }
        let methods = types.methods(named: selector.baseName, in: owner)
        guard let first = methods.first, methods.allSatisfy({ $0.labels.count == first.labels.count }) else { return nil }
        return first.labels.count
    }

    /// The Objective-C name of the selector, warning when it had to be guessed.
    private func selectorName(
        _ selector: SelectorReference, owner: String?, at expansion: MacroExpansionExprSyntax, in file: ParsedFile,
        into edits: inout EditSet
    ) -> String {
        switch selector.kind {
        case .getter: return ObjCSelectorName.getter(selector.baseName)
        case .setter: return ObjCSelectorName.setter(selector.baseName)
        case .method: break
        }
        if let labels = selector.labels { return ObjCSelectorName.method(selector.baseName, labels: labels) }
        let methods = owner.map { types.methods(named: selector.baseName, in: $0) } ?? []
        if let first = methods.first, methods.allSatisfy({ $0 == first }) {
            return ObjCSelectorName.method(selector.baseName, labels: first.labels)
        }
        let reason = methods.isEmpty ? "the run does not declare it in \(owner ?? "a type it can tell")" : "it has several overloads"
        edits.warn(
            in: file, at: expansion.start,
            "\(expansion.text) names \(selector.baseName) without its argument labels and \(reason): named it \"\(selector.baseName)\" "
                + "(a method with arguments needs a colon for each)")
        return selector.baseName
    }
}
