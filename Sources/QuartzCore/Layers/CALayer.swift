/// A rectangle of content with geometry, appearance and sublayers: Core Animation's model layer.
///
/// Every animatable property is addressable by key (`value(forKey:)`, key paths such as "position.x");
/// setting one looks up an action (delegate, `actions`, `defaultAction(forKey:)`) unless the transaction
/// disables actions, marks the layer for redisplay or relayout where the property calls for it, and marks
/// the area it covers for compositing. Properties live in fixed fields; keys a subclass adds through
/// `setValue(_:forKey:)` go to a small per-layer overflow list (Linux has no `@NSManaged`).
///
/// Layers are not thread-safe, but any thread may build and render its own layer tree, as on iOS.
///
/// Each public property reads and writes an internal `final` field (`positionStorage`, ...): a field that
/// other modules cannot reach is read without a runtime exclusivity check (whole-module optimisation
/// proves no access overlaps), which makes the renderer's and hit-test's reads several times cheaper.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: its origin and size. Changing the size marks the layer and its
    /// superlayer for layout, and redisplays the layer when `needsDisplayOnBoundsChange`.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            guard let old = replaced(&boundsStorage, with: newValue) else { return }
            // A new origin alone (a scroll) moves the sublayers and nothing else: the compositor may move
            // the pixels already drawn instead of drawing them again.
            changed("bounds", movesSublayersOnly: newValue.size == old.size, old: old)
            if newValue.size != old.size && !suppressesChanges && !isPresentationCopy {
                setNeedsLayout()
                // A new size may change how the superlayer arranges its sublayers.
                superlayer?.setNeedsLayoutForSublayerChange()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    final var boundsStorage: CGRect = .zero
    /// Where `anchorPoint` sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { positionStorage }
        set { if let old = replaced(&positionStorage, with: newValue) { changed("position", affectsOwnLook: false, old: old) } }
    }
    final var positionStorage: CGPoint = .zero
    open var zPosition: CGFloat {
        get { zPositionStorage }
        set {
            guard let old = replaced(&zPositionStorage, with: newValue) else { return }
            changed("zPosition", affectsOwnLook: false, old: old)
            superlayer?.sublayersOrderChanged()
        }
    }
    final var zPositionStorage: CGFloat = 0
    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn about.
    open var anchorPoint: CGPoint {
        get { anchorPointStorage }
        set { if let old = replaced(&anchorPointStorage, with: newValue) { changed("anchorPoint", affectsOwnLook: false, old: old) } }
    }
    final var anchorPointStorage: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var anchorPointZ: CGFloat {
        get { anchorPointZStorage }
        set { if let old = replaced(&anchorPointZStorage, with: newValue) { changed("anchorPointZ", affectsOwnLook: false, old: old) } }
    }
    final var anchorPointZStorage: CGFloat = 0
    /// The transform applied about the anchor point, relative to the superlayer.
    open var transform: CATransform3D {
        get { transforms?.transform ?? CATransform3DIdentity }
        set {
            let old = transform
            guard newValue != old else { return }
            storeTransforms { $0.transform = newValue }
            changed("transform", affectsOwnLook: false, old: old)
        }
    }
    /// A transform applied to the sublayers, about the layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { transforms?.sublayerTransform ?? CATransform3DIdentity }
        set {
            let old = sublayerTransform
            guard newValue != old else { return }
            storeTransforms { $0.sublayerTransform = newValue }
            changed("sublayerTransform", old: old)
        }
    }
    /// Both transforms, kept out of line while either is not the identity: most layers have none, and
    /// two 4×4 matrices are a quarter of a layer's size.
    private var transforms: LayerTransforms?
    /// Whether `transform` and `sublayerTransform` are both the identity and the geometry is not flipped:
    /// then the layer sits in its superlayer, and its sublayers in it, by offsets alone (a fast path for
    /// geometry).
    package var hasIdentityTransforms: Bool { transforms == nil && !isGeometryFlippedStorage }

    private func storeTransforms(_ change: (LayerTransforms) -> Void) {
        let box = transforms ?? LayerTransforms()
        change(box)
        transforms = box.transform == CATransform3DIdentity && box.sublayerTransform == CATransform3DIdentity ? nil : box
    }
    /// Whether the layer's sublayer coordinate system is flipped vertically: a sublayer at y = 0 then sits
    /// at the bottom of the bounds (the flip maps y to `bounds.minY + bounds.maxY - y`), for drawing,
    /// hit-testing and `convert` alike. The layer's own content is unaffected; contents images in a flipped
    /// space stay upright, while `draw(in:)` gets a flipped context (see `contentsAreFlipped()`).
    open var isGeometryFlipped: Bool {
        get { isGeometryFlippedStorage }
        set {
            guard newValue != isGeometryFlippedStorage else { return }
            isGeometryFlippedStorage = newValue
            if newValue { CALayer.noteGeometryFlipped() }
            changed("geometryFlipped")
        }
    }
    final var isGeometryFlippedStorage: Bool = false
    /// Pixels per point of the layer's backing store and contents. Changing it does not redisplay the
    /// layer (as in Core Animation: contents set directly would be lost); views redisplay themselves.
    open var contentsScale: CGFloat {
        get { contentsScaleStorage }
        set { if let old = replaced(&contentsScaleStorage, with: newValue) { changed("contentsScale", old: old) } }
    }
    final var contentsScaleStorage: CGFloat = 1

    /// The layer's rectangle in its superlayer's coordinates, derived from `bounds`, `position`,
    /// `anchorPoint` and `transform` (the bounding box when transformed). Setting it changes the position
    /// and the bounds' size so that the transformed bounds fill the rectangle, as Core Animation documents:
    /// through a scale, a flip or a quarter turn, reading the frame back gives what was set. A transform
    /// that turns by another angle has no exact answer (Core Animation's result is undefined): the size is
    /// the one whose turned bounding box has the rectangle's size when there is one, else unchanged, and the
    /// box is centred on the rectangle.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let t = transform
            if t == CATransform3DIdentity { return local.offsetBy(dx: position.x, dy: position.y) }
            return local.applying(t.affinePart).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite else { return }
            let r = newValue.standardized
            let t = transform
            guard t != CATransform3DIdentity else {
                bounds.size = r.size
                position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
                return
            }
            let m = t.affinePart
            if let size = CALayer.untransformedSize(filling: r.size, through: m) { bounds.size = size }
            // Place the transformed bounds' box on the rectangle: by its origin when it fills the rectangle
            // exactly, else by its centre.
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let box = local.applying(m)
            let exact = abs(box.width - r.width) < 1e-6 && abs(box.height - r.height) < 1e-6
            position =
                exact
                ? CGPoint(x: r.minX - box.minX, y: r.minY - box.minY) : CGPoint(x: r.midX - box.midX, y: r.midY - box.midY)
        }
    }

    /// The bounds' size whose image through `m` has a bounding box of `size`: w·|a| + h·|c| by
    /// w·|b| + h·|d|, solved for w and h. Nil when the system has no single non-negative solution (a
    /// transform that flattens, or a turn by 45°).
    static func untransformedSize(filling size: CGSize, through m: CGAffineTransform) -> CGSize? {
        let a = abs(m.a), b = abs(m.b), c = abs(m.c), d = abs(m.d)
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 else { return nil }
        let width = (size.width * d - size.height * c) / determinant
        let height = (size.height * a - size.width * b) / determinant
        guard width.isFinite, height.isFinite, width >= -1e-9, height >= -1e-9 else { return nil }
        return CGSize(width: max(0, width), height: max(0, height))
    }

    /// The layer's transform as an affine transform (its z-plane part).
    open func affineTransform() -> CGAffineTransform { transform.affinePart }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    open var backgroundColor: CGColor? {
        get { backgroundColorStorage }
        set { if let old = replaced(&backgroundColorStorage, with: newValue) { changed("backgroundColor", old: old) } }
    }
    final var backgroundColorStorage: CGColor?
    /// Opacity, clamped to 0...1 when drawn.
    open var opacity: Float {
        get { opacityStorage }
        set { if let old = replaced(&opacityStorage, with: newValue) { changed("opacity", affectsOwnLook: false, old: old) } }
    }
    final var opacityStorage: Float = 1
    open var isHidden: Bool {
        get { isHiddenStorage }
        set { if let old = replaced(&isHiddenStorage, with: newValue) { changed("hidden", affectsOwnLook: false, old: old) } }
    }
    final var isHiddenStorage: Bool = false
    open var masksToBounds: Bool {
        get { masksToBoundsStorage }
        set { if let old = replaced(&masksToBoundsStorage, with: newValue) { changed("masksToBounds", old: old) } }
    }
    final var masksToBoundsStorage: Bool = false
    /// Whether the compositor draws the layer with its sublayers once into an image, and shows that image
    /// for as long as none of them changes: moving, transforming or fading the layer keeps it (false).
    open var shouldRasterize: Bool {
        get { shouldRasterizeStorage }
        set { if let old = replaced(&shouldRasterizeStorage, with: newValue) { changed("shouldRasterize", old: old) } }
    }
    final var shouldRasterizeStorage = false
    /// The pixels per point of that image (1, as Core Animation has it: set the screen's scale for
    /// sharp pixels). Values of 0 or less, or not finite, count as 1.
    open var rasterizationScale: CGFloat {
        get { rasterizationScaleStorage }
        set { if let old = replaced(&rasterizationScaleStorage, with: newValue) { changed("rasterizationScale", old: old) } }
    }
    final var rasterizationScaleStorage: CGFloat = 1
    /// The radius of the rounded corners of the background and border (and of the clip with
    /// `masksToBounds`), clamped to half the shorter side when drawn.
    open var cornerRadius: CGFloat {
        get { cornerRadiusStorage }
        set { if let old = replaced(&cornerRadiusStorage, with: newValue) { changed("cornerRadius", old: old) } }
    }
    final var cornerRadiusStorage: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { changed("maskedCorners") } }
    }
    /// The border, drawn inside the bounds above the contents and the sublayers.
    open var borderWidth: CGFloat {
        get { borderWidthStorage }
        set { if let old = replaced(&borderWidthStorage, with: newValue) { changed("borderWidth", old: old) } }
    }
    final var borderWidthStorage: CGFloat = 0
    open var borderColor: CGColor? {
        get { borderColorStorage }
        set { if let old = replaced(&borderColorStorage, with: newValue) { changed("borderColor", old: old) } }
    }
    final var borderColorStorage: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowColor: CGColor? {
        get { shadowColorStorage }
        set { if let old = replaced(&shadowColorStorage, with: newValue) { changed("shadowColor", affectsOwnLook: false, old: old) } }
    }
    final var shadowColorStorage: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity; 0 (no shadow) by default.
    open var shadowOpacity: Float {
        get { shadowOpacityStorage }
        set { if let old = replaced(&shadowOpacityStorage, with: newValue) { changed("shadowOpacity", affectsOwnLook: false, old: old) } }
    }
    final var shadowOpacityStorage: Float = 0
    /// The shadow's offset, (0, -3) by default: 3 points up in a y-down layer.
    open var shadowOffset: CGSize {
        get { shadowOffsetStorage }
        set { if let old = replaced(&shadowOffsetStorage, with: newValue) { changed("shadowOffset", affectsOwnLook: false, old: old) } }
    }
    final var shadowOffsetStorage: CGSize = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow, 3 by default.
    open var shadowRadius: CGFloat {
        get { shadowRadiusStorage }
        set { if let old = replaced(&shadowRadiusStorage, with: newValue) { changed("shadowRadius", old: old) } }
    }
    final var shadowRadiusStorage: CGFloat = 3
    /// The shadow's shape; nil means the shape of the layer's composited alpha.
    open var shadowPath: CGPath? {
        get { shadowPathStorage }
        set { if let old = replaced(&shadowPathStorage, with: newValue) { changed("shadowPath", old: old) } }
    }
    final var shadowPathStorage: CGPath?
    open var isOpaque: Bool {
        get { isOpaqueStorage }
        set { if let old = replaced(&isOpaqueStorage, with: newValue) { changed("opaque", old: old) } }
    }
    final var isOpaqueStorage: Bool = false
    open var isDoubleSided: Bool {
        get { isDoubleSidedStorage }
        set { if let old = replaced(&isDoubleSidedStorage, with: newValue) { changed("doubleSided", old: old) } }
    }
    final var isDoubleSidedStorage: Bool = true
    /// Whether an `opacity` below 1 composites the layer and its sublayers as one group (true, the
    /// default), or applies to each of them separately, so that overlapping translucent sublayers show
    /// through each other (false). A layer with a mask or a content shadow is always composited as a group.
    open var allowsGroupOpacity: Bool {
        get { allowsGroupOpacityStorage }
        set { if let old = replaced(&allowsGroupOpacityStorage, with: newValue) { changed("allowsGroupOpacity", old: old) } }
    }
    final var allowsGroupOpacityStorage: Bool = true
    /// Whether the layer's edges are antialiased when its transform to the device is not axis-aligned
    /// (rotated or skewed). False by default, as on iOS: the background, border, `masksToBounds` clip and
    /// contents image of such a layer are then rasterized with hard (aliased) edges.
    open var allowsEdgeAntialiasing: Bool {
        get { allowsEdgeAntialiasingStorage }
        set { if let old = replaced(&allowsEdgeAntialiasingStorage, with: newValue) { changed("allowsEdgeAntialiasing", old: old) } }
    }
    final var allowsEdgeAntialiasingStorage: Bool = false
    open var name: String?

    /// A layer whose alpha masks this layer and its sublayers (in this layer's coordinates).
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskHost = nil
            mask?.removeFromSuperlayer()
            mask?.maskHost = self
            changed("mask")
        }
    }
    /// The layer this layer masks, if it is a mask.
    weak var maskHost: CALayer?

    // MARK: Contents

    /// The layer's image: a `CGImage` (other values draw nothing). `display()` sets it from `draw(in:)`.
    open var contents: Any? {
        get { contentsStorage }
        set { contentsStorage = newValue; changed("contents") }
    }
    final var contentsStorage: Any?
    open var contentsGravity: CALayerContentsGravity {
        get { contentsGravityStorage }
        set { if let old = replaced(&contentsGravityStorage, with: newValue) { changed("contentsGravity", old: old) } }
    }
    final var contentsGravityStorage: CALayerContentsGravity = .resize
    /// The part of `contents` to draw, in unit coordinates.
    open var contentsRect: CGRect {
        get { contentsRectStorage }
        set { if let old = replaced(&contentsRectStorage, with: newValue) { changed("contentsRect", old: old) } }
    }
    final var contentsRectStorage: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable centre of `contents` in unit coordinates: outside it, contents keep their scale.
    open var contentsCenter: CGRect {
        get { contentsCenterStorage }
        set { if let old = replaced(&contentsCenterStorage, with: newValue) { changed("contentsCenter", old: old) } }
    }
    final var contentsCenterStorage: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The filter for contents drawn smaller than their pixels: `.nearest` samples the nearest pixel;
    /// `.linear` (the default) and `.trilinear` filter smoothly.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { changed("minificationFilter") } }
    /// The filter for contents drawn at or above their pixel size: `.nearest` keeps pixels sharp-edged.
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { changed("magnificationFilter") } }

    // MARK: Timing (CAMediaTiming)

    // A layer has a time of its own, derived from its superlayer's: `(superlayer's time - beginTime) ×
    // speed + timeOffset`. Its animations and its sublayers run on it: a speed of 0 freezes them at
    // `timeOffset` (how interactive transitions scrub animations), 2 runs them twice as fast.

    /// When the layer's time starts, in the superlayer's time (0 by default).
    open var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// An offset added to the layer's time (0 by default).
    open var timeOffset: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// How fast the layer's time runs relative to its superlayer's (1 by default; 0 stops it).
    open var speed: Float = 1 { didSet { timingChanged() } }
    /// The length of one cycle of the layer's time; 0 (the default) means the time runs on unbounded.
    open var duration: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// How many cycles the layer's time runs when `duration` is set.
    open var repeatCount: Float = 0 { didSet { timingChanged() } }
    /// How long the layer's time repeats when `duration` is set.
    open var repeatDuration: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// Whether each cycle of the layer's time runs forwards, then backwards, when `duration` is set.
    open var autoreverses = false { didSet { timingChanged() } }
    /// Where the layer's time stays outside its active cycles when `duration` is set.
    open var fillMode: CAMediaTimingFillMode = .removed { didSet { timingChanged() } }

    /// Converts `t` from the time of `layer` (nil: `CACurrentMediaTime()`'s) to this layer's time.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: layer?.mediaTime(atLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time to the time of `layer` (nil: `CACurrentMediaTime()`'s).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(atLocalTime: t)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    // MARK: Actions and delegate

    /// Actions by key, consulted after the delegate.
    open var actions: [String: CAAction]?
    open weak var delegate: CALayerDelegate?

    // MARK: Tree

    /// The layer this layer is a sublayer of.
    open internal(set) weak var superlayer: CALayer?
    final private var storedSublayers: [CALayer] = []

    /// The sublayers, back to front (before `zPosition` ordering); nil when there are none, as on iOS.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
            sublayersOrderChanged()
        }
    }

    // MARK: Invalidation state

    final var needsDisplayFlag = false
    final var needsLayoutFlag = false
    /// Overflow storage for keys that are not built in (set through `setValue(_:forKey:)`).
    var extraValues: [(key: String, value: Any)] = []
    /// Bumped on every change that affects how the layer looks; the compositor compares versions.
    final private(set) var renderVersion = 0
    /// Render caches kept by the compositor (backing images, shadow masks), dropped on change.
    final var renderCache = LayerRenderCache()

    public override init() { super.init() }

    /// Creates a copy of `layer` for the presentation tree: every property value, no sublayers, no
    /// delegate. Subclasses that add stored properties override it to copy them.
    public init(layer: Any) {
        super.init()
        isPresentationCopy = true
        guard let other = layer as? CALayer else { return }
        copyState(from: other)
        modelLayer = other.modelLayer ?? other
    }

    /// Copies every property value of `other` (not its sublayers or delegate); layer classes with their
    /// own properties add them. For presentation copies.
    func copyState(from other: CALayer) {
        bounds = other.bounds; position = other.position; zPosition = other.zPosition; anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ; transform = other.transform; sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped; contentsScale = other.contentsScale
        backgroundColor = other.backgroundColor; opacity = other.opacity; isHidden = other.isHidden
        masksToBounds = other.masksToBounds; cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth; borderColor = other.borderColor; shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath; isOpaque = other.isOpaque; isDoubleSided = other.isDoubleSided
        contents = other.contents; contentsGravity = other.contentsGravity; contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter; name = other.name; extraValues = other.extraValues
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        allowsGroupOpacity = other.allowsGroupOpacity; allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        shouldRasterize = other.shouldRasterize; rasterizationScale = other.rasterizationScale
    }

    weak var modelLayer: CALayer?

    /// Creates a layer of the receiver's dynamic class through `init()`: Swift constructs an instance of
    /// a metatype only through a required initializer, and `UIView.layerClass` needs one. Subclasses
    /// inherit it as long as they override all of CALayer's designated initializers or none.
    /// Not Apple API (hence the underscore); call `init()` instead.
    public required convenience init(_dynamicClassOf: Void) { self.init() }

    /// The layer as it currently appears on screen: while animations run, a copy with the values they
    /// show now (its `model()` is this layer); without animations, the layer itself. The copy is made with
    /// `init()` of the layer's class and gets every property of `CALayer` (and of `CAShapeLayer` and
    /// `CAGradientLayer`) and every key set through `setValue(_:forKey:)`; stored properties a subclass
    /// declares itself keep their defaults (Swift cannot call a subclass's `init(layer:)` from here).
    open func presentation() -> Self? { makePresentation() as? Self }

    /// A presentation copy is inert: its changes run no actions and mark nothing.
    final var isPresentationCopy = false
    /// Set while the compositor shows animated values in place of the model's (see AnimationEngine).
    final var suppressesChanges = false
    /// The running animations, in the order they were added.
    final var animationEntries: [AnimationEntry] = []

    // MARK: Animations (bodies in CALayer+Animations.swift; declared here to be overridable)

    /// Adds a copy of `anim` for `key` (replacing an animation with that key; nil: a key of its own).
    /// A zero `beginTime` becomes the layer's current time.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimationCopy(anim, forKey: key) }
    /// Removes the animation for `key`; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { removeAnimations { $0.key == key } }
    /// Removes every animation.
    open func removeAllAnimations() { removeAnimations { _ in true } }
    /// The animation added for `key` (a copy: changing it changes nothing).
    open func animation(forKey key: String) -> CAAnimation? { animationEntries.first { $0.key == key }?.animation }
    /// The keys of the running animations, in order; nil when there are none.
    open func animationKeys() -> [String]? { animationEntries.isEmpty ? nil : animationEntries.map(\.key) }

    /// The model layer behind a presentation copy; the layer itself for a model layer.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    // MARK: Changes

    /// Stores `newValue` in `storage` when it differs, and returns the value it replaced (nil: equal, nothing
    /// stored): a property setter then reports the change with `changed(_:old:)`, after the store.
    final func replaced<T: Equatable>(_ storage: inout T, with newValue: T) -> T? {
        let old = storage
        guard newValue != old else { return nil }
        storage = newValue
        return old
    }

    /// Records that property `key` changed: runs its action, and marks the layer for compositing.
    /// `movesSublayersOnly`: the change is a new bounds origin and nothing else.
    func changed(_ key: String, affectsOwnLook: Bool = true, movesSublayersOnly: Bool = false, old: @autoclosure () -> Any? = nil) {
        guard !isPresentationCopy, !suppressesChanges else { return }
        renderVersion &+= 1
        if !movesSublayersOnly { renderCache.changedMoreThanBoundsOrigin = true }
        if affectsOwnLook {
            renderCache.invalidateLook()
            renderCache.raster = nil
        }
        maskHost?.markChanged()
        markAncestorsDirty()
        runAction(forKey: key, old: old)
        CATransaction.layerDidChange(self)
    }

    /// Marks the layer changed for compositing without a property change (sublayer order, tree edits).
    package func markChanged() { markChanged(dropsLook: true) }

    /// Marks the layer changed; `dropsLook`: its rasterized image (`shouldRasterize`) and its content
    /// shadow's mask are stale too (an animation frame keeps them unless the animation changes the
    /// layer's look).
    func markChanged(dropsLook: Bool) {
        renderVersion &+= 1
        renderCache.changedMoreThanBoundsOrigin = true
        if dropsLook {
            renderCache.invalidateLook()
            renderCache.raster = nil
        }
        // A mask that moves or changes (an animation frame included) changes what its layer lets through.
        maskHost?.markChanged()
        markAncestorsDirty()
        CATransaction.layerDidChange(self)
    }

    /// True when a layer below this one changed since the last composite: the compositor visits only
    /// subtrees that changed.
    final var hasChangedDescendant = false

    private func markAncestorsDirty() {
        var current = superlayer
        while let layer = current, !layer.hasChangedDescendant {
            layer.hasChangedDescendant = true
            current = layer.superlayer
            // A change inside a mask changes what it lets through: the masked layer changed. (The
            // compositor clears the mask's marks when it draws that layer again.)
            if current == nil, let host = layer.maskHost { host.markChanged() }
        }
    }

    func sublayersOrderChanged() { markChanged() }

    /// The action for `event`: the delegate's, then `actions`, then `defaultAction(forKey:)`. `NSNull`
    /// from any of them means none.
    open func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    private func runAction(forKey key: String, old: () -> Any?) {
        guard !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        if let implicit = action as? CABasicAnimation, implicit.isImplicit {
            let oldValue = old()
            // Core Animation animates layers that are on screen, or joined a tree that is (a view added to
            // a window and animated in the same turn, as a transition's animator does): a layer built
            // away from the screen changes at once.
            guard isInShownTree, let from = presentedValue(forKey: key, model: oldValue) else {
                // The change happens at once; whoever waits for the animation hears that it finished.
                implicit.delegate?.animationDidStop(implicit, finished: true)
                return
            }
            if let oldValue { AnimationTracker.current?.layer(self, willAnimateChangeOf: key, from: oldValue) }
            switch implicit.implicitStart {
            case .additive:
                if let oldValue, let newValue = value(forKey: key), let offset = AnimatedValue.subtract(oldValue, newValue) {
                    implicit.fromValue = offset
                    implicit.toValue = AnimatedValue.zero(like: offset)
                    implicit.isAdditive = true
                    // Beside the animations in flight for the key: under a key of its own.
                    return add(implicit, forKey: unusedAnimationKey(key))
                }
                implicit.fromValue = from
            case .model:
                implicit.fromValue = oldValue ?? from
            case .presentation:
                implicit.fromValue = from
            }
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Whether this layer, or a layer it is inside, has been shown.
    private var isInShownTree: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.renderCache.lastVersion >= 0 { return true }
            layer = current.superlayer
        }
        return false
    }

    /// `key`, or `key-2`, `key-3`, ... when an animation runs under it already.
    private func unusedAnimationKey(_ key: String) -> String {
        var candidate = key, number = 1
        while animationEntries.contains(where: { $0.key == candidate }) {
            number += 1
            candidate = "\(key)-\(number)"
        }
        return candidate
    }

    /// The class's action for `event` when neither delegate nor `actions` gives one: for an animatable
    /// property, an animation from the value shown to the new one, lasting the transaction's
    /// `animationDuration()` with its timing function (default: Core Animation's default curve).
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard AnimationEngine.implicitlyAnimatedKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.isImplicit = true
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    // MARK: Tree editing

    /// Appends `layer` on top of the other sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` at `index` (clamped to the number of sublayers). Adding a layer to itself or to one
    /// of its own sublayers fails with a message naming the call.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(
            !isSelfOrDescendant(of: layer),
            "CALayer.insertSublayer(_:at:): the layer to add is the receiver or one of its ancestors; a layer tree cannot contain a cycle")
        if layer.superlayer === self, let old = storedSublayers.firstIndex(where: { $0 === layer }) {
            storedSublayers.remove(at: old)
        } else {
            layer.removeFromSuperlayer()
        }
        layer.superlayer = self
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.markChanged()
        sublayersOrderChanged()
        setNeedsLayoutForSublayerChange()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.lastIndex(where: { $0 === sibling }) else { return insertSublayer(layer, at: 0) }
        let adjusted = layer.superlayer === self && (storedSublayers.firstIndex { $0 === layer } ?? Int.max) < index ? index - 1 : index
        insertSublayer(layer, at: UInt32(adjusted))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.lastIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        let adjusted = layer.superlayer === self && (storedSublayers.firstIndex { $0 === layer } ?? Int.max) < index ? index : index + 1
        insertSublayer(layer, at: UInt32(adjusted))
    }

    /// Replaces `oldLayer` (a sublayer) with `newLayer` at the same index; does nothing otherwise.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        if let host = maskHost, host.mask === self { host.mask = nil; return }
        guard let parent = superlayer else { return }
        parent.markChanged()
        if let index = parent.storedSublayers.lastIndex(where: { $0 === self }) { parent.storedSublayers.remove(at: index) }
        superlayer = nil
        parent.sublayersOrderChanged()
        parent.setNeedsLayoutForSublayerChange()
    }

    private func isSelfOrDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let node = current {
            if node === layer { return true }
            current = node.superlayer
        }
        return false
    }

    /// The sublayers in drawing order: by `zPosition`, then by index.
    package var sublayersInDrawingOrder: [CALayer] {
        guard storedSublayers.contains(where: { $0.zPosition != 0 }) else { return storedSublayers }
        return storedSublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    package var sublayerStorage: [CALayer] { storedSublayers }

    // MARK: Display

    /// Whether changing the size of `bounds` redisplays the layer. False by default.
    open var needsDisplayOnBoundsChange = false
    /// Accepted; drawing is synchronous in OpenUIKit.
    open var drawsAsynchronously = false

    /// Marks the layer's contents for redrawing at the next display pass.
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        CATransaction.layerNeedsDisplay(self)
    }

    /// Marks the layer for redrawing; OpenUIKit redraws the whole layer.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the layer now if it is marked for display.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Whether changing `key` redisplays the layer (for subclasses' own keys).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Updates `contents`: the delegate's `display(_:)` if it has one, else draws `draw(in:)` into a new
    /// backing image of `bounds.size × contentsScale` pixels (nothing for an empty bounds).
    open func display() {
        if let delegate, DelegateDisplay.display(self, by: delegate) { return }
        delegate?.layerWillDraw(self)
        contents = BackingStore.draw(layer: self)
    }

    /// Draws the layer's content; by default asks the delegate. The context's space is the layer's
    /// bounds (y down), scaled by `contentsScale`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Layout

    open func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        CATransaction.layerNeedsLayout(self)
    }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the layer and its sublayers now if any is marked, parents first.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            isLayingOutSublayers = true
            layoutSublayers()
            isLayingOutSublayers = false
        }
        for layer in storedSublayers { layer.layoutIfNeeded() }
    }

    /// Set while `layoutSublayers()` runs: the sublayers it adds, removes and resizes are its own doing
    /// and do not mark it for layout again.
    final var isLayingOutSublayers = false

    /// Marks the layer for layout because a sublayer was added, removed, reordered or resized, as Core
    /// Animation does, unless the layer is the one laying them out.
    final func setNeedsLayoutForSublayerChange() {
        guard !isLayingOutSublayers, !isPresentationCopy, !suppressesChanges else { return }
        setNeedsLayout()
    }

    /// Lays out the sublayers; by default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The preferred size: the bounds' size by default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Key-value access, hit-testing, rendering (bodies in extensions; declared here to be overridable)

    /// The value of a property by name, boxed; for an unknown key, the value stored with
    /// `setValue(_:forKey:)`, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }
    /// Sets a property by name; a value of the wrong type leaves the property unchanged. An unknown key
    /// is stored on the layer, runs its action, and redisplays the layer when `needsDisplay(forKey:)` says so.
    open func setValue(_ value: Any?, forKey key: String) { setStoredValue(value, forKey: key) }
    /// The value at a key path: "position.x", "bounds.size.width", "transform.rotation.z", ...
    open func value(forKeyPath keyPath: String) -> Any? { storedValue(forKeyPath: keyPath) }
    /// Sets the value at a key path, replacing one member of a struct property.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setStoredValue(value, forKeyPath: keyPath) }
    /// The value a key has on a new layer, for keys the layer does not store yet.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.containsFast(p) }
    /// The farthest descendant (or this layer) that contains `p`, given in the superlayer's coordinates;
    /// nil when none does. Hidden layers are skipped; `masksToBounds` limits the search to the bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space. Layers marked
    /// for display are displayed first.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    // MARK: Converting coordinates (bodies in CALayer+Geometry.swift; declared here to be overridable)

    /// Converts `p` from `layer`'s coordinates (nil: the root of this layer's tree) to this layer's.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        CALayer.convert(p, from: layer ?? rootLayer, to: self)
    }
    /// Converts `p` from this layer's coordinates to `layer`'s (nil: the root of this layer's tree).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        CALayer.convert(p, from: self, to: layer ?? rootLayer)
    }
    /// Converts a rectangle (the bounding box of its corners when rotated or in perspective) from
    /// `layer`'s coordinates.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CALayer.convert(r, from: layer ?? rootLayer, to: self)
    }
    /// Converts a rectangle (the bounding box of its corners when rotated or in perspective) to
    /// `layer`'s coordinates.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CALayer.convert(r, from: self, to: layer ?? rootLayer)
    }

    /// Whether the layer's contents are drawn flipped: true when an odd number of its ancestors have
    /// `isGeometryFlipped`. Core Animation then flips the context it passes to `draw(in:)`, so that drawing
    /// follows the flipped geometry, and draws the backing image flipped back, so that an image set as
    /// `contents` stays upright. The renderer and the backing store ask this method. Apple's documentation
    /// says not to override it.
    open func contentsAreFlipped() -> Bool { ancestorsFlipContents() }

    // MARK: Nibs and Interface Builder

    /// Called on an object loaded from an archive (a nib) once every object in it is loaded and
    /// connected. There are no nibs in OpenUIKit, so UIKit never calls it, as on iOS for a layer made in
    /// code; the default does nothing. Overrides should call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it renders a designable object in its canvas, for the object to
    /// show sample content there. OpenUIKit has no Interface Builder: it is never called, as on iOS at run
    /// time; the default does nothing.
    open func prepareForInterfaceBuilder() {}
}

/// A layer's transforms when either is not the identity.
private final class LayerTransforms {
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
}
