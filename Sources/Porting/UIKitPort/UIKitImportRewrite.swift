import SwiftSyntax

/// Adds `import UIKit` to a file that uses UIKit, Core Graphics or Core Animation names (`UIView`,
/// `CGRect`, `CALayer`, `UIGraphicsGetCurrentContext`) but imports none of UIKit, CoreGraphics, QuartzCore
/// and SwiftUI: on iOS it relied on a bridging header or an umbrella import elsewhere; a file that imports
/// only Foundation gets it too. The import goes after the file's last top-level import, else at the top,
/// after its leading comment block.
struct UIKitImportRewrite: Rewrite {
    static let name = "import-UIKit"

    private static let providingModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "SwiftUI"]

    init(run: Run) {}

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let imports = ImportFinder()
        imports.walk(file.tree)
        guard !imports.modules.contains(where: Self.providingModules.contains) else { return }
        var used: [String] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, Self.isUIKitName(name), !used.contains(name) else { continue }
            used.append(name)
            if used.count == 3 { break }
        }
        guard !used.isEmpty else { return }
        let (offset, text) = insertion(in: file)
        edits.record(
            Self.name, in: file, at: offset, "added import UIKit (the file uses \(used.joined(separator: ", ")))",
            [TextEdit(in: file, inserting: text, at: offset)])
    }

    /// Whether `name` is a UIKit, Core Graphics or Core Animation name: `UI`, `CG` or `CA`, then a
    /// capitalized word (`UIView`, `CGFloat`, `CAShapeLayer`; not `CANCEL`).
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 4, ["UI", "CG", "CA"].contains(String(String.UnicodeScalarView(scalars[0..<2]))),
            isUppercase(scalars[2])
        else { return false }
        return scalars[3...].contains { $0.properties.isLowercase }
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }

    /// Where the import goes, and the text inserted there.
    private func insertion(in file: ParsedFile) -> (Int, String) {
        let lastImport = file.tree.statements.last { $0.item.is(ImportDeclSyntax.self) }
        if let lastImport { return (file.contentEnd(of: lastImport), "\nimport UIKit") }
        guard let first = file.tree.firstToken(viewMode: .sourceAccurate) else { return (0, "import UIKit\n") }
        // After the first blank line that follows a comment in the leading trivia: the file's header.
        var offset = 0
        var sawComment = false
        var newlines = 0
        for piece in first.leadingTrivia.pieces {
            offset += piece.sourceLength.utf8Length
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                newlines += count
                if sawComment, newlines > 1 { return (offset, "import UIKit\n\n") }
            case .spaces, .tabs:
                break
            default:
                sawComment = true
                newlines = 0
            }
        }
        return (0, first.tokenKind == .endOfFile ? "import UIKit\n" : "import UIKit\n\n")
    }

    private final class ImportFinder: SyntaxVisitor {
        var modules: [String] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text { modules.append(module) }
            return .skipChildren
        }
    }
}
