import CoreGraphics

/// What UIKit needs from the machine it runs on: a screen to present frames to, input, a clock, a
/// clipboard. Two backends implement it, each in its own module: an SDL2 window and a headless one
/// (tests and screenshots). Not Apple API: `package`, so only OpenUIKit's own modules see it. Its own
/// module, below UIKit and the backends: UIKit depends on this interface only, and finds the backends an
/// executable links through `BackendRegistry`.
package protocol PlatformBackend: AnyObject {
    /// The window's (or headless screen's) size in points, and its pixels per point.
    var screenSize: CGSize { get }
    var scale: CGFloat { get }
    /// The clock UIKit's timers, animations and `CACurrentMediaTime` read: real in a window, virtual in tests.
    var clock: PlatformClock { get }

    /// Returns the input that arrived since the last call, without waiting.
    func pollEvents() -> [PlatformEvent]
    /// Blocks until input arrives or the clock reaches `deadline` (nil: no deadline). A virtual clock
    /// returns at once.
    func waitForEvents(until deadline: TimeInterval?)
    /// Shows a finished frame: `frame` is the whole window surface (pixels at `scale`); `damage` lists the
    /// pixel rectangles that changed since the last frame (empty: everything).
    func present(_ frame: CGImage, damage: [CGRect])

    /// The local time of day, in seconds since midnight (the status bar's clock).
    var localTimeOfDay: TimeInterval { get }

    /// The system clipboard's text (for UIPasteboard).
    var clipboardText: String? { get set }
    /// Turns the platform's text input (IME, on-screen keyboard) on while a text view is first responder.
    func setTextInputActive(_ active: Bool)
    /// Where the text being edited is (the caret), in points in the window: the input method puts its
    /// candidate window next to it.
    func setTextInputRect(_ rect: CGRect)
    /// The window title (the Catalog shows its current page).
    func setTitle(_ title: String)
    /// Opens `url` with the desktop's handler for its scheme (a browser, a mail or phone app), for
    /// `UIApplication.open(_:options:completionHandler:)`; returns whether it was handed over.
    func openURL(_ url: URL) -> Bool
}

/// A clock in seconds. Monotonic; `now` starts anywhere.
package protocol PlatformClock: AnyObject {
    var now: TimeInterval { get }
}

/// One piece of input from the platform, in points in the window's coordinate space.
package enum PlatformEvent: Equatable {
    /// A pointer (mouse, or one finger of a touch screen) went down, moved or went up. `id` tells
    /// fingers apart (the mouse is 0). `clickCount` is the platform's multi-click count.
    case pointer(phase: PointerPhase, id: Int, location: CGPoint, clickCount: Int, timestamp: TimeInterval)
    /// A wheel or trackpad scroll, in points (positive y scrolls content up, as a finger dragging up).
    case scroll(delta: CGVector, location: CGPoint, timestamp: TimeInterval)
    /// A hardware key went down or up.
    case key(down: Bool, key: PlatformKey, modifiers: PlatformKeyModifiers, timestamp: TimeInterval)
    /// Text the user typed (after the platform's keyboard layout and input method).
    case text(String, timestamp: TimeInterval)
    /// The input method's composition changed: `text` is being composed (empty: the composition
    /// ended, committed by a `.text` event or cancelled); `selectedRange` is the input method's cursor
    /// or selection in it, in UTF-16 units.
    case composition(String, selectedRange: NSRange, timestamp: TimeInterval)
    /// The window changed size (in points).
    case resize(CGSize)
    /// The user asked to close the window.
    case quit

    package enum PointerPhase: Equatable, Sendable { case began, moved, ended, cancelled }
}

/// A hardware key, named by what it does (not by scan code).
package enum PlatformKey: Equatable, Sendable {
    case character(Character)
    case returnKey, escape, backspace, deleteForward, tab, space
    case left, right, up, down, home, end, pageUp, pageDown
    case function(Int)
    case other(Int)
}

/// Modifier keys held with a key.
package struct PlatformKeyModifiers: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let shift = PlatformKeyModifiers(rawValue: 1)
    package static let control = PlatformKeyModifiers(rawValue: 2)
    package static let alternate = PlatformKeyModifiers(rawValue: 4)
    package static let command = PlatformKeyModifiers(rawValue: 8)
}
