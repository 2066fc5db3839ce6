import UIKit

final class PulseLayer: CALayer {
    var intensity: CGFloat = 0

    func pulse() {
        // Key paths name layer properties for animations.
        let grow = CABasicAnimation(keyPath: #keyPath(CALayer.bounds.size))
        let fade = CABasicAnimation(keyPath: #keyPath(opacity))
        let custom = CABasicAnimation(keyPath: #keyPath(PulseLayer.intensity))
        add(grow, forKey: nil)
        add(fade, forKey: #keyPath(CALayer.opacity))
        add(custom, forKey: nil)
    }
}

final class Watcher: NSObject {
    @objc dynamic var layer: CALayer?

    func observedPath() -> String {
        #keyPath(layer.shadowPath)
    }
}
