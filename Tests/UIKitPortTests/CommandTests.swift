import Foundation
import Testing

/// The `uikit-port` command: files and folders, `--dry-run`, exit statuses.
@Suite struct CommandTests {
    /// The built `uikit-port`, next to the test executable.
    private static let executable = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("uikit-port")

    /// Runs the command; returns its exit status and what it printed on standard output and error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let failed = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: failed, as: UTF8.self))
    }

    /// A new folder holding the Realistic fixture at `Sources/App/Control.swift`, a file in a hidden folder
    /// and one in `.build` (both to be skipped), and a non-Swift file.
    private func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        for folder in ["Sources/App", ".hidden", ".build"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let input = Fixture(name: "Realistic").input
        try input.write(to: root.appendingPathComponent("Sources/App/Control.swift"), atomically: true, encoding: .utf8)
        try input.write(to: root.appendingPathComponent(".hidden/Skipped.swift"), atomically: true, encoding: .utf8)
        try input.write(to: root.appendingPathComponent(".build/Skipped.swift"), atomically: true, encoding: .utf8)
        try "#selector(x)".write(to: root.appendingPathComponent("Sources/App/notes.txt"), atomically: true, encoding: .utf8)
        return root
    }

    private func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func dryRunPrintsTheEditsAndWritesNothing() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/App/Control.swift")
        let before = try contents(file)
        let result = try run(["--dry-run", root.path])
        #expect(result.status == 0)
        #expect(try contents(file) == before)
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(file.path):48:33: selector: #selector(touchedUp(_:forEvent:)) → ") })
        #expect(!result.output.contains("Skipped.swift"))
        #expect(lines.last == "uikit-port: 25 edit(s), 0 warning(s); would change 1 of 1 file(s)")
    }

    @Test func writesFilesInPlace() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/App/Control.swift")
        let result = try run([file.path])
        #expect(result.status == 0)
        #expect(try contents(file) == Fixture(name: "Realistic").expected)
        #expect(try contents(root.appendingPathComponent(".hidden/Skipped.swift")) == Fixture(name: "Realistic").input)
        let again = try run([root.path])
        #expect(again.output == "uikit-port: 0 edit(s), 0 warning(s); changed 0 of 1 file(s)\n")
    }

    @Test func usageErrorsAndUnreadableFiles() throws {
        #expect(try run([]).status == 64)
        #expect(try run(["--frobnicate", "x.swift"]).status == 64)
        let missing = try run(["/nonexistent/File.swift"])
        #expect(missing.status == 66)
        #expect(missing.errors.contains("/nonexistent/File.swift"))
    }
}
