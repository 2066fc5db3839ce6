// UIKit's graphics context stack (one per thread) and bitmap image contexts.

/// The stack of current contexts of one thread, with the image contexts it owns.
private final class ContextStack {
    struct Entry { let context: CGContext; let imageScale: CGFloat? }
    var entries: [Entry] = []
}
private let contextStacks = ThreadLocalKey<ContextStack>()
private var stack: ContextStack { contextStacks.value { ContextStack() } }

/// The context UIKit drawing goes to on this thread: the top of the stack, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { stack.entries.last?.context }

/// Makes `context` current on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    stack.entries.append(.init(context: context, imageScale: nil))
}

/// Removes the current context pushed by `UIGraphicsPushContext(_:)`; does nothing on an empty stack.
public func UIGraphicsPopContext() { _ = stack.entries.popLast() }

/// Starts an opaque-less bitmap context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts a bitmap context of `size` points and makes it current. Its user space is UIKit's (origin top
/// left, y down, in points); `scale` 0 means the main screen's scale. An empty, negative or non-finite
/// size creates no context: the call prints why and `UIGraphicsGetCurrentContext()` stays as it was,
/// as on iOS before 17.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard
        let context = makeImageContext(
            size: size, opaque: opaque, scale: scale,
            caller: "UIGraphicsBeginImageContextWithOptions(_:_:_:)")
    else { return }
    stack.entries.append(.init(context: context.context, imageScale: context.scale))
}

/// An image of the current image context, or nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = stack.entries.last, let scale = top.imageScale, let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context; does nothing when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard stack.entries.last?.imageScale != nil else { return }
    stack.entries.removeLast()
}

/// Creates a bitmap context in UIKit's space, or prints why not and returns nil.
func makeImageContext(size: CGSize, opaque: Bool, scale: CGFloat, caller: String) -> (context: CGContext, scale: CGFloat)? {
    let effectiveScale = scale > 0 && scale.isFinite ? scale : MainScreenScale.value
    let pixelWidth = (size.width * effectiveScale).rounded(.up), pixelHeight = (size.height * effectiveScale).rounded(.up)
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
        pixelWidth <= 32_767, pixelHeight <= 32_767
    else {
        FileHandle.standardError.write(
            Data(
                "\(caller): invalid context size \(size) at scale \(effectiveScale); width and height must be finite, greater than 0 and at most 32767 pixels. No context was created.\n"
                    .utf8))
        return nil
    }
    let info = (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    guard
        let context = CGContext(
            data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8,
            bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
    else { return nil }
    context.setCTM(CGAffineTransform(scaleX: effectiveScale, y: effectiveScale))
    context.adoptCurrentSpaceAsBaseSpace()
    return (context, effectiveScale)
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Fills `rect` with the current fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState(); context.setBlendMode(blendMode); context.fill(rect); context.restoreGState()
}
/// Draws a 1-point frame just inside `rect` with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
    ])
}
/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
