/// The images of a search field's icons (the magnifying glass and the right-hand buttons): the ones set
/// per icon and state, the standard glyphs otherwise, and the position adjustments per icon.
///
/// The rules, as UIKit's: without a normal image an icon shows the standard glyph; a normal image with
/// no highlighted one serves for both states; images are fitted to the standard glyph's size, except
/// the clear button's, which keeps its own size.
struct SearchBarIcons {
    struct Key: Hashable {
        let icon: Int, state: UInt
        init(_ icon: UISearchBar.Icon, _ state: UIControl.State) {
            self.icon = icon.rawValue
            self.state = state.rawValue
        }
    }

    var images: [Key: UIImage] = [:]
    var adjustments: [Int: UIOffset] = [:]

    /// The grey of the standard glyphs, and of the pressed ones.
    static let glyphColor = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    static let pressedGlyphColor = UIColor(white: 0.3, alpha: 1)

    static func glyph(for icon: UISearchBar.Icon) -> BarGlyph {
        switch icon {
        case .search: .searchMagnifier
        case .clear: .searchClear
        case .bookmark: .searchBookmark
        case .resultsList: .searchResultsList
        }
    }

    /// The image `icon` shows at rest (`pressed` false) or while pressed, at `scale`.
    func image(for icon: UISearchBar.Icon, pressed: Bool, scale: CGFloat) -> UIImage {
        let normal = images[Key(icon, .normal)]
        if pressed, let highlighted = images[Key(icon, .highlighted)] { return highlighted }
        if let normal { return normal }
        let color = pressed ? Self.pressedGlyphColor : Self.glyphColor
        return Self.glyph(for: icon).image(scale: scale).withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The size `icon` is shown at: the standard glyph's (a custom image fitted into it, keeping its
    /// proportions), or a custom clear image's own size.
    func displaySize(for icon: UISearchBar.Icon) -> CGSize {
        let box = Self.glyph(for: icon).size
        guard let custom = images[Key(icon, .normal)], custom.size.width > 0, custom.size.height > 0 else { return box }
        if icon == .clear { return custom.size }
        let scale = min(box.width / custom.size.width, box.height / custom.size.height)
        return CGSize(width: (custom.size.width * scale).rounded(), height: (custom.size.height * scale).rounded())
    }

    func adjustment(for icon: UISearchBar.Icon) -> UIOffset { adjustments[icon.rawValue] ?? .zero }
}
