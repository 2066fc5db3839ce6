import UIKit

/// A ring whose progress animates: Core Animation interpolates the managed properties.
class RingLayer: CALayer {
    var progress: CGFloat { get { value(forKey: "progress") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "progress") } }
    public var lineWidth: Double { get { (value(forKey: "lineWidth") as? CGFloat).map { Double($0) } ?? value(forKey: "lineWidth") as? Double ?? 0 } set { setValue(newValue, forKey: "lineWidth") } }
    var isFilled: Bool { get { value(forKey: "isFilled") as? Bool ?? false } set { setValue(newValue, forKey: "isFilled") } }
    var center: CGPoint { get { value(forKey: "center") as? CGPoint ?? .zero } set { setValue(newValue, forKey: "center") } }
    var ringColor: CGColor? { get { value(forKey: "ringColor") as? CGColor } set { setValue(newValue, forKey: "ringColor") } }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
}

final class DashedRingLayer: RingLayer {
    var dashes: Int { get { (value(forKey: "dashes") as? CGFloat).map { Int($0) } ?? value(forKey: "dashes") as? Int ?? 0 } set { setValue(newValue, forKey: "dashes") } }
}
