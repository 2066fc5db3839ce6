//
//  StarRatingControl.swift
//  A star rating control as iOS code writes it: a layer subclass with an animatable property, an
//  @objc delegate with optional methods, target-action, timers and notifications.
//

/// Animates the fill of the stars.
class StarFillLayer: CALayer {
    @NSManaged var fill: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(fill) || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemYellow.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fill, height: bounds.height))
    }
}

@objc protocol StarRatingControlDelegate: AnyObject {
    @objc optional func starRatingControl(_ control: StarRatingControl, didSelect rating: Int)
    @objc optional func starRatingControlShouldClear(_ control: StarRatingControl) -> Bool
    @objc optional func accessibilityName(for control: StarRatingControl) -> String?
}

@IBDesignable
class StarRatingControl: UIControl {
    @IBInspectable var maximumRating: Int = 5
    @IBOutlet weak var delegate: StarRatingControlDelegate?

    private(set) var rating = 0
    private let fillLayer = StarFillLayer()
    private var blinkTimer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        layer.addSublayer(fillLayer)
        addTarget(self, action: #selector(touchedUp(_:forEvent:)), for: .touchUpInside)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(clear(_:)))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        blinkTimer = Timer.scheduledTimer(
            timeInterval: 0.5, target: self, selector: #selector(blink), userInfo: nil, repeats: true)
    }

    @objc private func touchedUp(_ sender: StarRatingControl, forEvent event: UIEvent?) {
        guard let touch = event?.allTouches?.first else { return }
        let x = touch.location(in: self).x
        rating = max(1, min(maximumRating, Int(x / bounds.width * CGFloat(maximumRating)) + 1))
        fillLayer.fill = CGFloat(rating) / CGFloat(maximumRating)
        delegate?.starRatingControl?(self, didSelect: rating)
        accessibilityValue = delegate?.accessibilityName?(for: self)
        sendActions(for: .valueChanged)
    }

    @objc func clear(_ recognizer: UITapGestureRecognizer) {
        guard delegate?.starRatingControlShouldClear?(self) ?? true else { return }
        rating = 0
        fillLayer.fill = 0
        perform(#selector(blink), with: nil, afterDelay: 0.1)
    }

    @objc func blink() {
        fillLayer.opacity = fillLayer.opacity == 1 ? 0.8 : 1
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        setNeedsLayout()
    }
}

extension StarRatingControl {
    override func layoutSubviews() {
        super.layoutSubviews()
        fillLayer.frame = bounds
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(maximumRating) * 24, height: 24)
    }
}

/// A screen that shows the control.
final class RatingViewController: UIViewController, StarRatingControlDelegate {
    let control = StarRatingControl(frame: CGRect(x: 0, y: 0, width: 120, height: 24))

    override func viewDidLoad() {
        super.viewDidLoad()
        control.delegate = self
        view.addSubview(control)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    func starRatingControl(_ control: StarRatingControl, didSelect rating: Int) {
        title = "\(rating) stars"
    }
}
