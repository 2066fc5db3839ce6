// Goldens of presentations: each transition style caught mid-way on the virtual clock (a phone,
// 320x480 at scale 1), and the pad's sheets and current context at rest (768x1024 in landscape at
// scale 1). The presenter is light grey with a dark title and a tinted bar; the presented controller
// is orange with "Presented". Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Presentation goldens")
struct PresentationSnapshotTests {
    init() { TestFonts.pin() }

    /// A controller filled with `color`, a title at the top and a bar of its tint colour below it.
    final class Page: UIViewController {
        let color: UIColor, title_: String, textColor: UIColor
        init(_ title: String, color: UIColor, textColor: UIColor) {
            self.color = color
            self.title_ = title
            self.textColor = textColor
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.backgroundColor = color
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
            label.text = title_
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = textColor
            view.addSubview(label)
            let bar = TintBar(frame: CGRect(x: 20, y: 90, width: 200, height: 12))
            view.addSubview(bar)
        }
    }

    /// A bar drawn in its tint colour (dimmed while a sheet is up).
    final class TintBar: UIView {
        override func tintColorDidChange() { backgroundColor = tintColor }
        override func didMoveToWindow() { backgroundColor = tintColor }
    }

    private func pages() -> (presenter: Page, presented: Page) {
        (
            Page("Presenter", color: UIColor(white: 0.92, alpha: 1), textColor: .darkGray),
            Page("Presented", color: UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1), textColor: .white)
        )
    }

    private func midway(_ style: UIModalTransitionStyle, at time: TimeInterval, testName: String = #function) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let (presenter, presented) = pages()
        h.window.rootViewController = presenter
        h.runTurn()
        presented.modalTransitionStyle = style
        presenter.present(presented, animated: true)
        h.advance(by: time)
        assertSnapshot(of: h.render(), as: .image, named: "midpoint", testName: testName)
    }

    @Test("Cover vertical half way: the presented page has risen half the screen over the presenter")
    func coverVertical() { midway(.coverVertical, at: 0.2) }

    @Test("Cross dissolve half way: both pages show, half and half")
    func crossDissolve() { midway(.crossDissolve, at: 0.2) }

    /// At its exact midpoint the flip shows the page edge-on (nothing but black), so this golden is taken
    /// at 40%, where the turn shows.
    @Test("Flip horizontal at 40%: the presenter's page turned away about its vertical axis in perspective")
    func flipHorizontal() { midway(.flipHorizontal, at: 0.3) }

    @Test("Partial curl half way: the presenter's page curling up from the bottom over the presented page")
    func partialCurl() { midway(.partialCurl, at: 0.375) }

    private func pad(_ style: UIModalPresentationStyle, keyboard: Bool = false, testName: String = #function) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let (presenter, presented) = pages()
        h.window.rootViewController = presenter
        presented.modalPresentationStyle = style
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        presented.loadViewIfNeeded()
        presented.view.addSubview(field)
        presenter.present(presented, animated: false)
        if keyboard { field.becomeFirstResponder() }
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: keyboard ? "keyboard" : "rest", testName: testName)
    }

    @Test("Page sheet in landscape: 768 wide down the middle, the presenter dimmed on both sides, its tint grey")
    func pageSheet() { pad(.pageSheet) }

    @Test("Form sheet: 540 x 620 in the middle of the dimmed presenter")
    func formSheet() { pad(.formSheet) }

    @Test("Form sheet with the keyboard in landscape: moved up to the top edge, the keyboard below")
    func formSheetKeyboard() { pad(.formSheet, keyboard: true) }

    @Test("Current context: the presented page covers only the right-hand pane that defines the context")
    func currentContext() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let root = UIViewController()
        root.view.backgroundColor = .white
        h.window.rootViewController = root
        let (pane, presented) = pages()
        root.addChild(pane)
        pane.view.frame = CGRect(x: 384, y: 0, width: 640, height: 768)
        root.view.addSubview(pane.view)
        pane.didMove(toParent: root)
        pane.definesPresentationContext = true
        let master = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        master.text = "Master"
        master.font = .boldSystemFont(ofSize: 28)
        root.view.addSubview(master)
        presented.modalPresentationStyle = .currentContext
        pane.present(presented, animated: false)
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: "rest")
    }
}
