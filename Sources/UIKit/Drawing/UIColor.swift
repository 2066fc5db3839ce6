/// A colour, with UIKit's constructors, system colours and component accessors.
///
/// Components are kept as given: values outside 0...1 are allowed (extended sRGB, as on iOS 10 and
/// later) and are clamped only when drawn. NaN components draw as 0. A dynamic colour
/// (`init(dynamicProvider:)`, the semantic colours such as `label` and `systemBackground`) is a
/// different colour for different traits: `resolvedColor(with:)` gives the one for some traits, and
/// everything that reads components (`cgColor`, `getRed`, `setFill`) resolves with
/// `UITraitCollection.current`. Colours are immutable and usable from any thread.
open class UIColor: NSObject, @unchecked Sendable {
    /// First stored property: keeps NSAttributedString from crashing on this value (see CFRuntimeGuard).
    private let cfRuntimeGuard = CFRuntimeGuard()
    /// The components of a fixed colour (for a dynamic one, its resolution in the light appearance).
    private let fixedColor: CGColor
    /// The provider of a dynamic colour.
    private nonisolated(unsafe) let provider: ((UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
    }

    public init(white: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(gray: white, alpha: alpha)
        provider = nil
    }

    /// Creates a colour from hue, saturation and brightness, each in 0...1 (hue wraps).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorModel.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Display P3 components; drawn as sRGB (OpenUIKit does no colour matching).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        fixedColor = cgColor
        provider = nil
    }

    /// A dynamic colour: `dynamicProvider` gives the colour for the traits it is resolved with (it may
    /// be called often, on any thread UIKit draws on: keep it quick and free of side effects).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        provider = dynamicProvider
        fixedColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor
    }

    /// The Core Graphics colour with the same components (a dynamic colour's resolved with
    /// `UITraitCollection.current`).
    open var cgColor: CGColor {
        guard let provider else { return fixedColor }
        return provider(UITraitCollection.current).cgColor
    }

    /// The fixed colour this colour is under `traitCollection`: itself unless it is dynamic.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { provider != nil }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor) }
        return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Reads RGBA components; gray colours convert. Returns false only for colours without RGB form.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = cgColor.rgba
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    /// Reads hue, saturation, brightness and alpha.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = cgColor.rgba
        let (h, s, v) = ColorModel.hsb(red: r, green: g, blue: b)
        hue?.pointee = h; saturation?.pointee = s; brightness?.pointee = v; alpha?.pointee = a
        return true
    }

    /// Reads a gray level and alpha. Returns false for an RGB colour, as UIKit does.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let values = cgColor.components else { return false }
        white?.pointee = values[0]; alpha?.pointee = values[1]
        return true
    }

    /// Sets the current context's fill and stroke colour.
    open func set() { setFill(); setStroke() }
    /// Sets the current context's fill colour.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Fixed colours are equal when their components are; a dynamic colour only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return fixedColor == other.fixedColor
    }
    open override var hash: Int { provider == nil ? fixedColor.hashValue : ObjectIdentifier(self).hashValue }

    open override var description: String {
        if provider != nil { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        let cgColor = fixedColor
        let values = (cgColor.components ?? []).map { String(format: "%g", Double($0)) }
        if cgColor.colorSpace?.model == .monochrome {
            return "UIExtendedGrayColorSpace \(values.joined(separator: " "))"
        }
        return "UIExtendedSRGBColorSpace \(values.joined(separator: " "))"
    }
}

/// RGB ↔ HSB conversions.
enum ColorModel {
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(1, max(0, saturation)), v = brightness
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        let saturation = maximum == 0 ? 0 : delta / maximum
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: CGFloat
        if maximum == r { hue = (g - b) / delta } else if maximum == g { hue = 2 + (b - r) / delta } else { hue = 4 + (r - g) / delta }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }
}
