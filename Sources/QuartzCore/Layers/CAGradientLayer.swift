/// A layer that draws a colour gradient over its background colour, filling the shape of the layer
/// (its rounded corners included).
///
/// The gradient is drawn by the compositor, above the background and below the contents and sublayers,
/// so it is sharp at any scale and works with `render(in:)`. Points are in the unit coordinate space of the
/// bounds: (0, 0) is the top left of a y-down layer, (1, 1) the bottom right. Every property is reachable
/// by key ("colors", "locations", "startPoint", "endPoint", "type") and marks the layer for compositing.
///
/// Source: Apple's CAGradientLayer documentation and the QuartzCore header comments for the gradient types.
open class CAGradientLayer: CALayer {
    /// The colours of the gradient stops, as `CGColor`s; nil (the default) or empty draws nothing.
    ///
    /// As in Core Animation, an array holding anything but `CGColor`s (a `UIColor`, say) draws no gradient.
    /// One colour fills the layer.
    open var colors: [Any]? { didSet { changed("colors") } }

    /// The stops' locations, from 0 to 1, one per colour, increasing; nil (the default) spreads the colours
    /// evenly. Locations are clamped to 0...1; when their count differs from the colours', the colours are
    /// spread evenly.
    open var locations: [NSNumber]? { didSet { if locations != oldValue { changed("locations", old: oldValue) } } }

    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top centre, by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { changed("startPoint", old: oldValue) } } }

    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom centre, by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { changed("endPoint", old: oldValue) } } }

    /// The gradient's shape; `.axial` by default. See ``CAGradientLayerType`` for how each uses the points.
    open var type: CAGradientLayerType = .axial { didSet { if type != oldValue { changed("type", old: oldValue) } } }

    public override init() { super.init() }

    /// Copies `layer`'s gradient along with the layer properties, for the presentation tree.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyState(from layer: CALayer) {
        super.copyState(from: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint
        endPoint = other.endPoint; type = other.type
    }

    // MARK: Key-value access

    /// The gradient's properties by name, then `CALayer`'s keys.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        case "type": return type
        default: return super.value(forKey: key)
        }
    }

    /// Sets a gradient property by name (then `CALayer`'s keys). `type` accepts its raw string too;
    /// `locations` any array of numbers; a value of the wrong type leaves the property unchanged, and nil
    /// clears `colors` and `locations`.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": if value == nil { colors = nil } else if let v = value as? [Any] { colors = v }
        case "locations":
            if value == nil {
                locations = nil
            } else if let v = value as? [NSNumber] {
                locations = v
            } else if let v = value as? [Any] {
                let numbers = v.compactMap { AnimatedValue.number($0) }
                if numbers.count == v.count { locations = numbers.map { NSNumber(value: Double($0)) } }
            }
        case "startPoint": if let v = value as? CGPoint { startPoint = v }
        case "endPoint": if let v = value as? CGPoint { endPoint = v }
        case "type":
            if let v = value as? CAGradientLayerType { type = v } else if let v = value as? String { type = .init(rawValue: v) }
        default: super.setValue(value, forKey: key)
        }
    }
}
