import UIKit

/// UIActivityIndicatorView in every style, with a custom colour and as a selected-cell spinner;
/// the status bar's network activity indicator; UIProgressView in both styles, tinted, with a
/// custom image beside a thermometer view; UIPageControl plain, deferred
/// and with custom colours, on a dark panel (its dots are white). The buttons start and stop the
/// spinners, toggle the network indicator, and advance the progress views. Leaving the page hides the
/// network indicator again.
final class IndicatorsPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let captionFont = UIFont.systemFont(ofSize: 12)
    static let panelColor = UIColor(white: 0.22, alpha: 1)

    /// One captioned example: the caption is drawn under `view` by the page.
    struct Example {
        let caption: String
        let view: UIView
    }

    private(set) var examples: [Example] = []
    private(set) var spinners: [UIActivityIndicatorView] = []
    private(set) var progressViews: [UIProgressView] = []
    let thermometer = ThermometerView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let pageControl = UIPageControl(frame: .zero)
    let deferredPageControl = UIPageControl(frame: .zero)
    let customPageControl = UIPageControl(frame: .zero)
    let pageLabel = UILabel()
    let spinButton = OutlinedButton(title: "Stop the spinners")
    let networkButton = OutlinedButton(title: "Show network activity")
    let advanceButton = OutlinedButton(title: "Advance 10%")
    let updateButton = OutlinedButton(title: "updateCurrentPageDisplay()")
    private var valueChangedCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Spinners turn a spoke each 1/12 s; the progress views slide when advanced; tap a page control "
                    + "right or left of its current dot. The second page control defers its display until updated.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        addSpinners()
        addProgressViews()
        addPageControls()
    }

    required init?(coder: NSCoder) { nil }

    /// The example whose caption is `caption`.
    func example(_ caption: String) -> UIView? { examples.first { $0.caption == caption }?.view }

    // MARK: Activity indicators

    private func swatch(_ frame: CGRect, dark: Bool) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = dark ? Self.panelColor : UIColor(white: 0.95, alpha: 1)
        view.layer.cornerRadius = 6
        addSubview(view)
        return view
    }

    private func addSpinners() {
        let styles: [(String, UIActivityIndicatorView.Style, UIColor?, Bool)] = [
            (".whiteLarge", .whiteLarge, nil, true), (".white", .white, nil, true), (".gray", .gray, nil, false),
            (".medium", .medium, nil, false), (".large", .large, nil, false), ("color: pink", .large, .systemPink, false),
        ]
        var x = Self.margin
        for (caption, style, color, dark) in styles {
            let box = swatch(CGRect(x: x, y: 134, width: 76, height: 64), dark: dark)
            let spinner = UIActivityIndicatorView(style: style)
            spinner.color = color
            spinner.hidesWhenStopped = false
            spinner.center = CGPoint(x: box.bounds.midX, y: box.bounds.midY)
            box.addSubview(spinner)
            spinners.append(spinner)
            examples.append(Example(caption: caption, view: box))
            x += 76 + 12
        }
        // A selected cell's spinner, yellow on a dark translucent rounded square.
        let cell = swatch(CGRect(x: x + 4, y: 134, width: 172, height: 64), dark: false)
        cell.backgroundColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
        cell.layer.cornerRadius = 0
        let v = UIActivityIndicatorView(style: .whiteLarge)
        v.color = .yellow
        v.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
        v.layer.cornerRadius = 10
        v.frame = v.frame.insetBy(dx: -10, dy: -10)
        v.center = CGPoint(x: cell.bounds.midX, y: cell.bounds.midY)
        v.tag = 1001
        v.hidesWhenStopped = false
        cell.addSubview(v)
        spinners.append(v)
        examples.append(Example(caption: "Seed E1.1: selected cell", view: cell))
        for spinner in spinners { spinner.startAnimating() }

        spinButton.frame = CGRect(x: Self.margin, y: 226, width: 220, height: 36)
        spinButton.addAction(UIAction { [weak self] _ in self?.toggleSpinning() }, for: .touchUpInside)
        networkButton.frame = CGRect(x: Self.margin + 236, y: 226, width: 260, height: 36)
        networkButton.addAction(UIAction { [weak self] _ in self?.toggleNetworkActivity() }, for: .touchUpInside)
        addSubview(spinButton)
        addSubview(networkButton)
    }

    func toggleSpinning() {
        let spinning = spinners.first?.isAnimating ?? false
        for spinner in spinners { spinning ? spinner.stopAnimating() : spinner.startAnimating() }
        spinButton.setTitle(spinning ? "Start the spinners" : "Stop the spinners", for: .normal)
    }

    func toggleNetworkActivity() {
        let app = UIApplication.shared
        app.isNetworkActivityIndicatorVisible.toggle()
        networkButton.setTitle(app.isNetworkActivityIndicatorVisible ? "Hide network activity" : "Show network activity", for: .normal)
    }

    // MARK: Progress views

    private func addProgressViews() {
        func add(_ caption: String, _ view: UIView, at origin: CGPoint) {
            view.frame.origin = origin
            addSubview(view)
            examples.append(Example(caption: caption, view: view))
        }
        let plain = UIProgressView(progressViewStyle: .default)
        plain.frame.size.width = 330
        plain.progress = 0.5
        add(".default, progress 0.5", plain, at: CGPoint(x: Self.margin, y: 310))
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame.size.width = 330
        bar.progress = 0.5
        bar.backgroundColor = UIColor(white: 0.9, alpha: 1)
        add(".bar (clear track, on light grey)", bar, at: CGPoint(x: Self.margin + 374, y: 310))
        let tinted = UIProgressView(progressViewStyle: .default)
        tinted.frame.size.width = 330
        tinted.progress = 0.3
        tinted.progressTintColor = .systemGreen
        tinted.trackTintColor = .systemYellow
        add("progressTintColor .systemGreen, trackTintColor .systemYellow", tinted, at: CGPoint(x: Self.margin, y: 350))
        // A black bar, the filled part the yellow 10×10 image with caps (0, 4, 0, 4).
        let custom = UIProgressView(progressViewStyle: .default)
        custom.frame.size = CGSize(width: 330, height: 10)
        custom.backgroundColor = .black
        custom.trackTintColor = .black
        custom.progressImage = Self.seedProgressImage()
        custom.progress = 0.6
        add("Seed E3.2: progressImage, caps (0, 4, 0, 4)", custom, at: CGPoint(x: Self.margin + 374, y: 346))
        progressViews = [plain, bar, tinted, custom]

        // The thermometer view, on a dark panel so its white shows.
        let panel = swatch(CGRect(x: Self.margin, y: 390, width: 330, height: 44), dark: true)
        thermometer.frame = CGRect(x: 65, y: 7, width: 200, height: 30)
        thermometer.value = 0.5
        panel.addSubview(thermometer)
        examples.append(Example(caption: "Seed E3.3: the thermometer view, value 0.5", view: panel))

        advanceButton.frame = CGRect(x: Self.margin + 374, y: 392, width: 180, height: 36)
        advanceButton.addAction(UIAction { [weak self] _ in self?.advanceProgress() }, for: .touchUpInside)
        addSubview(advanceButton)
    }

    /// The 10×10 progress image: yellow, a black 2-pt rectangle and ellipse inset by 1, made resizable.
    static func seedProgressImage() -> UIImage? {
        ProgressDrawings.makeProgressImage()?.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    }

    /// Each progress view (and the thermometer) one tenth further, animated, back to 0 after full.
    func advanceProgress() {
        for view in progressViews {
            let next = view.progress >= 0.999 ? 0 : min(1, view.progress + 0.1)
            view.setProgress(next, animated: true)
        }
        thermometer.value = thermometer.value >= 0.999 ? 0 : min(1, thermometer.value + 0.1)
        thermometer.setNeedsDisplay()
    }

    // MARK: Page controls

    private func addPageControls() {
        let panel = swatch(CGRect(x: Self.margin, y: 484, width: 704, height: 130), dark: true)
        examples.append(Example(caption: "UIPageControl: 5 pages · defersCurrentPageDisplay · custom dot colours", view: panel))
        let specs: [(UIPageControl, CGRect, String)] = [
            (pageControl, CGRect(x: 16, y: 8, width: 320, height: 37), "5 pages"),
            (deferredPageControl, CGRect(x: 368, y: 8, width: 320, height: 37), "defersCurrentPageDisplay = true"),
            (customPageControl, CGRect(x: 16, y: 68, width: 320, height: 37), "pageIndicatorTintColor, currentPageIndicatorTintColor"),
        ]
        for (control, frame, caption) in specs {
            control.frame = frame
            control.numberOfPages = 5
            panel.addSubview(control)
            let label = UILabel(frame: CGRect(x: frame.minX, y: frame.maxY - 4, width: frame.width, height: 16))
            label.font = Self.captionFont
            label.textColor = UIColor(white: 0.85, alpha: 1)
            label.textAlignment = .center
            label.text = caption
            panel.addSubview(label)
        }
        deferredPageControl.defersCurrentPageDisplay = true
        customPageControl.currentPage = 2
        customPageControl.pageIndicatorTintColor = UIColor(white: 1, alpha: 0.6)
        customPageControl.currentPageIndicatorTintColor = .systemOrange
        for control in [pageControl, deferredPageControl] {
            control.addAction(UIAction { [weak self] _ in self?.pageChanged() }, for: .valueChanged)
        }
        updateButton.frame = CGRect(x: 368, y: 72, width: 320, height: 36)
        updateButton.addAction(UIAction { [weak self] _ in self?.deferredPageControl.updateCurrentPageDisplay() }, for: .touchUpInside)
        panel.addSubview(updateButton)
        pageLabel.frame = CGRect(x: Self.margin, y: 638, width: 704, height: 20)
        pageLabel.font = .systemFont(ofSize: 15)
        addSubview(pageLabel)
        updatePageLabel()
    }

    private func pageChanged() {
        valueChangedCount += 1
        updatePageLabel()
    }

    private func updatePageLabel() {
        pageLabel.text =
            "currentPage: \(pageControl.currentPage) and \(deferredPageControl.currentPage) · valueChanged × \(valueChangedCount)"
    }

    // MARK: Drawing and leaving

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Indicators" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let heading: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        ("UIActivityIndicatorView" as NSString).draw(at: CGPoint(x: Self.margin, y: 110), withAttributes: heading)
        ("UIProgressView" as NSString).draw(at: CGPoint(x: Self.margin, y: 282), withAttributes: heading)
        ("UIPageControl" as NSString).draw(at: CGPoint(x: Self.margin, y: 458), withAttributes: heading)
        let caption: [NSAttributedString.Key: Any] = [.font: Self.captionFont, .foregroundColor: CatalogColors.secondaryText]
        for example in examples where example.view.superview === self {
            let frame = example.view.frame
            (example.caption as NSString).draw(
                in: CGRect(x: frame.minX, y: frame.maxY + 3, width: max(frame.width, 76), height: 30),
                withAttributes: caption)
        }
    }

    /// Leaving the page hides the network activity indicator it may have shown.
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, window != nil { UIApplication.shared.isNetworkActivityIndicatorVisible = false }
    }
}
