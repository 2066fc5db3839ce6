import UIKit

/// A view that draws with its tint and counts `tintColorDidChange()` in a label.
class TintCountingView: CatalogDrawingView {
    let name: String
    private(set) var tintChangeCount = 0
    let countLabel = UILabel()

    init(name: String) {
        self.name = name
        super.init(frame: .zero)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .darkGray
        addSubview(countLabel)
        updateLabels()
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChangeCount += 1
        updateLabels()
        setNeedsDisplay()
    }

    func updateLabels() {
        countLabel.text = "tintColorDidChange × \(tintChangeCount)"
    }
}

/// A box with a tinted outline and title; its count shows at the top right.
final class TintGroupView: TintCountingView {
    override func layoutSubviews() {
        countLabel.frame = CGRect(x: bounds.width - 196, y: 12, width: 180, height: 20)
        countLabel.textAlignment = .right
    }

    override func draw(_ rect: CGRect) {
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 12)
        outline.lineWidth = 2
        tintColor.setStroke()
        outline.stroke()
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: tintColor!]
        (name as NSString).draw(at: CGPoint(x: 16, y: 12), withAttributes: title)
    }
}

/// A swatch: a disc in the tint colour, the name, and labels with the call count and the colour's values.
final class TintSwatchView: TintCountingView {
    let colorLabel = UILabel()

    override init(name: String) {
        super.init(name: name)
        colorLabel.font = .systemFont(ofSize: 13)
        colorLabel.textColor = .darkGray
        addSubview(colorLabel)
        updateLabels()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        countLabel.frame = CGRect(x: 12, y: bounds.height - 52, width: bounds.width - 24, height: 20)
        colorLabel.frame = CGRect(x: 12, y: bounds.height - 30, width: bounds.width - 24, height: 20)
    }

    override func updateLabels() {
        super.updateLabels()
        colorLabel.text = "tintColor: " + TintPageView.describe(tintColor)
    }

    override func draw(_ rect: CGRect) {
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 10)
        UIColor(white: 0.8, alpha: 1).setStroke()
        outline.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: 12, y: 14, width: 48, height: 48)).fill()
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: tintColor!]
        (name as NSString).draw(in: CGRect(x: 70, y: 18, width: bounds.width - 78, height: 44), withAttributes: title)
    }
}
