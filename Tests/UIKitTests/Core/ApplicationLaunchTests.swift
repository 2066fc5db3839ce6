// The application's life in UIKit's order: launch messages, becoming active, resigning and terminating;
// and the window options UIApplicationMain reads from the command line.
import HeadlessBackend
@testable import UIKit
import Foundation
import Testing

@MainActor
@Suite("Application launch")
struct ApplicationLaunchTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var events: [String] = []
        var stateAtDidFinish: UIApplication.State?

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            events.append("willFinishLaunching")
            return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            events.append("didFinishLaunching")
            stateAtDidFinish = application.applicationState
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive") }
        func applicationWillTerminate(_ application: UIApplication) { events.append("willTerminate") }
    }

    private final class NotificationRecorder {
        var names: [String] = []
        func received(_ notification: Notification) { names.append(notification.name.rawValue) }
    }

    @Test("Launch: will/did finish launching (inactive), then active; quit: resign active, then terminate; with notifications")
    func lifecycle() throws {
        UIApplication.shared.resetForTesting()
        let backend = HeadlessBackend(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let host = ApplicationHost(backend: backend)
        defer { host.shutDown(); UIApplication.shared.resetForTesting() }
        let recorder = NotificationRecorder()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.willTerminateNotification,
        ]
        for name in names {
            NotificationCenter.default.addObserver(recorder, selector: NotificationRecorder.received, name: name, object: nil)
        }
        defer { NotificationCenter.default.removeObserver(recorder) }

        weak var weakDelegate: Delegate?
        do {
            let delegate = Delegate()
            weakDelegate = delegate
            host.launch(delegate)
        }
        let delegate = try #require(weakDelegate, "the application keeps the delegate it launched")
        #expect(delegate.events == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        #expect(delegate.stateAtDidFinish == .inactive)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(UIApplication.shared.keyWindow === delegate.window)
        #expect(backend.presentedFrames >= 1, "a turn ran after launching: the window is on screen")

        backend.enqueue(.quit)
        host.run()
        #expect(delegate.events.suffix(2) == ["willResignActive", "willTerminate"])
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(recorder.names == names.map(\.rawValue))
    }

    @Test("UIApplicationMain's options: idiom, size (landscape when wider), scale; the app's own arguments pass")
    func options() throws {
        let phone = try LaunchOptions(arguments: [])
        #expect(phone == LaunchOptions(idiom: .phone, size: CGSize(width: 320, height: 480), scale: 1))
        let pad = try LaunchOptions(arguments: ["--idiom", "pad", "--scale", "2", "--verbose"])
        #expect(pad == LaunchOptions(idiom: .pad, size: CGSize(width: 768, height: 1024), scale: 2))
        let sized = try LaunchOptions(arguments: ["--size", "1024x768"])
        #expect(sized.size == CGSize(width: 1024, height: 768))
        #expect(try LaunchOptions(arguments: ["--backend", "headless"]).backend == "headless")
        #expect(phone.backend == nil)
        for bad in [
            ["--idiom", "watch"], ["--size", "0x10"], ["--size", "big"], ["--scale", "0"], ["--scale", "nan"], ["--scale"],
            ["--backend"], ["--backend", "--scale"],
        ] {
            #expect(throws: LaunchOptions.Invalid.self, "\(bad)") { try LaunchOptions(arguments: bad) }
        }
    }
}

@MainActor
@Suite("UIApplicationMain")
struct ApplicationMainTests {
    /// Runs UIApplicationMain with `arguments` after the program name, and the delegate (made when it asks).
    private func run(_ arguments: [String], _ delegate: @autoclosure () -> UIApplicationDelegate) -> Int32 {
        var cArguments = (["app"] + arguments).map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return cArguments.withUnsafeMutableBufferPointer { UIApplicationMain(Int32($0.count), $0.baseAddress!, nil, delegate()) }
    }

    @Test("On the headless backend, the app launches, becomes active, draws its first frame and terminates")
    func headless() {
        UIApplication.shared.resetForTesting()
        defer { UIApplication.shared.resetForTesting() }
        let delegate = ApplicationLaunchTests.Delegate()
        #expect(run(["--backend", "headless", "--size", "200x100", "--scale", "2"], delegate) == 0)
        #expect(delegate.events == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive", "willTerminate"])
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 100) && UIScreen.main.scale == 2)
        #expect(delegate.window?.bounds.size == CGSize(width: 200, height: 100))
    }

    @Test("A backend that is not linked, or a bad option, stops UIApplicationMain before the delegate is made")
    func failures() {
        var made = 0
        func delegate() -> UIApplicationDelegate {
            made += 1
            return ApplicationLaunchTests.Delegate()
        }
        #expect(run(["--backend", "wayland"], delegate()) == 1)
        #expect(run(["--scale", "-1"], delegate()) == 2)
        #expect(made == 0)
    }
}

extension LaunchOptions {
    init(idiom: UIUserInterfaceIdiom, size: CGSize, scale: CGFloat) {
        self.init(); self.idiom = idiom; self.size = size; self.scale = scale
    }
    private init() { try! self.init(arguments: []) }
}
