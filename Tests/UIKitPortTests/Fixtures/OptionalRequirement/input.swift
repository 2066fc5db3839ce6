import UIKit

/// Tells a rating view what to show and what happened.
@objc protocol RatingViewDelegate: NSObjectProtocol {
    /// Required: the view asks for its star count.
    func numberOfStars(in ratingView: RatingView) -> Int

    /// Called when the rating changes.
    @objc optional func ratingView(_ ratingView: RatingView, didChange rating: Int)
    @objc optional func ratingViewShouldBeginEditing(_ ratingView: RatingView) -> Bool
    @objc optional func ratingView(_ ratingView: RatingView, titleFor rating: Int) -> String?
    @objc optional var highlightColor: UIColor? { get }
    @objc optional var starSpacing: CGFloat { get }
}

@objc protocol RatingViewDataSource {
    func image(for rating: Int) -> UIImage?
}

final class RatingView: UIView {
    weak var delegate: RatingViewDelegate?
    weak var dataSource: RatingViewDataSource?
    private(set) var rating = 0

    func setRating(_ newValue: Int) {
        guard delegate?.ratingViewShouldBeginEditing?(self) ?? true else { return }
        rating = newValue
        delegate?.ratingView?(self, didChange: rating)
        accessibilityLabel = delegate?.ratingView!(self, titleFor: rating)
        tintColor = delegate?.highlightColor ?? tintColor
        let spacing = delegate?.starSpacing ?? 4
        _ = spacing
    }
}
