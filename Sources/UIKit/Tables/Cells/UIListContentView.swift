/// The content view of a list content configuration: the image, then the text and the secondary text
/// (stacked, or side by side), inside the configuration's margins, centred vertically.
///
/// Source: Apple, UIListContentView.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown. Setting a configuration that is not a list content configuration is
    /// ignored (`supports(_:)` is false for it).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration, list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        Self.apply(configuration.textProperties, text: configuration.text, attributed: configuration.attributedText, to: textLabel)
        Self.apply(
            configuration.secondaryTextProperties, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
            to: secondaryTextLabel)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private static func apply(
        _ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?, to label: UILabel
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = label.text?.isEmpty ?? true
    }

    // MARK: Layout

    private struct Frames {
        var image: CGRect
        var text: CGRect
        var secondary: CGRect
        var contentHeight: CGFloat
    }

    /// The frames for a view of `width` whose content area is `height` high (nil: as high as the content).
    private func frames(width: CGFloat, height: CGFloat?) -> Frames {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var imageSize = CGSize.zero
        if let image = configuration.image {
            imageSize = image.size
            let maximum = configuration.imageProperties.maximumSize
            var factor: CGFloat = 1
            if maximum.width > 0, imageSize.width > maximum.width { factor = min(factor, maximum.width / imageSize.width) }
            if maximum.height > 0, imageSize.height > maximum.height { factor = min(factor, maximum.height / imageSize.height) }
            imageSize = CGSize(width: imageSize.width * factor, height: imageSize.height * factor)
        }
        let textLeft = margins.leading + (imageSize.width > 0 ? imageSize.width + configuration.imageToTextPadding : 0)
        let available = max(0, width - textLeft - margins.trailing)
        let hasSecondary = !secondaryTextLabel.isHidden
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            guard !label.isHidden else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, size.width.rounded(.up)), height: size.height.rounded(.up))
        }
        var text: CGSize, secondary: CGSize, textBlock: CGFloat
        if configuration.prefersSideBySideTextAndSecondaryText, hasSecondary {
            let spacing = configuration.textToSecondaryTextHorizontalPadding
            let secondaryFit = fit(secondaryTextLabel, available)
            let textFit = fit(textLabel, available)
            let secondaryWidth = min(secondaryFit.width, max(available - textFit.width - spacing, (available - spacing) / 2))
            secondary = fit(secondaryTextLabel, secondaryWidth)
            text = fit(textLabel, max(0, available - secondaryWidth - spacing))
            text.width = max(0, available - secondaryWidth - spacing)
            textBlock = max(text.height, secondary.height)
        } else {
            text = fit(textLabel, available)
            text.width = available
            secondary = fit(secondaryTextLabel, available)
            secondary.width = available
            let gap = hasSecondary && !textLabel.isHidden ? configuration.textToSecondaryTextVerticalPadding : 0
            textBlock = text.height + gap + secondary.height
        }
        let contentHeight = max(imageSize.height, textBlock)
        let area = height ?? contentHeight
        let top = margins.top
        let imageFrame = CGRect(
            x: margins.leading, y: top + (area - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        if configuration.prefersSideBySideTextAndSecondaryText, hasSecondary {
            return Frames(
                image: imageFrame, text: CGRect(x: textLeft, y: top + (area - text.height) / 2, width: text.width, height: text.height),
                secondary: CGRect(
                    x: textLeft + available - secondary.width, y: top + (area - secondary.height) / 2, width: secondary.width,
                    height: secondary.height),
                contentHeight: contentHeight)
        }
        let blockTop = top + (area - textBlock) / 2
        return Frames(
            image: imageFrame, text: CGRect(x: textLeft, y: blockTop, width: text.width, height: text.height),
            secondary: CGRect(x: textLeft, y: blockTop + textBlock - secondary.height, width: secondary.width, height: secondary.height),
            contentHeight: contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let frames = frames(width: bounds.width, height: max(0, bounds.height - margins.top - margins.bottom))
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The width given, and the height of the content plus the vertical margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let content = frames(width: size.width, height: nil).contentHeight
        return CGSize(width: size.width, height: (margins.top + content + margins.bottom).rounded(.up))
    }
}
