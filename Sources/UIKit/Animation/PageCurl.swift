import QuartzCore

/// The geometry of a page curl: the page, cut in thin strips parallel to the edge it turns towards
/// (layers showing one image, each selecting its part with `contentsRect`), is wrapped over a cylinder
/// that rolls across it. Distances are measured from that edge, the page's spine.
///
/// UIView's curls (``init(size:rollsDown:)``): in a curl up the spine is the top edge, and the cylinder
/// (radius one sixth of the page's shorter side) starts at the bottom edge and rolls upwards: the page
/// below the line where it leaves the plane wraps round the cylinder (lifting towards the viewer) and,
/// past 144°, goes on straight, up and towards the viewer, its back showing; at the end the whole page
/// has gone off the top (the overlay clips to the view's bounds). A curl down is a curl up played
/// backwards: the page comes down from the top, its lower edge rolled, and unrolls flat.
///
/// A book's page turn (``init(turning:over:)``): the page turns over its spine as paper does. Past the
/// roll it lies flat again, face down on top of itself (it wraps 180°), so that its back shows. Its free
/// edge travels from where it lies to its mirror image beyond the spine; the roll moves half as fast,
/// its radius growing from nothing to one eighth of the page's shorter side half way and shrinking to
/// nothing as the page lands, so the turn starts and ends flat.
///
/// Strips are rigid: each is placed by the position and angle of its middle on the cylinder, about 10°
/// of the turn per strip, overlapping its neighbours by a pixel so no seam shows. The front of the page
/// darkens a little as it turns; its back shows whitish (the image mirrored under white at 70-85%), or,
/// given a back image, that image (a double-sided page), a little shaded near the roll. A book's page
/// casts a soft shadow on the page beneath, just beyond its roll, strongest half way.
struct PageCurl: Sendable {
    /// The page edge a curl turns the page towards (over, for a book's page).
    enum Spine: Sendable { case top, left, bottom, right }

    let size: CGSize
    let spine: Spine
    /// Whether this is a book's page turn rather than one of UIView's curls.
    let turnsOver: Bool
    /// Whether the page comes down from the top and unrolls (curl down) rather than rolling up from the
    /// bottom.
    let rollsDown: Bool
    /// The cylinder's radius (a page turn's largest).
    let radius: CGFloat
    /// How far round the cylinder the page wraps before it leaves it in a straight line: 144° for
    /// UIView's curls (the lifted part goes up and towards the viewer, its back showing), 180° for a
    /// book's page (it lies flat again on top of itself).
    let liftAngle: CGFloat
    let stripCount: Int

    /// UIView's curl up (or, `rollsDown`, curl down) of a page of `size`.
    init(size: CGSize, rollsDown: Bool) {
        self.init(
            size: size, spine: .top, turnsOver: false, rollsDown: rollsDown,
            radius: max(2, min(size.width, size.height) / 6), liftAngle: 0.8 * .pi)
    }

    /// A book's page of `size` turned over its `spine` edge.
    init(turning size: CGSize, over spine: Spine) {
        self.init(
            size: size, spine: spine, turnsOver: true, rollsDown: false,
            radius: max(2, min(size.width, size.height) / 8), liftAngle: .pi)
    }

    private init(size: CGSize, spine: Spine, turnsOver: Bool, rollsDown: Bool, radius: CGFloat, liftAngle: CGFloat) {
        self.size = size
        self.spine = spine
        self.turnsOver = turnsOver
        self.rollsDown = rollsDown
        self.radius = radius
        self.liftAngle = liftAngle
        let length = spine == .top || spine == .bottom ? size.height : size.width
        let stripWidth = radius * .pi / 18
        stripCount = max(1, min(240, Int((length / stripWidth).rounded(.up))))
    }

    /// Whether the strips are rows (the spine is the top or bottom edge) rather than columns.
    private var cutsRows: Bool { spine == .top || spine == .bottom }

    /// The page's extent from its spine to the opposite, free edge.
    var length: CGFloat { cutsRows ? size.height : size.width }

    /// Where a UIView curl's page leaves the plane, as a distance from the spine, when the curl is `t` of
    /// the way (0: at the free edge, nothing lifted; 1: the cylinder past the spine, so that nothing of the
    /// page is left in the view).
    func line(at t: Double) -> CGFloat {
        let end = -radius - 1
        return length + (end - length) * CGFloat(t)
    }

