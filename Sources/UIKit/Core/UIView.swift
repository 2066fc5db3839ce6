/// A rectangle on screen that draws content, lays out subviews and handles touches. Every view is
/// backed by a layer (`layerClass`), which it is the delegate of; a view's geometry and appearance
/// properties are its layer's, in points, y down.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer class to create for each instance; `CALayer` by default.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer, an instance of `layerClass` made with the view; the view is its delegate.
    /// A subclass may override it to narrow its type (`super.layer as! CAShapeLayer`); UIKit's own code
    /// reads it through this property.
    open var layer: CALayer { backingLayer }
    /// The layer made in `init(frame:)`. UIView's own geometry and hit-testing read it directly (a
    /// final field: no dynamic dispatch on those hot paths), as UIKit reads its layer instance variable.
    final let backingLayer: CALayer

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        backingLayer = layerType.init(_dynamicClassOf: ())
        super.init()
        backingLayer.delegate = self
        backingLayer.contentsScale = MainScreenScale.value
        backingLayer.isOpaque = true
        self.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry (the layer's)

    /// The view's rectangle in its superview's coordinates. Derived from `center`, `bounds` and
    /// `transform`; undefined (as on iOS) when `transform` is not the identity. NaN or infinite values are
    /// ignored with the frame unchanged.
    open var frame: CGRect {
        get { backingLayer.frame }
        set {
            guard [newValue.minX, newValue.minY, newValue.width, newValue.height].allSatisfy(\.isFinite) else { return }
            let oldSize = bounds.size
            backingLayer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            placeDidChangeForSafeArea()
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { backingLayer.bounds }
        set {
            guard [newValue.minX, newValue.minY, newValue.width, newValue.height].allSatisfy(\.isFinite) else { return }
            let oldSize = bounds.size
            backingLayer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            if oldSize != newValue.size { placeDidChangeForSafeArea() }
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { backingLayer.position }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else { return }
            backingLayer.position = newValue
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            placeDidChangeForSafeArea()
        }
    }

    /// The view's transform about its centre.
    open var transform: CGAffineTransform {
        get { backingLayer.affineTransform() }
        set { backingLayer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform (the layer's).
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set { backingLayer.transform = newValue }
    }

    /// Pixels per point of the view's content: by default the scale of the screen it shows on (a view
    /// that draws takes its window's screen's scale when it moves into the window), else what is set.
    open var contentScaleFactor: CGFloat {
        get { backingLayer.contentsScale }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            hasSetContentScale = true
            guard newValue != backingLayer.contentsScale else { return }
            backingLayer.contentsScale = newValue
            setNeedsDisplay()
        }
    }
    /// Whether `contentScaleFactor` was set, so that it no longer follows the screen.
    var hasSetContentScale = false

    func boundsSizeDidChange(from oldSize: CGSize) {
        guard bounds.size != oldSize else { return }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        for subview in subviews { subview.resize(withOldSuperviewSize: oldSize) }
    }

    // MARK: Converting coordinates

    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        backingLayer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        backingLayer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts `rect` to `view`'s coordinates (nil: the window's); the bounding box when rotated.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        backingLayer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        backingLayer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: Appearance

    /// The background colour (nil: transparent).
    open var backgroundColor: UIColor? {
        didSet {
            backingLayer.backgroundColor = backgroundColor.map { resolvedForLayer($0) }
            markAppearanceExplicit("backgroundColor")
        }
    }
    /// The opacity, 0...1; a view with alpha < 0.01 is not hit-tested.
    open var alpha: CGFloat {
        get { CGFloat(backingLayer.opacity) }
        set { backingLayer.opacity = Float(newValue.isNaN ? 1 : newValue) }
    }
    open var isHidden: Bool {
        get { backingLayer.isHidden }
        set {
            guard newValue != backingLayer.isHidden else { return }
            backingLayer.isHidden = newValue
            superview?.subviewHiddenDidChange(self)
        }
    }
    /// Whether the view promises to fill its bounds with opaque content (its layer's `isOpaque`). True by
    /// default, as in UIKit. An opaque view whose background colour is opaque and covers its backing store
    /// (no unclipped rounded corners, `contentMode` scaling to fill) draws `draw(_:)` into a store without
    /// alpha, first filled with the background colour: what `draw(_:)` leaves alone shows the background,
    /// as before, and compositing the store is a copy. Ink drawn with a clear colour or the `.clear` and
    /// `.copy` blend modes comes out black there instead of letting the background through, as on iOS.
    /// Deviation: iOS gives any opaque view that draws such a store, and so a black background when the
    /// background colour is nil or clear; OpenUIKit keeps the alpha channel then (the view looks as it
    /// would with `isOpaque` false).
    open var isOpaque: Bool {
        get { backingLayer.isOpaque }
        set { backingLayer.isOpaque = newValue }
    }
    /// Whether subviews (and content) are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }
    /// A number to find the view by with `viewWithTag(_:)`.
    open var tag = 0
    /// The identifier state restoration would save the view under; nil by default. OpenUIKit has no state
    /// restoration: it is stored and read back, and nothing else reads it.
    open var restorationIdentifier: String?
    /// Whether touches reach the view (and its subviews). True by default.
    open var isUserInteractionEnabled: Bool {
        get { isUserInteractionEnabledStorage }
        set { isUserInteractionEnabledStorage = newValue }
    }
    /// Read by every hit-test: an internal final field is read without a runtime exclusivity check.
    final var isUserInteractionEnabledStorage = true
    /// Whether the view receives more than one touch at a time. False by default.
    open var isMultipleTouchEnabled = false
    /// Whether the view receives touches only when no other view in the window is being touched.
    open var isExclusiveTouch = false
    /// Whether the backing store starts cleared (transparent, or filled with the background colour for
    /// an opaque store: see `isOpaque`) each time `draw(_:)` runs. True by default. When false, the store
    /// starts with the view's previous drawing, as long as the store keeps its pixel size (a size or scale
    /// change starts it clear), and what `draw(_:)` does not cover stays as it was.
    open var clearsContextBeforeDrawing = true
    /// How content is placed when the bounds change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }
    /// How the view resizes when its superview's size changes (if the superview `autoresizesSubviews`);
    /// none by default. Under Auto Layout it also shapes the constraints a translated frame becomes.
    open var autoresizingMask: AutoresizingMask = [] {
        // Auto Layout translates the mask into constraints: they follow it.
        didSet { if autoresizingMask != oldValue { autoLayoutFrameDidChange() } }
    }
    /// Whether subviews resize by their masks when this view's size changes; true by default.
    open var autoresizesSubviews = true {
        didSet { if autoresizesSubviews != oldValue { for subview in subviews { subview.autoLayoutFrameDidChange() } } }
    }

    final var hierarchy = ViewHierarchy()

    /// A view's next responder is the view controller whose root view it is, else its superview.
    open override var next: UIResponder? { owningViewController ?? superview }
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?

    // MARK: Hierarchy callbacks (the defaults do nothing)

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to another window.
    open func didMoveToWindow() {}

    // MARK: Hierarchy (implementation in Core/UIView+Hierarchy.swift)

    /// The view this view is a subview of.
    open var superview: UIView? { hierarchy.superview }

    /// The subviews, back to front.
    open var subviews: [UIView] { hierarchy.subviews }

    /// The window the view is in, if any.
    open var window: UIWindow? { hierarchy.window }

    /// Adds `view` on top of the subviews, its layer above every sublayer (plain layers included). A view
    /// already elsewhere is moved; adding the receiver or one of its ancestors fails with a message naming
    /// the call. The receiver and `view` are marked for layout.
    open func addSubview(_ view: UIView) {
        insert(view, at: hierarchy.subviews.count, caller: "UIView.addSubview(_:)", layerPlacement: .onTop)
    }

    /// Inserts `view` at `index`, clamped to 0...subviews.count.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: max(0, min(index, hierarchy.subviews.count)), caller: "UIView.insertSubview(_:at:)")
    }

    /// Inserts `view` just below `siblingSubview` (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, above: false, caller: "UIView.insertSubview(_:belowSubview:)")
    }

    /// Inserts `view` just above `siblingSubview` (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, above: true, caller: "UIView.insertSubview(_:aboveSubview:)")
    }

    /// Swaps the subviews at two indexes; out-of-range indexes fail with a message naming the call.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(at: index1, index2) }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }

    /// Removes the view from its superview (and its window): `willRemoveSubview(_:)` on the superview,
    /// then `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, `didMoveToWindow()`, `didMoveToSuperview()`.
    open func removeFromSuperview() { leaveSuperview() }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The view itself or the first descendant (depth first, in subview order) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(withTag: tag) }

    // MARK: Drawing, layout and tint (bodies in extensions; declared here to be overridable)

    /// Draws the view's content in `rect` (the bounds) into the current context. The default draws
    /// nothing; a view whose class does not override it gets no backing store.
    open func draw(_ rect: CGRect) {}
    /// Lays out subviews; the default applies nothing (autoresizing happens when the bounds change).
    open func layoutSubviews() {}
    /// The size that best fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The size the view wants from Auto Layout: no intrinsic size by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Updates constraints; the default does nothing. Called during the update-constraints pass.
    open func updateConstraints() { needsUpdateConstraintsFlag = false }
    /// Whether Auto Layout turns the view's frame into constraints; true by default. A view with true is
    /// placed by its frame and autoresizing mask, and where constraints involve it, its frame enters the
    /// engine as required constraints (UIKit's NSAutoresizingMaskLayoutConstraints), following the frame.
    /// Set false on a view to be placed by constraints: its frame is then set from the solution at each
    /// layout pass, its intrinsic content size takes part, and its autoresizing mask is not applied.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue, let node = autoLayoutStorage?.node,
                let engine = node.engine
            else { return }
            engine.setNeedsRefresh(node)
            node.needsApply = true
            engine.applyQueue.append(node)
        }
    }

    // MARK: Display and the layer's delegate (see Core/UIView+Rendering.swift)

    /// Marks the whole view for redrawing at the next display pass (once, however often it is called).
    /// As in UIKit, a view whose class does not draw (see `ViewDrawing.draws`) has no backing store and
    /// is never displayed: its layer keeps whatever contents were set on it.
    open func setNeedsDisplay() {
        guard ViewDrawing.draws(type(of: self)) else { return }
        layer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing (OpenUIKit redraws the whole view).
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Draws the layer's content (the layer's `draw(in:)` asks its delegate, this view): pushes `ctx` as
    /// the current context and calls `draw(_:)` with the bounds, with the view's traits current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        // Dynamic colours drawn here resolve with the view's traits.
        traitCollection.performAsCurrent { draw(bounds) }
    }

    /// Draws the view's backing store: `draw(_:)` into a new image of the bounds at the layer's scale.
    open func display(_ layer: CALayer) {
        guard ViewDrawing.draws(type(of: self)) else { return }
        displayBackingStore(of: layer)
    }

    /// Lays out the layer's sublayers (the layer's `layoutSublayers()` asks its delegate, this view): the
    /// view's layout pass, in which `layoutSubviews()` runs between its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        ViewLayout.layout(self)
    }

    /// The action for a change of the layer's `event` property: inside an animation block, the block's
    /// animation; elsewhere `NSNull` (views do not animate their own layer's changes outside blocks).
    /// Return `NSNull()` to stop the search, nil to let the layer's `actions` and class decide.
    /// Deviation: nonisolated (on iOS it is main-actor isolated, as all of UIView): it is asked on every
    /// property change, and the main-actor check of an isolated witness cost more than the change itself.
    /// An override is nonisolated too.
    nonisolated open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimation.current?.animation(forKey: event) ?? ViewDrawing.noAction
    }

    // MARK: Layout and the update-constraints pass (see Core/UIView+Layout.swift)

    /// Marks the view for `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out this view and its subviews now if any is marked, parents first. Under Auto Layout, the
    /// update-constraints pass runs first and the frames of constrained views are set from the solution.
    open func layoutIfNeeded() {
        var root = self
        while let parent = root.superview { root = parent }
        ViewLayout.updateConstraintsAndFrames(under: root)
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells the layout system the intrinsic size changed: Auto Layout reads it again before the next
    /// layout pass (its content-size constraints shift their constants), and baselines follow.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
        autoLayoutNeedsRefresh()
    }

    /// Marks the view for the update-constraints pass.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markAncestorsForConstraintUpdates()
        setNeedsLayout()
    }

    /// Runs the update-constraints pass for the view's subtree now if any view is marked (children first);
    /// only marked branches are walked.
    open func updateConstraintsIfNeeded() { updateConstraintsInSubtree() }

    /// Whether the view is marked for the update-constraints pass.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    // MARK: Auto Layout (declared here to be overridable; see AutoLayout/UIView+AutoLayout.swift)

    /// The constraints installed on this view (by `addConstraint(_:)` or by activation, which installs a
    /// constraint on the closest common ancestor of its items), in the order added.
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }
    /// How far the alignment rectangle (what constraints place) lies inside the frame; zero by default.
    /// Override it for a view whose drawing has ornaments (a shadow, a badge) that should not count.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// The view whose first baseline is this view's (`firstBaselineAnchor`); the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's (`lastBaselineAnchor`); the view itself by default.
    open var forLastBaselineLayout: UIView { self }
    /// The view whose baseline aligns with other views' (iOS 6 to 8); the view itself by default. Auto
    /// Layout reads `forFirstBaselineLayout` and `forLastBaselineLayout` instead, as since iOS 9.
    @available(*, deprecated, message: "Override forFirstBaselineLayout or forLastBaselineLayout instead")
    open var viewForBaselineLayout: UIView { self }
    /// The content-hugging priority on `axis` (how much the view resists growing past its intrinsic size):
    /// `defaultLow` (250) by default, labels included (Interface Builder gives its labels 251; code does not).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? defaultContentHugging(for: axis)
    }
    /// Sets the content-hugging priority on `axis` (1...1000); the engine re-solves.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }
    /// The compression-resistance priority on `axis` (how much the view resists shrinking below its
    /// intrinsic size): `defaultHigh` (750) by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compression[axis.rawValue] ?? .defaultHigh
    }
    /// Sets the compression-resistance priority on `axis` (1...1000); the engine re-solves.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: false)
    }
    /// The size that satisfies the view's constraints and is closest to `targetSize`
    /// (`layoutFittingCompressedSize`: smallest; `layoutFittingExpandedSize`: largest), both axes at
    /// `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// As `systemLayoutSizeFitting(_:)`, the view's width and height drawn to the target at the given
    /// priorities (`required` on one axis fixes it: the usual way to ask a cell's height for a width).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return fittingSizeFromEngine(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// The default content-hugging priority of the class on `axis` (switches, steppers, spinners: 750).
    func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    /// Where the view's baselines are for constraints; a view without text has them at its bottom.
    func layoutBaselines() -> LayoutBaselines { defaultLayoutBaselines() }
    /// Called after the engine changed the view's width (a wrapping label measures its height again).
    func autoLayoutWidthDidChange() {}
    /// Called after a subview's `isHidden` changed (a stack view collapses or restores it).
    func subviewHiddenDidChange(_ subview: UIView) {}
    /// Called when a subview invalidated its intrinsic content size.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}
    /// Called before a subview leaves this view, ahead of `willRemoveSubview(_:)` (which apps may
    /// override without calling super): a stack view stops arranging it.
    func subviewWillBeRemoved(_ subview: UIView) {}
    /// Called after a subview joined this view, after `didAddSubview(_:)` (which apps may override
    /// without calling super): a scroll view keeps its indicators above it.
    func subviewDidJoin(_ subview: UIView) {}
    /// Where a subview joining at `index` goes: `index` by default; a scroll view puts content below its
    /// indicators, so that keeping them on top costs no reordering.
    func insertionIndex(forJoining subview: UIView, at index: Int) -> Int { index }
    /// Called when the view leaves its window, before `didMoveToWindow()`: a scroll view stops moving.
    func viewDidLeaveWindow() {}
    /// Whether constraints between this view and its descendants place them in a content area whose
    /// size they decide (a scroll view's content) rather than in its bounds; false by default.
    var constrainsContentArea: Bool { false }
    /// Called when Auto Layout solved the size of the content area (nil on an axis it has no variable for:
    /// no constraint from inside named a far edge, and `contentLayoutGuide` is not in use).
    func autoLayoutContentSizeDidChange(width: CGFloat?, height: CGFloat?) {}
    /// Called after `layoutMargins` (or `directionalLayoutMargins`, `preservesSuperviewLayoutMargins`,
    /// `insetsLayoutMarginsFromSafeArea`) changed; the default does nothing.
    open func layoutMarginsDidChange() {}
    /// Whether the class depends on constraint-based layout; false by default. Override it to return true
    /// in a view that makes its constraints in `updateConstraints()`: UIKit then calls `updateConstraints()`
    /// in the update-constraints pass after the view enters a window.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Constraints, anchors and layout guides (see AutoLayout/UIView+Constraints.swift)

    /// Installs and activates `constraint` on this view, which must be the constraint's items' common
    /// ancestor or above it (a precondition failure otherwise, as UIKit's "view hierarchy is not prepared
    /// for the constraint"). Prefer `isActive` / `NSLayoutConstraint.activate(_:)`, which find the view.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        ConstraintInstallation.activate(constraint, on: self, caller: "UIView.addConstraint(_:)")
    }

    /// Installs and activates each constraint on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { ConstraintInstallation.activate(constraint, on: self, caller: "UIView.addConstraints(_:)") }
    }

    /// Deactivates `constraint` if it is installed on this view; otherwise does nothing.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        ConstraintInstallation.deactivate(constraint)
    }

    /// Deactivates each of the constraints that is installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        ConstraintInstallation.deactivate(constraints.filter { $0.installedView === self })
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading, NSLayoutXAxisAnchor.init) }

    open var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing, NSLayoutXAxisAnchor.init) }

    open var leftAnchor: NSLayoutXAxisAnchor { anchor(.left, NSLayoutXAxisAnchor.init) }

    open var rightAnchor: NSLayoutXAxisAnchor { anchor(.right, NSLayoutXAxisAnchor.init) }

    open var topAnchor: NSLayoutYAxisAnchor { anchor(.top, NSLayoutYAxisAnchor.init) }

    open var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom, NSLayoutYAxisAnchor.init) }

    open var widthAnchor: NSLayoutDimension { anchor(.width, NSLayoutDimension.init) }

    open var heightAnchor: NSLayoutDimension { anchor(.height, NSLayoutDimension.init) }

    open var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX, NSLayoutXAxisAnchor.init) }

    open var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY, NSLayoutYAxisAnchor.init) }

    /// The first baseline of `forFirstBaselineLayout` (the first line of a label's text; the bottom of a
    /// view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline, NSLayoutYAxisAnchor.init) }

    /// The last baseline of `forLastBaselineLayout`.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline, NSLayoutYAxisAnchor.init) }

    /// The layout guides added to this view (not its system guides), in the order added.
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds `layoutGuide` to this view (taking it from the view it was in, whose constraints on it go).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { adoptLayoutGuide(layoutGuide) }

    /// Removes `layoutGuide` from this view; constraints involving it are deactivated.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { dropLayoutGuide(layoutGuide) }

    /// Whether the constraints leave the view's place or size open: more than one layout satisfies them
    /// equally well. Decided by the solver: each of the view's four variables is nudged, one way then the
    /// other, by a constraint weaker than any other (priority 0.001); if the solution moves, nothing pins
    /// it. False for a view no constraint involves.
    open var hasAmbiguousLayout: Bool { solverFindsAmbiguity }

    /// Moves an ambiguous view to another layout its constraints allow equally (for debugging); the next
    /// change to the constraints lays it out again.
    open func exerciseAmbiguityInLayout() { moveToAnotherAmbiguousLayout() }

    /// The active constraints that relate this view's position or size on `axis` (for debugging).
    /// Deviation: UIKit also lists its own content-size and autoresizing constraints; OpenUIKit lists the
    /// NSLayoutConstraints that name the view.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { activeConstraints(naming: axis) }

    // MARK: Layout margins and system guides (see AutoLayout/UIView+LayoutMargins.swift)

    /// The space UIKit keeps inside the view's edges for content (`layoutMarginsGuide`, the `…Margin`
    /// attributes): 8 points on every side by default. Setting it re-solves the constraints that read it
    /// and calls `layoutMarginsDidChange()`. NaN or infinite values are ignored. Source: Apple, layoutMargins.
    open var layoutMargins: UIEdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? UIView.defaultLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// `layoutMargins` with leading and trailing (left and right: OpenUIKit lays out left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the view's margins grow to keep content inside the superview's margins where the view
    /// reaches into them; false by default. Read when the margins are read (each layout pass for the guides).
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { setPreservesSuperviewLayoutMargins(newValue) }
    }

    /// Whether the margins are measured from the safe area (so content stays clear of the status bar);
    /// true by default.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { setInsetsLayoutMarginsFromSafeArea(newValue) }
    }

    /// A guide for the view's bounds inset by its layout margins (and the safe area when
    /// `insetsLayoutMarginsFromSafeArea`), following changes to either.
    open var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.margins, \.marginsGuide, identifier: "UIViewLayoutMarginsGuide")
    }

    /// A guide for the part of the view not covered by the status bar (see `safeAreaInsets`).
    open var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea, \.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// A guide for text that stays comfortable to read: inside the layout margins, centred between them,
    /// and no wider than 672 points (UIKit's readable width at the default text size); as tall as the
    /// margins guide.
    open var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, \.readableGuide, identifier: "UIViewReadableContentGuide")
    }

    /// The view's Auto Layout state; nil for views no Auto Layout API touched.
    final var autoLayoutStorage: ViewAutoLayout?
    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}
    // MARK: Traits and layout direction (see Core/UIView+Traits.swift)

    /// The view's traits: its screen's (the main screen's outside a window), with the appearance its
    /// view controller, its superviews and itself override.
    open var traitCollection: UITraitCollection { inheritedTraits }
    /// Called after the view's traits changed (a rotation that changes a size class, another
    /// appearance), with the old ones; the view's controller hears it first.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance of this view and its subviews, over what they inherit (`.unspecified`: inherit).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }
    /// How the view's content lays out for the language's direction: `.unspecified` follows it;
    /// `.forceLeftToRight` and `.forceRightToLeft` fix it; `.playback` and `.spatial` (media controls,
    /// directional pads) stay left to right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }
    /// The direction the view lays out in: from its `semanticContentAttribute` and its traits'
    /// layout direction. Auto Layout's leading and trailing edges of the constraints laid out in the
    /// view (between it and its subviews, or among them) follow it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }
    /// The direction `attribute` lays content out in under the application's language direction.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        let app: UITraitEnvironmentLayoutDirection =
            UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return userInterfaceLayoutDirection(for: attribute, relativeTo: app)
    }

    /// The direction `attribute` lays content out in under `layoutDirection`.
    open class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UITraitEnvironmentLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        resolvedLayoutDirection(for: attribute, relativeTo: layoutDirection)
    }
    /// Called when the view's traits changed how colours resolve, for UIKit's views to set the colours
    /// they put on layers again (a switch's outline).
    func colorAppearanceDidChange() {}
    /// The traits this view overrides for itself and its subviews (iOS 17); `overrideUserInterfaceStyle`
    /// applies over them.
    public var traitOverrides: UITraitOverrides {
        get { traitOverrideValues }
        set { if traitOverrideValues.replace(with: newValue) { traitsMayHaveChanged() } }
    }
    final var traitOverrideValues = TraitValues()
    /// The traits last reported (nil until the view first joins a window).
    final var knownTraits: UITraitCollection?
    /// The view's `registerForTraitChanges` registrations.
    final var traitChangeRegistrations: [TraitChangeRegistration] = []

    // MARK: Safe area (see Core/UIView+SafeArea.swift)

    /// The part of the view that nothing covers, as insets from its edges: in a window, the status bar's
    /// 20 points at the top where the view reaches under it (0 once it is hidden); in a view, the part of
    /// its superview's safe area the view overlaps; a view controller's root view adds the controller's
    /// `additionalSafeAreaInsets`. Outside a window, all zero.
    open var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets }
    /// Called when the view's safe area insets changed (the status bar showed or hid, the view moved
    /// under it, a rotation, a controller's additional insets); the view is then laid out again.
    open func safeAreaInsetsDidChange() {}
    /// The insets last reported through `safeAreaInsetsDidChange()`.
    final var knownSafeAreaInsets = UIEdgeInsets.zero
    /// Called with `safeAreaInsetsDidChange()`, for UIKit's own views to follow (a scroll view's
    /// adjusted content inset).
    func safeAreaInsetsWereUpdated() {}

    // MARK: Gesture recognizers

    /// The recognizers attached to the view, in the order they were added (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    final var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer` (taking it from the view it was on); adding it again does nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (or fails) and it resets.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        GestureArbiter.shared.abandon(gestureRecognizer)
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether `gestureRecognizer` (attached to this view or a descendant) may begin; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The farthest descendant that contains `point` (in this view's coordinates) and takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.containsFast(point) }

    /// The tint colour: this view's own, else the superview's, else the default blue; gray while
    /// dimmed. Setting it notifies this view and descendants that inherit it (`tintColorDidChange()`).
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }
    /// Whether the tint is dimmed; `.automatic` (the default) inherits from the superview (normal at the
    /// root). Reading it gives the effective mode, `.normal` or `.dimmed`, never `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { isTintDimmed ? .dimmed : .normal }
        set { setOwnTintAdjustmentMode(newValue) }
    }
    var ownTintColor: UIColor?
    /// Appearance-capable properties set on this instance (appearance settings then skip them).
    package var explicitlySetAppearanceKeys: Set<String> = []
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    var needsUpdateConstraintsFlag = false
    /// Set when a descendant is marked for the update-constraints pass (the pass walks only such subtrees).
    var subtreeNeedsUpdateConstraints = false

    // MARK: Accessibility (UIAccessibility's informal protocol, declared here to be overridable: controls
    // and apps override these; storage and defaults in Accessibility/UIView+Accessibility.swift).
    // Source: Apple, UIAccessibility and UIAccessibilityAction references.

    /// Whether assistive apps treat the view as one element (and do not look into its subviews). Until set,
    /// false for a plain view and true for labels, controls and indicators (`isAccessibilityElementByDefault`).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? Self.isAccessibilityElementByDefault }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// What `isAccessibilityElement` answers for views of the class until it is set.
    class var isAccessibilityElementByDefault: Bool { false }
    /// A word or short phrase naming the element ("Play", not "Plays the song"); nil by default, and
    /// setting nil restores the default. UILabel answers its text until set.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { accessibilityAttributes.label = newValue }
    }
    /// What activating the element does ("Plays the song"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The element's current value when it is not its label (a slider's "50%"); nil by default.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibilityAttributes.value = newValue }
    }
    /// How the element behaves: `.none` by default; UILabel `.staticText` (with `.notEnabled` while
    /// disabled), UIImageView `.image`. A set value replaces the class's default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .none }
        set { accessibilityAttributes.traits = newValue }
    }
    /// The element's rectangle in screen coordinates. Until set, the view's bounds converted to the
    /// screen (the bounding box when transformed), following the view as it moves; a set value stays
    /// where it was put, as on iOS.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? boundsOnScreen }
        set { accessibilityAttributes.frame = newValue }
    }
    /// Where activating the element touches, in screen coordinates: the centre of `accessibilityFrame`
    /// until set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityAttributes.activationPoint = newValue }
    }
    /// A string that identifies the view to UI tests, never spoken; nil by default.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive apps; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether assistive apps ignore the view's siblings (a custom alert); false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// Whether the view's elements are read together, as a group, before the elements after it; false by
    /// default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityAttributes.groupsChildren = newValue }
    }
    /// Activates the element for an assistive app (a double-tap in VoiceOver). Returns whether it did; the
    /// default does nothing and returns false (iOS then sends a tap at `accessibilityActivationPoint`).
    @discardableResult open func accessibilityActivate() -> Bool { false }
    /// Raises an `.adjustable` element's value by one step (a VoiceOver swipe up); the default does nothing.
    open func accessibilityIncrement() {}
    /// Lowers an `.adjustable` element's value by one step (a VoiceOver swipe down); the default does nothing.
    open func accessibilityDecrement() {}
    /// The accessibility values set on this view; nil until one is set (most views never pay for it).
    final var accessibilityStorage: ViewAccessibility?

    // MARK: Masking

    /// A view whose alpha channel masks this view and its subviews: the mask view's layer becomes this
    /// view's `layer.mask`, in this view's bounds coordinates (its frame places it), and it is not a
    /// subview (do not add it to a hierarchy). Nil by default; setting nil removes the mask. A view masks
    /// one view at a time: setting it as another view's mask takes it from the first.
    ///
    /// Source: Apple, `UIView.mask` ("The view's alpha channel determines how much of the view's content
    /// and background shows through").
    open var mask: UIView? {
        get { maskViewStorage }
        set {
            guard newValue !== maskViewStorage else { return }
            newValue?.maskedView?.mask = nil
            maskViewStorage?.maskedView = nil
            maskViewStorage = newValue
            newValue?.maskedView = self
            layer.mask = newValue?.layer
        }
    }
    /// The view set as `mask`.
    final var maskViewStorage: UIView?
    /// The view this view masks, if it is another view's `mask`.
    final weak var maskedView: UIView?

    // MARK: Editing

    /// Makes the first responder resign when it is this view or one of its subviews (at any depth),
    /// which hides the keyboard. With `force` false the responder is asked as `resignFirstResponder()`
    /// always asks it (a text field's delegate may refuse); with `force` true it is not asked: it
    /// resigns whatever `canResignFirstResponder` or its delegate would say.
    ///
    /// Returns true when no view of this hierarchy is first responder afterwards (also when none was),
    /// false when the first responder refused.
    ///
    /// Source: Apple, `UIView.endEditing(_:)` ("If the force parameter is set to true, the text field is
    /// never even asked; it is forced to resign").
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        resignFirstResponderInside(force: force)
    }

    // MARK: Snapshots (implementation in Core/UIView+Snapshotting.swift)

    /// Draws the view and everything inside it, as on screen, into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), the view's bounds scaled to fill `rect`.
    ///
    /// What is drawn is the view's layer tree: the view's background, contents, border and corner
    /// radius, its subviews and sublayers with their transforms, opacity, shadows and masks, clipped to
    /// `rect` (content outside the bounds, such as a shadow, is not drawn). The view's own transform and
    /// position do not apply: the snapshot is of its bounds. A hidden view draws nothing.
    ///
    /// With `afterUpdates` false, the layers are drawn as they are now: changes that wait for the next
    /// screen update (a pending `setNeedsLayout()` or `setNeedsDisplay()`) do not show yet, and a view
    /// that has never been displayed draws only its layer's properties. With `afterUpdates` true, pending
    /// layout happens first (`layoutIfNeeded()`) and every layer marked for display redraws; a view
    /// outside any window also gets the first display it would get on appearing in one.
    ///
    /// Returns false, drawing nothing, when there is no current context or nothing to draw (empty or
    /// non-finite bounds or `rect`); true otherwise.
    ///
    /// Source: Apple, `drawHierarchy(in:afterScreenUpdates:)` ("Renders a snapshot of the complete view
    /// hierarchy as visible onscreen into the current context").
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchySnapshot(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A new view, the size of this view's bounds at (0, 0), showing an image of this view as
    /// `drawHierarchy(in:afterScreenUpdates:)` draws it, rendered at the screen's scale
    /// (`UIScreen.main.scale`). The image is the snapshot view's layer contents: it does not follow
    /// later changes to this view, and it stretches when the snapshot view is resized. Nil when the view
    /// has no area.
    ///
    /// Source: Apple, `snapshotView(afterScreenUpdates:)`.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A new view the size of `rect` (in this view's bounds coordinates) at (0, 0), showing that part of
    /// this view as `drawHierarchy(in:afterScreenUpdates:)` draws it, at the screen's scale. When the
    /// snapshot view is resized, the image stretches in nine parts: the `capInsets` margins keep their size
    /// (shrunk in proportion when the view is smaller than the two together) and the middle stretches. Nil
    /// when `rect` has no area.
    ///
    /// Source: Apple, `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        makeSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    // MARK: Animations (the machinery is in Animation/)

    /// Animates the changes made in `animations`: changes to a view's animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor) animate from what is on screen to the new values, with
    /// the block's duration, delay, curve and options. The completion runs when every animation the block
    /// started has stopped: `true` when they all finished, `false` when one was interrupted (replaced by
    /// another animation of the same property, or removed). A later block that changes the frame, center,
    /// bounds or transform again adds to the motion in flight instead of interrupting it.
    @preconcurrency @MainActor
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.run(AnimationBlock(duration: duration, delay: delay, options: options, completion: completion), animations)
    }

    /// Animates the changes made in `animations`, without delay, with the default curve.
    @preconcurrency @MainActor
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations`, without delay or completion.
    @preconcurrency @MainActor
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` with a spring: `dampingRatio` 1 settles without
    /// overshoot, lower values oscillate; `velocity` is the initial speed in units of the whole distance
    /// per second. The spring is tuned to settle (within 0.1%) in `duration`.
    @preconcurrency @MainActor
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = AnimationBlock(duration: duration, delay: delay, options: options, completion: completion)
        block.spring = (max(0.01, dampingRatio.isFinite ? dampingRatio : 1), velocity.isFinite ? velocity : 0)
        ViewAnimation.run(block, animations)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    @preconcurrency @MainActor
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = ViewAnimation.current
        ViewAnimation.current = nil
        defer { ViewAnimation.current = saved }
        actionsWithoutAnimation()
    }

    /// Whether block animations animate (true by default); when false, their changes happen at once.
    open class var areAnimationsEnabled: Bool { ViewAnimation.enabled }

    /// Turns block animations on or off for the whole application (see `areAnimationsEnabled`).
    open class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimation.enabled = enabled }

    /// The duration of the animation block being run, 0 outside one.
    open class var inheritedAnimationDuration: TimeInterval { ViewAnimation.current?.duration ?? 0 }

    /// Animates the changes made in `animations` through keyframes.
    ///
    /// Inside `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// gives a part of the duration to the changes made in its block; changes made directly in
    /// `animations` take the whole duration. Each animated property of each view gets one keyframe
    /// animation (key: the property's layer key): it starts from the value the property showed before
    /// the block, holds it until its first keyframe begins, reaches each keyframe's value when that
    /// keyframe ends, and holds between keyframes. In `.calculationModeDiscrete`, a value shows from
    /// the start of its keyframe; `.calculationModePaced`/`CubicPaced` ignore the keyframes' times and
    /// move at an even speed; `.calculationModeCubic` passes through the values on a smooth curve. The
    /// model values change at once to the last keyframe's. Delay, repeat, autoreverse, touches and
    /// `completion` (true when every animation ran to its end, false when one was interrupted) are as
    /// in ``animate(withDuration:delay:options:animations:completion:)``: a duration of 0, negative or
    /// NaN animates nothing and the completion runs on the next turn.
    ///
    /// Source: Apple, `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    @preconcurrency @MainActor
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Gives the changes made in `animations` a part of the enclosing keyframe animation: they begin
    /// at `frameStartTime` and end at `frameStartTime + frameDuration`, both fractions of the enclosing
    /// duration (of the enclosing keyframe's, for a keyframe added inside another).
    ///
    /// Bad input: NaN counts as 0; the start is clamped to 0...1 and the duration to what is left
    /// after the start (a zero duration jumps to the values at the start time). Outside an
    /// `animateKeyframes` block, `animations` runs at once, as part of whatever animation is current.
    ///
    /// Source: Apple, `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    @preconcurrency @MainActor
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimation.current?.recorder else { return animations() }
        recorder.within(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Changes the look of `view` with the transition named in `options`.
    ///
    /// `animations` runs at once, without animation: its changes (to `view` or its subviews) are not
    /// animated one by one; the view's look before the block transitions as a whole to its look after
    /// it. The transition is one of `.transitionCrossDissolve`, `.transitionFlipFromLeft`/`Right`/`Top`/
    /// `Bottom`, `.transitionCurlUp`/`Down`, or `.transitionNone` (the change shows at once and the
    /// completion waits for `duration`); the curve options pace it (ease-in-out by default). While it
    /// runs, `view` and its subviews take no touches unless `options` has `.allowUserInteraction`.
    /// Unsupported: `.repeat` and `.autoreverse` do not apply to transitions (each runs once).
    ///
    /// `completion` runs when the transition ends: with `true` when it ran to the end, `false` when it
    /// was interrupted (another transition of the same view, or `view.layer.removeAllAnimations()`).
    /// With a duration of 0, negative or NaN, animations disabled, or a view outside any window, the
    /// change happens at once and the completion runs on the next run-loop turn with `true`.
    ///
    /// Source: Apple, `transition(with:duration:options:animations:completion:)`; UIView.AnimationOptions.
    @preconcurrency @MainActor
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        ViewTransition.run(on: view, duration: duration, options: options, change: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, with the transition named in
    /// `options`, which animates that superview's whole look.
    ///
    /// By default `fromView` is removed from its superview and `toView` is added to it in its place (just
    /// above where `fromView` was); with `.showHideTransitionViews`, both stay in the hierarchy and
    /// `fromView` is hidden and `toView` shown instead. The hierarchy changes at once; the transition
    /// shows them. `completion` gets `true` when the transition ran to the end, `false` when it was
    /// interrupted. When `fromView` has no superview, the views change (hidden/shown with
    /// `.showHideTransitionViews`; otherwise nothing can be added) without a transition and the
    /// completion runs on the next turn. Other options, durations and bad input as
    /// ``transition(with:duration:options:animations:completion:)``.
    ///
    /// Source: Apple, `transition(from:to:duration:options:completion:)` ("By default, this view is removed
    /// from its superview as part of the transition"; "toView ... is added to the superview of fromView").
    @preconcurrency @MainActor
    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        replaceWithTransition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }

    /// The sentinel value of `intrinsicContentSize` components that have no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
}
