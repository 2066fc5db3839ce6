import Testing
import UIKitPort

/// Each rewrite ported on its fixture gives exactly the expected file, edits reported, no warning.
@Suite struct RewriteFixtureTests {
    private func check(_ name: String, rewrite: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fixture = Fixture(name: name)
        let result = port(fixture.input, path: "\(name).swift")
        #expect(result.outputs.first?.text == fixture.expected, sourceLocation: sourceLocation)
        #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
        #expect(result.edits.contains { $0.kind == .edit(rewrite: rewrite) }, sourceLocation: sourceLocation)
    }

    @Test func selector() { check("Selector", rewrite: "selector") }
    @Test func keyPath() { check("KeyPath", rewrite: "keyPath") }
    @Test func optionalRequirement() { check("OptionalRequirement", rewrite: "objc-optional") }
    @Test func extensionOverride() { check("ExtensionOverride", rewrite: "extension-override") }
    @Test func nsManaged() { check("NSManaged", rewrite: "NSManaged") }
    @Test func attribute() { check("Attribute", rewrite: "attribute") }
    @Test func uikitImport() { check("UIKitImport", rewrite: "import-UIKit") }

    /// A whole iOS control: every rewrite at once (the expected file type-checks against OpenUIKit).
    @Test func realisticControl() {
        let fixture = Fixture(name: "Realistic")
        let result = port(fixture.input, path: "Realistic.swift")
        #expect(result.outputs.first?.text == fixture.expected)
        #expect(result.warnings.isEmpty)
        let rewrites = Set(
            result.edits.compactMap { report -> String? in
                if case .edit(let rewrite) = report.kind { return rewrite }
                return nil
            })
        #expect(rewrites == ["selector", "keyPath", "objc-optional", "extension-override", "NSManaged", "attribute", "import-UIKit"])
    }

    @Test func editsAreReportedWithFileLineAndColumn() {
        let result = port(Fixture(name: "Selector").input, path: "Panel.swift")
        let first = result.edits.first
        #expect(
            first?.description
                == "Panel.swift:11:40: selector: #selector(buttonTapped) → PanelViewController.buttonTapped (typed UIControl.addTarget(_:action:for:))"
        )
        #expect(
            result.edits.map { [$0.line, $0.column] }
                == result.edits.map { [$0.line, $0.column] }.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
