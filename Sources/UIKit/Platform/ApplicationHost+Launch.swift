/// The application's life on a host: launch, activation, termination, in UIKit's order.
extension ApplicationHost {
    /// Launches the application with `delegate`: the application keeps it (its `delegate` property is
    /// weak), then `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`
    /// and `didFinishLaunchingNotification`, then the application becomes active
    /// (`applicationDidBecomeActive(_:)`, `didBecomeActiveNotification`), then one run-loop turn.
    package func launch(_ delegate: UIApplicationDelegate?) {
        let app = UIApplication.shared
        app.launchedDelegate = delegate
        app.delegate = delegate
        app.applicationState = .inactive
        _ = delegate?.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        app.applicationState = .active
        delegate?.applicationDidBecomeActive(app)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: app)
        runTurn()
    }

    /// The user quit: the application resigns active, then terminates (`applicationWillResignActive(_:)`,
    /// `willResignActiveNotification`, `applicationWillTerminate(_:)`, `willTerminateNotification`).
    func terminate() {
        let app = UIApplication.shared
        if app.applicationState == .active {
            app.applicationState = .inactive
            app.delegate?.applicationWillResignActive(app)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: app)
        }
        app.delegate?.applicationWillTerminate(app)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app)
    }
}
