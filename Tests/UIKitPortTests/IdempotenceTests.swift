import Testing
import UIKitPort

/// Porting is idempotent: an expected file ports to itself, and so does an output ported again.
@Suite struct IdempotenceTests {
    @Test(arguments: Fixture.all)
    func expectedFileIsAFixedPoint(_ fixture: Fixture) {
        let result = port(fixture.expected)
        #expect(result.edits.isEmpty, "\(result.edits)")
        #expect(result.outputs.first?.text == fixture.expected)
    }

    @Test(arguments: Fixture.all)
    func portingTwiceChangesNothing(_ fixture: Fixture) {
        let once = port(fixture.input).outputs[0].text
        let twice = port(once)
        #expect(twice.edits.isEmpty, "\(twice.edits)")
        #expect(twice.outputs[0].text == once)
    }

    @Test func fileWithNothingToPortIsUnchanged() {
        let text = "import Foundation\n\nstruct Point { var x = 0 }\n"
        let result = port(text)
        #expect(result.outputs[0].text == text)
        #expect(result.edits.isEmpty && result.warnings.isEmpty)
    }

    @Test func outputIsDeterministic() {
        let input = Fixture(name: "Realistic").input
        let first = port(input)
        let second = port(input)
        #expect(first.outputs == second.outputs)
        #expect(first.reports == second.reports)
    }
}
