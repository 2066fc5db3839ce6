/// A path of lines and curves in UIKit's space (y down), with its own stroke settings, that draws into
/// the current context.
///
/// Arcs take `clockwise` as it looks on screen, which is the opposite of `CGPath`'s flag in y-up space.
/// Rounded rectangles use circular corners with the radius clamped to half the shorter side.
/// Deviation: iOS 7 and later draw "continuous" (squircle-like) corners; OpenUIKit draws circular arcs.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The path as Core Graphics sees it (a copy; setting replaces the path).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The stroke width, 1 by default.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit, 10 by default.
    open var miterLimit: CGFloat = 10
    /// The flatness, 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit-testing use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle; `cornerRadius` is clamped to half the shorter side (a capsule at most).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii`, each clamped to half the side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2))
        let ry = max(0, min(cornerRadii.height.isFinite ? cornerRadii.height : 0, r.height / 2))
        func radii(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        addCorner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        addCorner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        addCorner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        addCorner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, from: .pi)
        path.closeSubpath()
    }

    private func addCorner(center: CGPoint, radii: CGSize, from angle: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let ellipse = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: angle, delta: .pi / 2, transform: ellipse)
    }

    /// An arc; `clockwise` as seen on screen (y down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc, joined by a line from the current point; `clockwise` as seen on screen (y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // In a y-down space, clockwise on screen is the direction of increasing angle: CGPath's counter-clockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A path with the same shape traced in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyStrokeSettings(from: self)
        reversed.path = PathReversal.reversed(path)
        return reversed
    }

    // MARK: Inspecting

    open var isEmpty: Bool { path.isEmpty }
    /// The bounds of the curves themselves (control points excluded); `.null` when empty, as UIKit.
    open var bounds: CGRect { path.boundingBoxOfPath }
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it; nil removes dashes.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern into `pattern` (if given) and its count and phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the path with the current fill colour, in the current context.
    open func fill() { fill(with: .normal, alpha: 1) }
    /// Strokes the path with the current stroke colour and the path's stroke settings.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyStrokeSettings(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    private func copyStrokeSettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness; usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern; dashPhase = other.dashPhase
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
