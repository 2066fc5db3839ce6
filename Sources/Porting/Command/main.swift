import Foundation
import UIKitPort

/// `uikit-port [--dry-run] PATH…`: ports the Swift files given, and those in the folders given (recursively,
/// skipping hidden folders, `.build` among them), all in one run, and prints each edit and each warning as
/// `path:line:column: …`. Writes the files in place unless `--dry-run`. Exits 0 when the run completes
/// (warnings included), 64 on a usage error, 66 when a file cannot be read, 73 when one cannot be written.

let usage = """
    usage: uikit-port [--dry-run] PATH...
      Rewrites iOS Swift sources in place so that they compile against OpenUIKit on Linux.
      PATH is a Swift file or a folder (searched recursively for *.swift; .build and hidden folders are skipped).
      --dry-run   print the edits and warnings without writing any file
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var dryRun = false
var paths: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--dry-run": dryRun = true
    case "-h", "--help":
        print(usage)
        exit(0)
    case _ where argument.hasPrefix("-") && argument.count > 1: fail("uikit-port: unknown option \(argument)\n\(usage)", code: 64)
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else { fail(usage, code: 64) }

let fileManager = FileManager.default
var search = SwiftFileSearch()
let files: [String]
do {
    files = try search.files(under: paths)
} catch {
    fail("uikit-port: \(error.message)", code: 66)
}
let sources = files.map { path -> SourceFile in
    guard let data = fileManager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        fail("uikit-port: cannot read \(path) as UTF-8 text", code: 66)
    }
    return SourceFile(path: path, text: text)
}

let result = UIKitPort.port(files: sources)
for report in result.reports { print(report) }

var written = 0
for (original, output) in zip(sources, result.outputs) where original.text != output.text {
    written += 1
    guard !dryRun else { continue }
    do {
        try Data(output.text.utf8).write(to: URL(fileURLWithPath: output.path))
    } catch {
        fail("uikit-port: cannot write \(output.path): \(error.localizedDescription)", code: 73)
    }
}
let changed = dryRun ? "would change" : "changed"
print("uikit-port: \(result.edits.count) edit(s), \(result.warnings.count) warning(s); \(changed) \(written) of \(sources.count) file(s)")
