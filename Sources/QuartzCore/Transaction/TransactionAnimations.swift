/// The animations a transaction added (its own and its nested transactions'), counted until they stop:
/// its completion block runs when the last one has finished or been removed, or as soon as it commits when
/// it added none, as Core Animation documents for `CATransaction.setCompletionBlock(_:)`.
final class TransactionAnimations {
    /// Animations added while the transaction was open that have not stopped.
    private var running = 0
    private var completions: [() -> Void] = []
    private var isCommitted = false

    /// An animation was added while the transaction was open.
    func animationAdded() { running += 1 }

    /// One of the transaction's animations finished or was removed.
    func animationStopped() {
        running -= 1
        runIfDone()
    }

    /// The transaction committed with `completions` to run once its animations have stopped.
    func commit(_ completions: [() -> Void]) {
        self.completions += completions
        isCommitted = true
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, running <= 0, !completions.isEmpty else { return }
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }
}
