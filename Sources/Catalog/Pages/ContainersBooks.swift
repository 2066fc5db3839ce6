import UIKit

/// A page of the Containers page's books: a colour, and the page's number in large type in the middle.
final class NumberedPageController: UIViewController {
    let number: Int
    let color: UIColor

    init(number: Int, color: UIColor) {
        self.number = number
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel(frame: view.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = "\(number)"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 96)
        label.textColor = UIColor(white: 0.15, alpha: 1)
        view.addSubview(label)
    }
}

/// The pages of a book and its page view controller's data source: the page before and after the one
/// showing, none past either end; and the page indicator's count and the index of the page showing,
/// which the scroll style shows as dots under the pages (the page curl shows no indicator).
final class NumberedBook: UIPageViewControllerDataSource {
    let pages: [NumberedPageController]

    init(colors: [UIColor]) {
        pages = colors.enumerated().map { NumberedPageController(number: $0 + 1, color: $1) }
    }

    private func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    {
        guard let index = index(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }
}

/// A page view controller showing a numbered book from its first page: turned with a page curl (drag
/// the page, or tap near an edge) or by scrolling (swipe; the dots under the pages follow).
final class NumberedBookController: UIPageViewController {
    /// The pages; the controller's data source (which it holds, as `dataSource` is weak).
    let book: NumberedBook

    init(transitionStyle style: UIPageViewController.TransitionStyle, colors: [UIColor]) {
        book = NumberedBook(colors: colors)
        super.init(
            transitionStyle: style, navigationOrientation: .horizontal,
            options: style == .scroll ? [.interPageSpacing: 8] : nil)
        dataSource = book
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([book.pages[0]], direction: .forward, animated: false)
    }

    /// The number of the page showing.
    var pageNumber: Int? { (viewControllers?.first as? NumberedPageController)?.number }
}
