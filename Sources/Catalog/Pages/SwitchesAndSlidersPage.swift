import UIKit

/// UISwitch and UISlider in every state, and examples: switches off and on, highlighted,
/// selected, disabled and customized, `setOn(_:animated:)` followed by
/// `sendActions(for: .valueChanged)`; sliders default, continuous or not,
/// disabled, tinted, with value images, a customized thumb per state, the coin
/// track, the wide track and the raised thumb, and tap-to-set.
/// Each control has a caption under it; the status labels count the valueChanged events.
final class SwitchesAndSlidersPageView: CatalogDrawingView {
    static let margin: CGFloat = 40
    static let sliderColumnX: CGFloat = 400
    static let captionFont = UIFont.systemFont(ofSize: 12)

    /// One captioned example.
    struct Example {
        let caption: String
        let view: UIView
    }

    private(set) var examples: [Example] = []
    /// The switch that the "setOn" button turns, and what it heard.
    let drivenSwitch = UISwitch()
    let setOnButton = OutlinedButton(title: "setOn(!isOn, animated: true)")
    let switchStatus = UILabel()
    /// The default slider's and the non-continuous slider's reports.
    let continuousSlider = UISlider()
    let discreteSlider = UISlider()
    let sliderStatus = UILabel()
    let tapToSetSlider = UISlider()
    private let tapToSet = TapToSetHandler()
    private var switchEvents = 0
    private var continuousEvents = 0
    private var discreteEvents = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let intro = CatalogIntroLabel(
            "iOS 7's switch (always 51x31) and slider. Tap or slide the switches; drag the sliders' thumbs "
                + "(a tap on a track does nothing, except on the last slider).",
            frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40))
        addSubview(intro)
        buildSwitches()
        buildSliders()
        for example in examples { addSubview(example.view) }
        [setOnButton, switchStatus, sliderStatus].forEach(addSubview)
        updateStatus()
    }

    required init?(coder: NSCoder) { nil }

    /// The example whose caption is `caption`.
    func example(_ caption: String) -> UIView? { examples.first { $0.caption == caption }?.view }

    // MARK: Switches

    private func buildSwitches() {
        let customized = UISwitch()
        customized.onTintColor = .systemPink
        customized.thumbTintColor = .systemYellow
        customized.tintColor = .systemBlue
        let customizedOn = UISwitch()
        customizedOn.onTintColor = .systemPink
        customizedOn.thumbTintColor = .systemYellow
        customizedOn.isOn = true
        let cells: [(String, UISwitch, (UISwitch) -> Void)] = [
            ("off", UISwitch(), { _ in }),
            ("isOn = true", UISwitch(), { $0.isOn = true }),
            ("isHighlighted = true", UISwitch(), { $0.isHighlighted = true }),
            (
                "isSelected = true", UISwitch(),
                {
                    $0.isSelected = true; $0.isOn = true
                }
            ),
            ("isEnabled = false", UISwitch(), { $0.isEnabled = false }),
            (
                "isEnabled = false, on", UISwitch(),
                {
                    $0.isEnabled = false; $0.isOn = true
                }
            ),
            ("tint, onTint, thumbTintColor", customized, { _ in }),
            ("the same, on", customizedOn, { _ in }),
        ]
        for (index, (caption, sw, configure)) in cells.enumerated() {
            configure(sw)
            sw.frame.origin = CGPoint(x: Self.margin + CGFloat(index % 2) * 170, y: 138 + CGFloat(index / 2) * 62)
            examples.append(Example(caption: caption, view: sw))
        }
        drivenSwitch.frame.origin = CGPoint(x: Self.margin, y: 400)
        drivenSwitch.addAction(
            UIAction { [weak self] _ in
                self?.switchEvents += 1; self?.updateStatus()
            }, for: .valueChanged)
        examples.append(Example(caption: "valueChanged reported below", view: drivenSwitch))
        setOnButton.frame = CGRect(x: Self.margin, y: 454, width: 300, height: 40)
        setOnButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                // A change in code sends nothing, so the code sends valueChanged itself.
                drivenSwitch.setOn(!drivenSwitch.isOn, animated: true)
                drivenSwitch.sendActions(for: .valueChanged)
            }, for: .touchUpInside)
        switchStatus.frame = CGRect(x: Self.margin, y: 500, width: 320, height: 20)
        switchStatus.font = .systemFont(ofSize: 13)
    }

    // MARK: Sliders

    private func buildSliders() {
        continuousSlider.value = 0.5
        continuousSlider.addAction(
            UIAction { [weak self] _ in
                self?.continuousEvents += 1; self?.updateStatus()
            }, for: .valueChanged)
        discreteSlider.isContinuous = false
        discreteSlider.value = 0.5
        discreteSlider.addAction(
            UIAction { [weak self] _ in
                self?.discreteEvents += 1; self?.updateStatus()
            }, for: .valueChanged)
        let disabled = UISlider()
        disabled.isEnabled = false
        disabled.value = 0.3
        let tinted = UISlider()
        tinted.minimumTrackTintColor = .systemPink
        tinted.maximumTrackTintColor = .systemYellow
        tinted.thumbTintColor = .systemBlue
        tinted.value = 0.6
        let withImages = UISlider()
        withImages.minimumValueImage = Self.speaker(waves: 0)
        withImages.maximumValueImage = Self.speaker(waves: 2)
        withImages.value = 0.4
        let customThumb = UISlider()
        customThumb.setThumbImage(GalleryAssets.coin2, for: .normal)
        customThumb.setThumbImage(Self.darkened(GalleryAssets.coin2), for: .highlighted)
        customThumb.minimumTrackTintColor = .systemGreen
        customThumb.value = 0.7
        let coin = UISlider()
        let track = GalleryAssets.coin.resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7), resizingMode: .stretch)
        coin.setMinimumTrackImage(track, for: .normal)
        coin.setMaximumTrackImage(track, for: .normal)
        coin.value = 0.5
        let wide = WideTrackSlider()
        wide.backgroundColor = UIColor(red: 0.6, green: 0.9, blue: 0.6, alpha: 1)
        wide.minimumValueImage = Self.speaker(waves: 0)
        wide.maximumValueImage = Self.speaker(waves: 2)
        wide.value = 0.5
        let raised = RaisedThumbSlider()
        raised.value = 0.5
        tapToSetSlider.addGestureRecognizer(UITapGestureRecognizer(target: tapToSet, action: TapToSetHandler.tapped))
        let sliders: [(String, UISlider)] = [
            ("continuous (default): valueChanged while dragging", continuousSlider),
            ("isContinuous = false: valueChanged on release", discreteSlider),
            ("isEnabled = false", disabled),
            ("min track pink, max track yellow, thumbTintColor blue", tinted),
            ("minimumValueImage, maximumValueImage", withImages),
            ("thumb images: normal, and darker while highlighted", customThumb),
            ("E11.4: coin.png with caps (0, 7, 0, 7) as both track images", coin),
            ("E11.2: full-width track, value images 31 pt outside", wide),
            ("E11.3: thumbRect offset 7 pt up", raised),
            ("E11.1: tap the track to set the value", tapToSetSlider),
        ]
        for (index, (caption, slider)) in sliders.enumerated() {
            slider.frame = CGRect(x: Self.sliderColumnX + 32, y: 130 + CGFloat(index) * 56, width: 280, height: 31)
            examples.append(Example(caption: caption, view: slider))
        }
        sliderStatus.frame = CGRect(x: Self.sliderColumnX, y: 700, width: 360, height: 20)
        sliderStatus.font = .systemFont(ofSize: 13)
    }

    private func updateStatus() {
        switchStatus.text = "isOn: \(drivenSwitch.isOn), valueChanged × \(switchEvents)"
        sliderStatus.text = String(
            format: "continuous: %.2f (× %d)   not continuous: %.2f (× %d)",
            continuousSlider.value, continuousEvents, discreteSlider.value, discreteEvents)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Switches and sliders" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let heading: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: CatalogColors.secondaryText,
        ]
        ("UISwitch" as NSString).draw(at: CGPoint(x: Self.margin, y: 108), withAttributes: heading)
        ("UISlider" as NSString).draw(at: CGPoint(x: Self.sliderColumnX, y: 108), withAttributes: heading)
        let caption: [NSAttributedString.Key: Any] = [.font: Self.captionFont, .foregroundColor: CatalogColors.secondaryText]
        for example in examples {
            let frame = example.view.frame
            let origin =
                example.view is UISlider
                ? CGPoint(x: Self.sliderColumnX, y: frame.maxY + 2)
                : CGPoint(x: frame.minX, y: frame.maxY + 4)
            (example.caption as NSString).draw(at: origin, withAttributes: caption)
        }
    }

    // MARK: Images

    /// A 16x16 speaker glyph in dark grey, with `waves` sound arcs.
    static func speaker(waves: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let width: CGFloat = waves == 0 ? 10 : 18
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: 16), format: format).image { _ in
            CatalogColors.secondaryText.setFill()
            UIRectFill(CGRect(x: 0, y: 5, width: 3, height: 6))
            let cone = UIBezierPath()
            cone.move(to: CGPoint(x: 3, y: 5)); cone.addLine(to: CGPoint(x: 8, y: 1)); cone.addLine(to: CGPoint(x: 8, y: 15))
            cone.addLine(to: CGPoint(x: 3, y: 11)); cone.close()
            cone.fill()
            CatalogColors.secondaryText.setStroke()
            for wave in 0..<waves {
                let arc = UIBezierPath(
                    arcCenter: CGPoint(x: 8, y: 8), radius: 4 + CGFloat(wave) * 4, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: true)
                arc.lineWidth = 1.5
                arc.stroke()
            }
        }
    }

    /// `image` with a dark veil over it (the thumb while it is held).
    static func darkened(_ image: UIImage) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(at: .zero)
            UIColor(white: 0, alpha: 0.35).setFill()
            UIRectFillUsingBlendMode(CGRect(origin: .zero, size: image.size), .sourceAtop)
        }
    }
}

