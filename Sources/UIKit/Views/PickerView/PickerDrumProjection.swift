import Foundation

/// Where a row of an iOS 7 picker drum appears: the rows lie on a cylinder turning about a horizontal
/// axis, seen in perspective from in front of the selection band. A row's distance from the band along
/// the drum is an arc on the cylinder; its top and bottom edges project to the screen nearer together
/// (the row foreshortens) and nearer the band the further round the drum it is, and it narrows with its
/// depth. Past a quarter turn a row faces away and is not shown.
struct PickerDrumProjection {
    /// The cylinder's radius, in points.
    let radius: CGFloat
    /// How far in front of the drum's nearest point the eye is, in points.
    let eyeDistance: CGFloat

    /// The projection for a drum `height` points tall: a quarter turn either way reaches its edges.
    init(height: CGFloat) {
        // With the eye four radii away, a quarter turn projects to radius × 4/5 from the band: the drum's
        // half height.
        let half = max(1, height / 2)
        radius = half * 5 / 4
        eyeDistance = radius * 4
    }

    /// How a row `rowHeight` tall whose centre lies `distance` points along the drum from the band's
    /// centre appears: its centre's offset from the band's centre on the screen, its vertical and
    /// horizontal scales, and how far round the drum it is (0 at the band, 1 at a quarter turn). Nil
    /// when any of it faces away.
    func placement(distance: CGFloat, rowHeight: CGFloat) -> (offset: CGFloat, scaleY: CGFloat, scaleX: CGFloat, turn: CGFloat)? {
        let top = (distance - rowHeight / 2) / radius, bottom = (distance + rowHeight / 2) / radius
        let quarter = CGFloat.pi / 2
        guard top > -quarter, bottom < quarter, rowHeight > 0 else { return nil }
        let y0 = projectedY(top), y1 = projectedY(bottom)
        let middle = distance / radius
        return ((y0 + y1) / 2, (y1 - y0) / rowHeight, depthScale(middle), min(1, abs(middle) / quarter))
    }

    /// The arc along the drum (from the band's centre) of a point `offset` points from it on the screen:
    /// the inverse of the projection, for a touch on a row.
    func distance(atScreenOffset offset: CGFloat) -> CGFloat? {
        // y = r sin a × e / (e + r (1 - cos a)); solved by bisection (the projection grows with a).
        let reach = projectedY(.pi / 2 - 0.0001)
        guard abs(offset) < reach else { return nil }
        var low = -CGFloat.pi / 2, high = CGFloat.pi / 2
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if projectedY(middle) < offset { low = middle } else { high = middle }
        }
        return (low + high) / 2 * radius
    }

    private func depthScale(_ angle: CGFloat) -> CGFloat { eyeDistance / (eyeDistance + radius * (1 - cos(angle))) }

    private func projectedY(_ angle: CGFloat) -> CGFloat { radius * sin(angle) * depthScale(angle) }
}
