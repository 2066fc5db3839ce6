import SwiftSyntax

/// `@NSManaged var x: T` in a `CALayer` subclass (how iOS layers declare animatable custom properties)
/// becomes a property stored in the layer's key-value storage:
///
/// ```swift
/// var x: T { get { value(forKey: "x") as? T ?? DEFAULT } set { setValue(newValue, forKey: "x") } }
/// ```
///
/// with DEFAULT 0 for `CGFloat`, `false` for `Bool`, `.zero` for `CGPoint`, `CGSize` and `CGRect`; an
/// Optional reads `value(forKey: "x") as? Wrapped`. `Double`, `Float` and `Int` (DEFAULT 0) first read a
/// `CGFloat`: OpenUIKit's animations store interpolated numbers as `CGFloat`, and Linux does not cast a
/// boxed `CGFloat` to another number type. Other types (a non-optional `UIColor` or `CGColor` among them)
/// have no default to give and are reported.
///
/// On Linux `@NSManaged` type-checks but does not link: no accessor is generated. OpenUIKit's `CALayer`
/// stores any key it does not know (`setValue(_:forKey:)` keeps the value, runs the key's action, and
/// redraws the layer when the class's `needsDisplay(forKey:)` says so; `value(forKey:)` returns it, or
/// `defaultValue(forKey:)`), and `init(layer:)` copies those values to presentation layers, so the
/// rewritten property animates and redraws as the iOS one does. `@NSManaged` outside a layer class (Core
/// Data) is reported: Linux has no Core Data.
struct NSManagedRewrite: Rewrite {
    static let name = "NSManaged"

    private static let zeroDefaults: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "Bool": "false",
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero",
    ]
    /// The number types that animations give as `CGFloat`.
    private static let convertedNumbers: Set<String> = ["Double", "Float", "Int"]

    private let types: TypeIndex

    init(run: Run) { types = run.types }

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        let finder = Finder()
        finder.walk(file.tree)
        for (variable, attribute) in finder.managed { rewrite(variable, attribute, in: file, into: &edits) }
    }

    private func rewrite(_ variable: VariableDeclSyntax, _ attribute: AttributeSyntax, in file: ParsedFile, into edits: inout EditSet) {
        guard let owner = TypeScope.enclosingTypeName(of: variable), isLayerClass(owner) else {
            edits.warn(
                in: file, at: attribute.start,
                "@NSManaged outside a CALayer subclass (Core Data) cannot be rewritten: Linux has no Core Data, and @NSManaged links no accessor"
            )
            return
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, let annotation = binding.typeAnnotation,
            binding.accessorBlock == nil, binding.initializer == nil
        else {
            edits.warn(
                in: file, at: attribute.start,
                "cannot rewrite this @NSManaged declaration (one `var name: Type` is expected): write its accessors by hand")
            return
        }
        let key = name.identifier?.name ?? name.text
        let read: String
        switch Self.wrappedType(annotation.type) {
        case .some(let wrapped):
            read = "value(forKey: \"\(key)\") as? \(wrapped.text)"
        case nil:
            let type = annotation.type.text
            guard let fallback = Self.zeroDefaults[type] else {
                edits.warn(
                    in: file, at: attribute.start,
                    "@NSManaged var \(key): \(type) has no default value to read before it is set: make it Optional, or write "
                        + "`get { value(forKey: \"\(key)\") as? \(type) ?? <default> }` by hand")
                return
            }
            let stored = "value(forKey: \"\(key)\") as? \(type) ?? \(fallback)"
            read =
                Self.convertedNumbers.contains(type) ? "(value(forKey: \"\(key)\") as? CGFloat).map { \(type)($0) } ?? \(stored)" : stored
        }
        let accessors = " { get { \(read) } set { setValue(newValue, forKey: \"\(key)\") } }"
        edits.record(
            Self.name, in: file, at: attribute.start,
            "@NSManaged var \(key) → a property stored with value(forKey:) and setValue(_:forKey:)",
            [
                TextEdit(in: file, removing: file.inlineRemovalRange(of: attribute)),
                TextEdit(in: file, inserting: accessors, at: annotation.end),
            ])
    }

    /// Whether `owner` is `CALayer`, one of Core Animation's layer classes, or a subclass of one.
    private func isLayerClass(_ owner: String) -> Bool {
        let isCoreAnimationLayer = { (name: String) in name.hasPrefix("CA") && name.hasSuffix("Layer") }
        return isCoreAnimationLayer(owner) || types.superclasses(of: owner).contains(where: isCoreAnimationLayer)
    }

    /// The wrapped type of an Optional type (`T?`, `T!`, `Optional<T>`); nil for any other type.
    private static func wrappedType(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
        {
            return argument
        }
        return nil
    }

    private final class Finder: SyntaxVisitor {
        var managed: [(VariableDeclSyntax, AttributeSyntax)] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.attributes {
                if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.text == "NSManaged" {
                    managed.append((node, attribute))
                }
            }
            return .visitChildren
        }
    }
}
