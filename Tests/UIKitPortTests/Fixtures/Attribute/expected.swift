import UIKit

@IBDesignable
final class GaugeView: UIView {
    weak var titleLabel: UILabel!
    var marks: [UIView]!
    @IBInspectable var needleColor: UIColor = .red
    dynamic var value: CGFloat = 0

    func reset(animated: Bool) {}

    @IBAction func tapped(_ sender: Any) {}

    @nonobjc func internalOnly() {}
}

@objc enum GaugeStyle: Int {
    case plain, fancy
}

extension GaugeView {
    func describe() -> String { "gauge" } // a description
}
