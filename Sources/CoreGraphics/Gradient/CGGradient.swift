/// A smooth transition between colours at locations from 0 to 1.
public final class CGGradient: @unchecked Sendable {
    /// Colour stops as (location, red, green, blue, alpha), sorted by location.
    package let stops: [(location: CGFloat, r: Double, g: Double, b: Double, a: Double)]

    /// Creates a gradient from `CGColor`s. Locations default to evenly spaced from 0 to 1; nil when
    /// `colors` holds something other than `CGColor`s or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = (colors as [AnyObject]).compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count, !cgColors.isEmpty else { return nil }
        stops = CGGradient.stops(colors: cgColors.map(\.renderableRGBA), locations: locations)
    }

    /// Creates a gradient from flat component values: `count` colours of the space's components plus alpha.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, perColor > 1 else { return nil }
        let colors = (0..<count).map { i -> (Double, Double, Double, Double) in
            let values = Array(UnsafeBufferPointer(start: components + i * perColor, count: perColor))
            return CGColor(space: space, components: values).renderableRGBA
        }
        stops = CGGradient.stops(colors: colors, locations: locations)
    }

    private static func stops(colors: [(Double, Double, Double, Double)], locations: UnsafePointer<CGFloat>?)
        -> [(location: CGFloat, r: Double, g: Double, b: Double, a: Double)]
    {
        colors.enumerated().map { i, c in
            let location = locations.map { $0[i] } ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            return (location.isNaN ? 0 : min(1, max(0, location)), c.0, c.1, c.2, c.3)
        }.sorted { $0.location < $1.location }
    }
}
