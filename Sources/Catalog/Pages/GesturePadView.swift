import UIKit

/// One pad of the Gestures page: a rounded panel with a title, the recognizer's class, a hint, a marker that shows what the
/// pad's recognizer measured, and a log of the recognizer's states.
///
/// The page's action methods call `log(_:_:)`. UIKit calls no action when a recognizer fails, so the pad
/// notices failure as UIKit lets a view notice it: its touch ends in the pad (a recognizer that
/// recognized would have cancelled it there, `cancelsTouchesInView`) without any action having been
/// called since touch-down.
final class GesturePadView: UIView {
    static let logLineCount = 5

    let titleLabel = UILabel()
    let classLabel = UILabel()
    let hintLabel = UILabel()
    let logLabel = UILabel()
    /// A tinted square the page moves, scales or turns with what the recognizer measured.
    let marker = UIView()
    /// The log, oldest first (at most `logLineCount` lines).
    private(set) var lines: [String] = []
    private var changedCount = 0
    private var actedSinceTouchDown = false

    init(title: String, recognizer className: String, hint: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.82, alpha: 1).cgColor
        clipsToBounds = true
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        classLabel.text = className
        classLabel.font = .systemFont(ofSize: 12)
        classLabel.textColor = .gray
        hintLabel.text = hint
        hintLabel.font = .systemFont(ofSize: 13)
        hintLabel.textColor = .darkGray
        hintLabel.numberOfLines = 2
        logLabel.font = .systemFont(ofSize: 13)
        logLabel.numberOfLines = Self.logLineCount
        logLabel.textColor = .gray
        logLabel.text = "No gesture yet."
        marker.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        marker.layer.cornerRadius = 8
        marker.backgroundColor = tintColor
        marker.isUserInteractionEnabled = false
        for view in [titleLabel, classLabel, hintLabel, marker, logLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Where the marker rests: the middle of the space between the hint and the log.
    var markerHome: CGPoint {
        CGPoint(x: bounds.midX, y: (88 + bounds.height - CGFloat(Self.logLineCount) * 17 - 12) / 2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 28
        titleLabel.frame = CGRect(x: 14, y: 12, width: width, height: 22)
        classLabel.frame = CGRect(x: 14, y: 34, width: width, height: 16)
        hintLabel.frame = CGRect(x: 14, y: 54, width: width, height: 34)
        // The log's lines start at the top of its area, however many there are.
        let logTop = bounds.height - CGFloat(Self.logLineCount) * 17 - 12
        let logHeight = logLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        logLabel.frame = CGRect(x: 14, y: logTop, width: width, height: logHeight)
        marker.center = CGPoint(x: markerHome.x + markerOffset.x, y: markerHome.y + markerOffset.y)
    }

    /// How far the page has moved the marker from its home (the pan pad's marker follows the finger).
    var markerOffset = CGPoint.zero {
        didSet { setNeedsLayout() }
    }

    /// Adds `state` (and what was measured) to the log; consecutive "changed" lines become one, counted.
    func log(_ state: String, _ measure: String = "") {
        actedSinceTouchDown = true
        let text = measure.isEmpty ? state : state + ": " + measure
        if state == "changed", changedCount > 0, !lines.isEmpty {
            changedCount += 1
            lines[lines.count - 1] = "changed ×\(changedCount): " + measure
        } else {
            changedCount = state == "changed" ? 1 : 0
            lines.append(text)
        }
        lines = Array(lines.suffix(Self.logLineCount))
        logLabel.textColor = .black
        logLabel.text = lines.joined(separator: "\n")
        setNeedsLayout()
        say("gesture \(titleLabel.text?.lowercased() ?? "") \(text)")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        marker.backgroundColor = tintColor
    }

    // The pad's own touches: a touch that ends here without an action since touch-down is a failure.

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        actedSinceTouchDown = false
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !actedSinceTouchDown { log("failed") }
        actedSinceTouchDown = true
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !actedSinceTouchDown { log("failed") }
        actedSinceTouchDown = true
    }
}
