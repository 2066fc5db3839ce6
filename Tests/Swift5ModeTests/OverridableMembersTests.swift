// Compiled in Swift 5 language mode, in a module other than UIKit: every member iOS lets a subclass
// override (Apple declares it `open`) must be overridable here too. Each subclass below overrides the
// members that used to be `public` in extensions (and the few added), calling `super` as iOS code does;
// the tests show UIKit calling the overrides where UIKit itself calls those members.
import Testing
import UIKit
import UIKitTesting

/// What the overrides below were called for, in order.
private var calls: [String] = []

// MARK: CALayer

final class OverridingLayer: CALayer {
    override func layoutSublayers() { calls.append("layoutSublayers"); super.layoutSublayers() }
    override func setNeedsLayout() { calls.append("setNeedsLayout"); super.setNeedsLayout() }
    override func layoutIfNeeded() { calls.append("layoutIfNeeded"); super.layoutIfNeeded() }
    override func setNeedsDisplay() { calls.append("setNeedsDisplay"); super.setNeedsDisplay() }
    override func display() { calls.append("display"); super.display() }
    override func draw(in ctx: CGContext) { calls.append("draw(in:)"); super.draw(in: ctx) }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    override func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { super.convert(p, from: layer) }
    override func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { super.convert(p, to: layer) }
    override func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { super.convert(r, from: layer) }
    override func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { super.convert(r, to: layer) }
    override func contentsAreFlipped() -> Bool { super.contentsAreFlipped() }
    override func awakeFromNib() { calls.append("layer.awakeFromNib"); super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { calls.append("layer.prepareForInterfaceBuilder"); super.prepareForInterfaceBuilder() }
    override class func defaultValue(forKey key: String) -> Any? { key == "level" ? 3 : super.defaultValue(forKey: key) }
    override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
    override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }
}

// MARK: UIView, as a layer's delegate and as a view

/// Overrides the hierarchy, geometry, layout, display and Auto Layout members of UIView.
class OverridingView: UIView {
    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override var window: UIWindow? { super.window }
    override func addSubview(_ view: UIView) { calls.append("addSubview"); super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { super.exchangeSubview(at: index1, withSubviewAt: index2) }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func removeFromSuperview() { calls.append("removeFromSuperview"); super.removeFromSuperview() }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }

    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSubviews() { calls.append("layoutSubviews"); super.layoutSubviews() }
    override func sizeToFit() { calls.append("sizeToFit"); super.sizeToFit() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 30) }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func updateConstraints() { super.updateConstraints() }
    override func updateConstraintsIfNeeded() { super.updateConstraintsIfNeeded() }
    override func setNeedsUpdateConstraints() { super.setNeedsUpdateConstraints() }
    override func needsUpdateConstraints() -> Bool { super.needsUpdateConstraints() }

    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { super.setNeedsDisplay(rect) }
    override func layoutSublayers(of layer: CALayer) { calls.append("layoutSublayers(of:)"); super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { super.action(for: layer, forKey: event) }

    override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set { super.layoutMargins = newValue }
    }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { super.directionalLayoutMargins }
        set { super.directionalLayoutMargins = newValue }
    }
    override var preservesSuperviewLayoutMargins: Bool {
        get { super.preservesSuperviewLayoutMargins }
        set { super.preservesSuperviewLayoutMargins = newValue }
    }
    override var insetsLayoutMarginsFromSafeArea: Bool {
        get { super.insetsLayoutMarginsFromSafeArea }
        set { super.insetsLayoutMarginsFromSafeArea = newValue }
    }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override var layoutMarginsGuide: UILayoutGuide { super.layoutMarginsGuide }
    override var safeAreaLayoutGuide: UILayoutGuide { super.safeAreaLayoutGuide }
    override var readableContentGuide: UILayoutGuide { super.readableContentGuide }
    override func addConstraint(_ constraint: NSLayoutConstraint) { super.addConstraint(constraint) }
    override func addConstraints(_ constraints: [NSLayoutConstraint]) { super.addConstraints(constraints) }
    override func removeConstraint(_ constraint: NSLayoutConstraint) { super.removeConstraint(constraint) }
    override func removeConstraints(_ constraints: [NSLayoutConstraint]) { super.removeConstraints(constraints) }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var lastBaselineAnchor: NSLayoutYAxisAnchor { super.lastBaselineAnchor }
    override var layoutGuides: [UILayoutGuide] { super.layoutGuides }
    override func addLayoutGuide(_ layoutGuide: UILayoutGuide) { super.addLayoutGuide(layoutGuide) }
    override func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { super.removeLayoutGuide(layoutGuide) }
    override var hasAmbiguousLayout: Bool { super.hasAmbiguousLayout }
    override func exerciseAmbiguityInLayout() { super.exerciseAmbiguityInLayout() }
    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        super.constraintsAffectingLayout(for: axis)
    }

    override var mask: UIView? {
        get { super.mask }
        set { super.mask = newValue }
    }
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    override func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        super.drawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { super.snapshotView(afterScreenUpdates: afterUpdates) }
    override func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        super.resizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }
    override func awakeFromNib() { calls.append("awakeFromNib"); super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { calls.append("prepareForInterfaceBuilder"); super.prepareForInterfaceBuilder() }

    override class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        super.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
    override class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        super.performWithoutAnimation(actionsWithoutAnimation)
    }
    override class var areAnimationsEnabled: Bool { super.areAnimationsEnabled }
    override class var inheritedAnimationDuration: TimeInterval { super.inheritedAnimationDuration }
    override class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        super.transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }
    override class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UITraitEnvironmentLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        super.userInterfaceLayoutDirection(for: attribute, relativeTo: layoutDirection)
    }
}

