@_implementationOnly import CSDL2
import Foundation

/// An SDL call failed: the call and SDL's own message (`SDL_GetError`).
package struct SDLError: Error, CustomStringConvertible {
    package let description: String

    init(_ call: String) {
        description = "\(call) failed: \(String(cString: SDL_GetError()))"
    }

    init(noWindowSystem driver: String) {
        description =
            "SDL_InitSubSystem(SDL_INIT_VIDEO) found no X11 or Wayland display (DISPLAY or WAYLAND_DISPLAY "
            + "names no server) and fell back to its \"\(driver)\" video driver, which shows no window"
    }

    /// Writes the message to standard error, for failures that leave the window usable (one frame lost).
    func report() {
        FileHandle.standardError.write(Data("OpenUIKit: \(description)\n".utf8))
    }
}
