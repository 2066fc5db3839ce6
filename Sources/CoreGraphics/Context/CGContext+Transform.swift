// The current transformation matrix (CTM) and conversions between user and device space.
extension CGContext {
    /// The transform from user space to device space (device space: pixels, origin bottom left, y up).
    public var ctm: CGAffineTransform { state.ctm.concatenating(deviceFlip) }

    /// Core Graphics device space (y up) ↔ Cairo device space (y down); its own inverse.
    private var deviceFlip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    /// Moves the user-space origin.
    public func translateBy(x: CGFloat, y: CGFloat) { setCTM(state.ctm.translatedBy(x: x, y: y)) }
    /// Scales user space. A zero scale makes later drawing draw nothing until the state is restored.
    public func scaleBy(x: CGFloat, y: CGFloat) { setCTM(state.ctm.scaledBy(x: x, y: y)) }
    /// Rotates user space by `angle` radians (counter-clockwise in a y-up space).
    public func rotate(by angle: CGFloat) { setCTM(state.ctm.rotated(by: angle)) }
    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { setCTM(transform.concatenating(state.ctm)) }

    /// Replaces the user-space → Cairo-device transform (for UIKit's image contexts and the compositor).
    package func setCTM(_ transform: CGAffineTransform) {
        state.ctm = transform
        applyTransformToCairo()
    }

    /// Makes the current user space the base space in which shadow offsets and blurs are measured.
    /// UIKit's image contexts call this after flipping and scaling, so shadows are in points, y down.
    package func adoptCurrentSpaceAsBaseSpace() { baseTransform = state.ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
