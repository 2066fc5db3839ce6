/// An immutable colour: components in a colour space, the last of which is alpha.
///
/// Components are stored as given (an RGB colour keeps values outside 0...1 for extended ranges);
/// drawing clamps them to 0...1. Usable from any thread.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components, colour values first and alpha last (4 for RGB, 2 for gray).
    public let components: [CGFloat]?

    /// Creates a colour in `space` from components that include alpha; nil if the count is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.numberOfComponents > 0 else { return nil }
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    }

    /// Creates a device RGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [red, green, blue, alpha]
    }

    /// Creates a device RGB colour in the sRGB space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a device gray colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [gray, alpha]
    }

    init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    /// Converts the colour to `space` (RGB and gray convert both ways; gray uses Rec. 601 luma).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        let (r, g, b, a) = rgba
        switch space.model {
        case .rgb: return CGColor(space: space, components: [r, g, b, a])
        case .monochrome: return CGColor(space: space, components: [0.299 * r + 0.587 * g + 0.114 * b, a])
        default: return nil
        }
    }

    /// The colour as unclamped red, green, blue and alpha.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let values = components else { return (0, 0, 0, 1) }
        switch values.count {
        case 4: return (values[0], values[1], values[2], values[3])
        case 2: return (values[0], values[0], values[0], values[1])
        default: return (0, 0, 0, values.last ?? 1)
        }
    }

    /// The colour as red, green, blue and alpha, clamped to 0...1 (NaN becomes 0), ready for the renderer.
    package var renderableRGBA: (Double, Double, Double, Double) {
        let (r, g, b, a) = rgba
        return (r.clampedUnit, g.clampedUnit, b.clampedUnit, a.clampedUnit)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "<CGColor \(colorSpace?.description ?? "") components = (\((components ?? []).map { "\($0)" }.joined(separator: ", ")))>"
    }
}

/// Rendering intents; accepted and ignored, since OpenUIKit does no colour matching.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGFloat {
    /// The value clamped to 0...1, with NaN as 0: what the renderer accepts for a colour component.
    package var clampedUnit: Double {
        guard !isNaN else { return 0 }
        return Double(Swift.min(1, Swift.max(0, self)))
    }
}
