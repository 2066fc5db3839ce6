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
    }

    func handleTap(_ sender: UIGestureRecognizer) {
        if sender.state == .ended { taps += 1 }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

final class PortedGestureCodeTests: XCTestCase {
    func testNonisolatedDelegateAndHandlerCompile() {
        MainActor.assumeIsolated {
            let controller = GestureController()
            controller.install()
            XCTAssertEqual(controller.view.gestureRecognizers?.count, 2)
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
