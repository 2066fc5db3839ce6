/// Runs the application on a backend: one run-loop turn at a time, in UIKit's order.
///
/// 1. Events: backend input → touches and keys → `UIApplication.sendEvent(_:)` → windows → views.
/// 2. Time: UIKit's timers due on the backend's clock fire; then the end-of-turn work (undo managers
///    close their event groups).
/// 3. Commit: update constraints, layout (parents first), display (marked layers redraw), composite
///    (the damaged regions of the window surface) and present.
@MainActor
package final class ApplicationHost {
    /// The host the application runs on (one at a time).
    package private(set) static var current: ApplicationHost?

    package let backend: PlatformBackend
    package let scheduler = MainScheduler()
    package private(set) var compositor: Compositor
    /// The touches down, by the backend's pointer id, and the tap count they continue (see +Input).
    var touches: [Int: UITouch] = [:]
    var tapCounter = TapCounter()
    /// iOS 7's status bar, above the application's windows.
    let statusBar: StatusBarWindow
    /// The status bar's height when the safe area last followed it.
    private var statusBarHeight: CGFloat = -1
    /// The on-screen keyboard, above every window.
    package let keyboard: KeyboardHost
    private var statusBarClock: MainScheduler.Token?
    /// The backend's clock, for `CACurrentMediaTime()` from any thread.
    nonisolated(unsafe) private var mediaClock: PlatformClock?
    /// Whether the user asked to quit (a `.quit` event: the window's close button, SIGINT, SIGTERM).
    /// `run()` returns once it is set; the delegate heard `applicationWillTerminate(_:)` once.
    package internal(set) var isQuitRequested = false

    package init(backend: PlatformBackend) {
        self.backend = backend
        UIScreen.main.scale = backend.scale
        UIScreen.main.bounds = CGRect(origin: .zero, size: backend.screenSize)
        compositor = Compositor(size: backend.screenSize, scale: backend.scale)!
        // The interface starts in the device's orientation when that fits the screen's shape, else in
        // the shape's (a desktop window wider than tall is landscape right), and the device is taken to
        // be held that way.
        let landscape = backend.screenSize.width > backend.screenSize.height
        let device = UIDevice.current
        if let fitting = UIInterfaceOrientation(device.orientation).flatMap({ $0.isLandscape == landscape ? $0 : nil }) {
            UIApplication.shared.statusBarState.orientation = fitting
        } else {
            UIApplication.shared.statusBarState.orientation = landscape ? .landscapeRight : .portrait
            if device.orientation.isValidInterfaceOrientation { device.storedOrientation = landscape ? .landscapeLeft : .portrait }
        }
        ApplicationHost.current?.shutDown()
        // Every app has a window scene; an app with scenes of its own replaces it when it launches.
        let session = UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.activationState = .foregroundInactive
        UIApplication.shared.scenes = [scene]
        statusBar = StatusBarWindow(screenBounds: UIScreen.main.bounds)
        keyboard = KeyboardHost(screenBounds: UIScreen.main.bounds)
        ApplicationHost.current = self
        GestureArbiter.shared = GestureArbiter()
        mediaClock = backend.clock
        FrameScheduler.current = self
        tickStatusBarClock()
    }

    /// Cancels the host's timers and leaves `current` (the next host, or a test harness's teardown).
    package func shutDown() {
        scheduler.removeAll()
        endOfTurnActions = []
        if ApplicationHost.current === self { ApplicationHost.current = nil }
        if FrameScheduler.current === self { FrameScheduler.current = nil }
        AnimationEngine.reset()
    }

    /// The time on the backend's clock.
    package var now: TimeInterval { backend.clock.now }

    /// One turn of the run loop.
    package func runTurn() { runTurn(servicingFoundation: false) }

    /// One turn; `servicingFoundation`: also one pass of Foundation's main run loop, after UIKit's own
    /// timers and before the commit, so that what it runs shows in this turn's frame. That pass runs the
    /// blocks sent to the main dispatch queue (`DispatchQueue.main.async`, main-actor tasks) and the
    /// Foundation timers due on the main run loop (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
    /// timers added with `RunLoop.main.add(_:forMode:)`), as the main run loop of an iOS app does. Only the
    /// application's own loop (`run()`) asks for it: a test harness turns inside a main-queue job, where
    /// the test runner drains the queue.
    private func runTurn(servicingFoundation: Bool) {
        for event in backend.pollEvents() { handle(event) }
        scheduler.fireDue(at: now)
        if servicingFoundation { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
        let endOfTurn = endOfTurnActions
        endOfTurnActions = []
        for action in endOfTurn { action() }
        commit()
    }

    private var endOfTurnActions: [@MainActor () -> Void] = []

    /// Runs `action` once, after this turn's events and timers and before its commit (the point where
    /// UIKit closes an undo manager's event group).
    package func performAtEndOfTurn(_ action: @escaping @MainActor () -> Void) {
        endOfTurnActions.append(action)
    }

    /// Runs turns until the user quits: each turn, then a wait for input, the next timer (UIKit's or
    /// Foundation's), or at most `foreignWorkLatency`: blocks another thread sends to the main queue wake
    /// no backend, so the loop looks for them that often.
    package func run() {
        while !isQuitRequested {
            runTurn(servicingFoundation: true)
            if isQuitRequested { break }
            let foundationTimer = RunLoop.main.limitDate(forMode: .default).map { now + $0.timeIntervalSinceNow }
            let deadline = min(scheduler.nextFireTime ?? .infinity, foundationTimer ?? .infinity, now + Self.foreignWorkLatency)
            backend.waitForEvents(until: deadline)
        }
    }

    /// The longest a block sent to the main queue from another thread waits to run, in seconds.
    static let foreignWorkLatency: TimeInterval = 0.01

    /// The commit phase of a turn, in UIKit's order: the update-constraints pass and the constrained
    /// frames, then Core Animation's commit (layout, parents first; display of the marked layers), then the
    /// windows composited and the frame presented. Each phase's time is recorded once, here.
    package func commit() {
        var clock = PhaseClock()
        // Auto Layout: updated constraints, and their solution as frames, before the layout pass.
        for window in UIApplication.shared.windows { ViewLayout.updateConstraintsAndFrames(under: window) }
        let constraints = clock.lap()
        CATransaction.flush()
        let pipeline = CATransaction.lastPipelineDurations
        _ = clock.lap()  // layout and display, which the pipeline timed phase by phase
        compositeAndPresent()
        lastCommitDurations = CommitDurations(
            updateConstraints: constraints, layout: pipeline.layout, display: pipeline.display, composite: clock.lap())
    }

    /// How long the last commit's phases took, in seconds (wall clock).
    package private(set) var lastCommitDurations = CommitDurations()

    /// The phases of a commit, in seconds.
    package struct CommitDurations: Sendable {
        package var updateConstraints: Double = 0, layout: Double = 0, display: Double = 0, composite: Double = 0
    }

    /// The windows on the screen, back to front: the application's windows, iOS 7's status bar and the
    /// on-screen keyboard's window, by level (at equal levels, the application's windows first). Hidden
    /// windows are included. The one order compositing, touches and wheel events all follow.
    var windowStack: [UIWindow] {
        var windows = UIApplication.shared.windows  // sorted by level
        for system in [statusBar, keyboard.window] {
            windows.insert(system, at: windows.firstIndex { $0.windowLevel > system.windowLevel } ?? windows.endIndex)
        }
        return windows
    }

    private func compositeAndPresent() {
        // Hidden windows are passed too, so that the area a window leaves when hidden is repainted.
        let damage = compositor.composite(windowStack.map(\.layer))
        guard !damage.isEmpty else { return }
        backend.present(compositor.frame, damage: damage)
    }

    /// Changes the screen's size (a window resize): root view controllers hear
    /// `viewWillTransition(to:with:)` first, then the screen, the windows and the surface take the size,
    /// then the coordinator's blocks run. A window turned from portrait to landscape shape, or back,
    /// takes the interface orientation of its shape, without rotation callbacks.
    package func resize(to size: CGSize) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            size != UIScreen.main.bounds.size
        else { return }
        let app = UIApplication.shared
        if (size.width > size.height) != app.statusBarState.orientation.isLandscape {
            app.statusBarState.orientation = size.width > size.height ? .landscapeRight : .portrait
        }
        changeScreenSize(to: size, rotation: nil)
    }

    /// The screen takes `size`, and the interface turns by `rotation` (when given, even if the size
    /// stays). The change is immediate: alongside blocks run once the new size is applied, then
    /// completions.
    private func changeScreenSize(to size: CGSize, rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?) {
        let coordinator = TransitionCoordinator(
            containerView: UIApplication.shared.windows.first ?? UIView(), isAnimated: false, duration: 0, rotation: rotation)
        let oldTraits = UIScreen.main.traitCollection
        let newTraits = UITraitCollection.screen(size: size, scale: backend.scale, idiom: UIDevice.current.userInterfaceIdiom)
        let traitsChange = newTraits != oldTraits
        if traitsChange {
            for window in UIApplication.shared.windows { window.rootViewController?.willTransition(to: newTraits, with: coordinator) }
        }
        for window in UIApplication.shared.windows { window.rootViewController?.viewWillTransition(to: size, with: coordinator) }
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        compositor = Compositor(size: size, scale: backend.scale) ?? compositor
        for window in UIApplication.shared.windows { window.frame = CGRect(origin: .zero, size: size) }
        statusBar.update()
        keyboard.screenDidResize()
        if traitsChange {
            for window in UIApplication.shared.windows { window.traitsMayHaveChanged() }
        }
        // In a rotation the views take their new sizes before the animation (iOS 7's
        // willAnimateRotation finds its view laid out at the new size).
        for window in UIApplication.shared.windows { window.updateSafeAreaInsets(recursive: true) }
        if rotation != nil { for window in UIApplication.shared.windows { window.layoutIfNeeded() } }
        coordinator.end()
    }

    // MARK: Interface orientation

    /// Turns the interface to the device's orientation when the application and the controller on top
    /// of the key window (unless it declines to autorotate) support it; when they do not support the
    /// interface's current orientation, turns it to one they support (the controller's preferred one).
    func updateInterfaceOrientation() {
        let app = UIApplication.shared
        let current = app.statusBarState.orientation
        let top = UIViewController.topFullScreenController(in: app.keyWindow)
        var allowed = app.supportedInterfaceOrientations(for: app.keyWindow)
        if let top { allowed.formIntersection(top.supportedInterfaceOrientations) }
        guard !allowed.isEmpty else { return }
        if top?.shouldAutorotate ?? true, let target = UIInterfaceOrientation(UIDevice.current.orientation),
            allowed.contains(target)
        {
            if target != current { rotateInterface(to: target) }
        } else if !allowed.contains(current) {
            let preferred = top?.preferredInterfaceOrientationForPresentation ?? allowed.first
            rotateInterface(to: allowed.contains(preferred) ? preferred : allowed.first)
        }
    }

    /// The interface turns to `orientation`: between portrait and landscape the screen swaps its
    /// width and height; controllers hear the rotation either way.
    private func rotateInterface(to orientation: UIInterfaceOrientation) {
        let app = UIApplication.shared
        let from = app.statusBarState.orientation
        let size = UIScreen.main.bounds.size
        app.statusBarState.orientation = orientation
        let turned = from.isLandscape != orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        changeScreenSize(to: turned, rotation: (from, orientation))
    }

    /// The controllers that decide the interface's orientation and the status bar's appearance may
    /// have changed (a root view controller set, a presentation begun or ended).
    func topControllersDidChange() {
        updateInterfaceOrientation()
        statusBarDidChange()
    }

    // MARK: Status bar

    /// The application changed the status bar's style or visibility.
    func statusBarDidChange() {
        statusBar.update()
        // The safe area follows the status bar's height: guides and margins measured from it are read again.
        let height = UIApplication.shared.statusBarFrame.height
        if height != statusBarHeight {
            statusBarHeight = height
            for window in UIApplication.shared.windows { window.updateSafeAreaInsets(recursive: true) }
        }
    }

    /// Shows the backend's local time in the status bar, and again at the start of each minute.
    private func tickStatusBarClock() {
        let seconds = backend.localTimeOfDay
        statusBar.content.minuteOfDay = Int(seconds / 60) % (24 * 60)
        let untilNextMinute = 60 - seconds.truncatingRemainder(dividingBy: 60)
        statusBarClock = scheduler.schedule(at: now + untilNextMinute) { [weak self] in self?.tickStatusBarClock() }
    }
}

/// Core Animation's time and display-link frames come from the running application's clock and run loop.
extension ApplicationHost: FrameScheduling {
    nonisolated package var mediaTime: TimeInterval { mediaClock?.now ?? 0 }

    nonisolated package func scheduleFrames(every interval: TimeInterval, _ frame: @escaping () -> Void) -> Int {
        nonisolated(unsafe) let frame = frame
        return MainActor.assumeIsolated {
            scheduler.schedule(at: now + interval, repeating: interval) { frame() }.id
        }
    }

    nonisolated package func cancelFrames(_ token: Int) {
        MainActor.assumeIsolated { scheduler.cancel(MainScheduler.Token(id: token)) }
    }
}
