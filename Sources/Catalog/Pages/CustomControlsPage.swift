import UIKit

/// Custom controls, written as an app would write them (Sources/Catalog/Controls): the knob control
/// MyKnob with its "Min" and "Max" labels, a readout of the values it reports and a
/// switch for `isContinuous`; RangeSlider with a readout, its variants (custom
/// colours, curvaceousness 0.5 and 0, a taller slider) and the stage S3-S6 draft (RangeSliderDraft).
final class CustomControlsPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let sliderX: CGFloat = 380
    static let sliderWidth: CGFloat = 364
    static let knobCentre = CGPoint(x: 170, y: 250)
    /// The variants' tops and captions, below the main slider.
    static let variantTops: [CGFloat] = [270, 340, 410, 480]
    static let variantCaptions = [
        "Custom colours: trackColour, trackHighlightColour, knobColour",
        "curvaceousness 0.5",
        "curvaceousness 0, red range: the tutorial's updateState",
        "40 points tall: the knobs follow the height",
    ]
    static let draftTop: CGFloat = 570

    let knob = MyKnob(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    let minLabel = UILabel()
    let maxLabel = UILabel()
    let knobReadout = UILabel()
    let continuousButton = UIButton(type: .system)
    let setAngleButton = UIButton(type: .system)
    private(set) var knobValueChanges = 0

    let slider = RangeSlider(frame: CGRect(x: sliderX, y: 160, width: sliderWidth, height: 30))
    let sliderReadout = UILabel()
    private(set) var sliderValueChanges = 0
    private(set) var variants: [RangeSlider] = []
    let draft = RangeSliderDraft(frame: CGRect(x: sliderX, y: draftTop + 24, width: sliderWidth, height: 30))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Two controls written as an app writes them, with UIKit's public API only. Turn the knob (it stops "
                    + "at either end); drag either knob of the range slider.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildKnob()
        buildSliders()
    }

    required init?(coder: NSCoder) { nil }

    private func buildKnob() {
        knob.center = Self.knobCentre
        // The target-action a nib would set up, with a method reference for `@selector(knobChanged:)`.
        knob.addTarget(self, action: CustomControlsPageView.knobChanged, for: .valueChanged)
        addSubview(knob)
        for (label, text, dx) in [(minLabel, "Min", -62 as CGFloat), (maxLabel, "Max", 62)] {
            label.text = text
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            label.frame = CGRect(x: Self.knobCentre.x + dx - 20, y: Self.knobCentre.y + 66, width: 40, height: 20)
            addSubview(label)
        }
        knobReadout.frame = CGRect(x: Self.margin, y: 360, width: 300, height: 40)
        knobReadout.numberOfLines = 2
        knobReadout.font = .systemFont(ofSize: 13)
        knobReadout.textColor = .darkGray
        addSubview(knobReadout)
        updateKnobReadout()

        continuousButton.frame = CGRect(x: Self.margin, y: 410, width: 150, height: 32)
        continuousButton.contentHorizontalAlignment = .left
        continuousButton.addAction(UIAction { [weak self] _ in self?.toggleContinuous() }, for: .primaryActionTriggered)
        updateContinuousTitle()
        addSubview(continuousButton)

        setAngleButton.frame = CGRect(x: Self.margin + 150, y: 410, width: 150, height: 32)
        setAngleButton.contentHorizontalAlignment = .left
        setAngleButton.setTitle("angle = 2.5 in code", for: .normal)
        setAngleButton.addAction(
            UIAction { [weak self] _ in
                self?.knob.angle = 2.5
                self?.updateKnobReadout()
            }, for: .primaryActionTriggered)
        addSubview(setAngleButton)

        let notes = UILabel(frame: CGRect(x: Self.margin, y: 460, width: 300, height: 120))
        notes.numberOfLines = 0
        notes.font = .systemFont(ofSize: 13)
        notes.textColor = .darkGray
        notes.text =
            "The knob draws only its picture; it turns by its own transform. Each move reads the finger's "
            + "angle in the knob's turned coordinates, so the knob turns by the change. Past 0 or 5 radians it "
            + "stops, reports its value and ends the touch's tracking."
        addSubview(notes)
    }

    private func buildSliders() {
        slider.addTarget(self, action: CustomControlsPageView.sliderChanged, for: .valueChanged)
        addSubview(slider)
        sliderReadout.frame = CGRect(x: Self.sliderX, y: 200, width: Self.sliderWidth, height: 36)
        sliderReadout.numberOfLines = 2
        sliderReadout.font = .systemFont(ofSize: 13)
        sliderReadout.textColor = .darkGray
        addSubview(sliderReadout)
        updateSliderReadout()

        for (index, top) in Self.variantTops.enumerated() {
            let height: CGFloat = index == 3 ? 40 : 30
            let variant = RangeSlider(frame: CGRect(x: Self.sliderX, y: top + 24, width: Self.sliderWidth, height: height))
            switch index {
            case 0:
                variant.trackColour = UIColor(white: 0.35, alpha: 1)
                variant.trackHighlightColour = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
                variant.knobColour = UIColor(red: 1, green: 0.93, blue: 0.75, alpha: 1)
                variant.lowerValue = 3
                variant.upperValue = 6
            case 1:
                variant.curvaceousness = 0.5
                variant.lowerValue = 1
            case 2:
                variant.trackHighlightColour = .red
                variant.curvaceousness = 0
            default:
                variant.minimumValue = 0
                variant.maximumValue = 100
                variant.lowerValue = 25
                variant.upperValue = 75
            }
            addSubview(variant)
            variants.append(variant)
        }
        addSubview(draft)
    }

    // MARK: Actions

    func knobChanged(_ sender: MyKnob) {
        knobValueChanges += 1
        updateKnobReadout()
    }

    func sliderChanged(_ sender: RangeSlider) {
        sliderValueChanges += 1
        updateSliderReadout()
    }

    private func toggleContinuous() {
        knob.isContinuous.toggle()
        updateContinuousTitle()
    }

    private func updateContinuousTitle() {
        continuousButton.setTitle(knob.isContinuous ? "Continuous: on" : "Continuous: off", for: .normal)
    }

    private func updateKnobReadout() {
        knobReadout.text =
            String(format: "angle %.2f rad (%.0f%%)\n", knob.angle, knob.angle / MyKnob.maximumAngle * 100)
            + "value changes reported: \(knobValueChanges)"
    }

    private func updateSliderReadout() {
        sliderReadout.text =
            String(
                format: "lowerValue %.2f, upperValue %.2f of %.0f…%.0f\n", slider.lowerValue, slider.upperValue,
                slider.minimumValue, slider.maximumValue)
            + "value changes reported: \(sliderValueChanges)"
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Custom controls" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let header: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: CatalogColors.text]
        ("Seed 000: MyKnob (Figure 12-17)" as NSString).draw(at: CGPoint(x: Self.margin, y: 124), withAttributes: header)
        ("Seed 001: RangeSlider" as NSString).draw(at: CGPoint(x: Self.sliderX, y: 124), withAttributes: header)
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        for (top, text) in zip(Self.variantTops, Self.variantCaptions) {
            (text as NSString).draw(at: CGPoint(x: Self.sliderX, y: top), withAttributes: caption)
        }
        ("Stages S3-S6 of the tutorial: plain coloured layers" as NSString)
            .draw(at: CGPoint(x: Self.sliderX, y: Self.draftTop), withAttributes: caption)
    }
}
