import UIKit

/// A paging example: a scroll view with `isPagingEnabled` over five pages of colour, and a
/// UIPageControl under it, the two wired both ways: the scroll view's delegate sets `currentPage` when a page settles, and the
/// control's `.valueChanged` (a tap right or left of the current dot) scrolls to its new page with
/// `setContentOffset(_:animated:)`. The dots are dark on this white page, so both indicator tints are set.
final class PagingScrollPageView: CatalogDrawingView, UIScrollViewDelegate {
    static let margin: CGFloat = 40
    static let pageColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemPurple]

    let intro = CatalogIntroLabel(
        "A UIScrollView with isPagingEnabled: swipe (or drag with the mouse) and it settles on a page, which "
            + "the UIPageControl below then shows. Tap the control right or left of its dot to scroll a page.",
        frame: CGRect(x: 40, y: 62, width: 704, height: 40))
    let scrollView = UIScrollView(frame: CGRect(x: 40, y: 120, width: 704, height: 440))
    /// As wide as the scroll view: the whole bounds take taps, so either side is a big target.
    let pageControl = UIPageControl(frame: CGRect(x: 40, y: 570, width: 704, height: 37))
    let pageLabel = UILabel(frame: CGRect(x: 40, y: 612, width: 704, height: 22))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
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
        pageControl.numberOfPages = Self.pageColors.count
        pageControl.pageIndicatorTintColor = UIColor(white: 0.75, alpha: 1)
        pageControl.currentPageIndicatorTintColor = UIColor(white: 0.2, alpha: 1)
        pageControl.addAction(UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
        addSubview(pageControl)
        pageLabel.font = .systemFont(ofSize: 15)
        pageLabel.textAlignment = .center
        pageLabel.textColor = .darkGray
        addSubview(pageLabel)
        updatePageLabel()
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Paging scroll view" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
    }

    /// The page nearest the scroll view's offset.
    var settledPage: Int {
        let width = scrollView.bounds.width
        guard width > 0 else { return 0 }
        return max(0, min(Self.pageColors.count - 1, Int((scrollView.contentOffset.x / width).rounded())))
    }

    /// A tap on the page control changed `currentPage` (and its dot): scroll there.
    private func pageControlChanged() {
        let page = pageControl.currentPage
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0), animated: true)
        updatePageLabel()
    }

    /// The content came to rest: the page control shows the page it rests on (setting `currentPage` in
    /// code sends no event, so this does not scroll again).
    private func pageDidSettle() {
        pageControl.currentPage = settledPage
        updatePageLabel()
    }

    private func updatePageLabel() {
        pageLabel.text = "Page \(pageControl.currentPage + 1) of \(pageControl.numberOfPages)"
    }

    // MARK: UIScrollViewDelegate: the three ways a scroll comes to rest

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pageDidSettle() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageDidSettle() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { pageDidSettle() }
}
