import SwiftSyntax

/// Drops the attributes that do not compile on Linux.
///
/// Verified with Swift 6.3.1 on Linux (`swiftc -typecheck`, language modes 5 and 6, plain Swift and
/// against OpenUIKit):
/// - `@objc`, `@objc(name)`, `@objcMembers` on classes, extensions, methods, properties, protocols: error
///   "Objective-C interoperability is disabled". Dropped. (`@objc` on an enum with an integer raw type does
///   compile and is kept.)
/// - `@IBOutlet`: error "'@IBOutlet' property cannot have non-'@objc' class type" for every class (UIKit's
///   included), and "non-object type" for values. Dropped.
/// - `@IBAction`, `@IBSegueAction`, `@IBDesignable`, `@IBInspectable`, `@nonobjc`, `dynamic`: compile.
///   Kept.
/// - `@NSManaged`: type-checks but fails to link (no accessor is generated): the `NSManaged` rewrite
///   handles it.
///
/// `@objc` on a protocol and `@objc optional` on its requirements belong to `OptionalRequirementRewrite`.
struct AttributeRewrite: Rewrite {
    static let name = "attribute"

    /// Why each dropped attribute does not compile on Linux.
    private static let dropped: [String: String] = [
        "objc": "Objective-C interoperability is disabled on Linux",
        "objcMembers": "Objective-C interoperability is disabled on Linux",
        "IBOutlet": "it requires an @objc class type, and Linux has none",
    ]

    init(run: Run) {}

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let finder = Finder()
        finder.walk(file.tree)
        for attribute in finder.attributes {
            let name = attribute.attributeName.text
            guard let reason = Self.dropped[name], !isKept(attribute) else { continue }
            edits.record(
                Self.name, in: file, at: attribute.start, "removed \(attribute.text): \(reason)",
                [TextEdit(in: file, removing: file.inlineRemovalRange(of: attribute))])
        }
    }

    /// Whether `attribute` stays: `@objc` on an enum (it compiles), or on what the optional-requirement
    /// rewrite owns (a protocol, an `optional` requirement).
    private func isKept(_ attribute: AttributeSyntax) -> Bool {
        guard let decl = attribute.declaration else { return false }
        if decl.is(EnumDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) { return true }
        return decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }

    private final class Finder: SyntaxVisitor {
        var attributes: [AttributeSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            attributes.append(node)
            return .visitChildren
        }
    }
}

extension AttributeSyntax {
    /// The declaration the attribute is written on (through `#if` clauses in its attribute list).
    var declaration: Syntax? {
        var current = parent
        while let node = current {
            if node.is(AttributeListSyntax.self) || node.is(IfConfigClauseSyntax.self)
                || node.is(IfConfigClauseListSyntax.self) || node.is(IfConfigDeclSyntax.self)
            {
                current = node.parent
                continue
            }
            return node
        }
        return nil
    }
}