/// The value images moved 31 pt out of the bounds, the track the slider's full width.
final class WideTrackSlider: UISlider {
    override func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        super.maximumValueImageRect(forBounds: bounds).offsetBy(dx: 31, dy: 0)
    }
    override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        super.minimumValueImageRect(forBounds: bounds).offsetBy(dx: -31, dy: 0)
    }
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        var result = super.trackRect(forBounds: bounds)
        result.origin.x = 0
        result.size.width = bounds.size.width
        return result
    }
}

/// The thumb drawn 7 pt higher.
final class RaisedThumbSlider: UISlider {
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).offsetBy(dx: 0, dy: -7)
    }
}

/// A tap on the slider's track (within 10 pt above or below it) sets the value there.
@MainActor
final class TapToSetHandler: NSObject {
    func tapped(_ g: UITapGestureRecognizer) {
        let s = g.view as! UISlider
        if s.isHighlighted { return }  // tap on the thumb, let slider deal with it
        let pt = g.location(in: s)
        let track = s.trackRect(forBounds: s.bounds)
        if !track.insetBy(dx: 0, dy: -10).contains(pt) { return }
        let percentage = Float(pt.x / s.bounds.size.width)
        let delta = percentage * (s.maximumValue - s.minimumValue)
        let value = s.minimumValue + delta
        s.setValue(value, animated: true)
    }
}
