// The model's answers to UITextInput's position and range questions, for the views that adopt the
// protocol: a view's public methods forward here and add geometry from its text layout.
extension TextEditingModel {
    /// The offset of one of UIKit's positions, or nil for a position of another kind or outside the text.
    func offset(of position: UITextPosition) -> Int? {
        guard let offset = (position as? TextOffsetPosition)?.offset, offset >= 0, offset <= length else { return nil }
        return offset
    }

    /// The range of one of UIKit's ranges, clamped to the text and grown to whole clusters; nil for a
    /// range of another kind.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let range = range as? TextOffsetRange else { return nil }
        let clamped = clamp(range.nsRange)
        return NSRange(location: clamped.lowerBound, length: clamped.count)
    }

    func textPosition(_ offset: Int) -> UITextPosition { TextOffsetPosition(min(max(0, offset), length)) }
    func textRange(_ range: NSRange) -> UITextRange { TextOffsetRange(clamp(range)) }

    /// `textRange(from:to:)`: the range between two positions, in either order; nil if one is invalid.
    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = offset(of: from), let b = offset(of: to) else { return nil }
        return TextOffsetRange(min(a, b)..<max(a, b))
    }

    /// `position(from:offset:)`: nil when the position is invalid or the result leaves the text.
    func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position), let target = offset(from: start, by: delta) else { return nil }
        return TextOffsetPosition(target)
    }

    /// `position(from:in:offset:)` without layout: left and right move through storage (left-to-right
    /// text); up and down are the view's to answer from its lines, so nil here.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset delta: Int) -> UITextPosition? {
        switch direction {
        case .left: self.position(from: position, offset: -delta)
        case .right: self.position(from: position, offset: delta)
        case .up, .down: nil
        }
    }

    /// `compare(_:to:)`: invalid positions compare as the start of the text.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// `offset(from:to:)`, in UTF-16 units; invalid positions count as the start of the text.
    func offset(from: UITextPosition, to: UITextPosition) -> Int { (offset(of: to) ?? 0) - (offset(of: from) ?? 0) }

    /// `position(within:farthestIn:)`: the range's start for left and up, its end for right and down.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return TextOffsetPosition(direction == .left || direction == .up ? range.location : range.location + range.length)
    }

    /// `characterRange(byExtending:in:)`: the cluster beside the position, to its left or right.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let target = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: target)
    }
}
