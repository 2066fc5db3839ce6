import SwiftOperators
import SwiftSyntax

/// The values that call sites of a run fall back on when an optional protocol requirement is not
/// implemented: `DEFAULT` in `d?.m?(x) ?? DEFAULT`, `d.m!(x) ?? DEFAULT` and `d.p ?? DEFAULT`. Property
/// reads are told apart by the name of the value they read from (`d`).
struct CallSiteDefaults {
    /// One `?? DEFAULT` after a call or a property read.
    private struct Fallback {
        let name: String
        /// The call's argument labels (`"_"` unlabeled, `nil` a trailing closure); nil for a property.
        let labels: [String?]?
        /// The name of the value a property is read from (`delegate` in `self.delegate?.p`).
        let receiver: String?
        let value: String
    }

    private var fallbacks: [Fallback] = []

    init(files: [ParsedFile]) {
        for file in files {
            let folded = OperatorTable.standardOperators.foldAll(file.tree) { _ in }
            let finder = Finder()
            finder.walk(folded)
            fallbacks += finder.fallbacks
        }
    }

    /// The different values call sites give for method `name` with argument labels `labels`, in the order
    /// found.
    func values(forMethod name: String, labels: [String]) -> [String] {
        unique(fallbacks.filter { $0.name == name && $0.labels.map { CallLabels.match($0, labels) } == true })
    }

    /// The different values call sites give for property `name` read from a value named one of
    /// `receivers`, in the order found.
    func values(forProperty name: String, receivers: Set<String>) -> [String] {
        unique(fallbacks.filter { $0.name == name && $0.labels == nil && $0.receiver.map(receivers.contains) == true })
    }

    private func unique(_ found: [Fallback]) -> [String] {
        var values: [String] = []
        for fallback in found where !values.contains(fallback.value) { values.append(fallback.value) }
        return values
    }

    private final class Finder: SyntaxVisitor {
        var fallbacks: [Fallback] = []
        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let use = Self.requirementUse(node.leftOperand)
            {
                fallbacks.append(Fallback(name: use.name, labels: use.labels, receiver: use.receiver, value: node.rightOperand.text))
            }
            return .visitChildren
        }

        /// The requirement that `expression` calls (`d?.m?(x)`, `d.m!(x)`) or reads (`d.p`, `d?.p`), with the
        /// call's labels or the name the property is read from; nil for anything else.
        private static func requirementUse(_ expression: ExprSyntax) -> (name: String, labels: [String?]?, receiver: String?)? {
            var expression = expression
            while true {
                if let tryExpr = expression.as(TryExprSyntax.self) {
                    expression = tryExpr.expression
                } else if let awaitExpr = expression.as(AwaitExprSyntax.self) {
                    expression = awaitExpr.expression
                } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                    only.label == nil
                {
                    expression = only.expression
                } else {
                    break
                }
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                guard let member = CallLabels.optionalMember(called: call.calledExpression) else { return nil }
                return (member.declName.baseName.text, CallLabels.of(call), nil)
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                return (member.declName.baseName.text, nil, CallLabels.valueName(of: base))
            }
            return nil
        }
    }
}

/// Argument labels of calls, matched against a method's.
enum CallLabels {
    /// The labels of `call`'s arguments (`"_"` for an unlabeled one), then nil for each trailing closure
    /// (whose label the call does not say).
    static func of(_ call: FunctionCallExprSyntax) -> [String?] {
        var labels: [String?] = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append(nil) }
        labels += call.additionalTrailingClosures.map { $0.label.text }
        return labels
    }

    /// Whether a call with `callLabels` can call a method with `labels`.
    static func match(_ callLabels: [String?], _ labels: [String]) -> Bool {
        callLabels.count == labels.count && zip(callLabels, labels).allSatisfy { $0 == nil || $0 == $1 }
    }

    /// The name of the value `expression` reads: `delegate` in `self.delegate?` and `delegate!`.
    static func valueName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return valueName(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return valueName(of: forced.expression) }
        return nil
    }

    /// The member that `called` calls through `?` or `!` (`m` in `d?.m?` and `d.m!`).
    static func optionalMember(called: ExprSyntax) -> MemberAccessExprSyntax? {
        if let optional = called.as(OptionalChainingExprSyntax.self) { return optional.expression.as(MemberAccessExprSyntax.self) }
        if let forced = called.as(ForceUnwrapExprSyntax.self) { return forced.expression.as(MemberAccessExprSyntax.self) }
        return nil
    }
}
