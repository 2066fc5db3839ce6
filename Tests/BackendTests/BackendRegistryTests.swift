import BackendInterface
import Foundation
import Testing

// The backends sit behind one interface: UIKit finds the ones an executable links by name, and a program
// that links only UIKit and UIKitTesting renders headless without SDL2.
@Suite("Backend registry")
struct BackendRegistryTests {
    /// A program built beside the test binary.
    private static func sibling(_ name: String) -> String {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    @Test("The backends this executable links are found by name, the window first; a forced name picks one")
    func linkedBackends() throws {
        #expect(BackendRegistry.linked.map { $0.name } == ["sdl", "headless"])
        #expect(BackendRegistry.linked.map { $0.opensWindow } == [true, false])
        #expect(try BackendRegistry.choose(forced: "headless").name == "headless")
        #expect(try BackendRegistry.choose(forced: "sdl").name == "sdl")
    }

    @Test("Forcing a backend that is not linked fails with an error naming it and the linked ones")
    func unknownBackend() {
        #expect {
            _ = try BackendRegistry.choose(forced: "wayland")
        } throws: { error in
            String(describing: error) == "no backend named \"wayland\" is linked (linked: sdl, headless)"
        }
    }

    @Test("A program importing only UIKit and UIKitTesting renders headless, and ldd lists no SDL2 in it")
    func headlessProgramLinksNoSDL() throws {
        let probe = Self.sibling("headless-probe")
        try #require(FileManager.default.isExecutableFile(atPath: probe), "\(probe) is missing: build with `swift build --build-tests`")
        let run = try ChildProcess(probe, [])
        #expect(run.waitForExit(timeout: 60))
        #expect(run.lines == ["255 0 0 255"], "\(run.errorText)")

        let ldd = try ChildProcess("/usr/bin/ldd", [probe])
        #expect(ldd.waitForExit(timeout: 30))
        let libraries = ldd.lines.compactMap { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) }
        #expect(libraries.contains { $0.hasPrefix("libcairo.so") }, "ldd read the program: \(ldd.lines)")
        #expect(!libraries.contains { $0.lowercased().contains("sdl") }, "\(libraries)")
    }
}
