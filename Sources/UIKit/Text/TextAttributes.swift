/// Reads UIKit attribute dictionaries into the text engine's styles.
///
/// Attribute values are read as iOS reads them: colours as `UIColor` (a `CGColor` works too), numbers as
/// any Swift number or `NSNumber`, underline styles as `NSUnderlineStyle` or its raw value. A value of
/// the wrong type is ignored, as if the attribute were absent.
package enum TextAttributes {
    /// Apple's font for text without a `.font` attribute: Helvetica 12.
    package static let defaultFont = UIFont(name: "Helvetica", size: 12) ?? UIFont.systemFont(ofSize: 12)

    /// The engine's text for `string` drawn with `attributes` throughout.
    package static func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> AttributedText {
        AttributedText(string: string, style: style(attributes ?? [:]))
    }

    /// The engine's text for an attributed string, one run per attribute run.
    package static func text(_ attributed: NSAttributedString) -> AttributedText {
        let string = attributed.string
        guard attributed.length > 0 else { return AttributedText(string: string, style: style([:])) }
        var runs: [AttributedText.Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            runs.append(AttributedText.Run(length: range.length, style: style(attributes)))
        }
        return AttributedText(string: string, runs: runs)
    }

    /// The engine's style for one attribute dictionary.
    package static func style(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
        let font = (attributes[.font] as? UIFont) ?? defaultFont
        var shadow: TextShadow?
        if let value = attributes[.shadow] as? NSShadow {
            shadow = TextShadow(
                offsetX: value.shadowOffset.width, offsetY: value.shadowOffset.height,
                blurRadius: value.shadowBlurRadius, color: color(value.shadowColor))
        }
        return TextStyle(
            font: font.textFont,
            foregroundColor: color(attributes[.foregroundColor]),
            backgroundColor: color(attributes[.backgroundColor]),
            kern: number(attributes[.kern]),
            ligatures: number(attributes[.ligature]).map { Int($0.isFinite ? $0 : 1) } ?? 1,
            underline: decoration(attributes[.underlineStyle]),
            underlineColor: color(attributes[.underlineColor]),
            strikethrough: decoration(attributes[.strikethroughStyle]),
            strikethroughColor: color(attributes[.strikethroughColor]),
            strokeColor: color(attributes[.strokeColor]),
            strokeWidth: number(attributes[.strokeWidth]) ?? 0,
            shadow: shadow,
            baselineOffset: number(attributes[.baselineOffset]) ?? 0,
            obliqueness: number(attributes[.obliqueness]) ?? 0,
            paragraph: paragraph(attributes[.paragraphStyle] as? NSParagraphStyle))
    }

    /// A colour attribute's value as a Core Graphics colour.
    package static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as UIColor: color.cgColor
        case let color as CGColor: color
        default: nil
        }
    }

    /// A numeric attribute's value.
    package static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    private static func decoration(_ value: Any?) -> TextDecoration? {
        let raw: Int?
        switch value {
        case let style as NSUnderlineStyle: raw = style.rawValue
        case let number as Int: raw = number
        case let number as NSNumber: raw = number.intValue
        default: raw = self.number(value).flatMap { $0.isFinite ? Int($0) : nil }
        }
        guard let raw, raw != 0 else { return nil }
        return TextDecoration(rawValue: raw)
    }

    /// The engine's paragraph settings for a paragraph style (the default style for nil).
    package static func paragraph(_ style: NSParagraphStyle?) -> ParagraphSettings {
        guard let style else { return ParagraphSettings() }
        let alignment: ParagraphSettings.Alignment
        switch style.alignment {
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        case .natural: alignment = .natural
        }
        let lineBreak: ParagraphSettings.LineBreak
        switch style.lineBreakMode {
        case .byWordWrapping: lineBreak = .wordWrap
        case .byCharWrapping: lineBreak = .charWrap
        case .byClipping: lineBreak = .clip
        case .byTruncatingHead: lineBreak = .truncateHead
        case .byTruncatingTail: lineBreak = .truncateTail
        case .byTruncatingMiddle: lineBreak = .truncateMiddle
        }
        let direction: ParagraphSettings.Direction
        switch style.baseWritingDirection {
        case .natural: direction = .natural
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        }
        return ParagraphSettings(
            alignment: alignment, lineBreak: lineBreak, baseWritingDirection: direction,
            lineSpacing: style.lineSpacing, paragraphSpacing: style.paragraphSpacing,
            paragraphSpacingBefore: style.paragraphSpacingBefore,
            firstLineHeadIndent: style.firstLineHeadIndent, headIndent: style.headIndent,
            tailIndent: style.tailIndent, minimumLineHeight: style.minimumLineHeight,
            maximumLineHeight: style.maximumLineHeight, lineHeightMultiple: style.lineHeightMultiple)
    }
}

/// An attributed string as `CATextLayer.string` draws it: with UIKit's attributes.
extension NSAttributedString: AttributedTextConvertible {
    package var attributedText: AttributedText { TextAttributes.text(self) }
}
