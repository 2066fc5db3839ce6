/// A font: a face and a size in points, with the face's metrics.
///
/// Faces come from fontconfig. The system font is Inter (the closest free face to San Francisco), with
/// WenQuanYi Micro Hei for Chinese, Japanese and Korean and DejaVu for the rest of Unicode; the
/// monospaced system font is DejaVu Sans Mono. `UIFont(name:size:)` finds installed faces by PostScript,
/// full or family name, and maps the iOS faces real code names (Helvetica, Avenir, Georgia, Menlo, ...)
/// to the nearest installed face; any other name gives nil, as on iOS.
///
/// Fonts are immutable and usable from any thread. Two fonts are equal when they have the same name and
/// size. A size that is zero, negative, infinite or NaN becomes 12 points (Core Text's default size).
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// First stored property: keeps NSAttributedString from crashing on this value (see CFRuntimeGuard).
    private let cfRuntimeGuard = CFRuntimeGuard()
    /// The PostScript name iOS gives the font (".SFUI-Regular" for the system font, "Helvetica-Bold", or
    /// an installed face's own PostScript name).
    public let fontName: String
    /// The family name ("Helvetica Neue", ".SF UI" for the system font, "Inter").
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// What the text engine draws with.
    package let textFont: TextFont

    package init(fontName: String, familyName: String, textFont: TextFont) {
        self.fontName = fontName
        self.familyName = familyName
        self.textFont = textFont
        self.pointSize = textFont.size
        super.init()
    }

    /// The font named `fontName` at `fontSize` points, or nil when no installed face and no iOS face of
    /// the mapping table has that name. Names compare case-insensitively: a PostScript name
    /// ("AvenirNext-DemiBold"), a full name of an installed face ("Inter Semi Bold") or a family name
    /// ("Helvetica Neue", which gives the family's regular face).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if let named = FontNames.font(named: fontName, size: fontSize) {
            self.init(fontName: named.postScriptName, familyName: named.familyName, textFont: named.textFont)
        } else if let system = UIFont.systemFont(named: fontName, size: fontSize) {
            self.init(fontName: system.fontName, familyName: system.familyName, textFont: system.textFont)
        } else {
            return nil
        }
    }

    // MARK: System fonts

    /// The system font (Inter) in the regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font in `weight`; the nearest of Inter's nine weights draws it.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        makeSystemFont(size: fontSize, weight: weight, italic: false)
    }

    /// The bold system font: semibold, as iOS's (".SFUI-Semibold").
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystemFont(size: fontSize, weight: .semibold, italic: false)
    }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystemFont(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width (OpenType `tnum`), for counters and tables.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        makeSystemFont(size: fontSize, weight: weight, italic: false, features: ["tnum"])
    }

    /// The monospaced system font (DejaVu Sans Mono, which has regular and bold: lighter weights draw
    /// regular, heavier ones bold).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            fontName: ".SFMono-\(weight.systemFontStyleName)", familyName: ".SF Mono",
            textFont: TextFont(families: FontNames.fallbackFamilies(for: .mono), weight: weight.cssWeight, size: fontSize))
    }

    /// The font for a Dynamic Type style at iOS's default (Large) size: body 17, headline 17 semibold,
    /// subheadline 15, footnote 13, caption1 12, caption2 11, callout 16, title1 28, title2 22, title3 20,
    /// largeTitle 34.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The size of standard controls' text: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of standard labels' text: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of standard buttons' text: 18.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of small controls' text: 12.
    open class var smallSystemFontSize: CGFloat { 12 }

    private class func makeSystemFont(size: CGFloat, weight: UIFont.Weight, italic: Bool, features: [String] = []) -> UIFont {
        UIFont(
            fontName: ".SFUI-\(weight.systemFontStyleName)\(italic ? "Italic" : "")", familyName: ".SF UI",
            textFont: TextFont(
                families: FontNames.fallbackFamilies(for: .sans), weight: weight.cssWeight,
                isItalic: italic, size: size, features: features))
    }

    /// The system font a system font name (".SFUI-Semibold", ".SFMono-Regular") stands for, so that
    /// `UIFont(name: font.fontName, size:)` gives the same face back.
    private class func systemFont(named name: String, size: CGFloat) -> UIFont? {
        let styles = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for (prefix, mono) in [(".SFUI-", false), (".SFMono-", true)] where name.hasPrefix(prefix) {
            var style = String(name.dropFirst(prefix.count))
            let italic = style.hasSuffix("Italic")
            if italic { style.removeLast("Italic".count) }
            guard let index = styles.firstIndex(of: style) else { return nil }
            if mono { return monospacedSystemFont(ofSize: size, weight: weights[index]) }
            return makeSystemFont(size: size, weight: weights[index], italic: italic)
        }
        return nil
    }

    // MARK: Families

    /// The installed font families, sorted.
    open class var familyNames: [String] { FontFaces.familyNames }

    /// The PostScript names of the faces of `familyName`: an installed family's faces, or the iOS faces of
    /// a family the mapping table knows (each of which `UIFont(name:size:)` accepts). Empty otherwise.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        let installed = FontFaces.faces(inFamily: familyName).map(\.postScriptName)
        return installed.isEmpty ? FontNames.faceNames(inFamily: familyName) ?? [] : installed
    }

    // MARK: Deriving fonts

    /// The same face at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, textFont: textFont.withSize(fontSize))
    }

    // MARK: Metrics

    private var metrics: FontMetrics { TextEngine.metrics(for: textFont) }

    /// Distance from the baseline to the top of the tallest ascenders, in points; positive.
    open var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest descenders, in points; negative, as on iOS.
    open var descender: CGFloat { metrics.descender }
    /// Height of capital letters above the baseline.
    open var capHeight: CGFloat { metrics.capHeight }
    /// Height of lowercase x above the baseline.
    open var xHeight: CGFloat { metrics.xHeight }
    /// The face's line gap (0 for the project's fonts).
    open var leading: CGFloat { metrics.leading }
    /// `ascender - descender + leading`, unrounded as on iOS 9 and later: the height of one line of text.
    open var lineHeight: CGFloat { metrics.lineHeight }

    // MARK: NSObject

    /// The font itself: fonts are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Fonts are equal when they have the same name, size and face.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && textFont == other.textFont
    }

    /// A hash of the name and size, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// iOS's form: `font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let weight = textFont.weight >= 600 ? "bold" : "normal"
        let style = textFont.isItalic ? "italic" : "normal"
        return
            "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight); font-style: \(style); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

/// A `UIFont` is a font `CATextLayer.font` takes, as Core Text fonts are on Apple's platforms.
extension UIFont: TextFontConvertible {}
