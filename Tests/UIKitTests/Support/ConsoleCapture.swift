@testable import UIKit

/// Runs `body` with UIKit's console messages (unsatisfiable constraints, presentation warnings)
/// captured, and returns them.
@MainActor
func capturingConsoleLog(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    let saved = ConsoleLog.sink
    ConsoleLog.sink = { lines.append($0) }
    defer { ConsoleLog.sink = saved }
    body()
    return lines
}