/// Records the view's own margins callback; it does not call super, which does nothing.
final class OverridingMarginsView: UIView {
    override func layoutMarginsDidChange() { calls.append("layoutMarginsDidChange") }
}

/// Draws through the layer delegate's `draw(_:in:)` rather than `draw(_:)`.
final class DelegateDrawingView: UIView {
    var drawnInto: [CGSize] = []
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        drawnInto.append(layer.bounds.size)
        super.draw(layer, in: ctx)
    }
}

/// Sets its layer's contents itself in the delegate's `display(_:)`: its `draw(_:)` never runs.
final class DelegateDisplayingView: UIView {
    static let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }.cgImage!
    var drewRect = false
    override func display(_ layer: CALayer) { layer.contents = DelegateDisplayingView.image }
    override func draw(_ rect: CGRect) { drewRect = true }
}

/// Turns off its layer's implicit opacity animation, even inside animation blocks.
final class UnanimatedOpacityView: UIView {
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        event == "opacity" ? NSNull() : super.action(for: layer, forKey: event)
    }
}

/// Narrows `layer` to its layer class, as iOS code does.
final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    override var layer: CAShapeLayer { super.layer as! CAShapeLayer }
}

// MARK: UIResponder, view controllers, controls and other views

final class MotionController: UIViewController {
    var motions: [UIEvent.EventSubtype] = []
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(motion) }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionBegan(motion, with: event) }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionCancelled(motion, with: event) }
    override func remoteControlReceived(with event: UIEvent?) { super.remoteControlReceived(with: event) }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { super.touchesEstimatedPropertiesUpdated(touches) }
    override func awakeFromNib() { calls.append("controller.awakeFromNib"); super.awakeFromNib() }
    override func viewLayoutMarginsDidChange() { calls.append("viewLayoutMarginsDidChange"); super.viewLayoutMarginsDidChange() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
}

final class OverridingControl: UIControl {
    override func setNeedsLayout() { super.setNeedsLayout() }
    override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set { super.layoutMargins = newValue }
    }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { super.action(for: layer, forKey: event) }
}

final class OverridingLabel: UILabel {
    override func sizeToFit() { calls.append("label.sizeToFit"); super.sizeToFit() }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func draw(_ layer: CALayer, in ctx: CGContext) { super.draw(layer, in: ctx) }
}

final class OverridingButton: UIButton {
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
}

