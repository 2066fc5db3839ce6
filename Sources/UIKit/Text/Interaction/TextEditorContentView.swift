import QuartzCore

/// The view a ``TextEditor`` draws in. Its layer holds, back to front: the selection's highlight, the
/// text in tiles, the marked text's underline, and the caret in a layer of its own (so blinking never
/// redraws text). Text is drawn in horizontal tiles, and only the tiles that can be seen (the view's
/// bounds clipped by its ancestors, plus one tile of margin) exist: a text 60,000 points tall keeps a
/// screenful of backing store, not one giant image.
///
/// It takes no touches itself (`isUserInteractionEnabled` is false): they reach the host, which forwards
/// them to the editor.
final class TextEditorContentView: UIView {
    weak var editor: TextEditor?
    let selectionLayer = EditorLayer()
    let tileContainer = EditorLayer()
    let markedLayer = EditorLayer()
    let caretLayer = EditorLayer()
    /// The tiles that exist, by index (tile `i` covers y from `i × tileHeight`).
    var tiles: [Int: TextTileLayer] = [:]
    /// The height of a tile, in points.
    static let tileHeight: CGFloat = 64

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for sublayer in [selectionLayer, tileContainer, markedLayer, caretLayer] { layer.addSublayer(sublayer) }
        caretLayer.isHidden = true
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        editor?.contentViewDidLayout()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        editor?.contentViewDidMoveToWindow()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        editor?.updateSelectionDisplay(restartingBlink: false)
    }
}

/// A layer of the editor's drawing: it changes at once, never with an implicit animation.
class EditorLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? { nil }
}

/// A horizontal band of the editor's text: its bounds are the band in the content view's coordinates,
/// so it draws the paragraphs there as they are placed in the content view.
///
/// It keeps one bitmap and redraws into it (its contents share the bitmap's pixels): a keystroke
/// costs no fresh megabyte of zeroed memory per redrawn strip.
final class TextTileLayer: EditorLayer {
    weak var editor: TextEditor?
    private var bitmap: CGContext?

    override func display() {
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { contents = nil; return }
        if bitmap?.width != width || bitmap?.height != height {
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            bitmap = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        }
        guard let bitmap else { contents = nil; return }
        bitmap.setCTM(CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -bounds.minX, y: -bounds.minY))
        bitmap.adoptCurrentSpaceAsBaseSpace()
        bitmap.clear(bounds)
        bitmap.saveGState()
        draw(in: bitmap)
        bitmap.restoreGState()
        contents = bitmap.makeImageSharingPixels()
    }

    override func draw(in ctx: CGContext) {
        let rect = bounds
        let editor = self.editor
        nonisolated(unsafe) let context = ctx  // drawn on the main thread, where display runs
        MainActor.assumeIsolated { editor?.drawText(in: rect, context: context) }
    }
}
