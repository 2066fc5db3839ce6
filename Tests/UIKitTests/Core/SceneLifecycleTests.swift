// Scenes: Xcode's template (an AppDelegate that configures the scene, a SceneDelegate that makes the
// window) launched and quit in iOS's order, with the scene's and the application's notifications; the
// app-delegate-only form keeping its order with a scene of its own; the window scene's windows,
// orientation and status bar; UIApplicationMain with a scene delegate.
import Foundation
import HeadlessBackend
import Testing
@testable import UIKit
import UIKitTesting

/// A log shared by an app delegate and its scene delegate.
@MainActor
final class LifecycleLog {
    static var entries: [String] = []
}

/// Xcode's template AppDelegate, logging.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        LifecycleLog.entries.append("app didFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        LifecycleLog.entries.append("app configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LifecycleLog.entries.append("app didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { LifecycleLog.entries.append("app willTerminate") }
}

/// Xcode's template SceneDelegate, logging.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LifecycleLog.entries.append("scene willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { LifecycleLog.entries.append("scene didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { LifecycleLog.entries.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LifecycleLog.entries.append("scene willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LifecycleLog.entries.append("scene willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LifecycleLog.entries.append("scene didEnterBackground") }
}

@MainActor
@Suite("Scenes", .serialized)
struct SceneLifecycleTests {
    private final class NotificationRecorder {
        var names: [String] = []
        func received(_ notification: Notification) { names.append(notification.name.rawValue) }
    }

    private static let notifications: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
        UIApplication.willEnterForegroundNotification, UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification,
        UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification, UIScene.didEnterBackgroundNotification,
        UIApplication.didEnterBackgroundNotification, UIScene.didDisconnectNotification, UIApplication.willTerminateNotification,
    ]

    @Test("Xcode's template launches and quits in iOS's order; the scene delegate's window is the scene's key window")
    func template() throws {
        UIApplication.shared.resetForTesting()
        LifecycleLog.entries = []
        let backend = HeadlessBackend(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let host = ApplicationHost(backend: backend)
        defer { host.shutDown(); UIApplication.shared.resetForTesting() }
        let recorder = NotificationRecorder()
        for name in Self.notifications {
            NotificationCenter.default.addObserver(recorder, selector: NotificationRecorder.received, name: name, object: nil)
        }
        defer { NotificationCenter.default.removeObserver(recorder) }
        host.launch(TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        #expect(
            LifecycleLog.entries == [
                "app didFinishLaunching", "app configurationForConnecting", "scene willConnect", "scene willEnterForeground",
                "scene didBecomeActive",
            ], "with scenes, the app delegate hears no activation")
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration" && scene.session.role == .windowApplication)
        #expect(scene.session.scene === scene && UIApplication.shared.openSessions.contains(scene.session))
        let sceneDelegate = try #require(scene.delegate as? TemplateSceneDelegate)
        #expect(sceneDelegate.window?.windowScene === scene && scene.keyWindow === sceneDelegate.window)
        #expect(scene.windows == [sceneDelegate.window!] && UIApplication.shared.keyWindow === sceneDelegate.window)
        #expect(sceneDelegate.window?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        backend.enqueue(.quit)
        host.run()
        #expect(
            LifecycleLog.entries.suffix(4) == [
                "scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "app willTerminate",
            ])
        #expect(recorder.names == Self.notifications.map(\.rawValue))
        #expect(scene.activationState == .unattached && UIApplication.shared.applicationState == .background)
    }

    @Test("An app without scenes keeps its order; its windows belong to the scene UIKit made for it")
    func appDelegateOnly() throws {
        UIApplication.shared.resetForTesting()
        let backend = HeadlessBackend(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let host = ApplicationHost(backend: backend)
        defer { host.shutDown(); UIApplication.shared.resetForTesting() }
        let delegate = ApplicationLaunchTests.Delegate()
        host.launch(delegate)
        #expect(delegate.events == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        let scene = try #require(delegate.window?.windowScene)
        #expect(UIApplication.shared.connectedScenes == [scene] && scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive && scene.windows == [delegate.window!])
    }

    @Test("A window scene reports its interface orientation and status bar; a window can leave it")
    func windowScene() throws {
        let h = UIKitTestHarness()
        let scene = try #require(h.window.windowScene)
        #expect(scene.interfaceOrientation == .portrait && scene.screen === UIScreen.main)
        #expect(scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 320, height: 20))
        h.rotate(to: .landscapeLeft)
        #expect(scene.interfaceOrientation == .landscapeRight && scene.traitCollection.verticalSizeClass == .compact)
        h.window.windowScene = nil
        #expect(scene.windows.isEmpty == false, "without a scene of its own, a window belongs to the app's")
    }

    @Test("Bad input: a scene delegate of another class than the configuration names is used, with UIKit's console message")
    func delegateClassMismatch() {
        final class NamingAppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                configuration.delegateClass = UIResponder.self
                return configuration
            }
        }
        UIApplication.shared.resetForTesting()
        let backend = HeadlessBackend(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let host = ApplicationHost(backend: backend)
        defer { host.shutDown(); UIApplication.shared.resetForTesting() }
        let lines = capturingConsoleLog { host.launch(NamingAppDelegate(), sceneDelegate: TemplateSceneDelegate.init) }
        #expect(lines.count == 1 && lines[0].contains("TemplateSceneDelegate") && lines[0].contains("UIResponder"))
        #expect(UIApplication.shared.connectedScenes.first?.delegate is TemplateSceneDelegate)
    }

    @Test("UIApplicationMain launches Xcode's template with its scene delegate on the headless backend")
    func applicationMain() {
        UIApplication.shared.resetForTesting()
        LifecycleLog.entries = []
        defer { UIApplication.shared.resetForTesting() }
        let strings: [String] = ["app", "--backend", "headless"]
        var arguments = strings.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        let status = arguments.withUnsafeMutableBufferPointer {
            UIApplicationMain(Int32($0.count), $0.baseAddress!, nil, TemplateAppDelegate(), sceneDelegate: TemplateSceneDelegate.init)
        }
        #expect(status == 0)
        #expect(LifecycleLog.entries.first == "app didFinishLaunching" && LifecycleLog.entries.last == "app willTerminate")
        #expect(LifecycleLog.entries.contains("scene willConnect") && LifecycleLog.entries.contains("scene didDisconnect"))
    }
}
