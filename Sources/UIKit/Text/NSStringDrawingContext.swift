/// Settings in, results out, for one string drawing or measuring call.
///
/// Set `minimumScaleFactor` below 1 to let the text shrink (all fonts by the same factor, down to that
/// factor) until it fits the rectangle; after the call `actualScaleFactor` says which factor was used and
/// `totalBounds` where the text went (the rectangle the measuring call returns).
open class NSStringDrawingContext: NSObject {
    /// The smallest font scale allowed, 0...1. 0 (the default) or 1 means no shrinking. Values outside
    /// 0...1 and NaN are treated as 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last call: 1 unless the text had to shrink.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured by the last call.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context that allows no shrinking.
    public override init() { super.init() }
}
