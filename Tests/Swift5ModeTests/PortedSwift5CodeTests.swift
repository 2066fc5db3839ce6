// Compiled in Swift 5 language mode, as most iOS code (and every control in the wild) is: UIKit's
// main-actor types used from nonisolated places — a delegate object, a layer subclass, a plain
// function — must compile (with warnings at most), because OpenUIKit declares them
// `@preconcurrency @MainActor` as Apple's SDK imports them.
import UIKit
import XCTest

/// A layer subclass in the style of seed 001's RangeSlider layers: it reads a view from drawing code.
final class KnobLayer: CALayer {
    weak var host: UIView?
    var highlighted = false

    override func draw(in ctx: CGContext) {
        let radius = bounds.height / 2
        ctx.setFillColor(host?.tintColor.cgColor ?? UIColor.white.cgColor)
        ctx.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath)
        ctx.fillPath()
    }
}

/// A delegate-style object that touches views without any isolation annotation.
final class LegacyController: NSObject {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    var label: UILabel?

    func configure() {
        view.backgroundColor = .white
        let label = UILabel(frame: view.bounds)
        label.text = "Swift 5"
        view.addSubview(label)
        self.label = label
    }
}

/// A nonisolated helper that builds and measures a view hierarchy.
func buildHierarchy() -> Int {
    let root = UIView()
    for _ in 0..<3 { root.addSubview(UIView()) }
    return root.subviews.count
}

final class PortedSwift5CodeTests: XCTestCase {
    func testNonisolatedCodeUsesMainActorTypes() {
        MainActor.assumeIsolated {
            let controller = LegacyController()
            controller.configure()
            XCTAssertEqual(controller.label?.text, "Swift 5")
            XCTAssertEqual(buildHierarchy(), 3)
            let knob = KnobLayer()
            knob.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let host = UIView()
            host.tintColor = .red
            knob.host = host
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { knob.render(in: $0.cgContext) }
            XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        }
    }
}

/// A ported iOS view controller's gesture code: a nonisolated delegate object with a handler, the
/// `#selector(GestureController.handleTap(_:))` of iOS written as `GestureController.handleTap`.
final class GestureController: NSObject, UIGestureRecognizerDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var taps = 0

    func install() {
        let tap = UITapGestureRecognizer(target: self, action: GestureController.handleTap)
        tap.numberOfTapsRequired = 2
        tap.delegate = self
        view.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: GestureController.handleTap)
        press.require(toFail: tap)
        view.addGestureRecognizer(press)
        let swipe = UISwipeGestureRecognizer(target: self, action: GestureController.handleTap)
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: GestureController.handlePinch))
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: GestureController.handleRotation))
    }

    /// iOS's usual pinch handler: apply the scale to the view, then set it back to 1.
    func handlePinch(_ sender: UIPinchGestureRecognizer) {
        guard let view = sender.view else { return }
        view.transform = view.transform.scaledBy(x: sender.scale, y: sender.scale)
        sender.scale = 1
    }

    func handleRotation(_ sender: UIRotationGestureRecognizer) {
        guard let view = sender.view else { return }
        view.transform = view.transform.rotated(by: sender.rotation)
        sender.rotation = 0
    }

    func handleTap(_ sender: UIGestureRecognizer) {
        if sender.state == .ended { taps += 1 }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

final class PortedGestureCodeTests: XCTestCase {
    func testNonisolatedDelegateAndHandlerCompile() {
        MainActor.assumeIsolated {
            let controller = GestureController()
            controller.install()
            XCTAssertEqual(controller.view.gestureRecognizers?.count, 5)
        }
    }
}

/// Seed 000 E13.1 as iOS code ports it: a UIButton subclass overriding a layout method and the
/// intrinsic size, built and wired from a nonisolated controller object.
final class ShrinkingButton: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        let result = super.backgroundRect(forBounds: bounds)
        return isHighlighted ? result.insetBy(dx: 3, dy: 3) : result
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height + 16)
    }
}

final class ButtonController: NSObject {
    var presses = 0
    var button: UIButton?

    func build() {
        let b = ShrinkingButton(type: .custom)
        b.setTitle("Press", for: .normal)
        b.setTitleColor(.red, for: .highlighted)
        b.addTarget(self, action: ButtonController.pressed, for: .touchUpInside)
        b.sizeToFit()
        button = b
    }

    func pressed(_ sender: UIButton) { presses += 1 }
}

