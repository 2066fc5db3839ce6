import SwiftSyntax

/// The source rewriter that makes iOS Swift code compile against OpenUIKit on Linux.
///
/// Each rewrite changes only the tokens concerned and keeps comments and formatting:
/// - `selector`: `#selector(…)` becomes a typed method reference (`ViewController.tapped(_:)`) where
///   OpenUIKit takes one (target-action, gesture recognizers, bar button items, timers, display links,
///   notification observers, `perform(_:with:afterDelay:)`), and `Selector("tapped:")` elsewhere;
/// - `keyPath`: `#keyPath(CALayer.position)` becomes `"position"`;
/// - `objc-optional`: `@objc optional` requirements become requirements with default implementations,
///   `@objc` protocols become `AnyObject`-bound, and `d?.m?(x)` becomes `d?.m(x)`;
/// - `extension-override`: `override` members of an extension move into their class's body;
/// - `NSManaged`: `@NSManaged` properties of layer classes become properties stored with
///   `value(forKey:)`/`setValue(_:forKey:)`;
/// - `attribute`: the attributes that do not compile on Linux are dropped;
/// - `import-UIKit`: `import UIKit` is added where a file uses UIKit without importing it.
public enum UIKitPort {
    /// Ports `files`, all together: a protocol and the code that calls its requirements, or a class and
    /// its extensions, may be in different files of the run.
    ///
    /// Promises: the same input gives the same output, reports included, in the same order; porting the
    /// outputs again changes nothing; everything the run finds and cannot rewrite is reported as a warning
    /// with its file, line and column; a file with nothing to rewrite comes back unchanged.
    public static func port(files: [SourceFile]) -> PortResult {
        let run = Run(files: files)
        let rewrites: [any Rewrite] = [
            SelectorRewrite(run: run),
            KeyPathRewrite(run: run),
            OptionalRequirementRewrite(run: run),
            NSManagedRewrite(run: run),
            AttributeRewrite(run: run),
            UIKitImportRewrite(run: run),
            // Last: it appends to class bodies, after what the others insert at the same place.
            ExtensionOverrideRewrite(run: run),
        ]
        var edits = EditSet()
        for file in run.files {
            if file.tree.hasError {
                let offset = firstError(in: file)
                edits.warn(in: file, at: offset, "the file does not parse here; rewrites around this place may be incomplete")
            }
            for rewrite in rewrites { rewrite.rewrite(file, into: &edits) }
        }
        edits.resolveConflicts()
        let renderer = EditRenderer(files: run.files, changes: edits.changes)
        let outputs = run.files.map { SourceFile(path: $0.path, text: renderer.text(of: $0.id)) }
        return PortResult(
            outputs: outputs,
            edits: edits.changes.flatMap(\.reports).sorted(by: PortReport.precedes),
            warnings: edits.warnings.sorted(by: PortReport.precedes))
    }

    private static func firstError(in file: ParsedFile) -> Int {
        let token = file.tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        return token?.start ?? 0
    }
}
