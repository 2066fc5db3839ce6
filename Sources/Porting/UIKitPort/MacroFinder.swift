import SwiftSyntax

/// Finds the expansions of one freestanding macro (`#selector`, `#keyPath`) in a tree, in source order.
final class MacroFinder: SyntaxVisitor {
    private let name: String
    private(set) var expansions: [MacroExpansionExprSyntax] = []

    init(named name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == name { expansions.append(node) }
        return .visitChildren
    }
}
