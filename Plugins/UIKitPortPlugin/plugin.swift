import Foundation
import PackagePlugin

/// `swift package uikit-port [--dry-run] [PATH…]`: runs `uikit-port` on the paths given (relative to the
/// package), or on the Swift files of the package's targets when none are given. `--dry-run` prints the
/// edits without writing. The plugin needs the package-directory permission
/// (`--allow-writing-to-package-directory` when it cannot be asked interactively).
@main
struct UIKitPortPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "uikit-port")
        let options = arguments.filter { $0.hasPrefix("-") }
        var paths = arguments.filter { !$0.hasPrefix("-") }
        if paths.isEmpty {
            // The Swift files the targets compile (files a target excludes, such as test fixtures, are left
            // alone), relative to the package, as the tool's reports then print them.
            let root = context.package.directoryURL.standardizedFileURL.path + "/"
            paths = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.flatMap { target in
                target.sourceFiles(withSuffix: "swift").map { file in
                    let path = file.url.standardizedFileURL.path
                    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
                }
            }
        }
        guard !paths.isEmpty else {
            Diagnostics.remark("uikit-port: the package has no Swift files to port")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = options + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("uikit-port failed (exit status \(process.terminationStatus))")
            throw UIKitPortFailure(status: process.terminationStatus)
        }
    }
}

/// `uikit-port` exited with a non-zero status.
struct UIKitPortFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "uikit-port exited with status \(status)" }
}