final class OverridingImageView: UIImageView {
    override func display(_ layer: CALayer) { super.display(layer) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
}

final class OverridingScrollView: UIScrollView {
    var zoomScalesSet: [CGFloat] = []
    override var panGestureRecognizer: UIPanGestureRecognizer { super.panGestureRecognizer }
    override var delaysContentTouches: Bool {
        get { super.delaysContentTouches }
        set { super.delaysContentTouches = newValue }
    }
    override var canCancelContentTouches: Bool {
        get { super.canCancelContentTouches }
        set { super.canCancelContentTouches = newValue }
    }
    override var showsVerticalScrollIndicator: Bool {
        get { super.showsVerticalScrollIndicator }
        set { super.showsVerticalScrollIndicator = newValue }
    }
    override var showsHorizontalScrollIndicator: Bool {
        get { super.showsHorizontalScrollIndicator }
        set { super.showsHorizontalScrollIndicator = newValue }
    }
    override var indicatorStyle: UIScrollView.IndicatorStyle {
        get { super.indicatorStyle }
        set { super.indicatorStyle = newValue }
    }
    override var scrollIndicatorInsets: UIEdgeInsets {
        get { super.scrollIndicatorInsets }
        set { super.scrollIndicatorInsets = newValue }
    }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
    override var minimumZoomScale: CGFloat {
        get { super.minimumZoomScale }
        set { super.minimumZoomScale = newValue }
    }
    override var maximumZoomScale: CGFloat {
        get { super.maximumZoomScale }
        set { super.maximumZoomScale = newValue }
    }
    override var zoomScale: CGFloat {
        get { super.zoomScale }
        set { super.zoomScale = newValue }
    }
    override var isZooming: Bool { super.isZooming }
    override var pinchGestureRecognizer: UIPinchGestureRecognizer? { super.pinchGestureRecognizer }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScalesSet.append(scale)
        super.setZoomScale(scale, animated: animated)
    }
    override func zoom(to rect: CGRect, animated: Bool) { super.zoom(to: rect, animated: animated) }
    override var contentLayoutGuide: UILayoutGuide { super.contentLayoutGuide }
    override var frameLayoutGuide: UILayoutGuide { super.frameLayoutGuide }
}

final class OverridingSegmentedControl: UISegmentedControl {
    override func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        super.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
    }
    override func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        super.backgroundImage(for: state, barMetrics: barMetrics)
    }
    override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        super.setTitleTextAttributes(attributes, for: state)
    }
    override func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        super.titleTextAttributes(for: state)
    }
}

final class OverridingStepper: UIStepper {
    override func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { super.setIncrementImage(image, for: state) }
    override func incrementImage(for state: UIControl.State) -> UIImage? { super.incrementImage(for: state) }
    override func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        super.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState)
    }
}

final class OverridingTableView: UITableView {
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
}

final class OverridingCell: UITableViewCell {
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set { super.layoutMargins = newValue }
    }
}

final class OverridingRecognizer: UIGestureRecognizer {
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
}

final class OverridingConstraint: NSLayoutConstraint {
    override var relation: NSLayoutConstraint.Relation { super.relation }
    override var multiplier: CGFloat { super.multiplier }
    override class func activate(_ constraints: [NSLayoutConstraint]) { super.activate(constraints) }
    override class func deactivate(_ constraints: [NSLayoutConstraint]) { super.deactivate(constraints) }
}

// MARK: UIKit calls the overrides

@MainActor @Suite("Overridable members")
struct OverridableMembersTests {
    @Test("An overridden layoutSublayers runs when layoutIfNeeded lays out a layer marked for layout")
    func layerLayoutOverride() {
        calls = []
        let layer = OverridingLayer()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(calls == ["setNeedsLayout", "layoutIfNeeded", "layoutSublayers"])
        calls = []
        layer.layoutIfNeeded()
        #expect(calls == ["layoutIfNeeded"])
    }

    @Test("A layer class's overridden defaultValue(forKey:) and needsDisplay(forKey:) are asked by key-value access")
    func layerClassOverrides() {
        calls = []
        let layer = OverridingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(layer.value(forKey: "level") as? Int == 3)
        layer.setValue(5, forKey: "level")
        #expect(calls.contains("setNeedsDisplay"))
        layer.displayIfNeeded()
        #expect(calls.suffix(2) == ["display", "draw(in:)"])
    }

