/// The scroll style's page indicator: a page control in a black band under the pages (iOS 7's look: white
/// dots), shown while the data source implements both `presentationCount(for:)` and
/// `presentationIndex(for:)` and the navigation is horizontal. Both are asked after each
/// `setViewControllers(_:direction:animated:completion:)` (and when the data source changes while pages
/// show); a turn by gesture moves the current dot by one. A tap on the indicator beside the current dot
/// turns one page that way, as a drag would.
///
/// Source: Apple, `presentationCount(for:)` ("Both this method and presentationIndex(for:) must be
/// implemented for the page indicator to appear"; "The transition style must be scroll and the
/// navigation orientation horizontal").
extension UIPageViewController {
    /// The band's height: the page control's standard height.
    static let pageIndicatorHeight: CGFloat = 37

    /// Asks the data source for the indicator's pages, showing, updating or removing the indicator.
    func updatePageIndicatorFromDataSource() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource, !pages.isEmpty,
            let count = askOptional(.presentationCount, { dataSource.presentationCount(for: self) }),
            let index = askOptional(.presentationIndex, { dataSource.presentationIndex(for: self) })
        else {
            guard let indicator = pageIndicator else { return }
            pageIndicator = nil
            indicator.control.removeFromSuperview()
            pageStyle?.content.setNeedsLayout()
            return
        }
        let indicator = pageIndicator ?? PageIndicator(owner: self)
        if pageIndicator == nil {
            pageIndicator = indicator
            pageStyle?.content.addSubview(indicator.control)
        }
        indicator.control.numberOfPages = count
        indicator.index = index
        pageStyle?.content.setNeedsLayout()
        pageStyle?.content.layoutIfNeeded()
    }

    /// The data source changed: a new one's indicator shows for the pages showing.
    func pageIndicatorNeedsUpdate() {
        if !pages.isEmpty { updatePageIndicatorFromDataSource() }
    }

    /// A turn by gesture went one page in `direction`.
    func pageIndicatorDidTurn(_ direction: UIPageViewController.NavigationDirection) {
        guard let pageIndicator else { return }
        pageIndicator.index += direction == .forward ? 1 : -1
    }

    /// Places the indicator's band at the bottom of `bounds`.
    func layoutPageIndicator(in bounds: CGRect) {
        guard let control = pageIndicator?.control else { return }
        let height = UIPageViewController.pageIndicatorHeight
        control.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
}

/// The page indicator's control and the page it stands for.
@MainActor
final class PageIndicator {
    let control = UIPageControl()
    private unowned let owner: UIPageViewController

    /// The page shown, as the data source counts (the control pins what it shows to its pages).
    var index = 0 { didSet { control.currentPage = index } }

    init(owner: UIPageViewController) {
        self.owner = owner
        control.backgroundColor = .black
        control.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .valueChanged)
    }

    /// A tap moved the control's dot: the pages turn that way, or the dot goes back at an end.
    private func tapped() {
        let direction: UIPageViewController.NavigationDirection = control.currentPage > index ? .forward : .reverse
        control.currentPage = index
        (owner.pageStyle as? PageScroller)?.turnByIndicator(direction)
    }
}
