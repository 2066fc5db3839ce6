import SwiftSyntax

/// `override` members of an extension move into the body of their class when the run declares the class
/// (Swift on Linux cannot override from an extension: without the Objective-C runtime nothing there can
/// be overridden dynamically). They are appended at the end of the class body in the order of the run's
/// files, with their comments, re-indented to the class's members. An extension left empty is removed,
/// unless it declares a conformance (it stays as `extension C: P {}`) or keeps comments.
///
/// Warnings: the class is not among the run's files (one of UIKit's, say), or an override sits in an
/// `#if` block of the extension.
struct ExtensionOverrideRewrite: Rewrite {
    static let name = "extension-override"

    /// An override to move.
    private struct Move {
        let file: ParsedFile
        let member: MemberBlockItemSyntax
        let extensionDecl: ExtensionDeclSyntax
        let removal: Range<Int>
    }

    /// An extension every member of which moves.
    private struct Emptied {
        let file: ParsedFile
        let extensionDecl: ExtensionDeclSyntax
    }

    private let types: TypeIndex
    /// The moves into each class, by the class's qualified name, in the order of the run's files.
    private var moves: [String: [Move]] = [:]
    private var emptied: [String: [Emptied]] = [:]
    /// The classes that members move into, by the id of the file that declares them, in name order.
    private var classesByFile: [Int: [String]] = [:]

