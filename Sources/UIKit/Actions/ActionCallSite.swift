/// Where in the source a typed action was added: the identity of a typed target-action entry.
///
/// A Swift method reference (`VC.tapped`) is a closure, and closures cannot be compared, so nothing can
/// tell two adds of `VC.tapped` apart from an add of `VC.tapped` and one of `VC.other`. UIKit's rule that
/// adding the same target and action again adds nothing (a cell that wires its button on every reuse gets
/// one call per tap, not one per reuse) is kept by treating adds of the same target from the same call
/// site as the same action. The public typed `addTarget` forms take `#fileID`, `#line` and `#column` as
/// defaulted arguments and pass them here.
///
/// Limit: a helper that adds different methods of the same target for the same events from one line of
/// its own (`func wire(_ action: ...) { control.addTarget(self, action: action, for: .touchUpInside) }`)
/// keeps only the first; such a helper should pass its caller's location through.
package struct ActionCallSite: Hashable, Sendable {
    package let fileID: String
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.fileID = "\(fileID)"
        self.line = line
        self.column = column
    }
}
