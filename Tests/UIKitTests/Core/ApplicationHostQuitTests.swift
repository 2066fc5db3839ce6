// The run loop's end: a `.quit` from the backend (a window closed) stops `run()` and tells the delegate once.
import HeadlessBackend
import Testing
import UIKit

@MainActor
@Suite("ApplicationHost quitting")
struct ApplicationHostQuitTests {
    final class Delegate: UIApplicationDelegate {
        var terminations = 0
        func applicationWillTerminate(_ application: UIApplication) { terminations += 1 }
    }

    @Test("A .quit sets isQuitRequested and calls applicationWillTerminate once, however many arrive; run() returns")
    func quit() {
        UIApplication.shared.resetForTesting()
        let backend = HeadlessBackend(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let host = ApplicationHost(backend: backend)
        defer { host.shutDown(); UIApplication.shared.resetForTesting() }
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        host.runTurn()
        #expect(!host.isQuitRequested)
        #expect(delegate.terminations == 0)

        backend.enqueue(.quit)
        backend.enqueue(.quit)
        host.run()  // one turn takes both; the headless backend never waits
        #expect(host.isQuitRequested)
        #expect(delegate.terminations == 1)
        backend.enqueue(.quit)
        host.runTurn()
        #expect(delegate.terminations == 1)
    }
}
