import UIKit

/// A log shared by several controllers, each entry "name callback".
@MainActor
final class CallbackLog {
    var entries: [String] = []
    func clear() { entries = [] }
}

/// A view controller that logs its appearance and containment callbacks under its name.
@MainActor
class LoggedController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    func record(_ callback: String) { log.entries.append("\(name) \(callback)") }

    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record(parent == nil ? "willMove(nil)" : "willMove")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record(parent == nil ? "didMove(nil)" : "didMove")
    }
}
