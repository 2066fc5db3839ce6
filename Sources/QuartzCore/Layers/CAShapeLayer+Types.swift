/// The rule that decides which points a shape layer fills.
///
/// The raw values are Core Animation's strings (`kCAFillRuleNonZero` is "non-zero"), so that values
/// made from strings, as key-value code does, compare equal. An unknown raw value fills as `.nonZero`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the open ends of a shape layer's stroke. An unknown raw value draws as `.butt`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends square, exactly at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of the line width's diameter closes each end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke goes on past the end point by half the line width, square.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of the corners where a shape layer's stroke turns. An unknown raw value draws as `.miter`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, beveled instead when it would reach past `miterLimit`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A round corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
