/// What draws a popover's outside, its frame and its arrow, in one view behind the content. Subclass it
/// to give popovers another look (a popover controller's `backgroundViewClass`): the subclass says how
/// tall and wide its arrow is and how thick the frame's four sides are (class methods), and draws the
/// arrow where the popover puts it: on the side `arrowDirection` names, `arrowOffset` points from that
/// side's centre (positive: right or down). The popover sets both before the view draws, and may put the
/// arrow at the very edge of the view, or past it.
///
/// The base class has no look of its own: a subclass must override `arrowHeight()`, `arrowBase()` and
/// `contentViewInsets()`.
///
/// Source: Apple, UIPopoverBackgroundView and UIPopoverBackgroundViewMethods.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView {
    /// A background view at `frame`; the popover makes its background view with this initializer.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { nil }

    /// The distance from the centre of the arrow's side to the centre of the arrow, set by the popover.
    open var arrowOffset: CGFloat = 0 {
        didSet { if arrowOffset != oldValue { setNeedsLayout() } }
    }

    /// The side the arrow stands on, set by the popover.
    open var arrowDirection: UIPopoverArrowDirection = .unknown {
        didSet { if arrowDirection != oldValue { setNeedsLayout() } }
    }

    /// The arrow's height, from its base to its tip. Subclasses must override it.
    open class func arrowHeight() -> CGFloat {
        preconditionFailure("UIPopoverBackgroundView.arrowHeight(): \(self) must override this method")
    }

    /// The width of the arrow's base. Subclasses must override it.
    open class func arrowBase() -> CGFloat {
        preconditionFailure("UIPopoverBackgroundView.arrowBase(): \(self) must override this method")
    }

    /// How far the content sits inside the frame (not counting the arrow). Subclasses must override it.
    open class func contentViewInsets() -> UIEdgeInsets {
        preconditionFailure("UIPopoverBackgroundView.contentViewInsets(): \(self) must override this method")
    }

    /// Whether the content keeps the popover's default look, its rounded corners (true). A subclass that
    /// returns false gets the content with square corners.
    open class var wantsDefaultContentAppearance: Bool { true }
}
