import Foundation
import UIKit
import UIKitTesting

/// Dragging a slider's thumb on a page of 200 controls (buttons, switches, sliders, progress views and
/// page controls, 40 of each) at 1024×768@2x: each touch move is one turn (the slider's tracking and
/// valueChanged, layout, display, composite), timed, with the area the compositor repainted.
/// Issue 5's target: ≤ 1 ms per incremental frame.
@MainActor
enum ControlBenchmarks {
    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        h.window.backgroundColor = .white
        var sliders: [UISlider] = []
        for i in 0..<200 {
            let frame = CGRect(x: CGFloat(i % 5) * 200 + 12, y: CGFloat(i / 5) * 18 + 24, width: 176, height: 16)
            let control: UIView
            switch i % 5 {
            case 0:
                let button = UIButton(type: .system)
                button.setTitle("Button \(i)", for: .normal)
                control = button
            case 1: control = UISwitch()
            case 2:
                let slider = UISlider()
                slider.value = 0.5
                sliders.append(slider)
                control = slider
            case 3:
                let progress = UIProgressView(progressViewStyle: .default)
                progress.progress = Float(i % 10) / 10
                control = progress
            default:
                let pages = UIPageControl()
                pages.numberOfPages = 5
                control = pages
            }
            control.frame = CGRect(origin: frame.origin, size: control is UISwitch ? control.frame.size : frame.size)
            h.window.addSubview(control)
        }
        var changes = 0
        let slider = sliders[sliders.count / 2]
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        h.runTurn()
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        var point = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        h.touchDown(at: point)
        var damage: CGFloat = 0, frames = 0
        var direction: CGFloat = 1
        let frame = measure(iterations: 120) {
            if point.x > slider.convert(slider.bounds, to: nil).maxX - 10 { direction = -1 }
            if point.x < slider.convert(slider.bounds, to: nil).minX + 10 { direction = 1 }
            point.x += 2 * direction
            h.touchMove(to: point)
            damage += h.lastDamage.reduce(0) { $0 + $1.width * $1.height }
            frames += 1
        }
        h.touchUp()
        print(String(format: "%-46@ %10.3f ms", "controls: drag a slider among 200 controls" as NSString, frame / 1000))
        print(
            String(
                format: "%-46@ %10.0f px (valueChanged × %d)", "  damaged area per frame" as NSString,
                damage / CGFloat(max(frames, 1)), changes))
        let p = h.lastCommitPhases
        for (name, value) in [("layout", p.layout), ("display", p.display), ("composite", p.composite)] {
            print(String(format: "%-46@ %10.3f ms", "  \(name)" as NSString, value * 1000))
        }
    }
}
