/// An underline or strikethrough: Apple's `NSUnderlineStyle` bits (weight, pattern, by word).
package struct TextDecoration: Hashable, Sendable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Two thin lines (`NSUnderlineStyle.double`).
    package var isDouble: Bool { rawValue & 0x0F == 0x09 }
    /// A line twice the font's thickness (`NSUnderlineStyle.thick`).
    package var isThick: Bool { rawValue & 0x0F == 0x02 }
    /// 0 solid, 1 dot, 2 dash, 3 dash-dot, 4 dash-dot-dot (`NSUnderlineStyle.pattern*`).
    package var pattern: Int { (rawValue >> 8) & 0x07 }
    /// Whether anything is drawn: a zero style draws nothing.
    package var isVisible: Bool { rawValue & 0x0F != 0 || pattern != 0 }
}
