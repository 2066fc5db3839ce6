import CSDL2
import Foundation
@testable import SDLBackend
import Testing
import UIKit

@Suite("SDLEventTranslator")
struct SDLEventTranslatorTests {
    /// A translator for a 320x240-point window at `scale`.
    private func translator(scale: CGFloat = 2) -> SDLEventTranslator {
        SDLEventTranslator(scale: scale, windowSize: CGSize(width: 320, height: 240))
    }

    private func mouseButton(
        _ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32,
        clicks: UInt8 = 1, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.clicks = clicks
        event.button.which = which
        return event
    }

    private func motion(x: Int32, y: Int32, leftHeld: Bool, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        event.motion.state = leftHeld ? UInt32(1) : 0
        event.motion.which = which
        return event
    }

    private func finger(_ type: SDL_EventType, finger: Int64, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = 7
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        return event
    }

    private func pointers(_ events: [PlatformEvent]) -> [String] {
        events.map {
            guard case let .pointer(phase, id, location, clickCount, _) = $0 else { return "\($0)" }
            return "\(phase) \(id) \(location.x),\(location.y) \(clickCount)"
        }
    }

    @Test("Left button down, motion and up are one pointer with id 0, in pixels divided by the scale")
    func mouseIsPointerZeroInPoints() {
        var t = translator(scale: 2)
        let events = [
            mouseButton(SDL_MOUSEBUTTONDOWN, x: 101, y: 61, clicks: 2), motion(x: 120, y: 80, leftHeld: true),
            mouseButton(SDL_MOUSEBUTTONUP, x: 120, y: 80, clicks: 2),
        ]
        .flatMap { t.translate($0, now: 0, ticks: 0) }
        #expect(pointers(events) == ["began 0 50.5,30.5 2", "moved 0 60.0,40.0 2", "ended 0 60.0,40.0 2"])
    }

    @Test("Motion with no button held, other buttons, and mouse events SDL made from touches are not pointers")
    func ignoredMouseInput() {
        var t = translator()
        #expect(t.translate(motion(x: 5, y: 5, leftHeld: false), now: 0, ticks: 0).isEmpty)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 5, y: 5), now: 0, ticks: 0).isEmpty)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: CSDL2_TOUCH_MOUSEID), now: 0, ticks: 0).isEmpty)
        #expect(t.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 5, y: 5), now: 0, ticks: 0).isEmpty)  // no press tracked
    }

    @Test("A press whose release went elsewhere is cancelled by the next press or by motion without the button")
    func lostReleaseCancels() {
        var t = translator(scale: 1)
        _ = t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1), now: 0, ticks: 0)
        #expect(
            pointers(t.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 9, y: 9), now: 0, ticks: 0))
                == ["cancelled 0 9.0,9.0 1", "began 0 9.0,9.0 1"])
        #expect(pointers(t.translate(motion(x: 3, y: 4, leftHeld: false), now: 0, ticks: 0)) == ["cancelled 0 3.0,4.0 1"])
        #expect(t.translate(motion(x: 3, y: 4, leftHeld: false), now: 0, ticks: 0).isEmpty)
    }

    @Test("Each finger is its own pointer, with ids from 1 never reused, at its normalized position times the size in points")
    func fingersAreDistinctPointers() {
        var t = translator(scale: 2)
        let events = [
            finger(SDL_FINGERDOWN, finger: 100, x: 0.5, y: 0.25), finger(SDL_FINGERDOWN, finger: 200, x: 0.25, y: 0.5),
            finger(SDL_FINGERMOTION, finger: 100, x: 0.75, y: 0.25), finger(SDL_FINGERUP, finger: 100, x: 0.75, y: 0.25),
            finger(SDL_FINGERDOWN, finger: 100, x: 0, y: 0), finger(SDL_FINGERUP, finger: 300, x: 0, y: 0),
        ]
        .flatMap { t.translate($0, now: 0, ticks: 0) }
        #expect(
            pointers(events) == [
                "began 1 160.0,60.0 1", "began 2 80.0,120.0 1", "moved 1 240.0,60.0 1",
                "ended 1 240.0,60.0 1", "began 3 0.0,0.0 1",
            ])
    }

    @Test("A wheel step is 10 points; turning it towards the user (SDL's negative y) is positive dy; flipped wheels are undone")
    func wheelInPoints() {
        var t = translator(scale: 2)
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = -1
        event.wheel.preciseX = 0.5
        event.wheel.mouseX = 100
        event.wheel.mouseY = 60
        #expect(
            t.translate(event, now: 3, ticks: 0) == [.scroll(delta: CGVector(dx: 5, dy: 10), location: CGPoint(x: 50, y: 30), timestamp: 3)]
        )
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(
            t.translate(event, now: 3, ticks: 0) == [
                .scroll(delta: CGVector(dx: -5, dy: -10), location: CGPoint(x: 50, y: 30), timestamp: 3)
            ])
    }

    @Test("Keys carry the mapped key and modifiers; text input is .text, decoded as UTF-8")
    func keysAndText() {
        var t = translator()
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = Int32(UInt8(ascii: "q"))
        key.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue)
        #expect(
            t.translate(key, now: 1, ticks: 0) == [.key(down: true, key: .character("q"), modifiers: [.shift, .control], timestamp: 1)])
        key.type = SDL_KEYUP.rawValue
        #expect(
            t.translate(key, now: 1, ticks: 0) == [.key(down: false, key: .character("q"), modifiers: [.shift, .control], timestamp: 1)])

        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { bytes in
            for (index, byte) in "é!".utf8.enumerated() { bytes[index] = byte }
        }
        #expect(t.translate(text, now: 1, ticks: 0) == [.text("é!", timestamp: 1)])
    }

    @Test("A size change is a resize in points; the close button and SDL_QUIT are quit")
    func windowEvents() {
        var t = translator(scale: 2)
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 1000
        event.window.data2 = 600
        #expect(t.translate(event, now: 0, ticks: 0) == [.resize(CGSize(width: 500, height: 300))])
        #expect(t.windowSize == CGSize(width: 500, height: 300))
        event.window.event = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
        #expect(t.translate(event, now: 0, ticks: 0).isEmpty)
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        #expect(t.translate(event, now: 0, ticks: 0) == [.quit])
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(t.translate(quit, now: 0, ticks: 0) == [.quit])
    }

    @Test("Timestamps are the clock's time less the event's age in SDL ticks; an event newer than the ticks read is now")
    func timestamps() {
        var t = translator()
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.text.0 = CChar(UInt8(ascii: "x"))
        event.common.timestamp = 750
        #expect(t.translate(event, now: 100, ticks: 1000) == [.text("x", timestamp: 99.75)])
        event.common.timestamp = 1010
        #expect(t.translate(event, now: 100, ticks: 1000) == [.text("x", timestamp: 100)])
        event.common.timestamp = UInt32.max - 249  // SDL's 32-bit ticks wrapped since
        #expect(t.translate(event, now: 100, ticks: 250) == [.text("x", timestamp: 99.5)])
    }
}
