/// The shape of a gradient layer's gradient. The raw values are Core Animation's strings ("axial",
/// "radial", "conic"); an unknown raw value draws as `.axial`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line from `startPoint` to `endPoint`; every line across it has one colour,
    /// and the end colours go on past both points.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary from `startPoint`, the centre, out to the edge of an ellipse whose half-width is
    /// `endPoint.x - startPoint.x` and half-height `endPoint.y - startPoint.y` (in unit coordinates of the
    /// bounds); the last colour goes on outside it.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary with the angle around `startPoint`, starting in the direction of `endPoint` and turning
    /// towards positive y (clockwise on a y-down screen), one full turn from the first colour to the last.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
