import Foundation

/// A child process whose output the test reads line by line as it comes, with every wait bounded: a
/// wait that runs out returns nil or false, and `kill()` (SIGKILL) always ends it.
final class ChildProcess: @unchecked Sendable {
    let name: String
    private let process = Process()
    private let output = LineCollector()
    private let errors = LineCollector()
    private let input: Pipe?

    /// Starts `executable` (an absolute path) with `arguments` and `environment`. With `keepInput`, its
    /// standard input is a pipe from this process, which `closeInput()` (or this process's end) closes.
    init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        keepInput: Bool = false
    ) throws {
        name = URL(fileURLWithPath: executable).lastPathComponent
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        input = keepInput ? Pipe() : nil
        if let input {
            // Only this process may hold the writing end: children started meanwhile must not inherit it.
            _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = output.pipe
        process.standardError = errors.pipe
        try process.run()
    }

    deinit { kill() }

    /// Every line the child has printed on standard output so far.
    var lines: [String] { output.lines }
    /// Standard error so far, as text.
    var errorText: String { errors.lines.joined(separator: "\n") }

    /// The first line printed (so far or within `timeout` seconds) that satisfies `predicate`.
    func waitForLine(timeout: TimeInterval = 5, where predicate: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = output.lines.first(where: predicate) { return line }
            if !process.isRunning, output.isClosed { return output.lines.first(where: predicate) }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Waits up to `timeout` seconds for the child to exit and, with `readingOutput`, for its output to be
    /// read to the end (a grandchild may hold it open longer); false if it still runs.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 5, readingOutput: Bool = true) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !process.isRunning, !readingOutput || (output.isClosed && errors.isClosed) { return true }
            usleep(10_000)
        }
        return !process.isRunning
    }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }
    /// The exit status (or signal), nil while the child runs.
    var terminationStatus: Int32? { process.isRunning ? nil : process.terminationStatus }
    var exitedBySignal: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }

    /// Writes `line` and a newline to the child's standard input (see `keepInput`).
    func send(line: String) {
        try? input?.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes the child's standard input (see `keepInput`).
    func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    /// Sends `signal` (SIGTERM, SIGINT) to the child.
    func send(_ signal: Int32) {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, signal)
    }

    /// Ends the child at once (SIGKILL) and waits (bounded) until it is reaped. Does not wait for its
    /// output to close: a grandchild may hold it (Xvfb starts xkbcomp with its standard output).
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        waitForExit(timeout: 2, readingOutput: false)
    }

    /// Runs a short-lived tool to completion, within `timeout` seconds; throws when it cannot start,
    /// times out (it is killed), or exits with a failure status.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: TimeInterval = 5
    ) throws -> [String] {
        let child = try ChildProcess(executable, arguments, environment: environment)
        let command = ([child.name] + arguments).joined(separator: " ")
        guard child.waitForExit(timeout: timeout) else {
            child.kill()
            throw ToolFailure(description: "\(command) did not finish within \(timeout) s")
        }
        guard child.terminationStatus == 0, !child.exitedBySignal else {
            throw ToolFailure(description: "\(command) failed (\(child.terminationStatus ?? -1)): \(child.errorText)")
        }
        return child.lines
    }

    struct ToolFailure: Error, CustomStringConvertible { let description: String }
}

/// Collects a pipe's output as lines, on a thread of its own that reads until the end of the output.
/// (A plain blocking `read` loop: FileHandle's `readabilityHandler` here sometimes missed the end of
/// the output for seconds.)
private final class LineCollector: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var complete: [String] = []
    private var partial = Data()
    private var closed = false

    init() {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                append(Data(buffer[0..<count]))
            }
            append(Data())
        }.start()
    }

    var lines: [String] { lock.withLock { complete } }
    var isClosed: Bool { lock.withLock { closed } }

    private func append(_ data: Data) {
        lock.withLock {
            if data.isEmpty {
                if !partial.isEmpty { complete.append(String(decoding: partial, as: UTF8.self)) }
                partial.removeAll()
                closed = true
                return
            }
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                complete.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial.removeSubrange(partial.startIndex...newline)
            }
        }
    }
}
