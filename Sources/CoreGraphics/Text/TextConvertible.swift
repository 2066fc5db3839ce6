import Foundation

/// A font object that Core Graphics and Core Animation can draw with without knowing its class:
/// `CGFont` here, `UIFont` in UIKit (on Apple's platforms a `UIFont` is a Core Text font, which
/// `CATextLayer.font` takes).
package protocol TextFontConvertible: AnyObject {
    /// The font's request for the text engine.
    var textFont: TextFont { get }
}

extension CGFont: TextFontConvertible {}

/// An attributed string that can become the engine's text: UIKit declares the conformance of
/// `NSAttributedString`, whose attributes (UIKit's fonts, colours and paragraph styles) only it reads.
package protocol AttributedTextConvertible {
    /// The engine's text for the string, one run per attribute run.
    var attributedText: AttributedText { get }
}
