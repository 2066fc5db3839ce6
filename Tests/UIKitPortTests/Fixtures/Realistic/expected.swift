//
//  StarRatingControl.swift
//  A star rating control as iOS code writes it: a layer subclass with an animatable property, an
//  @objc delegate with optional methods, target-action, timers and notifications.
//

import UIKit

/// Animates the fill of the stars.
class StarFillLayer: CALayer {
    var fill: CGFloat { get { value(forKey: "fill") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "fill") } }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "fill" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemYellow.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fill, height: bounds.height))
    }
}

protocol StarRatingControlDelegate: AnyObject {
    func starRatingControl(_ control: StarRatingControl, didSelect rating: Int)
    func starRatingControlShouldClear(_ control: StarRatingControl) -> Bool
    func accessibilityName(for control: StarRatingControl) -> String?
}

extension StarRatingControlDelegate {
    func starRatingControl(_ control: StarRatingControl, didSelect rating: Int) {}
    func starRatingControlShouldClear(_ control: StarRatingControl) -> Bool { true }
    func accessibilityName(for control: StarRatingControl) -> String? { nil }
}

@IBDesignable
class StarRatingControl: UIControl {
    @IBInspectable var maximumRating: Int = 5
    weak var delegate: StarRatingControlDelegate?

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
        addTarget(self, action: StarRatingControl.touchedUp(_:forEvent:), for: .touchUpInside)
        let doubleTap = UITapGestureRecognizer(target: self, action: StarRatingControl.clear(_:))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
        NotificationCenter.default.addObserver(
            self, selector: StarRatingControl.keyboardWillShow(_:),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        blinkTimer = Timer.scheduledTimer(
            timeInterval: 0.5, target: self, selector: StarRatingControl.blink, userInfo: nil, repeats: true)
    }

    private func touchedUp(_ sender: StarRatingControl, forEvent event: UIEvent?) {
        guard let touch = event?.allTouches?.first else { return }
        let x = touch.location(in: self).x
        rating = max(1, min(maximumRating, Int(x / bounds.width * CGFloat(maximumRating)) + 1))
        fillLayer.fill = CGFloat(rating) / CGFloat(maximumRating)
        delegate?.starRatingControl(self, didSelect: rating)
        accessibilityValue = delegate?.accessibilityName(for: self)
        sendActions(for: .valueChanged)
    }

    func clear(_ recognizer: UITapGestureRecognizer) {
        guard delegate?.starRatingControlShouldClear(self) ?? true else { return }
        rating = 0
        fillLayer.fill = 0
        perform(StarRatingControl.blink, with: nil, afterDelay: 0.1)
    }

    func blink() {
        fillLayer.opacity = fillLayer.opacity == 1 ? 0.8 : 1
    }

    func keyboardWillShow(_ notification: Notification) {
        setNeedsLayout()
    }

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
            barButtonSystemItem: .cancel, target: self, action: RatingViewController.cancel)
    }

    func cancel() {
        dismiss(animated: true)
    }

    func starRatingControl(_ control: StarRatingControl, didSelect rating: Int) {
        title = "\(rating) stars"
    }
}
