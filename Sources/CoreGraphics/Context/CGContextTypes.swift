/// Compositing operations; each maps onto a Cairo operator of the same Porter-Duff or separable meaning.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
        difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
        sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How smoothly images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, high, medium
}

/// Whether a gradient fills past its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
