/// A rectangle on screen that draws content, lays out subviews and handles touches. Every view is
/// backed by a layer (`layerClass`), which it is the delegate of; a view's geometry and appearance
/// properties are its layer's, in points, y down.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer class to create for each instance; `CALayer` by default.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer.
    public let layer: CALayer

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init(_dynamicClassOf: ())
        super.init()
        layer.delegate = self
        layer.contentsScale = MainScreenScale.value
        layer.isOpaque = true
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
        get { layer.frame }
        set {
            guard [newValue.minX, newValue.minY, newValue.width, newValue.height].allSatisfy(\.isFinite) else { return }
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            placeDidChangeForSafeArea()
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard [newValue.minX, newValue.minY, newValue.width, newValue.height].allSatisfy(\.isFinite) else { return }
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            if oldSize != newValue.size { placeDidChangeForSafeArea() }
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else { return }
            layer.position = newValue
            if autoLayoutStorage != nil { autoLayoutFrameDidChange() }
            placeDidChangeForSafeArea()
        }
    }

    /// The view's transform about its centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform (the layer's).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Pixels per point of the view's content: by default the scale of the screen it shows on (a view
    /// that draws takes its window's screen's scale when it moves into the window), else what is set.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            hasSetContentScale = true
            guard newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
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

    // MARK: Appearance

    /// The background colour (nil: transparent).
    open var backgroundColor: UIColor? {
        didSet {
            layer.backgroundColor = backgroundColor.map { resolvedForLayer($0) }
            markAppearanceExplicit("backgroundColor")
        }
    }
    /// The opacity, 0...1; a view with alpha < 0.01 is not hit-tested.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 1 : newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
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
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    /// Whether subviews (and content) are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A number to find the view by with `viewWithTag(_:)`.
    open var tag = 0
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

    /// The sentinel value of `intrinsicContentSize` components that have no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
}
