import UIKit

/// The range slider's host view controller (CEViewController in Objective-C): a slider
/// 20 points from the top, left and right edges, 30 tall; a line logged for every value change; and,
/// one second after the view loads, a test of the slider's appearance API (`updateState`: a red
/// range and square corners).
///
/// Porting notes: `[self performSelector:@selector(updateState) withObject:nil afterDelay:1.0f]` becomes
/// `perform(RangeSliderViewController.updateState, with: nil, afterDelay: 1)`, and the target-action
/// `@selector(slideValueChanged:)` a method reference; both run on UIKit's run loop. `NSLog` becomes the
/// `log` array (and standard output is left alone).
final class RangeSliderViewController: UIViewController {
    private(set) var rangeSlider: RangeSlider!
    /// The lines logged for value changes, oldest first.
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let margin: CGFloat = 20
        let sliderFrame = CGRect(x: margin, y: margin, width: view.frame.width - margin * 2, height: 30)
        rangeSlider = RangeSlider(frame: sliderFrame)
        view.addSubview(rangeSlider)
        rangeSlider.addTarget(self, action: RangeSliderViewController.slideValueChanged, for: .valueChanged)
        perform(RangeSliderViewController.updateState, with: nil, afterDelay: 1)
    }

    func slideValueChanged(_ control: RangeSlider) {
        log.append(String(format: "Slider value changed: (%.2f,%.2f)", rangeSlider.lowerValue, rangeSlider.upperValue))
    }

    func updateState() {
        rangeSlider.trackHighlightColour = .red
        rangeSlider.curvaceousness = 0
    }
}
