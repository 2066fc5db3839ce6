import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// The Auto Layout unknowns of one view or layout guide: its alignment rectangle as four solver variables
/// (minX, minY, width, height, in the coordinates of its superview, or of its owning view for a guide), and
/// the constraints UIKit makes for it itself:
/// - a view whose `translatesAutoresizingMaskIntoConstraints` is true: its frame, as four required
///   equalities (UIKit's NSAutoresizingMaskLayoutConstraints), kept in step with the frame, and following
///   its superview's size as its autoresizing mask says when the superview is in the same engine;
/// - any other view with an `intrinsicContentSize`: content hugging (`size <= intrinsic`) and compression
///   resistance (`size >= intrinsic`) at the view's priorities (UIKit's NSContentSizeLayoutConstraints);
/// - a system layout guide (margins, safe area, readable content): its place in the owning view.
/// A node exists only once a constraint involves its item; views without constraints never get one.
@MainActor
final class LayoutNode {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    /// The engine whose solver holds the variables (nil until a constraint involves the item).
    var engine: LayoutEngine?
    var x = LayoutSolver.Variable.unassigned("minX"), y = LayoutSolver.Variable.unassigned("minY")
    var width = LayoutSolver.Variable.unassigned("width"), height = LayoutSolver.Variable.unassigned("height")

    /// The required constraints placing the item (a translated frame, or a system guide), with the
    /// constants in force.
    var placement: [LayoutSolver.Constraint] = []
    var placementConstants: [Double] = []
    /// Whether `placement` is a translated frame (else a guide's placement or nothing).
    var placementIsFrame = false

    /// A scroll view's content width and height (``UIView/constrainsContentArea``), made when a
    /// constraint from inside names an edge that depends on them (trailing, bottom, a centre); nil before.
    var contentWidth: LayoutSolver.Variable?, contentHeight: LayoutSolver.Variable?

    /// Hugging and compression constraints, and the intrinsic size and priorities they were made with.
    var contentSize: [LayoutSolver.Constraint] = []
    var contentSizeKey = ContentSizeKey()

    /// Set when the placement or content size must be read again before the next solve.
    var needsRefresh = false
    /// Set when the view's frame must be set from the solution even if no variable changed.
    var needsApply = false
    /// The publish pass that last visited the node.
    var visit = 0
    /// Active constraints whose expressions read this view's margins or baselines (rebuilt when those
    /// change). Held strongly (the constraint holds its nodes weakly): a weak reference would give every
    /// constraint a side table and slow down each retain of it.
    var offsetDependents: [ObjectIdentifier: NSLayoutConstraint] = [:]

    /// Active constraints that name this item (to find them when its view leaves its superview).
    /// Held strongly, as `offsetDependents`; entries go when the constraint is deactivated.
    var references: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(view: UIView) { self.view = view }
    init(guide: UILayoutGuide) { self.guide = guide }

    var variables: [LayoutSolver.Variable] { [x, y, width, height] }

    /// The item's current alignment rectangle in the solution (unrounded).
    var solvedRect: CGRect {
        guard let solver = engine?.solver else { return .zero }
        return CGRect(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width), height: solver.value(of: height))
    }

    /// Whether the engine sets this view's frame (a view with a superview whose flag is false).
    var appliesFrame: Bool {
        guard let view else { return false }
        return !view.translatesAutoresizingMaskIntoConstraints && view.superview != nil
    }

    /// The intrinsic size and priorities content-size constraints were made from.
    struct ContentSizeKey: Equatable {
        var size = CGSize(width: -1, height: -1)  // UIView.noIntrinsicMetric
        var hugging: [Float] = [], compression: [Float] = []
        /// The constraints' weights within their priority, horizontal then vertical: 1, or slightly more
        /// along a stack view's axis for a later arranged view, so that among equal priorities the
        /// earlier view gives way first (``ViewAutoLayout/StackPlace``).
        var weights: [Double] = [1, 1]

        /// Whether the intrinsic size has a value on each axis, horizontal then vertical (not
        /// `UIView.noIntrinsicMetric`, and finite).
        var sizePresent: [Bool] { [size.width >= 0 && size.width.isFinite, size.height >= 0 && size.height.isFinite] }

        /// The weight of an arranged view at `index`: steps of a millionth (100 times the solver's
        /// epsilon), so small that they break ties and nothing else: another constraint of the same
        /// priority would have to differ from this one by as little to be swayed.
        static func weight(at index: Int) -> Double { 1 + 1e-6 * Double(index) }
    }
}
