/// The background every bar draws behind its content, styled the one way iOS 7 styles all bars
/// (navigation bars, toolbars, tab bars, search bars): the first view of a bar's tree.
///
/// What shows, from the most specific:
/// - a background image: its transparency is obeyed; a resizable image stretches, an image larger than
///   the bar is scaled down to fit, a smaller one is tiled. On an opaque bar (`isTranslucent` false) the
///   bar's colour shows, opaque, behind it;
/// - else a translucent bar: what lies beneath, blurred and saturated (the compositor samples it), under
///   the bar's colour: `barTintColor` as given (its alpha decides how much shows through), or iOS 7's
///   white (`.default`) or near-black (`.black`) wash;
/// - else an opaque bar: `barTintColor` made opaque, or flat white or black.
///
/// A bar on a panel that draws its background (a popover's content: in iOS 7 the bar is part of the
/// popover's white panel) has no colour and no blur of its own: neither its style's colour nor
/// `barTintColor` shows, only a background image, the shadow, and the bar view's own `backgroundColor`.
///
/// The shadow lies just outside the bar on the side away from where it is attached: below a top bar,
/// above a bottom bar. By default it is a hairline (one pixel of black at 30%); a shadow image is tiled
/// across at its own height; a bar with a custom background image and no shadow image has none.
///
/// The view extends up behind the status bar when its bar is top-attached; the bar places it.
final class BarBackgroundView: UIView {
    /// How the bar wants its background.
    struct Look: Equatable {
        var isDark = false
        var isTranslucent = true
        var barTintColor: UIColor?
        var backgroundImage: UIImage?
        var shadowImage: UIImage?
        /// Whether the shadow falls above the bar (a bottom bar's) rather than below.
        var shadowAbove = false
        /// Whether the bar sits on a panel that draws its background (see ``BarPanelView``).
        var onPanel = false
    }

    /// The blur of a translucent bar's backdrop, in points, and the saturation boost of iOS 7's bars.
    static let blurRadius: CGFloat = 10
    static let saturation: CGFloat = 1.8

    var look = Look() {
        didSet {
            guard look != oldValue else { return }
            applyLook()
            // Containers lay their children out under a translucent bar and beside an opaque one: the
            // view holding the bar lays out again when that changes.
            if look.isTranslucent != oldValue.isTranslucent { superview?.superview?.setNeedsLayout() }
        }
    }

    private let backdrop = BackdropView()
    private let imageView = BarImageView()
    private let shadowView = BarImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(backdrop)
        addSubview(imageView)
        addSubview(shadowView)
        shadowView.tiles = true
        applyLook()
    }

    required init?(coder: NSCoder) { return nil }

    /// The colour a bar shows (over its blur when translucent) when it has no background image.
    static func barColor(for look: Look) -> UIColor {
        if look.onPanel { return .clear }
        if let tint = look.barTintColor { return look.isTranslucent ? tint : tint.withAlphaComponent(1) }
        switch (look.isDark, look.isTranslucent) {
        case (false, true): return UIColor(white: 0.97, alpha: 0.8)
        case (true, true): return UIColor(white: 0.11, alpha: 0.73)
        case (false, false): return UIColor(white: 0.97, alpha: 1)
        case (true, false): return .black
        }
    }

    private func applyLook() {
        let image = look.backgroundImage
        let blurs = look.isTranslucent && image == nil && !look.onPanel
        backdrop.backdropLayer.blurRadius = blurs ? Self.blurRadius : 0
        backdrop.backdropLayer.saturation = blurs ? Self.saturation : 1
        // A translucent bar with an image shows the image alone; an opaque one puts its colour behind.
        backdrop.isHidden = (image != nil && look.isTranslucent) || look.onPanel
        backdrop.backgroundColor = Self.barColor(for: look)
        imageView.image = image
        imageView.isHidden = image == nil
        shadowView.image = look.shadowImage
        shadowView.isHidden = look.shadowImage == nil && image != nil
        shadowView.backgroundColor = look.shadowImage == nil ? UIColor(white: 0, alpha: 0.3) : nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
        imageView.frame = bounds
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let height = look.shadowImage?.size.height ?? 1 / max(1, scale)
        shadowView.frame = CGRect(x: 0, y: look.shadowAbove ? -height : bounds.height, width: bounds.width, height: height)
    }
}

/// A view that draws the panel the bars inside it sit on, as a popover's content view does: those bars
/// show no colour of their own.
@MainActor
protocol BarPanelView: UIView {}

extension UIView {
    /// Whether the view lies inside a ``BarPanelView``.
    var isOnBarPanel: Bool {
        var view = superview
        while let current = view {
            if current is BarPanelView { return true }
            view = current.superview
        }
        return false
    }
}

/// A view whose layer blurs what lies beneath it (see `BackdropLayer`).
final class BackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }
    var backdropLayer: BackdropLayer { layer as! BackdropLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }
}

/// Draws a bar's background or shadow image as bars do: a resizable image stretches, an image larger
/// than the view is scaled down to fit, a smaller one is tiled (`tiles`: always tiled, for shadows).
final class BarImageView: UIView {
    var image: UIImage? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    var tiles = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        let fits = image.size.width <= bounds.width && image.size.height <= bounds.height
        if tiles || (fits && !image.attributes.isResizable) {
            image.drawAsPattern(in: bounds)
        } else {
            image.draw(in: bounds)
        }
    }
}
