import UIKit

/// A control panel wired with selectors, as iOS code does it.
final class PanelViewController: UIViewController {
    private let button = UIButton(type: .system)
    private var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Target-action on a control: the three action signatures.
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        button.addTarget(self, action: #selector(PanelViewController.buttonDown(_:)), for: .touchDown)
        button.addTarget(self, action: #selector(self.buttonUp(_:forEvent:)), for: [.touchUpInside, .touchUpOutside])

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tap)
        tap.addTarget(self, action: #selector(handleTap(_:)))

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(done(_:)))

        Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        link = CADisplayLink(target: self, selector: #selector(step))

        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        perform(#selector(refresh), with: nil, afterDelay: 0.25)

        // Not a typed API: a Selector value named as Objective-C names the method.
        let actions: [Selector] = [#selector(copy(_:)), #selector(move(to:)), #selector(getter: isEditing)]
        _ = actions
    }

    @objc func buttonTapped() {}
    @objc func buttonDown(_ sender: UIButton) {}
    @objc func buttonUp(_ sender: UIButton, forEvent event: UIEvent?) {}
    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
    @objc func done(_ sender: UIBarButtonItem) {}
    @objc func tick(_ timer: Timer) {}
    @objc func step() {}
    @objc func keyboardWillShow(_ notification: Notification) {}
    @objc func refresh() {}
    func move(to point: CGPoint) {}
}

extension PanelViewController {
    final class Header: UIView {
        func install(on control: UIControl) {
            // A multi-statement closure: Swift 6.3.1 crashes on #selector here.
            let wire = {
                let events: UIControl.Event = .valueChanged
                control.addTarget(self, action: #selector(changed(_:)), for: events)
            }
            wire()
        }

        @objc func changed(_ sender: UIControl) {}
    }
}