    init(run: Run) {
        types = run.types
        for file in run.files {
            for item in file.tree.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), let name = TypeScope.qualifiedName(of: extensionDecl),
                    types.types[name]?.kind == .class
                else { continue }
                let members = Array(extensionDecl.memberBlock.members)
                let overrides = members.filter { Self.isOverride($0.decl) }
                guard !overrides.isEmpty else { continue }
                for member in overrides {
                    let removal = Self.removalRange(of: member, among: members, overrides: overrides, in: file)
                    moves[name, default: []].append(Move(file: file, member: member, extensionDecl: extensionDecl, removal: removal))
                }
                if overrides.count == members.count, !Self.keepsComments(extensionDecl, overrides: overrides, in: file) {
                    emptied[name, default: []].append(Emptied(file: file, extensionDecl: extensionDecl))
                }
            }
        }
        for name in moves.keys.sorted() {
            if let declaration = types.types[name] { classesByFile[declaration.file.id, default: []].append(name) }
        }
    }

    func rewrite(_ file: ParsedFile, into edits: inout EditSet) {
        warnAboutUnmovable(in: file, into: &edits)
        for name in classesByFile[file.id] ?? [] {
            guard let moves = moves[name], let body = types.types[name]?.node.as(ClassDeclSyntax.self)?.memberBlock else { continue }
            move(moves, into: body, of: name, in: file, into: &edits)
        }
    }

    /// Records the moves into class `name`, whose body is `body` in `file`, as one change.
    private func move(_ moves: [Move], into body: MemberBlockSyntax, of name: String, in file: ParsedFile, into edits: inout EditSet) {
        let placement = Placement(body: body, in: file)
        var pieces: [TextEdit.Piece] = []
        var removals: [TextEdit] = []
        var notes: [EditSet.Note] = []
        for (index, move) in moves.enumerated() {
            let source = move.file
            let extensionIndentation = source.indentation(ofLineAt: move.extensionDecl.start)
            let memberIndentation = source.indentation(ofLineAt: move.member.start)
            let unit =
                memberIndentation.hasPrefix(extensionIndentation)
                ? String(memberIndentation.dropFirst(extensionIndentation.count)) : "    "
            let indentation = placement.memberIndentation ?? placement.classIndentation + unit
            let copy = source.attachedStart(of: move.member)..<source.contentEnd(of: move.member)
            let reindent = memberIndentation == indentation ? nil : TextEdit.Reindent(from: memberIndentation, to: indentation)
            pieces.append(.text(index == 0 ? placement.prefix : "\n\n"))
            pieces.append(.source(file: source.id, range: copy, reindent: reindent))
            removals.append(TextEdit(in: source, removing: move.removal))
            let location = source.id == file.id ? "" : " (\(file.path))"
            notes.append(
                EditSet.Note(
                    file: source, offset: move.member.start,
                    message: "\(Self.summary(of: move.member.decl)) moved from extension \(name) into class \(name)\(location)"))
        }
        pieces.append(.text(placement.suffix))
        for emptied in emptied[name] ?? [] {
            let source = emptied.file
            let extensionDecl = emptied.extensionDecl
            if let inheritance = extensionDecl.inheritanceClause {
                removals.append(TextEdit(in: source, replacing: extensionDecl.memberBlock.range, with: "{}"))
                notes.append(
                    EditSet.Note(
                        file: source, offset: extensionDecl.start,
                        message: "extension \(name)\(inheritance.text) is left with no members"))
            } else {
                removals.append(TextEdit(in: source, removing: source.removalRange(of: extensionDecl)))
                notes.append(EditSet.Note(file: source, offset: extensionDecl.start, message: "removed extension \(name), left empty"))
            }
        }
        let insertion = TextEdit(file: file.id, range: placement.offset..<placement.offset, replacement: pieces)
        edits.record(Self.name, notes, [insertion] + removals)
    }

    /// Warns about the overrides of `file` that cannot move: those of extensions of classes that the run
    /// does not declare, and those inside `#if`.
    private func warnAboutUnmovable(in file: ParsedFile, into edits: inout EditSet) {
        for item in file.tree.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            let name = TypeScope.qualifiedName(of: extensionDecl) ?? extensionDecl.extendedType.text
            for member in extensionDecl.memberBlock.members {
                if let conditional = member.decl.as(IfConfigDeclSyntax.self), Self.containsOverride(conditional) {
                    edits.warn(
                        in: file, at: member.start, "an override inside #if in an extension is not moved: move it into the class by hand")
                } else if Self.isOverride(member.decl), types.types[name]?.kind != .class {
                    edits.warn(
                        in: file, at: member.start,
                        "cannot move this override out of `extension \(name)`: the class is not declared in the run's files "
                            + "(an override in an extension does not compile on Linux)")
                }
            }
        }
    }

    /// The text removing `member` takes away; for the first member, when the next one stays, the blank
    /// lines after it too (so that the block does not start with a blank line).
    private static func removalRange(
        of member: MemberBlockItemSyntax, among members: [MemberBlockItemSyntax], overrides: [MemberBlockItemSyntax],
        in file: ParsedFile
    ) -> Range<Int> {
        let range = file.removalRange(of: member)
        guard member.id == members.first?.id, members.count > 1, !overrides.contains(where: { $0.id == members[1].id }),
            range.upperBound == file.lineStart(of: range.upperBound)
        else { return range }
        return range.lowerBound..<file.blankLines(from: range.upperBound).upperBound
    }

    /// Whether the extension's body holds comments that are not attached to a moved member.
    private static func keepsComments(_ extensionDecl: ExtensionDeclSyntax, overrides: [MemberBlockItemSyntax], in file: ParsedFile) -> Bool
    {
        let moved = overrides.map { file.attachedStart(of: $0)..<file.contentEnd(of: $0) }
        func hasLooseComment(_ trivia: Trivia, from start: Int) -> Bool {
            var offset = start
            for piece in trivia.pieces {
                if piece.isComment, !moved.contains(where: { $0.contains(offset) }) { return true }
                offset += piece.sourceLength.utf8Length
            }
            return false
        }
        return extensionDecl.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            hasLooseComment(token.leadingTrivia, from: token.position.utf8Offset)
                || hasLooseComment(token.trailingTrivia, from: token.end)
        }
    }

    /// Where moved members go in a class body: after its last member, each after a blank line.
    private struct Placement {
        let offset: Int
        /// The text before the first moved member, and after the last.
        let prefix: String
        let suffix: String
        /// The indentation of the class's members, nil when it has none on their own lines.
        let memberIndentation: String?
        let classIndentation: String

        init(body: MemberBlockSyntax, in file: ParsedFile) {
            classIndentation = file.indentation(ofLineAt: body.leftBrace.start)
            let braceLine = file.lineStart(of: body.rightBrace.start)
            let ownLine = { (offset: Int) in file.isBlank(file.lineStart(of: offset)..<offset) }
            memberIndentation = body.members.first.flatMap { ownLine($0.start) ? file.indentation(ofLineAt: $0.start) : nil }
            if let last = body.members.last {
                offset = file.contentEnd(of: last)
                prefix = "\n\n"
                suffix = ""
            } else if ownLine(body.rightBrace.start), braceLine > body.leftBrace.end {
                offset = braceLine
                prefix = ""
                suffix = "\n"
            } else {
                offset = body.rightBrace.start
                prefix = "\n"
                suffix = "\n" + classIndentation
            }
        }
    }

    private static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }

    private static func containsOverride(_ conditional: IfConfigDeclSyntax) -> Bool {
        conditional.clauses.contains { clause in
            guard case .decls(let members) = clause.elements else { return false }
            return members.contains { isOverride($0.decl) }
        }
    }

    /// `override func layoutSubviews()`, `override var intrinsicContentSize`: the declaration's head.
    private static func summary(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "override func \(function.name.text)(\(labels))"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return "override var \(variable.bindings.first?.pattern.text ?? "")"
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { return "override subscript\(subscriptDecl.parameterClause.text)" }
        return "override \(decl.kind)"
    }
}
