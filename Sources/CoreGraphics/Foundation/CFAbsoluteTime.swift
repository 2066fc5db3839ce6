import Foundation

// Names iOS code reaches through UIKit's imports of Core Foundation and Darwin that Linux Foundation does not
// declare (its Core Foundation is behind an implementation-only import; Glibc's MAXFLOAT is not imported).
// A file that also imports Linux's CoreFoundation sees its own CFAbsoluteTime too and must qualify the name.

/// Seconds since 1 January 2001 00:00:00 GMT, as Core Foundation counts wall-clock time.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current wall-clock time: seconds since 1 January 2001 (`Date().timeIntervalSinceReferenceDate`).
/// Not UIKit's clock: animations and a test's virtual clock use `CACurrentMediaTime()`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// The largest finite `Float`, Darwin's `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE`: the same value as `MAXFLOAT`.
public let HUGE: Float = .greatestFiniteMagnitude
