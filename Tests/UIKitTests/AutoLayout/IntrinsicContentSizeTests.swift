// Intrinsic content sizes of UIKit's views feeding Auto Layout: hugging, compression, wrapping labels,
// baselines, and the progress view's height constraint (spec 000 #13/#14).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: intrinsic content sizes")
struct IntrinsicContentSizeTests {
    typealias S = AutoLayoutTestSupport
    init() { TestFonts.pin() }

    /// Places `view` at (10, 10) in a 320×480 container by two position constraints only, so its size is
    /// its intrinsic content size.
    private func sized<V: UIView>(_ view: V) -> V {
        let root = S.container()
        S.constrained(view, in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return view
    }

    @Test("Controls with a fixed size get it from Auto Layout: switch 51×31, stepper 94×29, spinner 20×20")
    func fixedSizeControls() {
        #expect(sized(UISwitch()).frame.size == CGSize(width: 51, height: 31))
        #expect(sized(UIStepper()).frame.size == CGSize(width: 94, height: 29))
        #expect(sized(UIActivityIndicatorView(style: .white)).frame.size == CGSize(width: 20, height: 20))
        #expect(sized(UIActivityIndicatorView(style: .whiteLarge)).frame.size == CGSize(width: 37, height: 37))
    }

    @Test("Every view that has an intrinsic size is sized by it under Auto Layout")
    func intrinsicSizesFeedTheEngine() {
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        #expect(sized(button).frame.size == button.intrinsicContentSize)
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        #expect(sized(label).frame.size == label.intrinsicContentSize)
        let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(sized(segmented).frame.size == segmented.intrinsicContentSize)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 12), format: format).image { _ in }
        let image = UIImageView(image: picture)
        #expect(sized(image).frame.size == CGSize(width: 30, height: 12))
        let pages = UIPageControl()
        pages.numberOfPages = 4
        #expect(sized(pages).frame.size == pages.intrinsicContentSize)
        #expect(sized(UISlider()).frame.height == 31)
        #expect(sized(UIProgressView(progressViewStyle: .default)).frame.height == 2)
    }

    @Test("Changing a title invalidates the intrinsic size, and the next layout pass resizes the control")
    func invalidation() {
        let h = UIKitTestHarness()
        let button = S.constrained(UIButton(type: .system), in: h.window)
        button.setTitle("OK", for: .normal)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 30),
        ])
        h.runTurn()
        let narrow = button.frame.width
        button.setTitle("A much longer title", for: .normal)
        h.runTurn()
        #expect(button.frame.width > narrow && button.frame.size == button.intrinsicContentSize)
    }

    @Test("Default priorities: hugging 250 and compression 750; switch, stepper and spinner hug at 750; progress view vertically")
    func defaultPriorities() {
        let view = UIView(), label = UILabel(), progress = UIProgressView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 250)
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIStepper().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIActivityIndicatorView().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test("A multi-line label pinned to both margins wraps at the width layout gives it (iOS 8's automatic width)")
    func wrappingLabelGetsItsWidth() {
        let root = S.container(CGSize(width: 200, height: 400))
        let label = S.constrained(UILabel(), in: root)
        label.numberOfLines = 0
        label.text = "A label long enough to wrap onto several lines when it is only two hundred points wide"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let oneLine = UILabel()
        oneLine.text = label.text
        #expect(label.frame.width == 200)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 200, height: 0)).height)
        #expect(label.frame.height > oneLine.intrinsicContentSize.height * 2)
    }

    @Test("preferredMaxLayoutWidth sets the wrapping width of a multi-line label's intrinsic size")
    func preferredMaxLayoutWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label long enough to wrap onto several lines"
        label.preferredMaxLayoutWidth = 100
        let size = sized(label).frame.size
        #expect(size.width <= 100 && size == label.sizeThatFits(CGSize(width: 100, height: 0)))
    }

    @Test("Labels of different fonts aligned by lastBaselineAnchor share a baseline")
    func baselines() {
        let root = S.container()
        let big = S.constrained(UILabel(), in: root), small = S.constrained(UILabel(), in: root)
        big.font = .systemFont(ofSize: 30)
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"
        small.text = "small"
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let ascender = { (label: UILabel) in label.font.ascender }
        let bigBaseline = big.frame.minY + ascender(big), smallBaseline = small.frame.minY + ascender(small)
        #expect(abs(bigBaseline - smallBaseline) <= 1)  // Frames are rounded to the main screen's pixels.
        #expect(small.frame.maxY < big.frame.maxY)
    }

    @Test("A view without text has its baselines at its bottom")
    func baselineOfPlainView() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root), line = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 40),
            line.topAnchor.constraint(equalTo: box.firstBaselineAnchor), line.heightAnchor.constraint(equalToConstant: 1),
            line.leadingAnchor.constraint(equalTo: root.leadingAnchor), line.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(line.frame.minY == 50)
    }

    @Test("A progress view's frame height changes nothing drawn; an Auto Layout height constraint thickens the bar (spec 000 #13, #14)")
    func progressViewThickness() {
        let byFrame = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        byFrame.layoutIfNeeded()
        #expect(byFrame.subviews.allSatisfy { $0.frame.height == 2 })  // spec 000 #13
        let root = S.container()
        let progress = S.constrained(UIProgressView(progressViewStyle: .default), in: root)
        progress.progress = 0.5
        NSLayoutConstraint.activate([
            progress.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            progress.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            progress.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            progress.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(progress.frame == CGRect(x: 20, y: 40, width: 280, height: 10))
        #expect(progress.subviews.allSatisfy { $0.frame.height == 10 })  // spec 000 #14
    }
}
