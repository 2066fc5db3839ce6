extension UIImage {
    /// Whether an image draws as itself or as a template (its alpha filled with a tint colour).
    ///
    /// Source: Apple, UIImage.RenderingMode.
    public enum RenderingMode: Int, Sendable {
        /// The place that shows the image decides: image views draw it as is; bars, tab bars and
        /// segmented controls draw it as a template.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: the image's colours are ignored, its alpha is filled with the tint colour.
        case alwaysTemplate
    }
}
