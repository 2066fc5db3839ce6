// UIKit's string drawing and measuring additions to NSString (and, as in Swift on iOS, to String).
// Drawing goes to `UIGraphicsGetCurrentContext()` and does nothing when there is none. Without a `.font`
// attribute text is Helvetica 12 (drawn with the nearest installed face); without a colour, black.

extension NSString {
    /// The size of the string drawn with `attrs` on one line per paragraph (newlines honoured, no
    /// wrapping). Fractional; an empty string measures zero.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(TextAttributes.text(String(self), attributes: attrs))
    }

    /// Draws the string with the top left of its first line at `point`, one line per paragraph.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attrs), at: point)
    }

    /// Draws the string wrapped in `rect`'s width from its top left corner; lines that do not fit the
    /// height are not drawn. The paragraph style's alignment places lines in the width.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attrs), in: rect)
    }

    /// Draws the string in `rect` with `options`; see ``NSStringDrawingOptions/usesLineFragmentOrigin``
    /// for where the origin is and how lines break. `context` may shrink the text to fit.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string would occupy drawn in a rectangle of `size` with `options`. With
    /// `.usesLineFragmentOrigin` the origin is (0, 0) and the text wraps in `size.width`; without it the
    /// text is one line per paragraph and the origin is (0, −ascent of the first line). Fractional.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            TextAttributes.text(String(self), attributes: attributes), size: size, options: options,
            context: context)
    }
}

extension StringProtocol {
    /// The size of the string drawn with `attrs`; see `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(TextAttributes.text(String(self), attributes: attrs))
    }

    /// Draws the string at `point`; see `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attrs), at: point)
    }

    /// Draws the string in `rect`; see `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attrs), in: rect)
    }

    /// Draws the string in `rect` with `options`; see `NSString.draw(with:options:attributes:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(TextAttributes.text(String(self), attributes: attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string would occupy; see `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            TextAttributes.text(String(self), attributes: attributes), size: size, options: options,
            context: context)
    }
}
