import UIKit

final class PulseLayer: CALayer {
    var intensity: CGFloat = 0

    func pulse() {
        // Key paths name layer properties for animations.
        let grow = CABasicAnimation(keyPath: "bounds.size")
        let fade = CABasicAnimation(keyPath: "opacity")
        let custom = CABasicAnimation(keyPath: "intensity")
        add(grow, forKey: nil)
        add(fade, forKey: "opacity")
        add(custom, forKey: nil)
    }
}

final class Watcher: NSObject {
    dynamic var layer: CALayer?

    func observedPath() -> String {
        "layer.shadowPath"
    }
}
