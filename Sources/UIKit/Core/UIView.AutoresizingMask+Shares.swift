import Foundation

extension UIView.AutoresizingMask {
    /// How a change of the superview's width (`horizontal`) or height is shared out on that axis: the
    /// fractions that go to the leading margin and to the size (the trailing margin takes the rest). The
    /// flexible parts share it in proportion to their current lengths (equally when those are all 0);
    /// fixed parts get nothing; with no flexible part nothing moves. Both autoresizing and Auto Layout's
    /// translation of the mask into constraints use it, with the frame measured in the superview's
    /// bounds, so the frames they give agree (the engine applies the shares to alignment rectangles,
    /// which are the frames unless `alignmentRectInsets` are set).
    func shares(horizontal: Bool, margin: CGFloat, size: CGFloat, trailing: CGFloat) -> (margin: CGFloat, size: CGFloat) {
        let flags =
            horizontal
            ? [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)]
            : [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)]
        let lengths = [margin, size, trailing]
        let flexible = flags.filter { $0 }.count
        guard flexible > 0 else { return (0, 0) }
        let total = zip(flags, lengths).reduce(CGFloat(0)) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return total > 0 ? lengths[index] / total : 1 / CGFloat(flexible)
        }
        return (share(0), share(1))
    }
}
