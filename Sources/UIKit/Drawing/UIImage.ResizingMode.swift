extension UIImage {
    /// How the area between an image's end caps fills a larger size.
    ///
    /// Source: Apple, UIImage.ResizingMode.
    public enum ResizingMode: Int, Sendable {
        /// The area between the caps repeats, left to right and top to bottom (the default).
        case tile
        /// The area between the caps is scaled to fill.
        case stretch
    }
}
