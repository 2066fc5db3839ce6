import BackendInterface
import CoreGraphics

/// The SDL backend in the registry: a window, available when a display is.
final class SDLBackendProvider: PlatformBackendProvider {
    static let name = "sdl"
    static let opensWindow = true
    static var isAvailable: Bool { SDLBackend.isDisplayAvailable }

    static func makeBackend(size: CGSize, scale: CGFloat, title: String) throws -> PlatformBackend {
        try SDLBackend(size: size, scale: scale, title: title)
    }
}
