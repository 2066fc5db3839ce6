/// UIKit's timers on the backend's clock: UIKit's own timers, `perform(_:with:afterDelay:)`, timers made
/// through UIKit's typed API and display links fire here, in time order, during the run-loop turn.
@MainActor
package final class MainScheduler {
    package struct Token: Hashable { package let id: Int }

    private struct Entry {
        let token: Token
        var fireTime: TimeInterval
        let interval: TimeInterval?
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// Schedules `action` at `time`, repeating every `interval` when given (intervals under 0.1 ms are
    /// raised to 0.1 ms so a repeating timer cannot stall a turn).
    @discardableResult
    package func schedule(at time: TimeInterval, repeating interval: TimeInterval? = nil, _ action: @escaping @MainActor () -> Void)
        -> Token
    {
        nextID += 1
        let token = Token(id: nextID)
        entries.append(Entry(token: token, fireTime: time, interval: interval.map { max($0, 0.0001) }, action: action))
        return token
    }

    package func cancel(_ token: Token) { entries.removeAll { $0.token == token } }

    /// The time of the next timer, if any.
    package var nextFireTime: TimeInterval? { entries.map(\.fireTime).min() }

    /// Fires every timer due at `now`, earliest first; a repeating timer fires once per turn at most and
    /// is rescheduled from its own schedule (missed firings are skipped, as Foundation's timers do).
    package func fireDue(at now: TimeInterval) {
        var fired = Set<Token>()
        while let index = entries.indices.filter({ entries[$0].fireTime <= now && !fired.contains(entries[$0].token) })
            .min(by: { entries[$0].fireTime < entries[$1].fireTime })
        {
            let entry = entries[index]
            fired.insert(entry.token)
            if let interval = entry.interval {
                var next = entry.fireTime + interval
                if next <= now { next = now + interval - (now - entry.fireTime).truncatingRemainder(dividingBy: interval) }
                entries[index].fireTime = next
            } else {
                entries.remove(at: index)
            }
            entry.action()
        }
    }

    /// Drops every timer (between test harnesses).
    package func removeAll() { entries = [] }
}
