import UIKit

/// Auto Layout at work, the page laid out by constraints (resize the window, or rotate, and everything
/// follows): a playground of a header, a sidebar whose width constraint a slider drives, and a
/// 16:9 box as large as the space beside the sidebar allows, with its size read back; the progress
/// view thickness (a frame height changes nothing drawn, an Auto Layout height constraint thickens the
/// bar); and three buttons of equal width from a visual format.
final class AutoLayoutPageView: UIView {
    static let margin: CGFloat = 40

    let playground = PlaygroundView()
    let sidebarSlider = UISlider()
    let sidebarLabel = UILabel()
    let frameProgress = UIProgressView(progressViewStyle: .default)
    let constrainedProgress = UIProgressView(progressViewStyle: .default)
    let equalButtons = ["Left", "Middle", "Right"].map { OutlinedButton(title: $0) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let title = CatalogHeading.title("Auto Layout")
        let intro = CatalogIntroLabel(
            "This page is laid out by constraints on OpenUIKit's own Cassowary solver (one progress view by its frame, "
                + "on purpose). Resize the window or rotate it: the layout follows. The slider changes one constraint's constant.")
        let playgroundHeading = CatalogHeading.section("Constraint playground")
        let progressHeading = CatalogHeading.section("Progress view thickness (seed 000: spec #13, #14)")
        let buttonsHeading = CatalogHeading.section("Equal widths from a visual format: H:|[left]-8-[middle(==left)]-8-[right(==left)]|")
        let progressHolder = UIView()
        let frameCaption = CatalogHeading.caption("Frame 20 points tall: the track stays 2 points thick (#13)")
        let constraintCaption = CatalogHeading.caption("Height constraint of 10 points: the track is 10 points thick (#14)")
        let buttonRow = UIView()
        for view in [
            title, intro, playgroundHeading, playground, sidebarSlider, sidebarLabel, progressHeading, progressHolder,
            frameCaption, constrainedProgress, constraintCaption, buttonsHeading, buttonRow,
        ] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }

        // The progress view placed by its frame, in a holder placed by constraints.
        frameProgress.frame = CGRect(x: 0, y: 0, width: 0, height: 20)  // As wide as the holder, which starts at 0.
        frameProgress.autoresizingMask = [.flexibleWidth]
        frameProgress.progress = 0.6
        progressHolder.addSubview(frameProgress)
        constrainedProgress.progress = 0.6

        sidebarSlider.minimumValue = 60
        sidebarSlider.maximumValue = 240
        sidebarSlider.value = Float(playground.sidebarWidth.constant)
        sidebarSlider.addAction(UIAction { [weak self] _ in self?.sidebarSliderChanged() }, for: .valueChanged)
        sidebarLabel.font = .systemFont(ofSize: 13)
        sidebarLabel.textColor = .darkGray
        sidebarLabel.setContentHuggingPriority(.init(251), for: .horizontal)

        for button in equalButtons {
            button.translatesAutoresizingMaskIntoConstraints = false
            buttonRow.addSubview(button)
        }
        let buttonViews = ["left": equalButtons[0], "middle": equalButtons[1], "right": equalButtons[2]]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[left]-8-[middle(==left)]-8-[right(==left)]|",
                options: [.alignAllTop, .alignAllBottom], metrics: nil, views: buttonViews)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[left(44)]|", metrics: nil, views: buttonViews))

        NSLayoutConstraint.activate(
            CatalogColumn.constraints(
                [
                    (title, 28, false), (intro, 8, true), (playgroundHeading, 16, false), (playground, 8, true),
                    (sidebarLabel, 12, false), (progressHeading, 28, false), (progressHolder, 12, false), (frameCaption, 4, false),
                    (constrainedProgress, 14, false), (constraintCaption, 4, false), (buttonsHeading, 28, false), (buttonRow, 12, true),
                ], in: self, margin: Self.margin) + [
                    playground.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.36),
                    sidebarSlider.centerYAnchor.constraint(equalTo: sidebarLabel.centerYAnchor),
                    sidebarSlider.leadingAnchor.constraint(equalTo: sidebarLabel.trailingAnchor, constant: 12),
                    sidebarSlider.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.margin),
                    progressHolder.widthAnchor.constraint(equalTo: playground.widthAnchor, multiplier: 0.5),
                    progressHolder.heightAnchor.constraint(equalToConstant: 20),
                    constrainedProgress.widthAnchor.constraint(equalTo: progressHolder.widthAnchor),
                    constrainedProgress.heightAnchor.constraint(equalToConstant: 10),
                ])
        updateSidebarLabel()
    }

    required init?(coder: NSCoder) { nil }

    private func sidebarSliderChanged() {
        playground.sidebarWidth.constant = CGFloat(sidebarSlider.value.rounded())
        updateSidebarLabel()
    }

    private func updateSidebarLabel() {
        sidebarLabel.text = "Sidebar width: \(Int(playground.sidebarWidth.constant)) pt"
    }
}

/// The playground: a header pinned to three edges, a sidebar of a set width, and a 16:9 box centred in
/// the rest (a layout guide), as large as fits with 16 points around it; a badge reads the box's size.
final class PlaygroundView: UIView {
    let header = UILabel()
    let sidebar = UILabel()
    let box = UILabel()
    let sizeBadge = UILabel()
    let content = UILayoutGuide()
    private(set) var sidebarWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.94, alpha: 1)
        header.text = "Header: top, leading and trailing pinned, 36 points tall"
        header.backgroundColor = .systemBlue
        sidebar.text = "Sidebar"
        sidebar.backgroundColor = UIColor(white: 0.82, alpha: 1)
        box.text = "16:9"
        box.backgroundColor = .systemOrange
        for label in [header, sidebar, box] {
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 15, weight: .medium)
        }
        header.textColor = .white
        box.textColor = .white
        sizeBadge.font = .systemFont(ofSize: 12)
        sizeBadge.textColor = .darkGray
        for view in [header, sidebar, box, sizeBadge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addLayoutGuide(content)
        sidebarWidth = sidebar.widthAnchor.constraint(equalToConstant: 120)
        let largest = box.widthAnchor.constraint(equalTo: content.widthAnchor, constant: -32)
        largest.priority = .defaultHigh
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topAnchor),
            header.leadingAnchor.constraint(equalTo: leadingAnchor),
            header.trailingAnchor.constraint(equalTo: trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 36),
            sidebar.topAnchor.constraint(equalTo: header.bottomAnchor),
            sidebar.leadingAnchor.constraint(equalTo: leadingAnchor),
            sidebar.bottomAnchor.constraint(equalTo: bottomAnchor),
            sidebarWidth,
            content.topAnchor.constraint(equalTo: header.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
            box.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 9.0 / 16.0),
            box.widthAnchor.constraint(lessThanOrEqualTo: content.widthAnchor, constant: -32),
            box.heightAnchor.constraint(lessThanOrEqualTo: content.heightAnchor, constant: -32),
            largest,
            sizeBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            sizeBadge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The badge reads the box's size after each layout (a text change lays the badge out in the same pass).
    override func layoutSubviews() {
        super.layoutSubviews()
        let text = "box \(Int(box.frame.width.rounded()))×\(Int(box.frame.height.rounded())) pt"
        if sizeBadge.text != text { sizeBadge.text = text }
    }
}
