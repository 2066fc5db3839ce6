// Goldens of UIView transitions caught mid-way on the virtual clock: a 160x120 card at scale 2, blue with
// "Before" turning into orange with "After", in a 200x160 window (room for the flip's nearer edge).
// Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView transition goldens")
struct ViewTransitionSnapshotTests {
    init() { TestFonts.pin() }

    /// The window, with a card showing "Before" on blue; `change` turns it into "After" on orange.
    func scene() -> (h: UIKitTestHarness, card: UIView, change: () -> Void) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 160), scale: 2)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 120))
        card.backgroundColor = UIColor(red: 0.15, green: 0.35, blue: 0.85, alpha: 1)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        label.text = "Before"
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        card.addSubview(label)
        let stripe = UIView(frame: CGRect(x: 10, y: 80, width: 60, height: 24))
        stripe.backgroundColor = .yellow
        card.addSubview(stripe)
        h.window.addSubview(card)
        h.runTurn()
        return (
            h, card,
            {
                card.backgroundColor = UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
                label.text = "After"
                label.textColor = .black
                stripe.frame.origin.x = 90
                stripe.backgroundColor = .red
            }
        )
    }

    func midway(_ options: UIView.AnimationOptions, at time: TimeInterval, named name: String, testName: String = #function) {
        let (h, card, change) = scene()
        UIView.transition(with: card, duration: 1, options: options.union(.curveLinear), animations: change)
        h.advance(by: time)
        assertSnapshot(of: h.render(), as: .image, named: name, testName: testName)
    }

    @Test("A cross dissolve at its middle shows both looks, half and half")
    func crossDissolve() { midway(.transitionCrossDissolve, at: 0.5, named: "middle") }

    @Test("A flip from the left at a quarter: the before look turned 45°, its left edge nearer and taller")
    func flipFromLeft() { midway(.transitionFlipFromLeft, at: 0.25, named: "quarter") }

    @Test("A flip from the top at a quarter: the before look turned 45° about the horizontal axis, its top nearer")
    func flipFromTop() { midway(.transitionFlipFromTop, at: 0.25, named: "quarter") }

    @Test("A flip from the left at three quarters: the after look turning in from -45°")
    func flipFromLeftLate() { midway(.transitionFlipFromLeft, at: 0.75, named: "threeQuarters") }

    @Test("A curl up at its middle: the before page rolled up from the bottom, its back whitish, the after look beneath")
    func curlUp() { midway(.transitionCurlUp, at: 0.5, named: "middle") }

    @Test("A curl down at its middle: the after page unrolling from the top over the before look")
    func curlDown() { midway(.transitionCurlDown, at: 0.5, named: "middle") }
}