    @Test("The layout pass goes through the view's overridden layoutSublayers(of:), then layoutSubviews")
    func viewLayoutSublayersOverride() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(view)
        calls = []
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(calls == ["layoutSublayers(of:)", "layoutSubviews"])
    }

    @Test("An overridden sizeToFit, calling super, takes the size from the overridden sizeThatFits")
    func sizeToFitOverride() {
        calls = []
        let view = OverridingView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        view.sizeToFit()
        #expect(calls == ["sizeToFit"])
        #expect(view.frame == CGRect(x: 5, y: 6, width: 120, height: 30))
    }

    @Test("The layer delegate's draw(_:in:), overridden in a view, draws the view's backing store")
    func delegateDrawOverride() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        let view = DelegateDrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        h.window.addSubview(view)
        h.runTurn()
        #expect(view.drawnInto.last == CGSize(width: 40, height: 20))
        #expect(view.layer.contents != nil)
    }

    @Test("The layer delegate's display(_:), overridden in a view, replaces drawing: draw(_:) does not run")
    func delegateDisplayOverride() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        let view = DelegateDisplayingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        h.window.addSubview(view)
        h.runTurn()
        #expect(view.layer.contents as? CGImage === DelegateDisplayingView.image)
        #expect(!view.drewRect)
    }

    @Test("action(for:forKey:) overridden to return NSNull turns off the animation of that key in a block")
    func actionOverrideDisablesAnimation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let quiet = UnanimatedOpacityView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        h.window.addSubview(plain)
        h.window.addSubview(quiet)
        h.runTurn()
        UIView.animate(withDuration: 1) {
            plain.alpha = 0.5
            quiet.alpha = 0.5
            quiet.center.x += 10
        }
        #expect(plain.layer.animationKeys() == ["opacity"])
        #expect(quiet.layer.animationKeys() == ["position"])
        #expect(quiet.alpha == 0.5)
    }

    @Test("A view narrows its layer's type by overriding layer; geometry still goes through it")
    func layerOverride() {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let shape: CAShapeLayer = view.layer
        shape.path = CGPath(rect: view.bounds, transform: nil)
        #expect(shape.bounds.size == CGSize(width: 30, height: 10))
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.layer.position == CGPoint(x: 50, y: 50))
    }

    @Test("Motion events pass up the responder chain by default, from a view to its controller")
    func motionForwardedToController() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        let controller = MotionController()
        h.window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        child.motionEnded(.motionShake, with: nil)
        #expect(controller.motions == [.motionShake])
    }

    @Test("A controller hears viewLayoutMarginsDidChange when its root view's margins change, after the view")
    func controllerHearsMarginChange() {
        let controller = MotionController()
        let view = OverridingMarginsView()
        controller.view = view
        calls = []
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(calls == ["layoutMarginsDidChange", "viewLayoutMarginsDidChange"])
    }

    @Test("A view's mask view masks it through its layer, and masks one view at a time")
    func maskView() {
        let first = UIView(), second = UIView()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.mask = mask
        #expect(first.layer.mask === mask.layer)
        second.mask = mask
        #expect(first.mask == nil && first.layer.mask == nil)
        #expect(second.layer.mask === mask.layer)
        second.mask = nil
        #expect(second.layer.mask == nil)
    }

    @Test("awakeFromNib and prepareForInterfaceBuilder are never called for objects made in code")
    func noNibCallbacks() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        calls = []
        let controller = MotionController()
        h.window.rootViewController = controller
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = OverridingLayer()
        view.layer.addSublayer(layer)
        controller.view.addSubview(view)
        h.runTurn()
        #expect(!calls.contains { $0.contains("awakeFromNib") || $0.contains("prepareForInterfaceBuilder") })
    }

    @Test("Overridden hierarchy, scroll view and control members keep UIKit's behaviour when they call super")
    func overridesCallingSuperBehave() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200))
        calls = []
        let container = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(container)
        let a = UIView(), b = UIView()
        container.addSubview(a)
        container.insertSubview(b, belowSubview: a)
        #expect(container.subviews == [b, a])
        container.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(container.subviews == [a, b])
        a.tag = 7
        #expect(container.viewWithTag(7) === a)
        #expect(container.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        container.removeFromSuperview()
        #expect(calls == ["addSubview", "removeFromSuperview"])
        #expect(container.window == nil)

        let scroll = OverridingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.showsVerticalScrollIndicator = false
        #expect(!scroll.showsVerticalScrollIndicator)
        scroll.maximumZoomScale = 3
        #expect(scroll.pinchGestureRecognizer != nil)

        let segments = OverridingSegmentedControl(items: ["A", "B"])
        segments.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(segments.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)

        let constraint = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(constraint.relation == .greaterThanOrEqual && constraint.multiplier == 1)
    }
}
