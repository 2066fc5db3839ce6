import CoreGraphics
import Foundation

/// A backend module's entry point for the registry: a class that says whether its backend can run here
/// and opens it. Each backend module declares one, under a name the registry knows.
package protocol PlatformBackendProvider: AnyObject {
    /// The name that forces this backend (`--backend NAME` or `OPENUIKIT_BACKEND=NAME`).
    static var name: String { get }
    /// Whether the backend shows a window the user interacts with (the run loop then runs until the user
    /// quits); a backend without one only renders.
    static var opensWindow: Bool { get }
    /// Whether the backend can run on this machine now (a window backend needs a display).
    static var isAvailable: Bool { get }
    /// Opens the backend: a screen of `size` points at `scale` pixels per point, titled `title`.
    static func makeBackend(size: CGSize, scale: CGFloat, title: String) throws -> PlatformBackend
}

/// The backends an executable links, found by class name at run time (as UIKit finds classes by name),
/// so that UIKit itself depends on no backend: linking a backend's module is what makes it available.
package enum BackendRegistry {
    /// The provider classes of the backends OpenUIKit has, in order of preference.
    package static let providerClassNames = ["SDLBackend.SDLBackendProvider", "HeadlessBackend.HeadlessBackendProvider"]

    /// The environment variable that forces a backend by name.
    package static let environmentVariable = "OPENUIKIT_BACKEND"

    /// The providers linked into this executable, in order of preference.
    package static var linked: [PlatformBackendProvider.Type] {
        providerClassNames.compactMap { _typeByName($0) as? PlatformBackendProvider.Type }
    }

    /// The first linked backend that opens a window and can run here, if any.
    package static var windowProvider: PlatformBackendProvider.Type? {
        linked.first { $0.opensWindow && $0.isAvailable }
    }

    /// The backend to run on: the one named by `forced` (a launch option), else by the environment
    /// variable, else the first linked one that can run here.
    package static func choose(forced: String? = nil) throws(Failure) -> PlatformBackendProvider.Type {
        let linked = linked
        let names = linked.map { $0.name }.joined(separator: ", ")
        if let name = forced ?? ProcessInfo.processInfo.environment[environmentVariable].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let provider = linked.first(where: { $0.name == name }) else {
                throw Failure(description: "no backend named \"\(name)\" is linked (linked: \(names.isEmpty ? "none" : names))")
            }
            return provider
        }
        guard let provider = linked.first(where: { $0.isAvailable }) else {
            throw Failure(
                description: linked.isEmpty
                    ? "no backend is linked: link the SDLBackend product for a window, or HeadlessBackend"
                    : "no linked backend can run here (linked: \(names)); a window needs DISPLAY or WAYLAND_DISPLAY")
        }
        return provider
    }

    /// Why no backend could be chosen.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }
}
