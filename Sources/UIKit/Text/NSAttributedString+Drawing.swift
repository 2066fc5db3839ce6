// UIKit's drawing and measuring additions to NSAttributedString: the same rules as NSString's (see
// NSString+Drawing.swift), with the attributes the string carries. Drawing goes to
// `UIGraphicsGetCurrentContext()` and does nothing when there is none.

extension NSAttributedString {
    /// The size of the string on one line per paragraph (newlines honoured, no wrapping). Fractional;
    /// an empty string measures zero.
    public func size() -> CGSize { StringDrawing.size(TextAttributes.text(self)) }

    /// Draws the string with the top left of its first line at `point`, one line per paragraph.
    public func draw(at point: CGPoint) { StringDrawing.draw(TextAttributes.text(self), at: point) }

    /// Draws the string wrapped in `rect`'s width from its top left corner; lines that do not fit the
    /// height are not drawn.
    public func draw(in rect: CGRect) { StringDrawing.draw(TextAttributes.text(self), in: rect) }

    /// Draws the string in `rect` with `options`; `context` may shrink the text to fit.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(TextAttributes.text(self), with: rect, options: options, context: context)
    }

    /// The rectangle the string would occupy drawn in a rectangle of `size` with `options`; see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(TextAttributes.text(self), size: size, options: options, context: context)
    }
}
