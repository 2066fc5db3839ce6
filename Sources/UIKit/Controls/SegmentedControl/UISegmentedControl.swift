/// A row of segments, each a title or an image, acting as buttons for a choice: tapping one selects it.
///
/// Segments: `init(items:)` makes one per string or image; insert and remove them later. An index past
/// the last segment is pinned to the last one (to the end, for inserts), as Apple documents; a negative
/// index fails with a message naming the call; with no segments, the per-segment setters do nothing.
///
/// Selection: ``selectedSegmentIndex`` (``noSegment``, -1, by default). A tap that lifts on a segment
/// selects it; the finger may slide from segment to segment, the one under it highlighted (drawn as
/// selected, as in iOS 7). Only a tap on a segment that is not visibly selected sends `.valueChanged`;
/// a disabled segment ignores taps but can be selected in code. ``isMomentary``: after
/// the tap no segment shows as selected, but `selectedSegmentIndex` stays the tapped index, as in UIKit
/// (it is not reset to -1).
///
/// Events: `.valueChanged` only; the touch events of UIControl's tracking are not sent, as in UIKit.
/// Setting anything in code sends nothing.
///
/// Looks (iOS 7): a 1-point outline in `tintColor` with 4-point rounded corners and 1-point dividers;
/// the selected segment filled with the tint, its title in white; titles in the tint, the system font at
/// 13 points; images as templates in the same colours unless `.alwaysOriginal`; disabled segments faded.
/// 29 points tall, or as tall as the background image (see UISegmentedControl+Customization.swift).
///
/// Source: Apple, UISegmentedControl reference; iOS 7's look.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    /// One segment's content and settings.
    struct SegmentItem {
        var title: String?
        var image: UIImage?
        /// The width set with `setWidth(_:forSegmentAt:)`; 0: automatic.
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var isEnabled = true
    }

    var items: [SegmentItem] = []
    /// Whether the selected segment shows as selected (false after a momentary tap).
    var showsSelection = true
    /// The segment under the tracked finger, drawn highlighted.
    var highlightedSegment: Int?
    /// One accessibility element per segment (SegmentAccessibilityView).
    var segmentElements: [SegmentAccessibilityView] = []

    // Customizations by state and metrics (UISegmentedControl+Customization.swift).
    var backgroundImages: [UIBarMetrics: ControlStateValues<UIImage>] = [:]
    var dividerImages: [DividerKey: UIImage] = [:]
    var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    var positionAdjustments: [PositionKey: UIOffset] = [:]

    struct DividerKey: Hashable { let left: UInt, right: UInt, metrics: UIBarMetrics }
    struct PositionKey: Hashable { let segment: Segment, metrics: UIBarMetrics }

    /// Creates a segmented control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a segmented control with one segment per item, in order: a `String` makes a titled
    /// segment, a `UIImage` an image segment (any other item fails with a message). It is sized to fit
    /// its segments.
    ///
    /// Source: Apple, `init(items:)`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            switch item {
            case let title as String: self.items.append(SegmentItem(title: title))
            case let image as UIImage: self.items.append(SegmentItem(image: image))
            default: preconditionFailure("UISegmentedControl(items:): item \(index) is a \(type(of: item)); items are String or UIImage")
            }
        }
        contentDidChange()
        frame.size = intrinsicContentSize
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { items.count }

    /// Inserts a titled segment at `segment` (pinned to the end when past it). `animated`: the control
    /// cross-dissolves to its new look over 0.25 s.
    ///
    /// Deviation: UIKit slides and resizes the segments; OpenUIKit cross-dissolves.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment, animated: animated, call: "insertSegment(withTitle:at:animated:)")
    }

    /// Inserts an image segment at `segment` (pinned to the end when past it).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment, animated: animated, call: "insertSegment(with:at:animated:)")
    }

    /// Removes the segment at `segment` (pinned to the last one; nothing happens with no segments). The
    /// selection follows its segment; removing the selected segment selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment, call: "removeSegment(at:animated:)") else { return }
        change(animated: animated) {
            items.remove(at: index)
            if selectedSegmentIndex == index {
                selectedIndexStorage = Self.noSegment
            } else if selectedSegmentIndex > index {
                selectedIndexStorage -= 1
            }
        }
    }

    /// Removes every segment; no segment is selected.
    open func removeAllSegments() {
        change(animated: false) {
            items.removeAll()
            selectedIndexStorage = Self.noSegment
        }
    }

    private func insert(_ item: SegmentItem, at segment: Int, animated: Bool, call: String) {
        precondition(segment >= 0, "UISegmentedControl.\(call): the index \(segment) is negative")
        let index = min(segment, items.count)
        change(animated: animated) {
            items.insert(item, at: index)
            if selectedSegmentIndex >= index { selectedIndexStorage += 1 }
        }
    }

    /// Applies a change of segments: layout, size and drawing follow.
    func change(animated: Bool, _ body: () -> Void) {
        if animated, window != nil {
            // The transition runs `body` at once (it does not keep it).
            withoutActuallyEscaping(body) { body in
                UIView.transition(with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction], animations: body)
            }
        } else {
            body()
        }
        highlightedSegment = nil
        contentDidChange()
    }

    /// The index a per-segment call acts on: `segment`, pinned to the last segment; nil with no segments.
    func pinned(_ segment: Int, call: String) -> Int? {
        precondition(segment >= 0, "UISegmentedControl.\(call): the index \(segment) is negative")
        return items.isEmpty ? nil : min(segment, items.count - 1)
    }

    /// Marks size, layout and drawing as stale after content changed; keeps one accessibility element
    /// per segment.
    func contentDidChange() {
        while segmentElements.count < items.count {
            let element = SegmentAccessibilityView(control: self)
            segmentElements.append(element)
            addSubview(element)
        }
        while segmentElements.count > items.count { segmentElements.removeLast().removeFromSuperview() }
        for (index, element) in segmentElements.enumerated() { element.index = index }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Segment content

    /// Sets the title of a segment; a non-nil title removes its image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinned(segment, call: "setTitle(_:forSegmentAt:)") else { return }
        items[index].title = title
        if title != nil { items[index].image = nil }
        contentDidChange()
    }

    /// The title of a segment, nil if it has none (or there are no segments).
    open func titleForSegment(at segment: Int) -> String? {
        pinned(segment, call: "titleForSegment(at:)").flatMap { items[$0].title }
    }

    /// Sets the image of a segment; a non-nil image removes its title. It draws as a
    /// template in the title colour unless `.alwaysOriginal`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinned(segment, call: "setImage(_:forSegmentAt:)") else { return }
        items[index].image = image
        if image != nil { items[index].title = nil }
        contentDidChange()
    }

    /// The image of a segment, nil if it has none.
    open func imageForSegment(at segment: Int) -> UIImage? {
        pinned(segment, call: "imageForSegment(at:)").flatMap { items[$0].image }
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically. A negative or
    /// non-finite width counts as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinned(segment, call: "setWidth(_:forSegmentAt:)") else { return }
        items[index].width = width.isFinite && width > 0 ? width : 0
        contentDidChange()
    }

    /// The width set for a segment; 0 when it is sized automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        pinned(segment, call: "widthForSegment(at:)").map { items[$0].width } ?? 0
    }

    /// Moves a segment's title or image by `offset` from where it would be (zero). Non-finite
    /// components count as 0.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinned(segment, call: "setContentOffset(_:forSegmentAt:)") else { return }
        items[index].contentOffset = offset
        setNeedsDisplay()
    }

    /// The content offset of a segment.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinned(segment, call: "contentOffsetForSegment(at:)").map { items[$0].contentOffset } ?? .zero
    }

    /// Enables or disables a segment (true by default). A disabled segment draws faded and ignores taps,
    /// but can still be selected in code.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinned(segment, call: "setEnabled(_:forSegmentAt:)") else { return }
        items[index].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        pinned(segment, call: "isEnabledForSegment(at:)").map { items[$0].isEnabled } ?? false
    }

    // MARK: Selection and behaviour

    var selectedIndexStorage = UISegmentedControl.noSegment

    /// The selected segment's index, or ``noSegment`` (-1, the default). Setting it in code shows that
    /// segment as selected, even in a momentary control, and sends no event. An index outside
    /// -1 ..< `numberOfSegments` fails with a message.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            precondition(
                newValue >= Self.noSegment && newValue < items.count,
                "UISegmentedControl.selectedSegmentIndex: \(newValue) is out of range (\(items.count) segments; noSegment is -1)")
            selectedIndexStorage = newValue
            showsSelection = true
            setNeedsDisplay()
        }
    }

    /// Whether segments spring back after a tap (false): a momentary control shows the tapped segment
    /// only while the finger is on it; the tap still sets `selectedSegmentIndex` and sends `.valueChanged`.
    open var isMomentary = false

    /// Whether automatic widths follow each segment's content (true) or are all equal (false, the
    /// default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { contentDidChange() } }
    }

    /// The segment that shows as selected, if any.
    var visiblySelectedSegment: Int? {
        showsSelection && selectedIndexStorage >= 0 && selectedIndexStorage < items.count ? selectedIndexStorage : nil
    }

    // MARK: Customizing appearance (see UISegmentedControl+Customization.swift for what draws)

    /// Sets the image stretched behind each segment in `state`. A `.normal` image replaces iOS 7's
    /// outline look and sets the control's height to the image's; selected segments
    /// without an image of their own show it darkened, disabled ones faded.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(UISegmentedControl.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]))
        backgroundImages[barMetrics, default: ControlStateValues()][exactly: state] = backgroundImage
        contentDidChange()
    }

    /// The background image set for exactly `state` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]?[exactly: state]
    }

    /// Sets the divider drawn between a segment in `leftState` and the next in `rightState`; it keeps
    /// its width and stretches to the control's height. The normal/normal divider stands in for pairs
    /// without one.
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        markAppearanceExplicit(
            UISegmentedControl.appearanceKey("dividerImage", [leftState.rawValue, rightState.rawValue, UInt(barMetrics.rawValue)]))
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics)] = dividerImage
        contentDidChange()
    }

    /// The divider image set for exactly these states and metrics.
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics)]
    }

    /// Sets the attributes of titles in `state` (font, foreground colour, shadow...). Attributes a state
    /// does not set come from iOS 7's defaults: the system font at 13 points, in the tint (white on the
    /// selection).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        markAppearanceExplicit(UISegmentedControl.appearanceKey("titleTextAttributes", [state.rawValue]))
        titleAttributes[exactly: state] = attributes
        contentDidChange()
    }

    /// The title attributes set for `state`: its own, else `.normal`'s.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(for: state)
    }

    /// Moves the content of the segments of `leftCenterRightOrAlone` type by `adjustment` (`.any`: every
    /// segment without an adjustment of its own type).
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
        barMetrics: UIBarMetrics
    ) {
        markAppearanceExplicit(
            UISegmentedControl.appearanceKey(
                "contentPositionAdjustment",
                [UInt(leftCenterRightOrAlone.rawValue), UInt(barMetrics.rawValue)]))
        positionAdjustments[PositionKey(segment: leftCenterRightOrAlone, metrics: barMetrics)] = adjustment
        setNeedsDisplay()
    }

    /// The adjustment set for exactly this segment type and metrics (zero if none).
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[PositionKey(segment: leftCenterRightOrAlone, metrics: barMetrics)] ?? .zero
    }

    // MARK: Size and drawing (the rules are in UISegmentedControl+Layout.swift and +Drawing.swift)

    /// The segments side by side with their dividers: 29 points tall, or the `.normal` background
    /// image's height.
    open override var intrinsicContentSize: CGSize { naturalSize() }

    /// The natural size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize() }

    open override func draw(_ rect: CGRect) { drawSegments() }

    /// Places each segment's accessibility element over its segment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (element, frame) in zip(segmentElements, segmentFrames()) { element.frame = frame }
    }

    // MARK: Tracking

    // UIKit: a segmented control sends only Value Changed.
    override var sentTouchEvents: Event { [] }

    /// The enabled segment under `touch` when it is `inside` (UIControl's slop), else nil.
    private func trackedSegment(_ touch: UITouch, inside: Bool) -> Int? {
        guard inside, let index = segmentIndex(atX: touch.location(in: self).x), items[index].isEnabled else { return nil }
        return index
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = trackedSegment(touch, inside: true)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment = trackedSegment(touch, inside: isTouchInside)
        if segment != highlightedSegment {
            highlightedSegment = segment
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let tapped = touch.flatMap { trackedSegment($0, inside: isTouchInside) }
        highlightedSegment = nil
        setNeedsDisplay()
        guard let tapped else { return }
        let wasVisiblySelected = visiblySelectedSegment == tapped
        selectedIndexStorage = tapped
        showsSelection = !isMomentary
        // UIKit: only a segment that was not visibly selected reports the change.
        if !wasVisiblySelected { send(.valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegment = nil
        setNeedsDisplay()
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// A single tap on a segment is the control's, not a tap recognizer's of a superview (UIKit, iOS 6+).
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        Self.isSingleTap(recognizer)
    }
}
