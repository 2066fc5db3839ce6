import BackendInterface
import CoreGraphics

/// The headless backend in the registry: always available, opens no window (an app launched on it
/// draws its first frame and terminates).
final class HeadlessBackendProvider: PlatformBackendProvider {
    static let name = "headless"
    static let opensWindow = false
    static var isAvailable: Bool { true }

    static func makeBackend(size: CGSize, scale: CGFloat, title: String) throws -> PlatformBackend {
        let backend = HeadlessBackend(screenSize: size, scale: scale)
        backend.setTitle(title)
        return backend
    }
}
