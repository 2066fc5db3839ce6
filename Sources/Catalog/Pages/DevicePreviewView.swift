import UIKit

/// A device drawn at full size (the page scales it with a transform): a dark body, a home button on
/// one edge, and a white screen whose content is placed by autoresizing masks.
final class DevicePreviewView: UIView {

    static let bezel: CGFloat = 48
    static let chin: CGFloat = 100

    /// The colours of the screen's content and their masks, for the page's legend.
    static let legend: [(color: UIColor, text: String)] = [
        (.systemBlue, "Top bar: [.flexibleWidth, .flexibleBottomMargin]"),
        (.systemGray, "Bottom bar: [.flexibleWidth, .flexibleTopMargin]"),
        (.systemTeal, "Side panel: [.flexibleHeight, .flexibleRightMargin]"),
        (UIColor(red: 1, green: 0.95, blue: 0.75, alpha: 1), "Content: [.flexibleWidth, .flexibleHeight]"),
        (.systemOrange, "Card: all four margins flexible (stays centred)"),
        (.systemPink, "Badge: [.flexibleLeftMargin, .flexibleBottomMargin]"),
    ]

    let screen = UIView()
    let homeButton = UIView()
    /// The content, in legend order.
    let content: [UIView]

    /// The size of the screen, in points; the device is the screen plus its bezels.
    var screenSize = CGSize(width: 300, height: 400) { didSet { placeParts() } }
    var homeButtonEdge: UIRectEdge = .bottom { didSet { if homeButtonEdge != oldValue { placeParts() } } }
    /// Whether this is the simulated device: outlined in the tint colour.
    var isCurrent = false {
        didSet { layer.borderWidth = isCurrent ? 20 : 0 }
    }

    init() {
        content = Self.legend.map { entry in
            let view = UIView()
            view.backgroundColor = entry.color
            return view
        }
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.2, alpha: 1)
        layer.cornerRadius = 64
        layer.borderColor = tintColor.cgColor
        screen.backgroundColor = .systemBackground
        screen.clipsToBounds = true
        homeButton.layer.cornerRadius = 28
        homeButton.layer.borderWidth = 5
        homeButton.layer.borderColor = UIColor(white: 0.55, alpha: 1).cgColor
        addSubview(screen)
        addSubview(homeButton)
        // The content, laid out once on a 300x400 screen; autoresizing places it on every other size.
        screen.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let frames = [
            CGRect(x: 0, y: 0, width: 300, height: 44), CGRect(x: 0, y: 356, width: 300, height: 44),
            CGRect(x: 0, y: 44, width: 80, height: 312), CGRect(x: 88, y: 52, width: 204, height: 296),
            CGRect(x: 90, y: 150, width: 120, height: 100), CGRect(x: 252, y: 56, width: 32, height: 32),
        ]
        let masks: [UIView.AutoresizingMask] = [
            [.flexibleWidth, .flexibleBottomMargin], [.flexibleWidth, .flexibleTopMargin],
            [.flexibleHeight, .flexibleRightMargin], [.flexibleWidth, .flexibleHeight],
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
            [.flexibleLeftMargin, .flexibleBottomMargin],
        ]
        for (index, view) in content.enumerated() {
            view.frame = frames[index]
            view.autoresizingMask = masks[index]
            screen.addSubview(view)
        }
        content[4].layer.cornerRadius = 12
        content[5].layer.cornerRadius = 16
        placeParts()
    }

    required init?(coder: NSCoder) { nil }

    /// Sizes the body around the screen, with the wider bezel (the chin) on the home button's edge.
    private func placeParts() {
        let vertical = homeButtonEdge == .top || homeButtonEdge == .bottom
        let size = CGSize(
            width: screenSize.width + (vertical ? 2 * Self.bezel : Self.bezel + Self.chin),
            height: screenSize.height + (vertical ? Self.bezel + Self.chin : 2 * Self.bezel))
        bounds = CGRect(origin: .zero, size: size)
        var screenOrigin = CGPoint(x: Self.bezel, y: Self.bezel)
        if homeButtonEdge == .top { screenOrigin.y = Self.chin }
        if homeButtonEdge == .left { screenOrigin.x = Self.chin }
        screen.frame = CGRect(origin: screenOrigin, size: screenSize)
        let button: CGPoint
        switch homeButtonEdge {
        case .top: button = CGPoint(x: size.width / 2, y: Self.chin / 2)
        case .left: button = CGPoint(x: Self.chin / 2, y: size.height / 2)
        case .right: button = CGPoint(x: size.width - Self.chin / 2, y: size.height / 2)
        default: button = CGPoint(x: size.width / 2, y: size.height - Self.chin / 2)
        }
        homeButton.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        homeButton.center = button
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = tintColor.cgColor
    }
}
