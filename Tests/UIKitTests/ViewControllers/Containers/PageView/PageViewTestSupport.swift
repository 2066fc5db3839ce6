import UIKit

/// A page: a logged controller named "p1", "p2", ..., filled with a colour and showing its name in
/// large type (so a picture tells which page shows, and which way round).
@MainActor
final class Page: LoggedController {
    let color: UIColor

    init(_ name: String, log: CallbackLog, color: UIColor = UIColor(white: 0.96, alpha: 1)) {
        self.color = color
        super.init(name, log: log)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 16, y: 40, width: 200, height: 60))
        label.text = name.uppercased()
        label.font = .boldSystemFont(ofSize: 44)
        label.textColor = .black
        view.addSubview(label)
        let bar = UIView(frame: CGRect(x: 16, y: 110, width: 90, height: 10))
        bar.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        view.addSubview(bar)
    }
}

/// A book of pages, "p1" to "pN": the data source (it logs what it is asked, "after p1") and the
/// delegate (it logs "willTransitionTo p2" and "didFinish finished completed previous: p1"). The
/// subclasses declare the conformances (a protocol's default implementations are the witnesses of the
/// class that conforms, so a subclass of a conforming class could not implement the optional methods).
@MainActor
class PageBook {
    let pages: [Page]
    let log: CallbackLog
    /// What the data source was asked, in order.
    var asked: [String] = []
    /// What the delegate heard, in order.
    var heard: [String] = []
    /// The delegate's spine for each orientation it is asked about, and the pages it sets meanwhile.
    var spineFor: ((UIInterfaceOrientation, UIPageViewController) -> UIPageViewController.SpineLocation)?

    init(pageCount: Int, log: CallbackLog = CallbackLog()) {
        self.log = log
        let colors: [UIColor] = [
            UIColor(red: 1, green: 0.93, blue: 0.8, alpha: 1), UIColor(red: 0.82, green: 0.92, blue: 1, alpha: 1),
            UIColor(red: 0.85, green: 1, blue: 0.85, alpha: 1), UIColor(red: 1, green: 0.85, blue: 0.9, alpha: 1),
        ]
        pages = (1...pageCount).map { Page("p\($0)", log: log, color: colors[($0 - 1) % colors.count]) }
    }

    func page(_ number: Int) -> Page { pages[number - 1] }

    /// The names of `controllers` ("p1 p2").
    static func names(_ controllers: [UIViewController]?) -> String {
        (controllers ?? []).map { ($0 as? Page)?.name ?? "?" }.joined(separator: " ")
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    {
        asked.append("before \(PageBook.names([viewController]))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    {
        asked.append("after \(PageBook.names([viewController]))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        heard.append("willTransitionTo \(PageBook.names(pendingViewControllers))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        heard.append("didFinish finished=\(finished) completed=\(completed) previous: \(PageBook.names(previousViewControllers))")
    }
}

/// A book whose data source and delegate implement only what they must, and the turn callbacks.
@MainActor
final class Book: PageBook, UIPageViewControllerDataSource, UIPageViewControllerDelegate {}

/// A book whose data source gives the page indicator its count and index.
@MainActor
final class IndicatorBook: PageBook, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var indicatorIndex = 0
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { indicatorIndex }
}

/// A book whose delegate chooses the spine on rotation.
@MainActor
final class SpineBook: PageBook, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    {
        heard.append("spineLocationFor \(orientation)")
        return spineFor?(orientation, pageViewController) ?? pageViewController.spineLocation
    }
}
