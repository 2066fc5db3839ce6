import CBaseline
import Foundation
import UIKit
import UIKitTesting

/// A navigation controller pushing between two pages of 1,000 views at 1024×768@2x: the time of one
/// frame while the pushed page slides in over the old one (the animation tick, layout, display and the
/// composite, the bar's titles sliding too), median of five pushes and pops. Issue 18's target: ≤ 4 ms
/// per frame — the sliding pages are composited from their cached contents, not drawn again, and the
/// dimming is blended into the covered page's copy. Beside it, the same frames' least pixel work in raw
/// Cairo, and how far above it the push is.
@MainActor
enum NavigationBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        let root = PresentationBenchmarks.GridController(count: 1000, hueOffset: 0)
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        h.window.rootViewController = navigation
        h.runTurn()
        var samples: [Double] = []
        for _ in 0..<6 {
            let pushed = PresentationBenchmarks.GridController(count: 1000, hueOffset: 0.5)
            pushed.title = "Pushed"
            navigation.pushViewController(pushed, animated: true)
            h.advance(by: 1.0 / 60)  // The transition's first frame: the pushed page is drawn once.
            let frames = 15  // 0.25 s of the 0.35 s push.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { h.advance(by: 1.0 / 60) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
            h.advance(by: 0.5)
            navigation.popViewController(animated: false)
            h.runTurn()
        }
        let median = samples.dropFirst().sorted()[samples.count / 2 - 1]
        let floor = rawFloor(width: 2048, height: 1536, frames: 15)
        print(
            String(
                format: "%-46@ %10.2f ms %10.2f ms   %+6.1f%%", "navigation: push between 1,000-view pages" as NSString, median, floor,
                (median / floor - 1) * 100))
    }

    /// The least pixel work of the same frames in raw Cairo, per frame in ms: each page's visible part
    /// copied from its image, the dimming blended over the covered part, the bar's strip painted over
    /// them (no blur, no titles, no shadow). Memory bandwidth bounds it: it is the floor the push's
    /// frame time approaches.
    static func rawFloor(width: Int, height: Int, frames: Int) -> Double {
        let frame = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        let pages = [0.9, 0.6].map { gray -> OpaquePointer in
            let page = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
            let cr = cairo_create(page)!
            cairo_set_source_rgb(cr, gray, gray, gray)
            cairo_paint(cr)
            cairo_destroy(cr)
            return page
        }
        let cr = cairo_create(frame)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(frame)
            pages.forEach { cairo_surface_destroy($0) }
        }
        func draw(_ step: Int) {
            // The push's ease in and out over 0.35 s, sampled at 60 Hz as the benchmark's frames are.
            let t = min(1, Double(step + 2) / 60 / 0.35), progress = t * t * (3 - 2 * t)
            let upper = Double(width) * (1 - progress), covered = -Double(width) / 3 * progress
            let edge = upper.rounded()
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, edge, Double(height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, pages[0], covered.rounded(), 0)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.1 * progress)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_save(cr)
            cairo_rectangle(cr, edge, 0, Double(width) - edge, Double(height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, pages[1], edge, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_set_source_rgba(cr, 0.97, 0.97, 0.97, 0.8)
            cairo_rectangle(cr, 0, 0, Double(width), 128)
            cairo_fill(cr)
        }
        var samples: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for step in 0..<frames { draw(step) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
        }
        return samples.sorted()[samples.count / 2]
    }
}
