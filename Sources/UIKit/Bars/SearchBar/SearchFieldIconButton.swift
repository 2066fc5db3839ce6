/// A button at the right end of a search field (the clear, bookmark or search results button): an
/// image that switches to its pressed image while the user presses it, or, `reversed` (a selected
/// search results button), shows the pressed image at rest and the normal one while pressed.
final class SearchFieldIconButton: UIControl {
    private let imageView = UIImageView()
    private(set) var normalImage: UIImage?
    private(set) var pressedImage: UIImage?
    private(set) var reversed = false
    /// The size the image is shown at, centred in the button.
    private(set) var imageSize = CGSize.zero
    /// The space around the image that still takes touches.
    static let padding: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    func configure(normal: UIImage, pressed: UIImage, size: CGSize, reversed: Bool, label: String) {
        normalImage = normal
        pressedImage = pressed
        imageSize = size
        self.reversed = reversed
        accessibilityLabel = label
        updateImage()
        setNeedsLayout()
    }

    /// The button's size: the image's with the padding, at most `height` tall but never less than the
    /// image.
    func preferredSize(height: CGFloat) -> CGSize {
        CGSize(
            width: imageSize.width + 2 * Self.padding,
            height: max(imageSize.height, min(height, imageSize.height + 2 * Self.padding)))
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateImage()
    }

    private func updateImage() { imageView.image = isHighlighted != reversed ? pressedImage : normalImage }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(
            x: ((bounds.width - imageSize.width) / 2).rounded(), y: ((bounds.height - imageSize.height) / 2).rounded(),
            width: imageSize.width, height: imageSize.height)
    }
}
