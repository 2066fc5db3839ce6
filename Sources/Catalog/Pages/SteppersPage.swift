import UIKit

/// UIStepper and UISegmentedControl: each in its states (set in code), then live ones. Steppers: a
/// stepper (1…6 by 0.5) with a label showing its value, a
/// stepper driving a progress bar, and a customized stepper (per-state backgrounds, a divider, arrow
/// images). Segmented controls: one with linen, photos and white dividers, one with
/// squaring titles, a momentary control, and one whose selection a label reports.
final class SteppersPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let stepperColumns: [CGFloat] = [40, 160, 280, 400, 520, 640]
    static let stepperStates = ["Normal", "At minimum", "At maximum", "Wraps", "Disabled", "Tinted"]
    static let segmentColumns: [CGFloat] = [40, 290, 540]
    static let segmentStates = ["None selected", "Selected", "Disabled segment", "Disabled", "Tinted", "Momentary (live)"]

    private(set) var stepperGrid: [UIStepper] = []
    private(set) var segmentGrid: [UISegmentedControl] = []
    let tableStepper = UIStepper()
    let tableLabel = UILabel()
    let progressStepper = UIStepper()
    let progressBar = UIView()
    let progressFill = UIView()
    let customStepper = UIStepper()
    let linenControl = UISegmentedControl(items: ["", "", ""])
    let squaringControl = UISegmentedControl(items: ["1", "2", "3"])
    let liveControl = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
    let liveLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Steppers and segmented controls in their states, set in code; then live ones from the seeds. Hold a "
                    + "stepper's button to repeat, or slide to the other; a tap on a segment selects it.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildSteppers()
        buildSegmentedControls()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Steppers

    private func buildSteppers() {
        let configure: [(UIStepper) -> Void] = [
            { $0.value = 50 }, { $0.value = 0 }, { $0.value = 100 },
            {
                $0.wraps = true; $0.value = 100
            },
            {
                $0.value = 50; $0.isEnabled = false
            },
            {
                $0.tintColor = .systemPink; $0.value = 50
            },
        ]
        for (index, body) in configure.enumerated() {
            let stepper = UIStepper(frame: CGRect(x: Self.stepperColumns[index], y: 164, width: 94, height: 29))
            body(stepper)
            addSubview(stepper)
            stepperGrid.append(stepper)
        }

        // 11 values, 1.0 to 6.0; a label says which value it changes.
        tableStepper.frame.origin = CGPoint(x: Self.margin, y: 250)
        tableStepper.minimumValue = 1
        tableStepper.maximumValue = 6
        tableStepper.stepValue = 0.5
        tableStepper.value = 1
        tableStepper.addAction(UIAction { [weak self] _ in self?.updateTableLabel() }, for: .valueChanged)
        tableLabel.frame = CGRect(x: Self.margin + 104, y: 250, width: 120, height: 29)
        tableLabel.font = .systemFont(ofSize: 15)
        updateTableLabel()

        // The Value Changed action drives a progress bar.
        progressStepper.frame.origin = CGPoint(x: 280, y: 250)
        progressStepper.maximumValue = 10
        progressStepper.value = 5
        progressStepper.addAction(UIAction { [weak self] action in self?.doStep(action.sender as! UIStepper) }, for: .valueChanged)
        progressBar.frame = CGRect(x: 384, y: 263, width: 120, height: 3)
        progressBar.backgroundColor = UIColor(white: 0.85, alpha: 1)
        progressFill.backgroundColor = progressBar.tintColor
        progressBar.addSubview(progressFill)
        doStep(progressStepper)

        customStepper.frame.origin = CGPoint(x: 560, y: 250)
        Self.customize(customStepper)
        customStepper.value = 3
        [tableStepper, tableLabel, progressStepper, progressBar, customStepper].forEach(addSubview)
    }

    private func updateTableLabel() {
        tableLabel.text = String(format: "Value: %.1f", tableStepper.value)
    }

    /// Sets the progress to `step.value / (step.maximumValue - step.minimumValue)`.
    private func doStep(_ step: UIStepper) {
        let progress = step.value / (step.maximumValue - step.minimumValue)
        progressFill.frame = CGRect(x: 0, y: 0, width: progressBar.bounds.width * CGFloat(progress), height: 3)
    }

    /// Light rounded backgrounds (darker while pressed, paler at a limit), a gray divider, and up and down
    /// arrows drawn as template images in orange.
    static func customize(_ stepper: UIStepper) {
        stepper.tintColor = UIColor(red: 0.9, green: 0.45, blue: 0, alpha: 1)
        stepper.setBackgroundImage(roundedBackground(white: 0.9), for: .normal)
        stepper.setBackgroundImage(roundedBackground(white: 0.75), for: .highlighted)
        stepper.setBackgroundImage(roundedBackground(white: 0.97), for: .disabled)
        let divider = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 10)).image { context in
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
        }
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(arrow(up: true), for: .normal)
        stepper.setDecrementImage(arrow(up: false), for: .normal)
    }

    private static func roundedBackground(white: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 21, height: 29)).image { _ in
            UIColor(white: white, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 21, height: 29), cornerRadius: 8).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    private static func arrow(up: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 9)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: up ? 9 : 0))
            path.addLine(to: CGPoint(x: 7, y: up ? 0 : 9))
            path.addLine(to: CGPoint(x: 14, y: up ? 9 : 0))
            path.close()
            CatalogColors.text.setFill()
            path.fill()
        }
    }

    // MARK: Segmented controls

    private func buildSegmentedControls() {
        let configure: [(UISegmentedControl) -> Void] = [
            { _ in }, { $0.selectedSegmentIndex = 1 },
            {
                $0.selectedSegmentIndex = 0; $0.setEnabled(false, forSegmentAt: 1)
            },
            {
                $0.selectedSegmentIndex = 2; $0.isEnabled = false
            },
            {
                $0.tintColor = .systemPink; $0.selectedSegmentIndex = 0
            },
            { $0.isMomentary = true },
        ]
        for (index, body) in configure.enumerated() {
            let control = UISegmentedControl(items: ["First", "Second", "Third"])
            control.frame = CGRect(x: Self.segmentColumns[index % 3], y: 356 + CGFloat(index / 3) * 64, width: 220, height: 29)
            body(control)
            addSubview(control)
            segmentGrid.append(control)
        }

        // Linen background, photo segments and white dividers, with the Gallery's stand-ins for linen.png and the photos.
        if let background = SegmentedDrawings.makeBackground() {
            linenControl.setBackgroundImage(background, for: .normal, barMetrics: .default)
        }
        for (i, image) in SegmentedDrawings.makeSegmentImages().enumerated() {
            linenControl.setImage(image, forSegmentAt: i)
            linenControl.setWidth(80, forSegmentAt: i)
        }
        linenControl.setDividerImage(
            SegmentedDrawings.makeDivider(), forLeftSegmentState: .normal, rightSegmentState: .normal,
            barMetrics: .default)
        linenControl.selectedSegmentIndex = 0
        linenControl.frame = CGRect(origin: CGPoint(x: Self.margin, y: 532), size: linenControl.intrinsicContentSize)

        // A newly selected segment's title becomes the square of its number.
        squaringControl.frame = CGRect(x: 330, y: 547, width: 180, height: 29)
        squaringControl.addAction(
            UIAction { action in
                let sender = action.sender as! UISegmentedControl
                let index = sender.selectedSegmentIndex
                let value = Int32(sender.titleForSegment(at: index) ?? "") ?? 0
                sender.setTitle(String(value &* value), forSegmentAt: index)
            }, for: .valueChanged)

        liveControl.frame = CGRect(x: 540, y: 547, width: 220, height: 29)
        liveControl.selectedSegmentIndex = 0
        liveControl.addAction(UIAction { [weak self] _ in self?.updateLiveLabel() }, for: .valueChanged)
        liveLabel.frame = CGRect(x: 540, y: 584, width: 220, height: 20)
        liveLabel.font = .systemFont(ofSize: 13)
        liveLabel.textColor = .darkGray
        updateLiveLabel()
        [linenControl, squaringControl, liveControl, liveLabel].forEach(addSubview)
    }

    private func updateLiveLabel() {
        let index = liveControl.selectedSegmentIndex
        liveLabel.text = "Selected: \(index) (\(liveControl.titleForSegment(at: index) ?? "none"))"
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Steppers and segmented controls" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let section: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: CatalogColors.text]
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        ("UIStepper" as NSString).draw(at: CGPoint(x: Self.margin, y: 116), withAttributes: section)
        for (index, name) in Self.stepperStates.enumerated() {
            (name as NSString).draw(at: CGPoint(x: Self.stepperColumns[index], y: 142), withAttributes: caption)
        }
        ("Table 10-1 (1…6 by 0.5)" as NSString).draw(at: CGPoint(x: Self.margin, y: 228), withAttributes: caption)
        ("E8.1: value drives a progress bar" as NSString).draw(at: CGPoint(x: 280, y: 228), withAttributes: caption)
        ("Customized images" as NSString).draw(at: CGPoint(x: 560, y: 228), withAttributes: caption)
        ("UISegmentedControl" as NSString).draw(at: CGPoint(x: Self.margin, y: 306), withAttributes: section)
        for (index, name) in Self.segmentStates.enumerated() {
            (name as NSString).draw(
                at: CGPoint(x: Self.segmentColumns[index % 3], y: 334 + CGFloat(index / 3) * 64), withAttributes: caption)
        }
        ("Seed 000 E12.1 (Figure 12-15)" as NSString).draw(at: CGPoint(x: Self.margin, y: 510), withAttributes: caption)
        ("Seed 004 E6: squares its titles" as NSString).draw(at: CGPoint(x: 330, y: 525), withAttributes: caption)
        ("Live selection" as NSString).draw(at: CGPoint(x: 540, y: 525), withAttributes: caption)
    }
}