    /// The progress at which a UIView curl's line where the page leaves the plane stands `s` from the
    /// spine.
    func progress(atLine s: CGFloat) -> Double {
        let end = -radius - 1
        return Double((s - length) / (end - length))
    }

    /// A page turn at progress `t` (0: flat where it lies; 1: landed face down beyond the spine): where
    /// the page leaves the plane (from the spine) and the roll's radius. The free edge lies at
    /// `length × (1 - 2t)` from the spine.
    func turnRoll(at t: Double) -> (line: CGFloat, radius: CGFloat) {
        let t = CGFloat(min(max(t.isFinite ? t : 0, 0), 1))
        let r = radius * sin(.pi * t)
        let edge = length * (1 - 2 * t)
        return (min(length, (edge + length - .pi * r) / 2), r)
    }

    /// Where the page's point `s` from the spine lies when the line is at `c` and the roll's radius is
    /// `r`: its distance from the spine, its lift towards the viewer and the angle the page has turned
    /// there. Beyond the line the page wraps round the cylinder up to ``liftAngle``, then goes on straight.
    func place(_ s: CGFloat, line c: CGFloat, radius r: CGFloat) -> (s: CGFloat, z: CGFloat, angle: CGFloat) {
        let u = s - c
        guard u > 0 else { return (s, 0, 0) }
        let arc = liftAngle * r
        if u < arc {
            let angle = u / r
            return (c + r * sin(angle), r * (1 - cos(angle)), angle)
        }
        let a = liftAngle, rest = u - arc
        return (c + r * sin(a) + rest * cos(a), r * (1 - cos(a)) + rest * sin(a), a)
    }

    /// The turn of the strip whose middle is `centre` from the spine at progress `p`, and the transform
    /// that places it (about its middle).
    func strip(centre: CGFloat, progress p: Double) -> (angle: CGFloat, transform: CATransform3D) {
        let placed: (s: CGFloat, z: CGFloat, angle: CGFloat)
        if turnsOver {
            let roll = turnRoll(at: p)
            placed = place(centre, line: roll.line, radius: roll.radius)
        } else {
            // A curl down is a curl up played backwards.
            placed = place(centre, line: line(at: rollsDown ? 1 - p : p), radius: radius)
        }
        guard placed.angle > 0 else { return (0, CATransform3DIdentity) }
        // The free side of each strip lifts towards the viewer (z > 0): a positive turn about x lifts the
        // bottom (y > 0), a positive turn about y the left (x < 0).
        let shift = placed.s - centre
        let rotation: CATransform3D, translation: CATransform3D
        switch spine {
        case .top:
            rotation = CATransform3DMakeRotation(placed.angle, 1, 0, 0)
            translation = CATransform3DMakeTranslation(0, shift, placed.z)
        case .bottom:
            rotation = CATransform3DMakeRotation(-placed.angle, 1, 0, 0)
            translation = CATransform3DMakeTranslation(0, -shift, placed.z)
        case .left:
            rotation = CATransform3DMakeRotation(-placed.angle, 0, 1, 0)
            translation = CATransform3DMakeTranslation(shift, 0, placed.z)
        case .right:
            rotation = CATransform3DMakeRotation(placed.angle, 0, 1, 0)
            translation = CATransform3DMakeTranslation(-shift, 0, placed.z)
        }
        return (placed.angle, CATransform3DConcat(rotation, translation))
    }

    /// What lies over the front of a strip turned by `angle`: clear when flat, a little shade as the
    /// front turns away from the light; once its back faces the viewer, light gray at the roll's edge
    /// growing to white at 85% where the page leaves the cylinder (so the roll reads as round).
    func shade(angle: CGFloat) -> CGColor {
        if angle > .pi / 2 {
            let f = min(1, (angle - .pi / 2) / (liftAngle - .pi / 2))
            let white = 0.78 + 0.22 * f
            return CGColor(red: white, green: white, blue: white, alpha: 0.7 + 0.15 * f)
        }
        return CGColor(red: 0, green: 0, blue: 0, alpha: 0.25 * (1 - cos(angle)))
    }

