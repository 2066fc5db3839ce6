import Foundation
import UIKitPort

/// A rewrite's fixture: `Fixtures/<name>/input.swift` and the `expected.swift` that porting it gives.
struct Fixture: CustomStringConvertible, Sendable {
    let name: String

    static let all = [
        "Selector", "KeyPath", "OptionalRequirement", "ExtensionOverride", "NSManaged", "Attribute", "UIKitImport",
        "Realistic",
    ].map(Fixture.init)

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    var input: String { read("input.swift") }
    var expected: String { read("expected.swift") }
    var description: String { name }

    private func read(_ file: String) -> String {
        let url = Self.folder.appendingPathComponent(name).appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("missing fixture \(url.path)") }
        return text
    }
}

/// Ports one file named `path` with `text`.
func port(_ text: String, path: String = "File.swift") -> PortResult {
    UIKitPort.port(files: [SourceFile(path: path, text: text)])
}

/// The ported text of the file at `path` in `result`.
func output(_ result: PortResult, _ path: String) -> String? {
    result.outputs.first { $0.path == path }?.text
}
