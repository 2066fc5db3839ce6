/// The part of a context's graphics state that Cairo does not keep for us.
struct GraphicsState {
    /// User space → Cairo device space.
    var ctm = CGAffineTransform.identity
    /// False while the transform is singular or not finite: nothing is drawn then.
    var isTransformDrawable = true
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    /// An alpha mask over device space set by `clip(to:mask:)`, retained Cairo A8 surface.
    var clipMask: ClipMask?
    var shouldAntialias = true
    var allowsAntialiasing = true
    var characterSpacing: CGFloat = 0

    struct Shadow {
        /// Offset in Cairo device pixels.
        var offset: CGSize
        /// Gaussian standard deviation in device pixels.
        var sigma: CGFloat
        var color: CGColor
    }
}

/// A device-space alpha mask. A class so that copies of a state share one surface.
final class ClipMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

@_implementationOnly import CCairo
