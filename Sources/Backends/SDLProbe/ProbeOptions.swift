import Foundation

/// The probe's command line: `sdl-backend-probe [--scale S] [--size WxH] [--title T] [--timeout SECONDS]
/// [--text-input] [--off-main-thread] [--check-waits]`.
struct ProbeOptions {
    var scale: CGFloat = 1
    var size = CGSize(width: 320, height: 240)
    var title = "sdl-backend-probe"
    var timeout: TimeInterval = 10
    var textInput = false
    var offMainThread = false
    var checkWaits = false
    var app = false

    init(arguments: [String]) {
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--scale": scale = CGFloat(Self.number(rest.popFirst(), for: argument))
            case "--size":
                let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2 else { Self.fail("--size needs WIDTHxHEIGHT in points") }
                size = CGSize(width: parts[0], height: parts[1])
            case "--title":
                guard let value = rest.popFirst() else { Self.fail("--title needs a title") }
                title = value
            case "--timeout": timeout = Self.number(rest.popFirst(), for: argument)
            case "--text-input": textInput = true
            case "--off-main-thread": offMainThread = true
            case "--check-waits": checkWaits = true
            case "--app": app = true
            default: Self.fail("unknown argument \(argument)")
            }
        }
    }

    private static func number(_ value: String?, for option: String) -> Double {
        guard let value, let number = Double(value) else { fail("\(option) needs a number") }
        return number
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("sdl-backend-probe: \(message)\n".utf8))
        exit(64)
    }
}
