import Foundation

/// Where UIKit's console messages go (an unsatisfiable constraint, a presentation refused): standard
/// error by default, as UIKit's go to the console. Tests may catch them by replacing `sink`.
@MainActor
enum ConsoleLog {
    static var sink: @MainActor (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    static func write(_ message: String) { sink(message) }
}