    /// What lies over a back image where the page is turned by `angle`: a little shade edge-on to the
    /// viewer, none where the back lies flat.
    static func backShade(angle: CGFloat) -> CGColor {
        CGColor(red: 0, green: 0, blue: 0, alpha: max(0, 0.3 * (1 + cos(angle))))
    }

    /// The shadow a book's turning page casts beyond its roll at progress `p`: its frame in the page
    /// (top left corner at `origin`) and its opacity. As wide as one and a half times the largest roll,
    /// from the roll's far side outwards, at most 60% opaque half way, none flat.
    func shadow(at p: Double, origin: CGPoint) -> (frame: CGRect, opacity: Float) {
        let roll = turnRoll(at: p)
        let near = roll.line + roll.radius, width = 1.5 * radius
        let frame: CGRect
        switch spine {
        case .left: frame = CGRect(x: origin.x + near, y: origin.y, width: width, height: size.height)
        case .right: frame = CGRect(x: origin.x + size.width - near - width, y: origin.y, width: width, height: size.height)
        case .top: frame = CGRect(x: origin.x, y: origin.y + near, width: size.width, height: width)
        case .bottom: frame = CGRect(x: origin.x, y: origin.y + size.height - near - width, width: size.width, height: width)
        }
        return (frame, Float(0.6 * roll.radius / radius))
    }

