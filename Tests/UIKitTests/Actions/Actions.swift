import Testing

/// The suites of Sources/UIKit/Actions (selectors, responder-chain actions, the target-action table,
/// UIAction, timers, delayed performs and notifications), grouped so that `swift test --filter Actions`
/// runs exactly them.
@Suite("Actions")
enum Actions {}
