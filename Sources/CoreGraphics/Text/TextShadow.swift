/// A text shadow, as `NSShadow` gives it: offset in points (y down in UIKit's space), blur radius, colour.
package struct TextShadow: Hashable, Sendable {
    package var offsetX: CGFloat
    package var offsetY: CGFloat
    package var blurRadius: CGFloat
    /// Nil draws black at one third opacity, Apple's default shadow colour.
    package var color: CGColor?

    package init(offsetX: CGFloat, offsetY: CGFloat, blurRadius: CGFloat, color: CGColor?) {
        self.offsetX = offsetX.isFinite ? offsetX : 0
        self.offsetY = offsetY.isFinite ? offsetY : 0
        self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
        self.color = color
    }
}
