@_implementationOnly import CSDL2
import Foundation
import BackendInterface
import CoreGraphics

/// Turns SDL events into `PlatformEvent`s, in points, keeping the state that takes: whether the mouse is
/// tracking, and which touch-screen finger has which pointer id. Pure (calls no SDL function), so the
/// tests feed it events they make.
///
/// - Mouse: the left button only. Down is `.began` (with SDL's click count), motion while it is held is
///   `.moved` (keeping the press's click count), up is `.ended`; all with id 0. Motion with no button
///   held, and other buttons, are not pointer events (UIKit has no hover touch). A down that arrives
///   while the mouse still tracks (its up went to another window) first cancels the old touch, and so
///   does motion without the button.
/// - Touch screen: each finger gets its own id, from 1 up, never reused while the process runs; SDL's
///   normalized positions are scaled to the window's size in points. The mouse events SDL synthesizes
///   from touches are dropped, so one finger is one pointer.
/// - Wheel: `wheelLineHeight` points per wheel step; positive `dy` when the wheel turns towards the user
///   (the content moves up, as under a finger dragging up), positive `dx` when scrolling right.
/// - Text: `SDL_TEXTINPUT` is `.text`; `SDL_TEXTEDITING` (the input method's composition) is
///   `.composition` with its cursor as a UTF-16 range. Text is decoded as UTF-8 with U+FFFD for
///   invalid bytes (a composition SDL cut at its 32-byte limit included).
/// - Window: a size change is `.resize` in points; the close button and `SDL_QUIT` (SIGINT, SIGTERM,
///   the session ending) are `.quit`.
///
/// Coordinates: SDL reports window coordinates. The backend never asks for a high-DPI window, so on
/// X11 and Wayland one window unit is one pixel of the frame (`pixelsPerWindowUnit` is 1; it is measured,
/// not assumed); points are pixels divided by the backend's `scale`.
struct SDLEventTranslator {
    /// Points per SDL wheel step. A line of a Mac scroll view is about 10 points; iOS has no wheel.
    static let wheelLineHeight: CGFloat = 10

    /// Pixels of the frame per pixel of the window (1 unless SDL made a high-DPI window).
    var pixelsPerWindowUnit: CGFloat = 1
    /// The backend's pixels per point.
    var scale: CGFloat
    /// The window's size in points, for touch positions (SDL normalizes them to the window).
    var windowSize: CGSize

    private var mouseIsTracking = false
    /// The click count of the press being tracked: a touch keeps its tap count while it moves.
    private var mouseClickCount = 0
    private var fingerIDs: [FingerKey: Int] = [:]
    private var nextFingerID = 1

    private struct FingerKey: Hashable { let touch: Int64, finger: Int64 }

    init(scale: CGFloat, windowSize: CGSize) {
        self.scale = scale
        self.windowSize = windowSize
    }

