import Foundation
import HeadlessBackend
import UIKit

/// `uikit-catalog --benchmark` (run by `make bench` in a release build): the Catalog's own timings, on a
/// headless backend of the Catalog's size (an iPad in landscape, scale 1), so that they measure UIKit's
/// work and not a display server's.
/// - Launch to first frame: the application delegate's window and split view controller built, laid
///   out, drawn and composited (launching runs the first turn); the first launch in the process (fonts
///   and caches cold, with the first frame's phases), then the median of five more. Issue 20's target:
///   150 ms.
/// - A popover appearing over the Catalog: on the Popovers page, a tap on Arrow up, then each frame of
///   the popover's 0.2-second fade in, at 60 frames a second (the turn: touch delivery, layout, display,
///   composite); the median frame, the first popover's tap frame (the first popover in the process,
///   its classes and text cold), and the slowest frame after it. Issue 20's target: 2 ms.
@MainActor
enum CatalogBenchmark {
    static func run() -> Never {
        var launches: [Double] = []
        var firstLaunch = ""
        for _ in 0..<6 {
            let start = DispatchTime.now().uptimeNanoseconds
            let backend = HeadlessBackend(screenSize: CatalogApp.screenSize, scale: 1)
            let (app, host) = CatalogApp.launchHeadless(on: backend)
            // Launching runs the first turn: its commit is the first frame.
            let phases = host.lastCommitDurations
            launches.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if firstLaunch.isEmpty {
                firstLaunch = String(
                    format: "  of which the first frame's constraints %.1f, layout %.1f, display %.1f, composite %.1f ms",
                    phases.updateConstraints * 1e3, phases.layout * 1e3, phases.display * 1e3, phases.composite * 1e3)
            }
            app.window?.isHidden = true
            host.shutDown()
        }
        report("catalog: launch to first frame (first, cold)", launches[0])
        print(firstLaunch)
        report("catalog: launch to first frame (median of 5)", median(launches.dropFirst()))

        let frames = popoverFrames()
        report("catalog: popover appearing, median frame", median(frames[...]))
        report("catalog: popover appearing, first tap (cold)", frames.first ?? 0)
        report("catalog: popover appearing, slowest after", frames.dropFirst().max() ?? 0)
        exit(0)
    }

    /// The time of each frame while a popover appears over the Popovers page, in milliseconds.
    private static func popoverFrames() -> [Double] {
        let backend = HeadlessBackend(screenSize: CatalogApp.screenSize, scale: 1)
        let (app, host) = CatalogApp.launchHeadless(on: backend)
        defer {
            app.window?.isHidden = true
            host.shutDown()
        }
        guard let index = CatalogPage.all.firstIndex(where: { $0.name == "popovers" }) else { return [] }
        app.root.select(index)
        host.runTurn()
        guard let page = app.root.pageView as? PopoversPageView, let button = page.sideButtons.first else { return [] }
        var samples: [Double] = []
        for _ in 0..<5 {
            let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            backend.enqueue(.pointer(phase: .began, id: 0, location: point, clickCount: 1, timestamp: host.now))
            backend.enqueue(.pointer(phase: .ended, id: 0, location: point, clickCount: 1, timestamp: host.now))
            for _ in 0..<13 {
                let start = DispatchTime.now().uptimeNanoseconds
                host.runTurn()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                backend.virtualClock.advance(to: host.now + 1.0 / 60)
            }
            page.currentPop?.dismiss(animated: false)
            host.runTurn()
        }
        return samples
    }

    private static func median(_ values: ArraySlice<Double>) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func report(_ title: String, _ milliseconds: Double) {
        print(String(format: "%-46@ %10.2f ms", title as NSString, milliseconds))
    }
}
