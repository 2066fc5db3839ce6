@_implementationOnly import CSDL2
import Foundation
import BackendInterface
import CoreGraphics

extension SDLBackend {
    /// The input that arrived since the last call, in order, without waiting: the event a
    /// `waitForEvents(until:)` woke for first. Also repaints the window from the last frame when the
    /// window system lost its pixels (an expose), which needs no new frame from UIKit.
    package func pollEvents() -> [PlatformEvent] {
        MainThread.precondition("SDLBackend.pollEvents()")
        let now = clock.now
        let ticks = UInt32(truncatingIfNeeded: SDL_GetTicks64())
        var events: [PlatformEvent] = []
        if let event = pendingEvent {
            pendingEvent = nil
            events += handle(event, now: now, ticks: ticks)
        }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            events += handle(event, now: now, ticks: ticks)
        }
        return events
    }

    /// Sleeps until input arrives (or a ``waker`` wakes it) or `clock.now` reaches `deadline`; nil waits
    /// for input only. Returns at once when the deadline has passed or an event is already waiting. The
    /// event it woke for stays for the next `pollEvents()`. A NaN deadline does not wait; an infinite one
    /// is nil.
    package func waitForEvents(until deadline: TimeInterval?) {
        MainThread.precondition("SDLBackend.waitForEvents(until:)")
        guard pendingEvent == nil else { return }
        var event = SDL_Event()
        let woke: Bool
        if let deadline, deadline != .infinity {
            let milliseconds = ((deadline - clock.now) * 1000).rounded(.up)
            guard milliseconds > 0 else { return }  // passed, or NaN
            woke = SDL_WaitEventTimeout(&event, Int32(min(milliseconds, Double(Int32.max)))) != 0
        } else {
            woke = SDL_WaitEvent(&event) != 0
        }
        if woke { pendingEvent = event }
    }

    /// Wakes a `waitForEvents(until:)` from any thread (work for the main thread arrived).
    package var waker: SDLWaker { SDLWaker(eventType: wakeEventType) }

    private func handle(_ event: SDL_Event, now: TimeInterval, ticks: UInt32) -> [PlatformEvent] {
        if event.type == SDL_WINDOWEVENT.rawValue, SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED {
            redrawLastFrame()
        }
        let events = translator.translate(event, now: now, ticks: ticks)
        for case .resize(let size) in events { screenSize = size }
        return events
    }
}

/// Wakes the SDL backend's `waitForEvents(until:)` from any thread, by pushing an event that
/// `pollEvents()` then drops (`SDL_PushEvent` is thread-safe).
package struct SDLWaker: Sendable {
    let eventType: UInt32

    package func wake() {
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
    }
}