    /// The events `event` stands for (usually zero or one). `now` is the backend clock's time and
    /// `ticks` SDL's millisecond counter read at the same moment: event timestamps are converted to the
    /// clock through them.
    mutating func translate(_ event: SDL_Event, now: TimeInterval, ticks: UInt32) -> [PlatformEvent] {
        // SDL stamps events with SDL_GetTicks() (32 bits, wraps after 49 days: subtract with wrapping). An
        // event stamped after `ticks` was read (pumped meanwhile) is "now".
        let age = max(0, Int32(bitPattern: ticks &- event.common.timestamp))
        let timestamp = now - TimeInterval(age) / 1000
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN:
            let button = event.button
            guard button.which != CSDL2_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT else { return [] }
            var events: [PlatformEvent] = []
            let location = point(button.x, button.y)
            if mouseIsTracking {
                events.append(
                    .pointer(
                        phase: .cancelled, id: 0, location: location, clickCount: mouseClickCount,
                        timestamp: timestamp))
            }
            mouseIsTracking = true
            mouseClickCount = Int(button.clicks)
            events.append(
                .pointer(
                    phase: .began, id: 0, location: location, clickCount: Int(button.clicks),
                    timestamp: timestamp))
            return events
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != CSDL2_TOUCH_MOUSEID, mouseIsTracking else { return [] }
            let location = point(motion.x, motion.y)
            guard motion.state & CSDL2_BUTTON_LMASK != 0 else {
                // The button went up where we did not see it: the touch cannot end normally.
                mouseIsTracking = false
                return [
                    .pointer(
                        phase: .cancelled, id: 0, location: location, clickCount: mouseClickCount,
                        timestamp: timestamp)
                ]
            }
            return [.pointer(phase: .moved, id: 0, location: location, clickCount: mouseClickCount, timestamp: timestamp)]
        case SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != CSDL2_TOUCH_MOUSEID, Int32(button.button) == SDL_BUTTON_LEFT, mouseIsTracking
            else { return [] }
            mouseIsTracking = false
            return [
                .pointer(
                    phase: .ended, id: 0, location: point(button.x, button.y),
                    clickCount: Int(button.clicks), timestamp: timestamp)
            ]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, timestamp: timestamp).map { [$0] } ?? []
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != CSDL2_TOUCH_MOUSEID else { return [] }
            let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGVector(
                dx: CGFloat(wheel.preciseX) * flip * Self.wheelLineHeight,
                dy: -CGFloat(wheel.preciseY) * flip * Self.wheelLineHeight)
            return [.scroll(delta: delta, location: point(wheel.mouseX, wheel.mouseY), timestamp: timestamp)]
        case SDL_KEYDOWN, SDL_KEYUP:
            let keysym = event.key.keysym
            return [
                .key(
                    down: event.type == SDL_KEYDOWN.rawValue, key: SDLKeyMap.key(for: keysym.sym),
                    modifiers: SDLKeyMap.modifiers(for: keysym.mod), timestamp: timestamp)
            ]
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return text.isEmpty ? [] : [.text(text, timestamp: timestamp)]
        case SDL_TEXTEDITING:
            let edit = event.edit
            let text = withUnsafeBytes(of: edit.text) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            let selected = Self.utf16Range(in: text, start: Int(edit.start), length: Int(edit.length))
            return [.composition(text, selectedRange: selected, timestamp: timestamp)]
        case SDL_WINDOWEVENT:
            return window(event.window)
        case SDL_QUIT:
            return [.quit]
        default:
            return []
        }
    }

    /// SDL's composition cursor (`start`, `length`, in Unicode scalars) as a UTF-16 range of `text`,
    /// clamped to the text (SDL sends -1 or past-the-end values with some input methods).
    static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
        let scalars = Array(text.unicodeScalars)
        let lower = max(0, min(start, scalars.count))
        let upper = max(lower, min(lower + max(0, length), scalars.count))
        func utf16Offset(_ index: Int) -> Int { scalars[..<index].reduce(0) { $0 + $1.utf16.count } }
        let location = utf16Offset(lower)
        return NSRange(location: location, length: utf16Offset(upper) - location)
    }

    /// A window position (SDL window units) in points.
    func point(_ x: some BinaryInteger, _ y: some BinaryInteger) -> CGPoint {
        CGPoint(x: CGFloat(x) * pixelsPerWindowUnit / scale, y: CGFloat(y) * pixelsPerWindowUnit / scale)
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, timestamp: TimeInterval) -> PlatformEvent? {
        let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
        let location = CGPoint(x: CGFloat(finger.x) * windowSize.width, y: CGFloat(finger.y) * windowSize.height)
        let id: Int
        let phase: PlatformEvent.PointerPhase
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            // A second down for a finger that is already down replaces it (a lost up).
            id = nextFingerID
            nextFingerID += 1
            fingerIDs[key] = id
            phase = .began
        case SDL_FINGERUP:
            guard let known = fingerIDs.removeValue(forKey: key) else { return nil }
            id = known
            phase = .ended
        default:
            guard let known = fingerIDs[key] else { return nil }
            id = known
            phase = .moved
        }
        // SDL counts no taps for fingers: each touch is a single tap.
        return .pointer(phase: phase, id: id, location: location, clickCount: 1, timestamp: timestamp)
    }

    private mutating func window(_ window: SDL_WindowEvent) -> [PlatformEvent] {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // SDL sends RESIZED (changes from outside) and then SIZE_CHANGED (every change): use the latter.
            let size = point(window.data1, window.data2)
            windowSize = CGSize(width: size.x, height: size.y)
            return [.resize(windowSize)]
        case SDL_WINDOWEVENT_CLOSE:
            return [.quit]
        default:
            return []
        }
    }
}
