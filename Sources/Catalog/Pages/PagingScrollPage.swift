import UIKit

/// Seed 004's paging example: a scroll view with `isPagingEnabled` over five pages of colour, and a row
/// of page dots under it that follows the page as the user swipes (and moves to a tapped dot).
///
/// The dots are drawn by a small view of the page's own, `PageDotsView`, to be replaced by UIPageControl
/// when the controls issue brings it.
final class PagingScrollPageView: CatalogDrawingView, UIScrollViewDelegate {
    static let margin: CGFloat = 40
    static let pageColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemPurple]

    let intro = CatalogIntroLabel(
        "A UIScrollView with isPagingEnabled: swipe (or drag with the mouse) and the content settles on a "
            + "page. The dots follow the page; a quick flick moves one page.",
        frame: CGRect(x: 40, y: 62, width: 704, height: 40))
    let scrollView = UIScrollView(frame: CGRect(x: 40, y: 120, width: 704, height: 440))
    let dots = PageDotsView(frame: CGRect(x: 40, y: 576, width: 704, height: 24))
    let pageLabel = UILabel(frame: CGRect(x: 40, y: 612, width: 704, height: 22))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(intro)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        let size = scrollView.bounds.size
        for (index, color) in Self.pageColors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
            page.backgroundColor = color
            let label = UILabel(frame: page.bounds)
            label.text = "Page \(index + 1)"
            label.font = .boldSystemFont(ofSize: 48)
            label.textColor = .white
            label.textAlignment = .center
            page.addSubview(label)
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(Self.pageColors.count), height: size.height)
        addSubview(scrollView)
        dots.numberOfPages = Self.pageColors.count
        dots.onSelect = { [weak self] page in self?.show(page: page) }
        addSubview(dots)
        pageLabel.font = .systemFont(ofSize: 15)
        pageLabel.textAlignment = .center
        pageLabel.textColor = .darkGray
        addSubview(pageLabel)
        updatePage()
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.black]
        ("Paging scroll view" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
    }

    /// The page nearest the offset.
    var currentPage: Int {
        let width = scrollView.bounds.width
        guard width > 0 else { return 0 }
        return max(0, min(Self.pageColors.count - 1, Int((scrollView.contentOffset.x / width).rounded())))
    }

    func show(page: Int) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0), animated: true)
    }

    private func updatePage() {
        dots.currentPage = currentPage
        pageLabel.text = "Page \(currentPage + 1) of \(Self.pageColors.count)"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { updatePage() }
}

/// A row of page dots: grey, the current one dark; a tap on a dot selects it. A stand-in for
/// UIPageControl (the controls issue), which will replace it.
final class PageDotsView: UIView {
    static let dotSize: CGFloat = 8
    static let spacing: CGFloat = 16

    var numberOfPages = 0 { didSet { setNeedsDisplay() } }
    var currentPage = 0 { didSet { if currentPage != oldValue { setNeedsDisplay() } } }
    var onSelect: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The centre of dot `index`.
    func dotCenter(_ index: Int) -> CGPoint {
        let total = CGFloat(max(0, numberOfPages - 1)) * Self.spacing
        return CGPoint(x: bounds.midX - total / 2 + CGFloat(index) * Self.spacing, y: bounds.midY)
    }

    override func draw(_ rect: CGRect) {
        for index in 0..<numberOfPages {
            let c = dotCenter(index)
            (index == currentPage ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.75, alpha: 1)).setFill()
            UIBezierPath(ovalIn: CGRect(x: c.x - Self.dotSize / 2, y: c.y - Self.dotSize / 2, width: Self.dotSize, height: Self.dotSize)).fill()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), numberOfPages > 0 else { return }
        let index = (0..<numberOfPages).min { abs(dotCenter($0).x - point.x) < abs(dotCenter($1).x - point.x) } ?? 0
        if abs(dotCenter(index).x - point.x) <= Self.spacing / 2 { onSelect?(index) }
    }
}
