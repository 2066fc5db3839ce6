import UIKit

/// The Catalog's window content: the sidebar of pages on the left, the selected page on the right.
final class CatalogRootView: UIView {
    static let sidebarWidth: CGFloat = 240

    let sidebar: CatalogSidebarView
    private(set) var pageView: UIView?
    private(set) var selectedIndex = -1
    /// Called after the selected page changes, with the page.
    var onSelect: ((CatalogPage) -> Void)?

    override init(frame: CGRect) {
        sidebar = CatalogSidebarView(pages: CatalogPage.all.map(\.title))
        super.init(frame: frame)
        backgroundColor = .systemBackground
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(sidebar)
        sidebar.onSelect = { [weak self] index in self?.select(index) }
        select(0)
    }

    required init?(coder: NSCoder) { nil }

    var contentFrame: CGRect {
        CGRect(x: Self.sidebarWidth, y: 0, width: max(0, bounds.width - Self.sidebarWidth), height: bounds.height)
    }

    /// Shows page `index` (of `CatalogPage.all`) and highlights its row.
    func select(_ index: Int) {
        guard CatalogPage.all.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        sidebar.selectedIndex = index
        pageView?.removeFromSuperview()
        let page = CatalogPage.all[index]
        let view = page.makeView(contentFrame)
        insertSubview(view, at: 0)
        pageView = view
        onSelect?(page)
    }

    override func layoutSubviews() {
        sidebar.frame = CGRect(x: 0, y: 0, width: Self.sidebarWidth, height: bounds.height)
        pageView?.frame = contentFrame
    }
}

/// The list of pages: titles drawn in rows, the selected row filled with the tint colour. A tap on a row
/// selects it. The header holds the switch between the light and the dark appearance.
final class CatalogSidebarView: CatalogDrawingView {
    static let rowHeight: CGFloat = 25
    static let headerHeight: CGFloat = 64
    static let background = CatalogColors.sidebar

    let pages: [String]
    var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    var onSelect: ((Int) -> Void)?
    private var touchedRow: Int?

    /// Switches the whole Catalog (its window) between the light and the dark appearance.
    let darkSwitch = UISwitch()

    init(pages: [String]) {
        self.pages = pages
        super.init(frame: .zero)
        backgroundColor = Self.background
        darkSwitch.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.window?.overrideUserInterfaceStyle = self.darkSwitch.isOn ? .dark : .unspecified
            }, for: .valueChanged)
        addSubview(darkSwitch)
    }

    override func layoutSubviews() {
        darkSwitch.frame.origin = CGPoint(x: bounds.width - 51 - 16, y: 21)
    }

    required init?(coder: NSCoder) { nil }

    /// The frame of row `index`, in the sidebar's coordinates.
    static func rowFrame(_ index: Int, width: CGFloat = CatalogRootView.sidebarWidth) -> CGRect {
        CGRect(x: 0, y: headerHeight + CGFloat(index) * rowHeight, width: width, height: rowHeight)
    }

    func row(at point: CGPoint) -> Int? {
        pages.indices.first { Self.rowFrame($0, width: bounds.width).contains(point) }
    }

    override func draw(_ rect: CGRect) {
        let header: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: CatalogColors.text]
        ("Catalog" as NSString).draw(at: CGPoint(x: 20, y: 24), withAttributes: header)
        let label: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText]
        ("Dark" as NSString).draw(at: CGPoint(x: bounds.width - 51 - 16 - 44, y: 27), withAttributes: label)
        for (index, title) in pages.enumerated() {
            let frame = Self.rowFrame(index, width: bounds.width)
            let selected = index == selectedIndex
            if selected {
                tintColor.setFill()
                UIRectFill(frame)
            }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 17),
                .foregroundColor: selected ? UIColor.white : CatalogColors.text,
            ]
            (title as NSString).draw(at: CGPoint(x: 20, y: frame.minY + 4), withAttributes: attributes)
            if !selected {
                UIColor(white: 0.85, alpha: 1).setFill()
                UIRectFill(CGRect(x: 20, y: frame.maxY - 1, width: frame.width - 20, height: 1))
            }
        }
        // The edge between the sidebar and the page.
        UIColor(white: 0.8, alpha: 1).setFill()
        UIRectFill(CGRect(x: bounds.width - 1, y: 0, width: 1, height: bounds.height))
    }

    /// The selected row is filled with the tint: redraw when it changes (dimmed, for one).
    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedRow = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedRow = nil }
        guard let touch = touches.first, let row = row(at: touch.location(in: self)), row == touchedRow else { return }
        onSelect?(row)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchedRow = nil }
}

/// A view that draws with `draw(_:)`, as on iOS: once when it first appears in a window, again after
/// `setNeedsDisplay()`, and whenever its size changes (`contentMode` is `.redraw`).
class CatalogDrawingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }
}
