/// The measuring and drawing behind `NSString`'s and `NSAttributedString`'s UIKit additions.
///
/// UIKit's rules, as TextKit applies them: with `.usesLineFragmentOrigin` the rectangle's origin is the
/// top left of the first line, text wraps in its width (0 or less: no limit) and lines that do not fit its
/// height (0 or less: no limit) are left out; without it the origin is the first baseline, the height is
/// ignored, each paragraph is one line and wrapping modes clip. Sizes are fractional: callers that size
/// views round them up.
package enum StringDrawing {
    /// The engine constraints for a drawing rectangle's size and options.
    package static func constraints(size: CGSize, options: NSStringDrawingOptions) -> TextLayoutConstraints {
        if options.contains(.usesLineFragmentOrigin) {
            return TextLayoutConstraints(
                width: size.width, height: size.height,
                truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine),
                usesFontLeading: options.contains(.usesFontLeading))
        }
        return TextLayoutConstraints(
            width: size.width, singleLineParagraphs: true,
            usesFontLeading: options.contains(.usesFontLeading))
    }

    /// The layout of `text`, shrunk by the largest factor down to the context's `minimumScaleFactor` that
    /// lets everything fit; the context learns the factor used.
    package static func layout(
        _ text: AttributedText, constraints: TextLayoutConstraints,
        context: NSStringDrawingContext?
    ) -> TextLayout {
        let full = TextLayout.make(text, constraints: constraints)
        var factor: CGFloat = 1
        var result = full
        let minimum = context?.minimumScaleFactor ?? 0
        if minimum > 0, minimum < 1, !fits(full) {
            var low = minimum, high: CGFloat = 1
            result = TextLayout.make(text.scaled(by: minimum), constraints: constraints)
            factor = minimum
            for _ in 0..<7 {
                let middle = (low + high) / 2
                let candidate = TextLayout.make(text.scaled(by: middle), constraints: constraints)
                if fits(candidate) { low = middle; result = candidate; factor = middle } else { high = middle }
            }
        }
        context?.actualScaleFactor = factor
        return result
    }

    private static func fits(_ layout: TextLayout) -> Bool {
        !layout.isTruncated && !layout.lines.contains { $0.isClipped }
    }

    /// The rectangle `boundingRect(with:options:…)` returns: origin (0, 0) with `.usesLineFragmentOrigin`,
    /// else (0, −first baseline), so that the rectangle sits around the baseline origin.
    package static func boundingRect(
        _ text: AttributedText, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = layout(text, constraints: constraints(size: size, options: options), context: context)
        let y = options.contains(.usesLineFragmentOrigin) || layout.lineCount == 0 ? 0 : -layout.firstBaseline
        let rect = CGRect(origin: CGPoint(x: 0, y: y), size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    /// Draws `text` in the current UIKit context (nothing when there is none).
    package static func draw(
        _ text: AttributedText, with rect: CGRect, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) {
        let layout = layout(text, constraints: constraints(size: rect.size, options: options), context: context)
        let lineFragmentOrigin = options.contains(.usesLineFragmentOrigin)
        let origin = CGPoint(x: rect.minX, y: lineFragmentOrigin ? rect.minY : rect.minY - layout.firstBaseline)
        context?.totalBounds = CGRect(origin: origin, size: layout.size)
        UIGraphicsGetCurrentContext()?.drawText(layout, at: origin)
    }

    /// The size of `text` on unlimited lines (newlines honoured, nothing wrapped).
    package static func size(_ text: AttributedText) -> CGSize {
        TextLayout.make(text, constraints: TextLayoutConstraints()).size
    }

    /// Draws `text` on unlimited lines with the first line's top left corner at `point`.
    package static func draw(_ text: AttributedText, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawText(TextLayout.make(text, constraints: TextLayoutConstraints()), at: point)
    }

    /// Draws `text` wrapped in `rect`'s width; lines that do not fit its height are left out.
    package static func draw(_ text: AttributedText, in rect: CGRect) {
        draw(text, with: rect, options: .usesLineFragmentOrigin, context: nil)
    }
}
