import Foundation

/// The application's life on a host: launch, activation, termination, in UIKit's order, for an app
/// with scenes (Xcode's template since iOS 13) and for one with an application delegate only.
extension ApplicationHost {
    /// Launches the application with `delegate`: the application keeps it (its `delegate` property is
    /// weak), then `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`
    /// and `didFinishLaunchingNotification`.
    ///
    /// Without `sceneDelegate`, the application then becomes active (`applicationDidBecomeActive(_:)`,
    /// `didBecomeActiveNotification`); its windows belong to the scene UIKit made for it.
    ///
    /// With `sceneDelegate` (the stand-in for the Info.plist's scene manifest), the scene connects:
    /// the delegate's `application(_:configurationForConnecting:options:)`, the scene made of the
    /// configuration's class with the delegate `sceneDelegate` makes, `UIScene.willConnectNotification`,
    /// `scene(_:willConnectTo:options:)`, then it enters the foreground (`sceneWillEnterForeground(_:)`
    /// and the scene's and application's will-enter-foreground notifications) and becomes active
    /// (`sceneDidBecomeActive(_:)`, `UIScene.didActivateNotification`, `didBecomeActiveNotification`).
    /// Then one run-loop turn.
    package func launch(_ delegate: UIApplicationDelegate?, sceneDelegate: (@MainActor () -> UISceneDelegate)? = nil) {
        let app = UIApplication.shared
        app.launchedDelegate = delegate
        app.delegate = delegate
        app.applicationState = .inactive
        _ = delegate?.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        let center = NotificationCenter.default
        if let sceneDelegate {
            let scene = connectScene(delegate: delegate, makeDelegate: sceneDelegate)
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            center.post(name: UIApplication.willEnterForegroundNotification, object: app)
            app.applicationState = .active
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            app.applicationState = .active
            app.scenes.first?.activationState = .foregroundActive
            delegate?.applicationDidBecomeActive(app)
        }
        center.post(name: UIApplication.didBecomeActiveNotification, object: app)
        runTurn()
    }

    /// The scene of an app with scenes connects, made from the configuration its delegate gives.
    private func connectScene(delegate: UIApplicationDelegate?, makeDelegate: @MainActor () -> UISceneDelegate) -> UIScene {
        let app = UIApplication.shared
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication))
        if let configuration = delegate?.application(app, configurationForConnecting: session, options: options) {
            session.configuration = configuration
        }
        let sceneClass = (session.configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        let sceneDelegate = makeDelegate()
        if let expected = session.configuration.delegateClass, type(of: sceneDelegate) != expected {
            ConsoleLog.write(
                "UIApplicationMain: the scene delegate made is a \(type(of: sceneDelegate)), not the configuration's delegateClass \(expected)"
            )
        }
        scene.delegate = sceneDelegate
        app.scenes = [scene]
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The user quit. An app with scenes: its scene resigns active (`sceneWillResignActive(_:)`), enters
    /// the background (`sceneDidEnterBackground(_:)`) and disconnects (`sceneDidDisconnect(_:)`), each
    /// with the scene's and the application's notifications; an app without: `applicationWillResignActive(_:)`
    /// and `willResignActiveNotification`. Then `applicationWillTerminate(_:)` and `willTerminateNotification`.
    func terminate() {
        let app = UIApplication.shared
        let center = NotificationCenter.default
        if let scene = app.scenes.first, let sceneDelegate = scene.delegate {
            if app.applicationState == .active {
                app.applicationState = .inactive
                scene.activationState = .foregroundInactive
                sceneDelegate.sceneWillResignActive(scene)
                center.post(name: UIScene.willDeactivateNotification, object: scene)
                center.post(name: UIApplication.willResignActiveNotification, object: app)
            }
            app.applicationState = .background
            scene.activationState = .background
            sceneDelegate.sceneDidEnterBackground(scene)
            center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            center.post(name: UIApplication.didEnterBackgroundNotification, object: app)
            scene.activationState = .unattached
            sceneDelegate.sceneDidDisconnect(scene)
            center.post(name: UIScene.didDisconnectNotification, object: scene)
        } else if app.applicationState == .active {
            app.applicationState = .inactive
            app.delegate?.applicationWillResignActive(app)
            center.post(name: UIApplication.willResignActiveNotification, object: app)
        }
        app.delegate?.applicationWillTerminate(app)
        center.post(name: UIApplication.willTerminateNotification, object: app)
    }
}
