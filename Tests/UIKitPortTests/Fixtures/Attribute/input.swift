import UIKit

@IBDesignable
@objcMembers
final class GaugeView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var marks: [UIView]!
    @IBInspectable var needleColor: UIColor = .red
    @objc dynamic var value: CGFloat = 0

    @objc(resetAnimated:)
    func reset(animated: Bool) {}

    @IBAction @objc func tapped(_ sender: Any) {}

    @nonobjc func internalOnly() {}
}

@objc enum GaugeStyle: Int {
    case plain, fancy
}

@objc extension GaugeView {
    func describe() -> String { "gauge" } // a description
}
