@_implementationOnly import CSDL2
import Foundation
import BackendInterface
import CoreGraphics

/// The SDL2 window backend: one resizable window that shows UIKit's frames and turns mouse, touch,
/// keyboard and text input into `PlatformEvent`s. Not Apple API, so not in UIKit.
///
/// The app's entry point uses it on the process's main thread, the one that ran `main` (SDL's rule);
/// every SDL call checks that and stops the process with a message naming the call otherwise. The main
/// actor is not enough: on Linux it may run on another thread (see `MainThread`).
///
/// ```swift
/// // In main.swift, on the main thread (not in a Task, not after dispatchMain()):
/// guard SDLBackend.isDisplayAvailable else { /* run headless */ }
/// let backend = try SDLBackend(size: CGSize(width: 1024, height: 768), scale: 2, title: "Catalog")
/// // Each run-loop turn:
/// for event in backend.pollEvents() { /* .quit ends the loop; .resize relayouts; the rest is input */ }
/// // ... timers and animations to backend.clock.now, layout, display, composite the window surface ...
/// backend.present(windowSurface, damage: changedPixelRects)
/// backend.waitForEvents(until: nextTimerFireDate)   // sleeps until input or the deadline
/// ```
///
/// - Size and scale: the window is `size` points at `scale` pixels per point (a 1024x768-point window at
///   scale 2 is 2048x1536 pixels). X11 reports no content scale, so the scale is the app's setting (the
///   Catalog's `--scale 2`). Every position and size in events is in points; `present` takes pixels.
/// - One instance per process: SDL's event queue is the process's, so a second window would take the
///   first one's events.
/// - Quitting: the window's close button, SIGINT and SIGTERM each give one `.quit`; the backend never
///   exits by itself.
/// - Text input is off until `setTextInputActive(true)` (SDL turns it on at start-up; UIKit turns it on
///   when a text view becomes first responder).
/// - Threads: `clock` and ``waker`` may be used from any thread; everything else on the main thread.
package final class SDLBackend: PlatformBackend {
    package internal(set) var screenSize: CGSize
    package let scale: CGFloat
    package let clock: PlatformClock = MonotonicClock()

    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The texture the frames are uploaded to, sized like the last frame; made on the first `present`.
    var texture: OpaquePointer?
    var textureSize = (width: 0, height: 0)
    var translator: SDLEventTranslator
    /// The event `waitForEvents(until:)` took off SDL's queue, which the next `pollEvents()` returns first.
    var pendingEvent: SDL_Event?
    let wakeEventType: UInt32

    /// Only one SDLBackend may exist at a time. Touched on the main thread only.
    nonisolated(unsafe) private static var isOpen = false

    /// Opens a window of `size` points at `scale` pixels per point, titled `title`, in the middle of the
    /// screen. Throws when SDL cannot start its video subsystem or make the window (no display, a
    /// display that refuses the connection). Stops the process when called off the main thread, when
    /// another SDLBackend is open, or when `size` or `scale` is not finite and positive.
    package init(size: CGSize, scale: CGFloat = 1, title: String = "OpenUIKit") throws {
        MainThread.precondition("SDLBackend.init(size:scale:title:)")
        precondition(
            size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1,
            "SDLBackend.init(size:scale:title:): the size must be finite and at least 1x1 point, not \(size)")
        precondition(
            scale.isFinite && scale > 0,
            "SDLBackend.init(size:scale:title:): the scale must be finite and positive, not \(scale)")
        precondition(
            !Self.isOpen,
            "SDLBackend.init(size:scale:title:): an SDLBackend is already open; "
                + "SDL's event queue is the process's, so there can be only one")

        Self.unblockQuitSignals()
        try Self.startVideo()
        let pixelWidth = Int32((size.width * scale).rounded()), pixelHeight = Int32((size.height * scale).rounded())
        guard
            let window = SDL_CreateWindow(
                title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                pixelWidth, pixelHeight, SDL_WINDOW_RESIZABLE.rawValue)
        else {
            let error = SDLError("SDL_CreateWindow")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        // Accelerated when the machine has it, SDL's software renderer otherwise (Xvfb without GL). No vsync:
        // UIKit's run loop decides when to draw.
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            let error = SDLError("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        self.window = window
        self.renderer = renderer
        self.scale = scale
        screenSize = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        translator = SDLEventTranslator(scale: scale, windowSize: screenSize)
        wakeEventType = SDL_RegisterEvents(1)
        Self.isOpen = true

        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        if SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight) == 0, windowWidth > 0 {
            translator.pixelsPerWindowUnit = CGFloat(outputWidth) / CGFloat(windowWidth)
        }
        SDL_StopTextInput()
    }

    deinit {
        MainThread.precondition("SDLBackend.deinit (the last reference was released)")
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        Self.isOpen = false
    }

    /// Whether a window can be opened: `DISPLAY` or `WAYLAND_DISPLAY` is set and SDL's video subsystem
    /// starts on X11 or Wayland (it connects to the display). Main thread only, as every SDL call.
    package static var isDisplayAvailable: Bool {
        MainThread.precondition("SDLBackend.isDisplayAvailable")
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false
        else { return false }
        guard (try? startVideo()) != nil else { return false }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        return true
    }

    /// Starts SDL's video subsystem on a window system. SDL 2.26 falls back to its "offscreen" driver
    /// when X11 and Wayland fail (a DISPLAY with no server behind it), which shows nothing: that counts
    /// as a failure, unless the user chose a driver with the SDL_VIDEODRIVER environment variable.
    private static func startVideo() throws {
        setDesktopHints()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_InitSubSystem(SDL_INIT_VIDEO)") }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard ["x11", "wayland"].contains(driver) || ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != nil else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError(noWindowSystem: driver)
        }
    }

    /// The name of the SDL renderer that draws the window ("opengl", "software", ...), for diagnostics.
    package var rendererName: String {
        MainThread.precondition("SDLBackend.rendererName")
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The machine's local time of day.
    package var localTimeOfDay: TimeInterval {
        let now = Date()
        let midnight = Calendar.current.startOfDay(for: now)
        return now.timeIntervalSince(midnight)
    }

    /// The system clipboard's text: nil when it holds no text. Setting nil empties it.
    package var clipboardText: String? {
        get {
            MainThread.precondition("SDLBackend.clipboardText")
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
        set {
            MainThread.precondition("SDLBackend.clipboardText")
            SDL_SetClipboardText(newValue ?? "")
        }
    }

    /// Starts or stops SDL's text input (`SDL_TEXTINPUT` events, the input method).
    package func setTextInputActive(_ active: Bool) {
        MainThread.precondition("SDLBackend.setTextInputActive(_:)")
        if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// Tells the input method where the caret is (`SDL_SetTextInputRect`, in window units), for its
    /// candidate window.
    package func setTextInputRect(_ rect: CGRect) {
        MainThread.precondition("SDLBackend.setTextInputRect(_:)")
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let unit = scale / translator.pixelsPerWindowUnit
        func clamp(_ value: CGFloat) -> Int32 { Int32(max(-1_000_000, min(1_000_000, (value * unit).rounded()))) }
        var sdlRect = SDL_Rect(x: clamp(rect.minX), y: clamp(rect.minY), w: clamp(rect.width), h: clamp(rect.height))
        SDL_SetTextInputRect(&sdlRect)
    }

    package func setTitle(_ title: String) {
        MainThread.precondition("SDLBackend.setTitle(_:)")
        SDL_SetWindowTitle(window, title)
    }

    /// Hands `url` to the desktop (xdg-open under X11) through SDL_OpenURL.
    package func openURL(_ url: URL) -> Bool {
        MainThread.precondition("SDLBackend.openURL(_:)")
        return SDL_OpenURL(url.absoluteString) == 0
    }

    /// SDL turns SIGINT and SIGTERM into SDL_QUIT (so `.quit`), but a blocked signal never reaches its
    /// handler, and a child inherits its parent's blocked set: one started by Foundation's `Process`
    /// from a Swift Testing run has nearly every signal blocked. Unblocks both on this (the main) thread.
    private static func unblockQuitSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// SDL's defaults suit games; a UIKit app is a desktop window: closing the window is a `.quit` event
    /// of its own (no extra SDL_QUIT), the screen saver may run, and a compositor keeps compositing.
    private static func setDesktopHints() {
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    }
}
