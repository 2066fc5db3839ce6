import UIKit

/// A control panel wired with selectors, as iOS code does it.
final class PanelViewController: UIViewController {
    private let button = UIButton(type: .system)
    private var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Target-action on a control: the three action signatures.
        button.addTarget(self, action: PanelViewController.buttonTapped, for: .touchUpInside)
        button.addTarget(self, action: PanelViewController.buttonDown(_:), for: .touchDown)
        button.addTarget(self, action: PanelViewController.buttonUp(_:forEvent:), for: [.touchUpInside, .touchUpOutside])

        let tap = UITapGestureRecognizer(target: self, action: PanelViewController.handleTap(_:))
        view.addGestureRecognizer(tap)
        tap.addTarget(self, action: PanelViewController.handleTap(_:))

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: PanelViewController.done(_:))

        Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: PanelViewController.tick(_:), userInfo: nil, repeats: true)
        link = CADisplayLink(target: self, selector: PanelViewController.step)

        NotificationCenter.default.addObserver(
            self, selector: PanelViewController.keyboardWillShow(_:),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        perform(PanelViewController.refresh, with: nil, afterDelay: 0.25)

        // Not a typed API: a Selector value named as Objective-C names the method.
        let actions: [Selector] = [Selector("copy:"), Selector("moveTo:"), Selector("isEditing")]
        _ = actions
    }

    func buttonTapped() {}
    func buttonDown(_ sender: UIButton) {}
    func buttonUp(_ sender: UIButton, forEvent event: UIEvent?) {}
    func handleTap(_ recognizer: UITapGestureRecognizer) {}
    func done(_ sender: UIBarButtonItem) {}
    func tick(_ timer: Timer) {}
    func step() {}
    func keyboardWillShow(_ notification: Notification) {}
    func refresh() {}
    func move(to point: CGPoint) {}
}

extension PanelViewController {
    final class Header: UIView {
        func install(on control: UIControl) {
            // A multi-statement closure: Swift 6.3.1 crashes on #selector here.
            let wire = {
                let events: UIControl.Event = .valueChanged
                control.addTarget(self, action: PanelViewController.Header.changed(_:), for: events)
            }
            wire()
        }

        func changed(_ sender: UIControl) {}
    }
}
