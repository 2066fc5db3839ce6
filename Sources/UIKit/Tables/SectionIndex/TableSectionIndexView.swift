/// The strip of section index titles at a table's right edge: tracks a finger along it and reports the
/// title under it.
///
/// - The titles are drawn in the bold system font at 11 points, one to a 14-point row, centred in the
///   strip's width, the rows centred in its height (``SectionIndexLayout``); `UITableView.indexSearch`
///   draws as a magnifying glass. When the titles do not fit, every other one folds into a bullet.
/// - A touch on the strip picks the title nearest the finger's height, clamped to the first and last
///   titles when the finger goes above or below the rows: `onSelectTitle` hears the title's index on
///   touch-down and each time the finger moves onto another title, never twice in a row for the same one.
/// - While touched, the strip's background is `trackingBackgroundColor`; otherwise
///   `indexBackgroundColor`.
///
/// Internal: UITableView shows it for its data source's `sectionIndexTitles(for:)`.
@MainActor
final class TableSectionIndexView: UIView {
    /// The titles, top to bottom; setting them redraws the strip.
    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }

    /// The titles' colour; nil (the default) takes the tint colour, iOS 7's blue.
    var indexColor: UIColor? = nil {
        didSet { if indexColor != oldValue { setNeedsDisplay() } }
    }

    /// The background while not touched; nil (the default) is clear.
    var indexBackgroundColor: UIColor? = nil {
        didSet { updateBackground() }
    }

    /// The background while a finger is on the strip; nil (the default) is a light translucent grey.
    var trackingBackgroundColor: UIColor? = nil {
        didSet { updateBackground() }
    }

    /// Called with the index (into `titles`) of the title the finger picks: on touch-down, then each time
    /// the finger moves onto another title.
    var onSelectTitle: ((Int) -> Void)?

    /// The titles' font.
    static let font = UIFont.boldSystemFont(ofSize: 11)
    /// The narrowest strip, and the space beside the widest title.
    static let minimumWidth: CGFloat = 15
    static let horizontalPadding: CGFloat = 2
    /// The default background while touched.
    static let defaultTrackingBackground = UIColor(white: 0, alpha: 0.1)
    /// The magnifying glass's size, about a capital letter's.
    static let searchGlyphSize: CGFloat = 9

    /// The touch being tracked, and the title it last picked.
    private weak var trackedTouch: UITouch?
    private var lastPicked: Int?
    private var isTracking = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        updateBackground()
    }

    required init?(coder: NSCoder) { nil }

    /// The strip's width for `titles`: the widest title (the magnifying glass counts as 9 points) with
    /// 2 points either side, and 15 points at least; 0 without titles.
    func preferredWidth() -> CGFloat {
        guard !titles.isEmpty else { return 0 }
        let widest = titles.map(Self.width(of:)).max() ?? 0
        return max(Self.minimumWidth, (widest + 2 * Self.horizontalPadding).rounded(.up))
    }

    /// Where the titles go in the current bounds.
    var layout: SectionIndexLayout { SectionIndexLayout(titleCount: titles.count, height: bounds.height) }

    private static func width(of title: String) -> CGFloat {
        title == UITableView.indexSearch ? searchGlyphSize : (title as NSString).size(withAttributes: [.font: font]).width
    }

    private func updateBackground() {
        backgroundColor = isTracking ? (trackingBackgroundColor ?? Self.defaultTrackingBackground) : indexBackgroundColor
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let layout = self.layout
        let color: UIColor = indexColor ?? tintColor
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
        let lineHeight = Self.font.lineHeight
        for (row, entry) in layout.entries.enumerated() {
            let center = CGPoint(x: bounds.midX, y: layout.rowCenter(row))
            let text: String
            switch entry {
            case .bullet: text = "•"
            case .title(let index): text = titles[index]
            }
            if text == UITableView.indexSearch {
                drawSearchGlyph(centeredAt: center, color: color)
                continue
            }
            let width = (text as NSString).size(withAttributes: attributes).width
            (text as NSString).draw(at: CGPoint(x: center.x - width / 2, y: center.y - lineHeight / 2), withAttributes: attributes)
        }
    }

    /// A magnifying glass: a ring at the upper left and a handle to the lower right.
    private func drawSearchGlyph(centeredAt center: CGPoint, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = Self.searchGlyphSize, lineWidth: CGFloat = 1.5
        let radius = size * 0.32
        let ring = CGPoint(x: center.x - size / 2 + lineWidth / 2 + radius, y: center.y - size / 2 + lineWidth / 2 + radius)
        context.saveGState()
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        context.addEllipse(in: CGRect(x: ring.x - radius, y: ring.y - radius, width: 2 * radius, height: 2 * radius))
        context.strokePath()
        let diagonal = radius / 2.squareRoot()
        context.move(to: CGPoint(x: ring.x + diagonal, y: ring.y + diagonal))
        context.addLine(to: CGPoint(x: center.x + size / 2 - lineWidth / 2, y: center.y + size / 2 - lineWidth / 2))
        context.strokePath()
        context.restoreGState()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if indexColor == nil { setNeedsDisplay() }
    }

    // MARK: Tracking

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        updateBackground()
        lastPicked = nil
        pick(at: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        pick(at: touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        endTracking()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        endTracking()
    }

    private func pick(at touch: UITouch) {
        guard let index = layout.titleIndex(atY: touch.location(in: self).y), index != lastPicked else { return }
        lastPicked = index
        onSelectTitle?(index)
    }

    private func endTracking() {
        trackedTouch = nil
        lastPicked = nil
        isTracking = false
        updateBackground()
    }
}
