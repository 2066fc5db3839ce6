/// Runs `body` and returns its result, as the Objective-C runtime's `autoreleasepool(invoking:)` does
/// around a pool of autoreleased objects.
///
/// Swift on Linux has no autorelease pools: objects are released as soon as their last reference goes,
/// so the block needs no pool and code that drains one per loop iteration compiles and behaves the same.
///
/// Source: Apple, `autoreleasepool(invoking:)`.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
