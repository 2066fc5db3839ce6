// UISegmentedControl's geometry: each segment's natural width, the control's natural size, and where
// the segments go in the bounds.
//
// The rules: a segment's natural width is its content's (the title in its normal attributes, or the
// image) plus 10 points each side, at least 30 points; a width set with `setWidth(_:forSegmentAt:)`
// wins. Automatic segments are all as wide as the widest of them, unless
// `apportionsSegmentWidthsByContent` lets each keep its own. The natural size adds the dividers
// between segments (1 point in iOS 7's look; the normal/normal divider image's width when customized)
// and is 29 points tall, or the `.normal` background image's height. Laid out in other bounds, the
// set widths stay and the automatic segments share the rest: equally, or in proportion to their
// natural widths when apportioned. Segment edges fall on whole points, so dividers are crisp.
//
// Source: Apple, UISegmentedControl (segment widths, `apportionsSegmentWidthsByContent`); iOS 7's 29-point height.
extension UISegmentedControl {
    static let standardHeight: CGFloat = 29
    static let contentPadding: CGFloat = 10
    static let minimumSegmentWidth: CGFloat = 30
    static let titleFontSize: CGFloat = 13

    /// The width of each divider.
    var dividerWidth: CGFloat {
        guard customBackground != nil else { return 1 }
        return divider(left: .normal, right: .normal)?.size.width ?? 0
    }

    /// The size of a segment's content in the normal state.
    func contentSize(at index: Int) -> CGSize {
        if let image = items[index].image { return image.size }
        guard let title = items[index].title, !title.isEmpty else { return .zero }
        var attributes = titleAttributesShown(for: .normal)
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: Self.titleFontSize) }
        return (title as NSString).size(withAttributes: attributes)
    }

    /// A segment's width from its content alone.
    func contentWidth(at index: Int) -> CGFloat {
        max(Self.minimumSegmentWidth, (contentSize(at: index).width + 2 * Self.contentPadding).rounded(.up))
    }

    /// Each segment's natural width.
    func naturalWidths() -> [CGFloat] {
        let content = items.indices.map(contentWidth(at:))
        let widest = items.indices.filter { items[$0].width == 0 }.map { content[$0] }.max() ?? 0
        return items.indices.map { index in
            if items[index].width > 0 { return items[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    /// The segments side by side with their dividers, as tall as the standard height or the background
    /// image.
    func naturalSize() -> CGSize {
        let widths = naturalWidths()
        let width = widths.reduce(0, +) + CGFloat(max(0, items.count - 1)) * dividerWidth
        return CGSize(width: width, height: customBackground?.size.height ?? Self.standardHeight)
    }

    /// Where each segment goes in the bounds (the dividers lie between them).
    func segmentFrames() -> [CGRect] {
        guard !items.isEmpty else { return [] }
        let natural = naturalWidths()
        let fixed = items.indices.filter { items[$0].width > 0 }.map { items[$0].width }.reduce(0, +)
        let automatic = items.indices.filter { items[$0].width == 0 }
        let room = max(0, bounds.width - CGFloat(items.count - 1) * dividerWidth - fixed)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? natural[$0] : 1 }
        let totalWeight = weights.reduce(0, +)
        var widths = items.map(\.width)
        for (position, index) in automatic.enumerated() {
            widths[index] = totalWeight > 0 ? room * weights[position] / totalWeight : 0
        }
        var frames: [CGRect] = []
        var x: CGFloat = 0
        for (index, width) in widths.enumerated() {
            let minX = x.rounded(), maxX = (x + width).rounded()
            frames.append(CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: bounds.height))
            x += width + (index < widths.count - 1 ? dividerWidth : 0)
        }
        return frames
    }

    /// The segment whose area (its frame, and half of each divider beside it) contains `x`, the end
    /// segments reaching past the ends; nil with no segments.
    func segmentIndex(atX x: CGFloat) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        return frames.firstIndex { x < $0.maxX + dividerWidth / 2 } ?? frames.count - 1
    }
}
