import Foundation
import UIKit

/// `--app`: an application run by `UIApplicationMain` on the SDL backend, checking that Foundation's
/// main-run-loop work arrives as in an iOS app. It prints, once each, in any order:
///   app launched                  from application(_:didFinishLaunchingWithOptions:)
///   main queue ran                a block sent to the main queue from another thread, 0.2 s later
///   main actor task ran           a `Task { @MainActor in }` started at launch
///   foundation timer fired        `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, 0.3 s
///   typed timer fired             `Timer(timeInterval:target:selector:…)` added to `RunLoop.main`, 0.4 s
///   quit                          when all four arrived, then exits 0
@MainActor
final class RunLoopProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var arrived: Set<String> = []

    static func run() -> Never {
        let name = strdup("sdl-backend-probe")
        var argv: [UnsafeMutablePointer<CChar>?] = [name, nil]
        let status = UIApplicationMain(1, &argv, nil, RunLoopProbeDelegate())
        Probe.say("run loop ended \(status)")
        exit(status == 0 ? 4 : status)
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        Probe.say("app launched")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.arrive("main queue ran") } }
        }
        Task { @MainActor in self.arrive("main actor task ran") }
        Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            MainActor.assumeIsolated { self.arrive("foundation timer fired") }
        }
        let typed = Timer(timeInterval: 0.4, target: self, selector: RunLoopProbeDelegate.typedTimerFired, userInfo: nil, repeats: false)
        RunLoop.main.add(typed, forMode: .common)
        return true
    }

    nonisolated func typedTimerFired(_ timer: Timer) {
        MainActor.assumeIsolated { arrive("typed timer fired") }
    }

    private func arrive(_ fact: String) {
        guard arrived.insert(fact).inserted else { return }
        Probe.say(fact)
        if arrived.count == 4 {
            Probe.say("quit")
            exit(0)
        }
    }
}
