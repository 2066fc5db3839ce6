// The per-state lookup UIKit's controls share: exact state, else normal.
@testable import UIKit
import Testing

@MainActor
@Suite("Per-state control values")
struct ControlStateValuesTests {
    @Test("A state without its own value shows the normal one; a combined state does not fall back to its flags")
    func fallback() {
        var titles = ControlStateValues<String>()
        #expect(titles.isEmpty && titles.value(for: .highlighted) == nil)
        titles[exactly: .normal] = "normal"
        titles[exactly: .selected] = "selected"
        #expect(titles.value(for: .normal) == "normal")
        #expect(titles.value(for: .selected) == "selected")
        #expect(titles.value(for: .highlighted) == "normal")
        #expect(titles.value(for: [.selected, .highlighted]) == "normal")
        titles[exactly: [.selected, .highlighted]] = "both"
        #expect(titles.value(for: [.selected, .highlighted]) == "both")
        titles[exactly: .normal] = nil
        #expect(titles.value(for: .disabled) == nil && titles[exactly: .selected] == "selected")
    }
}