final class PortedButtonCodeTests: XCTestCase {
    func testNonisolatedButtonCodeCompiles() {
        MainActor.assumeIsolated {
            let controller = ButtonController()
            controller.build()
            XCTAssertEqual(controller.button?.currentTitle, "Press")
            controller.button?.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.presses, 1)
        }
    }
}

/// A ported iOS image viewer: a nonisolated scroll view delegate that zooms an image view and
/// redirects a drag's target through the `UnsafeMutablePointer<CGPoint>` of iOS 5's API.
final class ImageViewerController: NSObject, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 800, height: 640))

    func install() {
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        scrollView.delegate = self
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
}

final class PortedScrollViewCodeTests: XCTestCase {
    func testNonisolatedScrollViewDelegateCompiles() {
        MainActor.assumeIsolated {
            let controller = ImageViewerController()
            controller.install()
            controller.scrollView.setZoomScale(2, animated: false)
            XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 1600, height: 1280))
        }
    }
}

/// Seed 000's E1.1 and E3.1 as iOS 7 code ports them: a nonisolated helper (a cell's setSelected body)
/// that builds a spinner, and a deck's progress, from Swift 5 code.
func addSelectionSpinner(to contentView: UIView, progress prog: UIProgressView, cardsLeft: Int) {
    let v = UIActivityIndicatorView(style: .whiteLarge)
    v.color = .yellow
    v.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
    v.layer.cornerRadius = 10
    v.frame = v.frame.insetBy(dx: -10, dy: -10)
    v.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
    v.tag = 1001
    contentView.addSubview(v)
    v.startAnimating()
    prog.progress = Float(cardsLeft) / 52.0
}

final class PortedIndicatorCodeTests: XCTestCase {
    func testSpinnerAndProgressFromNonisolatedCode() {
        MainActor.assumeIsolated {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let prog = UIProgressView(progressViewStyle: .default)
            addSelectionSpinner(to: content, progress: prog, cardsLeft: 26)
            XCTAssertEqual((content.viewWithTag(1001) as? UIActivityIndicatorView)?.isAnimating, true)
            XCTAssertEqual(prog.progress, 0.5)
        }
    }
}

/// Seed 000 E8.1 and seed 004 E6 as iOS code ports them: a nonisolated controller object builds a
/// stepper and a segmented control and handles their Value Changed actions.
final class StepperAndSegmentsController: NSObject {
    var progress: Float = 0
    let stepper = UIStepper()
    let segments = UISegmentedControl(items: ["1", "2", "3"])

    func build() {
        stepper.maximumValue = 10
        stepper.addTarget(self, action: StepperAndSegmentsController.doStep, for: .valueChanged)
        segments.addTarget(self, action: StepperAndSegmentsController.segmentChanged, for: .valueChanged)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    }

    func doStep(_ step: UIStepper) { progress = Float(step.value / (step.maximumValue - step.minimumValue)) }

    func segmentChanged(_ sender: UISegmentedControl) {
        let index = sender.selectedSegmentIndex
        let value = Int(sender.titleForSegment(at: index) ?? "") ?? 0
        sender.setTitle(String(value * value), forSegmentAt: index)
    }
}

final class PortedStepperAndSegmentsCodeTests: XCTestCase {
    func testNonisolatedStepperAndSegmentsCodeCompiles() {
        MainActor.assumeIsolated {
            let controller = StepperAndSegmentsController()
            controller.build()
            controller.stepper.value = 5
            controller.stepper.sendActions(for: .valueChanged)
            XCTAssertEqual(controller.progress, 0.5)
            controller.segments.selectedSegmentIndex = 2
            controller.segments.sendActions(for: .valueChanged)
            XCTAssertEqual(controller.segments.titleForSegment(at: 2), "9")
        }
    }
}

/// An iOS-style document model that registers its own undo, with no isolation annotation.
final class PortedDocument {
    let undoManager = UndoManager()
    private(set) var title = "Untitled"

    func rename(_ newTitle: String) {
        let old = title
        undoManager.registerUndo(withTarget: self) { $0.rename(old) }
        undoManager.setActionName("Rename")
        title = newTitle
    }
}

final class PortedUndoTests: XCTestCase {
    func testNonisolatedModelRegistersUndo() {
        MainActor.assumeIsolated {
            let document = PortedDocument()
            document.rename("Draft")
            XCTAssertEqual(document.undoManager.undoMenuItemTitle, "Undo Rename")
            document.undoManager.undo()
            XCTAssertEqual(document.title, "Untitled")
            document.undoManager.redo()
            XCTAssertEqual(document.title, "Draft")
        }
    }
}
