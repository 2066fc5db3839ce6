/// A profile that says how to interpret colour component values.
///
/// OpenUIKit draws in one space: device RGB is treated as sRGB and no colour matching is done, so
/// `deviceRGB`, `sRGB` and `genericRGBLinear` differ only by name. Gray spaces hold one component.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The colour models a space can have; OpenUIKit supports RGB, monochrome and pattern.
    public let model: CGColorSpaceModel
    /// The space's name, such as `CGColorSpace.sRGB`, or nil for the device spaces.
    public var name: CFString? { nameString.map { NSString(string: $0) } }
    private let nameString: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.nameString = name
    }

    /// Creates a named colour space; returns nil for a name OpenUIKit does not know, as Apple does.
    public convenience init?(name: CFString) {
        let string = String(describing: name)
        if CGColorSpace.rgbNames.contains(string) {
            self.init(model: .rgb, name: string)
        } else if CGColorSpace.grayNames.contains(string) {
            self.init(model: .monochrome, name: string)
        } else {
            return nil
        }
    }

    /// The number of colour components in the space, without alpha: 3 for RGB, 1 for gray, 0 for patterns.
    public var numberOfComponents: Int {
        switch model {
        case .rgb: return 3
        case .monochrome: return 1
        default: return 0
        }
    }

    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" }

    private static let rgbNames: Set<String> = [
        "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB",
        "kCGColorSpaceGenericRGBLinear", "kCGColorSpaceDisplayP3",
        "kCGColorSpaceGenericRGB",
    ]
    private static let grayNames: Set<String> = [
        "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceLinearGray",
        "kCGColorSpaceExtendedGray", "kCGColorSpaceGenericGray",
    ]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.nameString == rhs.nameString
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(model.rawValue) }

    public var description: String {
        "<CGColorSpace \(nameString ?? (model == .rgb ? "kCGColorSpaceDeviceRGB" : "kCGColorSpaceDeviceGray"))>"
    }

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
}

/// The device-dependent RGB colour space (treated as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// The colour models of `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}
