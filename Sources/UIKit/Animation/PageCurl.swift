import QuartzCore

/// The geometry of a page curl: the page, cut in thin horizontal strips (layers showing one image, each
/// selecting its rows with `contentsRect`), is wrapped over a horizontal cylinder that rolls across it.
///
/// In a curl up, the cylinder (radius one sixth of the page's shorter side) starts at the bottom edge and
/// rolls upwards: the page below the line where it leaves the plane wraps round the cylinder (lifting
/// towards the viewer) and, past 144°, goes on straight, up and towards the viewer, its back showing;
/// at the end the whole page has gone off the top (the overlay clips to the view's bounds). A curl
/// down is a curl up played backwards: the page comes down from the top, its lower edge rolled, and
/// unrolls flat.
/// Strips are rigid: each is placed by the position and angle of its middle on the cylinder, about 10°
/// of the turn per strip, overlapping its neighbours by a pixel so no seam shows. The front of the page
/// darkens a little as it turns; its back shows whitish (the image mirrored under white at 70-85%).
struct PageCurl: Sendable {
    let size: CGSize
    /// Whether the page comes down from the top and unrolls (curl down) rather than rolling up from the
    /// bottom.
    let rollsDown: Bool
    let radius: CGFloat
    let stripCount: Int

    init(size: CGSize, rollsDown: Bool) {
        self.size = size
        self.rollsDown = rollsDown
        radius = max(2, min(size.width, size.height) / 6)
        let stripHeight = radius * .pi / 18
        stripCount = max(1, min(240, Int((size.height / stripHeight).rounded(.up))))
    }

    /// How far round the cylinder the page wraps before it leaves it in a straight line (144°: the
    /// lifted part goes up and towards the viewer, its back showing).
    static let liftAngle = 0.8 * CGFloat.pi

    /// Where the page leaves the plane, as a distance from the top in the curl-up frame, when the curl is
    /// `t` of the way (0: at the bottom edge, nothing lifted; 1: the cylinder's top past the top edge, so
    /// that nothing of the page is left in the view).
    func line(at t: Double) -> CGFloat {
        let end = -radius - 1
        return size.height + (end - size.height) * CGFloat(t)
    }

    /// The progress at which the line where the page leaves the plane stands `y` from the top.
    func progress(atLine y: CGFloat) -> Double {
        let end = -radius - 1
        return Double((y - size.height) / (end - size.height))
    }

    /// Where the page's point at `y` (from the top, curl-up frame) lies when the line is at `c`: its
    /// height, its lift towards the viewer and the angle the page has turned there. Below the line the
    /// page wraps round the cylinder up to ``liftAngle``, then goes on straight.
    func place(_ y: CGFloat, line c: CGFloat) -> (y: CGFloat, z: CGFloat, angle: CGFloat) {
        let u = y - c
        guard u > 0 else { return (y, 0, 0) }
        let arc = Self.liftAngle * radius
        if u < arc {
            let angle = u / radius
            return (c + radius * sin(angle), radius * (1 - cos(angle)), angle)
        }
        let a = Self.liftAngle, rest = u - arc
        return (c + radius * sin(a) + rest * cos(a), radius * (1 - cos(a)) + rest * sin(a), a)
    }

    /// The turn of the strip whose middle is at `centre` (from the top of the view) at transition
    /// progress `p`, and the transform that places it (about its middle).
    func strip(centre: CGFloat, progress p: Double) -> (angle: CGFloat, transform: CATransform3D) {
        // A curl down is a curl up played backwards.
        let placed = place(centre, line: line(at: rollsDown ? 1 - p : p))
        guard placed.angle > 0 else { return (0, CATransform3DIdentity) }
        let rotation = CATransform3DMakeRotation(placed.angle, 1, 0, 0)
        return (placed.angle, CATransform3DConcat(rotation, CATransform3DMakeTranslation(0, placed.y - centre, placed.z)))
    }

    /// What lies over a strip turned by `angle`: clear when flat, a little shade as the front turns
    /// away from the light; once its back faces the viewer, light gray at the roll's edge growing to
    /// white at 85% where the page leaves the cylinder (so the roll reads as round).
    static func shade(angle: CGFloat) -> CGColor {
        if angle > .pi / 2 {
            let f = min(1, (angle - .pi / 2) / (liftAngle - .pi / 2))
            let white = 0.78 + 0.22 * f
            return CGColor(red: white, green: white, blue: white, alpha: 0.7 + 0.15 * f)
        }
        return CGColor(red: 0, green: 0, blue: 0, alpha: 0.25 * (1 - cos(angle)))
    }

    /// Adds the strips of `image` to `layer` (whose bounds are the page), top to bottom so that the
    /// lifted parts (lower on the page) draw over the flat ones, each animated by an animation from `make`
    /// across `span` of the curl (the whole curl by default; a partial curl stops part way), and left
    /// at the span's end.
    @MainActor
    func addStrips(
        showing image: CGImage?, to layer: CALayer, scale: CGFloat, span: (from: Double, to: Double) = (0, 1),
        animation make: () -> ComputedAnimation
    ) {
        let height = size.height
        // Strip edges on whole pixels of the image, so that strips do not resample it.
        let rows = max(1, (height * scale).rounded())
        let edges = (0...stripCount).map { (rows * CGFloat($0) / CGFloat(stripCount)).rounded() / scale }
        let overlap = 1 / scale
        for i in 0..<stripCount {
            let top = max(0, edges[i] - overlap), bottom = min(height, edges[i + 1] + overlap)
            guard bottom > top else { continue }
            let centre = (top + bottom) / 2
            let strip = CALayer()
            strip.bounds = CGRect(x: 0, y: 0, width: size.width, height: bottom - top)
            strip.position = CGPoint(x: size.width / 2, y: centre)
            strip.contents = image
            strip.contentsScale = scale
            strip.contentsRect = CGRect(x: 0, y: top / height, width: 1, height: (bottom - top) / height)
            let shade = CALayer()
            shade.frame = strip.bounds
            // The model is the span's end (an animation of an unset property shows nothing).
            let end = self.strip(centre: centre, progress: span.to)
            strip.transform = end.transform
            shade.backgroundColor = PageCurl.shade(angle: end.angle)
            strip.addSublayer(shade)
            layer.addSublayer(strip)

            let curl = self
            let from = span.from, length = span.to - span.from
            let move = make()
            move.set("transform") { p, _ in curl.strip(centre: centre, progress: from + length * p).transform }
            strip.add(move, forKey: ViewTransition.key)
            let light = make()
            light.set("backgroundColor") { p, _ in
                PageCurl.shade(angle: curl.strip(centre: centre, progress: from + length * p).angle)
            }
            shade.add(light, forKey: ViewTransition.key)
        }
    }
}
