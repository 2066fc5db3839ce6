import UIKit

/// A ring whose progress animates: Core Animation interpolates the managed properties.
class RingLayer: CALayer {
    @NSManaged var progress: CGFloat
    @NSManaged public var lineWidth: Double
    @NSManaged var isFilled: Bool
    @NSManaged var center: CGPoint
    @NSManaged var ringColor: CGColor?

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
}

final class DashedRingLayer: RingLayer {
    @NSManaged var dashes: Int
}
