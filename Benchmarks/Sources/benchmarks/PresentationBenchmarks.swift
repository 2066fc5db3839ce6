import Foundation
import UIKit
import UIKitTesting

/// A full-screen presentation with the cover-vertical transition over a page of 2,000 views, at
/// 1024×768@2x: the time of one frame while the presented page rises (the animation tick, layout,
/// display and composite). Issue 15's target: ≤ 4 ms per frame — the moving views are composited from
/// their cached contents, not drawn again.
@MainActor
enum PresentationBenchmarks {
    final class GridController: UIViewController {
        let count: Int, hueOffset: CGFloat
        init(count: Int, hueOffset: CGFloat) {
            self.count = count
            self.hueOffset = hueOffset
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.backgroundColor = .white
            for i in 0..<count {
                let cell = UIView(frame: CGRect(x: CGFloat(i % 50) * 20 + 12, y: CGFloat(i / 50) * 18 + 24, width: 16, height: 14))
                cell.backgroundColor = UIColor(
                    hue: (CGFloat(i % 50) / 50 + hueOffset).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.9, alpha: 1)
                view.addSubview(cell)
            }
        }
    }

    static func run() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 2, idiom: .pad, orientation: .landscapeLeft)
        let presenter = GridController(count: 2000, hueOffset: 0)
        h.window.rootViewController = presenter
        h.runTurn()
        var samples: [Double] = []
        for _ in 0..<6 {
            let presented = GridController(count: 400, hueOffset: 0.5)
            presented.modalTransitionStyle = .coverVertical
            presenter.present(presented, animated: true)
            h.advance(by: 1.0 / 60)  // The transition's first frame: the presented page is drawn once.
            let frames = 18  // 0.3 s of the 0.4 s transition.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { h.advance(by: 1.0 / 60) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
            h.advance(by: 0.5)
            presenter.dismiss(animated: false)
            h.runTurn()
        }
        let median = samples.dropFirst().sorted()[samples.count / 2 - 1]
        print(String(format: "%-46@ %10.2f ms", "presentation: cover vertical over 2,000 views" as NSString, median))
    }
}