    /// Adds the layer of a book page's cast shadow to `layer` (below strips added later): a gradient
    /// from translucent black at the roll to clear, placed with ``place(_:shadow:at:)``.
    @MainActor
    func makeShadow(in layer: CALayer) -> CAGradientLayer {
        let shadow = CAGradientLayer()
        shadow.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 0.5), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
        switch spine {
        case .left: (shadow.startPoint, shadow.endPoint) = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
        case .right: (shadow.startPoint, shadow.endPoint) = (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
        case .top: (shadow.startPoint, shadow.endPoint) = (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
        case .bottom: (shadow.startPoint, shadow.endPoint) = (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
        }
        layer.addSublayer(shadow)
        return shadow
    }

    /// One strip's layers.
    struct Strip {
        let layer: CALayer
        let shade: CALayer
        /// The back image's part and its shade (a double-sided page).
        let back: (layer: CALayer, shade: CALayer)?
        /// The strip's middle, from the spine.
        let centre: CGFloat
    }

    /// Adds the strips of `image` (and of `back`, the page's back, when given) to `layer`, with the page's
    /// top left corner at `origin` in it, each strip placed at progress `span.to` and animated by
    /// animations from `make` across `span` of the curl (the whole curl by default; a partial curl stops
    /// part way).
    @MainActor
    func addStrips(
        showing image: CGImage?, back: CGImage? = nil, to layer: CALayer, at origin: CGPoint = .zero, scale: CGFloat,
        span: (from: Double, to: Double) = (0, 1), animation make: () -> ComputedAnimation
    ) {
        let strips = makeStrips(showing: image, back: back, in: layer, at: origin, scale: scale)
        place(strips, at: span.to)
        animate(strips, across: span, animation: make)
    }

    /// Makes the strips of `image` (and of `back`) in `layer`, flat, the page's top left corner at `origin`:
    /// in order from the spine outwards, so that the lifted parts draw over the flat ones.
    @MainActor
    func makeStrips(showing image: CGImage?, back: CGImage?, in layer: CALayer, at origin: CGPoint, scale: CGFloat) -> [Strip] {
        let extent = length, across = cutsRows ? size.width : size.height
        // Strip edges on whole pixels of the image, so that strips do not resample it.
        let pixels = max(1, (extent * scale).rounded())
        let edges = (0...stripCount).map { (pixels * CGFloat($0) / CGFloat(stripCount)).rounded() / scale }
        let overlap = 1 / scale
        let fromSpine = spine == .top || spine == .left
        var strips: [Strip] = []
        for index in 0..<stripCount {
            let i = fromSpine ? index : stripCount - 1 - index
            let low = max(0, edges[i] - overlap), high = min(extent, edges[i + 1] + overlap)
            guard high > low else { continue }
            let middle = (low + high) / 2
            let bounds =
                cutsRows
                ? CGRect(x: 0, y: 0, width: across, height: high - low) : CGRect(x: 0, y: 0, width: high - low, height: across)
            func part(_ from: CGFloat, _ to: CGFloat) -> CGRect {
                cutsRows
                    ? CGRect(x: 0, y: from / extent, width: 1, height: (to - from) / extent)
                    : CGRect(x: from / extent, y: 0, width: (to - from) / extent, height: 1)
            }
            let strip = CALayer()
            strip.bounds = bounds
            strip.position =
                cutsRows
                ? CGPoint(x: origin.x + across / 2, y: origin.y + middle) : CGPoint(x: origin.x + middle, y: origin.y + across / 2)
            strip.contents = image
            strip.contentsScale = scale
            strip.contentsRect = part(low, high)
            let shade = CALayer()
            shade.frame = bounds
            strip.addSublayer(shade)
            var backLayers: (layer: CALayer, shade: CALayer)?
            if let back {
                // The back's part is the mirror image of the front's (it lands mirrored beyond the spine),
                // flipped within the strip so that it reads right when the strip faces away.
                let backLayer = CALayer()
                backLayer.frame = bounds
                backLayer.contents = back
                backLayer.contentsScale = scale
                backLayer.contentsRect = part(extent - high, extent - low)
                backLayer.transform = cutsRows ? CATransform3DMakeScale(1, -1, 1) : CATransform3DMakeScale(-1, 1, 1)
                let backShade = CALayer()
                backShade.frame = bounds
                backLayer.addSublayer(backShade)
                strip.addSublayer(backLayer)
                backLayers = (backLayer, backShade)
            }
            layer.addSublayer(strip)
            strips.append(Strip(layer: strip, shade: shade, back: backLayers, centre: fromSpine ? middle : extent - middle))
        }
        return strips
    }

    /// Sets the strips' model values (and the cast shadow's, for a page whose top left corner is at
    /// `origin`) for progress `p`, in the caller's transaction.
    @MainActor
    func place(_ strips: [Strip], shadow: CALayer? = nil, origin: CGPoint = .zero, at p: Double) {
        if let shadow {
            let cast = self.shadow(at: p, origin: origin)
            shadow.frame = cast.frame
            shadow.opacity = cast.opacity
        }
        for strip in strips {
            let placed = self.strip(centre: strip.centre, progress: p)
            strip.layer.transform = placed.transform
            strip.shade.backgroundColor = shade(angle: placed.angle)
            if let back = strip.back {
                back.layer.opacity = placed.angle > .pi / 2 ? 1 : 0
                back.shade.backgroundColor = PageCurl.backShade(angle: placed.angle)
            }
        }
    }

    /// Animates the strips (and the cast shadow) across `span` of the curl with animations from `make`
    /// (their model values should be the span's end: an animation of an unset property shows nothing).
    @MainActor
    func animate(
        _ strips: [Strip], shadow: CALayer? = nil, origin: CGPoint = .zero, across span: (from: Double, to: Double),
        animation make: () -> ComputedAnimation
    ) {
        let curl = self
        let from = span.from, length = span.to - span.from
        if let shadow {
            let cast = make()
            cast.set("position") { p, _ in
                let frame = curl.shadow(at: from + length * p, origin: origin).frame
                return CGPoint(x: frame.midX, y: frame.midY)
            }
            cast.set("opacity") { p, _ in curl.shadow(at: from + length * p, origin: origin).opacity }
            shadow.add(cast, forKey: ViewTransition.key)
        }
        for strip in strips {
            let centre = strip.centre
            let move = make()
            move.set("transform") { p, _ in curl.strip(centre: centre, progress: from + length * p).transform }
            strip.layer.add(move, forKey: ViewTransition.key)
            let light = make()
            light.set("backgroundColor") { p, _ in curl.shade(angle: curl.strip(centre: centre, progress: from + length * p).angle) }
            strip.shade.add(light, forKey: ViewTransition.key)
            if let back = strip.back {
                let face = make()
                face.set("opacity") { p, _ in
                    Float(curl.strip(centre: centre, progress: from + length * p).angle > .pi / 2 ? 1 : 0)
                }
                back.layer.add(face, forKey: ViewTransition.key)
                let backLight = make()
                backLight.set("backgroundColor") { p, _ in
                    PageCurl.backShade(angle: curl.strip(centre: centre, progress: from + length * p).angle)
                }
                back.shade.add(backLight, forKey: ViewTransition.key)
            }
        }
    }
}
