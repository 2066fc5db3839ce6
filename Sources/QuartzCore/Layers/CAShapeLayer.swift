/// A layer that draws a path: filled, then stroked, in the layer's own coordinate space (y down).
///
/// The shape is composited between the layer's contents and its first sublayer, above the background.
/// It is not clipped to the bounds unless `masksToBounds` says so. Every property is reachable by key
/// ("path", "fillColor", "strokeEnd", ...) and marks the layer for compositing when it changes; the shape
/// is drawn by the compositor, never into a backing image, so it stays sharp at any scale.
///
/// Source: Apple's CAShapeLayer documentation ("The shape is composited between the layer's contents and its
/// first sublayer"); defaults from the same.
open class CAShapeLayer: CALayer {
    /// The path to draw; nil (the default) draws nothing. The layer always redraws on assignment, even of
    /// the same path object.
    open var path: CGPath? { didSet { changed("path") } }

    /// The colour that fills the path; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if fillColor != oldValue { changed("fillColor", old: oldValue) } }
    }

    /// How overlapping parts of the path fill; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { changed("fillRule", old: oldValue) } } }

    /// The colour of the stroke; nil (the default) draws no stroke.
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { changed("strokeColor", old: oldValue) } } }

    /// Where the stroke begins, as a fraction of the path's length; 0 by default.
    ///
    /// `strokeStart` and `strokeEnd` are clamped to 0...1 when drawn, and measure the length of all
    /// subpaths together, closing segments included, in the order the path was built. Nothing is stroked
    /// when `strokeStart` is not below `strokeEnd`. A closed subpath stroked whole keeps its closing
    /// join; cut anywhere, its pieces get the line cap at both ends, as Core Animation draws them.
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { changed("strokeStart", old: oldValue) } } }

    /// Where the stroke ends, as a fraction of the path's length; 1 by default. See ``strokeStart``.
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { changed("strokeEnd", old: oldValue) } } }

    /// The stroke's width in the layer's points; 1 by default. Zero or less draws no stroke.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { changed("lineWidth", old: oldValue) } } }

    /// The limit past which a miter join is beveled, as a ratio of the miter length to the line width;
    /// 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { changed("miterLimit", old: oldValue) } } }

    /// The shape of open stroke ends; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { changed("lineCap", old: oldValue) } } }

    /// The shape of stroke corners; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { changed("lineJoin", old: oldValue) } } }

    /// How far into the dash pattern the stroke starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { changed("lineDashPhase", old: oldValue) } } }

    /// Alternating lengths of painted and unpainted stroke, in points; nil (the default) or empty for a solid
    /// line. A pattern with a negative length, or only zeros, draws a solid line. With `strokeStart` or
    /// `strokeEnd`, the pattern starts at the beginning of the part that is stroked.
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { changed("lineDashPattern", old: oldValue) } } }

    public override init() { super.init() }

    /// Copies `layer`'s shape properties along with the layer properties, for the presentation tree.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyState(from layer: CALayer) {
        super.copyState(from: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth
        miterLimit = other.miterLimit; lineCap = other.lineCap; lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }

    // MARK: Key-value access

    /// The shape's properties by name, then `CALayer`'s keys.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "fillRule": return fillRule
        case "strokeColor": return strokeColor
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineCap": return lineCap
        case "lineJoin": return lineJoin
        case "lineDashPhase": return lineDashPhase
        case "lineDashPattern": return lineDashPattern
        default: return super.value(forKey: key)
        }
    }

    /// Sets a shape property by name (then `CALayer`'s keys). Enumerations accept their type or its raw
    /// string; numbers any numeric type; a value of the wrong type leaves the property unchanged, and nil
    /// clears an optional property.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "path": if value == nil { path = nil } else if let v = value as? CGPath { path = v }
        case "fillColor": if value == nil { fillColor = nil } else if let v = value as? CGColor { fillColor = v }
        case "strokeColor": if value == nil { strokeColor = nil } else if let v = value as? CGColor { strokeColor = v }
        case "fillRule":
            if let v = value as? CAShapeLayerFillRule { fillRule = v } else if let v = value as? String { fillRule = .init(rawValue: v) }
        case "lineCap":
            if let v = value as? CAShapeLayerLineCap { lineCap = v } else if let v = value as? String { lineCap = .init(rawValue: v) }
        case "lineJoin":
            if let v = value as? CAShapeLayerLineJoin { lineJoin = v } else if let v = value as? String { lineJoin = .init(rawValue: v) }
        case "strokeStart": if let v = AnimatedValue.number(value) { strokeStart = v }
        case "strokeEnd": if let v = AnimatedValue.number(value) { strokeEnd = v }
        case "lineWidth": if let v = AnimatedValue.number(value) { lineWidth = v }
        case "miterLimit": if let v = AnimatedValue.number(value) { miterLimit = v }
        case "lineDashPhase": if let v = AnimatedValue.number(value) { lineDashPhase = v }
        case "lineDashPattern":
            if value == nil {
                lineDashPattern = nil
            } else if let v = value as? [NSNumber] {
                lineDashPattern = v
            } else if let v = value as? [Any] {
                let lengths = v.compactMap { AnimatedValue.number($0) }
                if lengths.count == v.count { lineDashPattern = lengths.map { NSNumber(value: Double($0)) } }
            }
        default: super.setValue(value, forKey: key)
        }
    }
}
