import UIKit

/// Rotation and autoresizing. Labels show the device (orientation, idiom), the window's and the page's
/// bounds, and the size transitions of the Catalog's root view controller; they update when that
/// controller relays `viewWillTransition(to:with:)`, when `layoutSubviews()` sees new bounds and when
/// UIDevice posts an orientation change.
///
/// A real rotation changes the window's shape, which the Catalog cannot do to its own window (resize the
/// window for that, or call `rotate(to:)` in a test harness). So the Rotate button turns a simulated
/// device: the same content, its subviews placed by autoresizing masks, is laid out on a portrait and on a
/// landscape screen side by side (screens the window's size, drawn at a fraction of it), and the one the
/// simulated device holds is outlined in the tint colour, its home button where the orientation puts it.
final class RotationPageView: CatalogDrawingView, CatalogSizeTransitionObserver {
    static let margin: CGFloat = 40
    static let lineHeight: CGFloat = 24

    let intro = CatalogIntroLabel(
        "The Catalog cannot turn its own window: resize the window to a portrait shape and the page "
            + "lays out again for real. The button turns a simulated device, whose content autoresizes below.")
    let orientationLabel = UILabel()
    let idiomLabel = UILabel()
    let windowLabel = UILabel()
    let pageLabel = UILabel()
    let transitionLabel = UILabel()
    let layoutLabel = UILabel()
    let simulatedLabel = UILabel()
    let rotateButton = OutlinedButton(title: "Rotate the simulated device")
    let portraitDevice = DevicePreviewView()
    let landscapeDevice = DevicePreviewView()

    /// The simulated device's orientation; follows the real one when that changes.
    private(set) var simulatedOrientation: UIDeviceOrientation = .portrait
    /// How many size transitions the root view controller relayed, and the last size.
    private(set) var transitionCount = 0
    private var lastTransitionSize: CGSize?
    /// How many layout passes saw new bounds, and the size they saw.
    private(set) var boundsChangeCount = 0
    private var laidOutSize: CGSize?
    /// Where the legend is drawn (set by layout).
    private var legendOrigin = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(intro)
        for label in [orientationLabel, idiomLabel, windowLabel, pageLabel, transitionLabel, layoutLabel, simulatedLabel] {
            label.font = .systemFont(ofSize: 15)
            addSubview(label)
        }
        simulatedLabel.font = .boldSystemFont(ofSize: 15)
        rotateButton.addAction(UIAction { [weak self] _ in self?.rotateSimulatedDevice() }, for: .touchUpInside)
        addSubview(rotateButton)
        addSubview(portraitDevice)
        addSubview(landscapeDevice)
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Following the device

    override func didMoveToWindow() {
        super.didMoveToWindow()
        let center = NotificationCenter.default
        if window != nil {
            center.addObserver(
                self, selector: RotationPageView.orientationDidChange,
                name: UIDevice.orientationDidChangeNotification, object: nil)
            followDeviceOrientation()
        } else {
            center.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)
        }
    }

    nonisolated func orientationDidChange(_ notification: Notification) {
        MainActor.assumeIsolated { followDeviceOrientation() }
    }

    func viewControllerWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        transitionCount += 1
        lastTransitionSize = size
        updateLabels()
        // After the transition the bounds are new: show them.
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.updateLabels() }
    }

    /// The simulated device takes the real orientation (when it is one an interface can have).
    private func followDeviceOrientation() {
        let orientation = UIDevice.current.orientation
        if orientation.isValidInterfaceOrientation { simulatedOrientation = orientation }
        updateLabels()
    }

    /// Turns the simulated device a quarter turn: portrait, landscape left, upside down, landscape right.
    func rotateSimulatedDevice() {
        let turn: [UIDeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let index = turn.firstIndex(of: simulatedOrientation) ?? 0
        simulatedOrientation = turn[(index + 1) % turn.count]
        updateLabels()
    }

    // MARK: Labels

    static func describe(_ orientation: UIDeviceOrientation) -> String {
        switch orientation {
        case .unknown: return ".unknown"
        case .portrait: return ".portrait"
        case .portraitUpsideDown: return ".portraitUpsideDown"
        case .landscapeLeft: return ".landscapeLeft"
        case .landscapeRight: return ".landscapeRight"
        case .faceUp: return ".faceUp"
        case .faceDown: return ".faceDown"
        }
    }

    static var idiomDescription: String {
        switch UIDevice.current.userInterfaceIdiom {
        case .phone: return ".phone"
        case .pad: return ".pad"
        case let other: return "\(other.rawValue)"
        }
    }

    static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    static func describe(_ size: CGSize) -> String { "\(Int(size.width)) × \(Int(size.height))" }

    func updateLabels() {
        orientationLabel.text = "UIDevice.current.orientation: " + Self.describe(UIDevice.current.orientation)
        idiomLabel.text = "userInterfaceIdiom: " + Self.idiomDescription + " (model: " + UIDevice.current.model + ")"
        if let window {
            let shape = window.bounds.width > window.bounds.height ? "landscape" : "portrait"
            windowLabel.text = "window.bounds: " + Self.describe(window.bounds.size) + ", " + shape
        } else {
            windowLabel.text = "window.bounds: no window"
        }
        pageLabel.text = "page bounds: " + Self.describe(bounds.size)
        if let size = lastTransitionSize {
            transitionLabel.text =
                "viewWillTransition(to:with:) called \(Self.times(transitionCount)), last to "
                + Self.describe(size)
        } else {
            transitionLabel.text = "viewWillTransition(to:with:): not called yet"
        }
        layoutLabel.text = "layoutSubviews saw new bounds \(Self.times(boundsChangeCount))"
        simulatedLabel.text = "Simulated device: " + Self.describe(simulatedOrientation)
        portraitDevice.isCurrent = simulatedOrientation.isPortrait
        portraitDevice.homeButtonEdge = simulatedOrientation == .portraitUpsideDown ? .top : .bottom
        landscapeDevice.isCurrent = simulatedOrientation.isLandscape
        landscapeDevice.homeButtonEdge = simulatedOrientation == .landscapeRight ? .left : .right
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The screen sizes of the previews: the window's (else the screen's) short and long sides.
    private var screenSides: (short: CGFloat, long: CGFloat) {
        let size = window?.bounds.size ?? UIScreen.main.bounds.size
        return (min(size.width, size.height), max(size.width, size.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let boundsChanged = bounds.size != laidOutSize
        if boundsChanged {
            laidOutSize = bounds.size
            boundsChangeCount += 1
        }
        let width = bounds.width - 2 * Self.margin
        let wide = width >= 640
        // The introduction, the labels, then (beside them when the page is wide, else below) the legend.
        intro.frame = CGRect(x: Self.margin, y: 62, width: width, height: intro.sizeThatFits(CGSize(width: width, height: 0)).height)
        var y = intro.frame.maxY + 12
        let labelsTop = y
        for label in [orientationLabel, idiomLabel, windowLabel, pageLabel, transitionLabel, layoutLabel, simulatedLabel] {
            label.frame = CGRect(x: Self.margin, y: y, width: wide ? 340 : width, height: Self.lineHeight - 2)
            y += Self.lineHeight
        }
        legendOrigin = wide ? CGPoint(x: Self.margin + 370, y: labelsTop) : CGPoint(x: Self.margin, y: y + 12)
        if !wide { y += 12 + CGFloat(DevicePreviewView.legend.count) * Self.lineHeight }
        rotateButton.frame = CGRect(x: Self.margin, y: y + 14, width: 280, height: 44)

        // The previews: two device outlines side by side, scaled to fit under the button.
        let sides = screenSides
        portraitDevice.screenSize = CGSize(width: sides.short, height: sides.long)
        landscapeDevice.screenSize = CGSize(width: sides.long, height: sides.short)
        let top = rotateButton.frame.maxY + 28
        let gap: CGFloat = 40
        let portraitSize = portraitDevice.bounds.size, landscapeSize = landscapeDevice.bounds.size
        let scale = min(
            (width - gap) / (portraitSize.width + landscapeSize.width),
            (bounds.height - top - 56) / max(portraitSize.height, landscapeSize.height))
        let tallest = max(portraitSize.height, landscapeSize.height) * scale
        var x = Self.margin
        for device in [portraitDevice, landscapeDevice] {
            let size = CGSize(width: device.bounds.width * scale, height: device.bounds.height * scale)
            device.transform = CGAffineTransform(scaleX: scale, y: scale)
            device.center = CGPoint(x: x + size.width / 2, y: top + tallest / 2)
            x += size.width + gap
        }
        if boundsChanged { updateLabels() }
    }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Rotation" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        // The legend: each colour of the preview content and its autoresizing mask.
        let legend: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        for (index, entry) in DevicePreviewView.legend.enumerated() {
            let y = legendOrigin.y + CGFloat(index) * Self.lineHeight
            entry.color.setFill()
            UIRectFill(CGRect(x: legendOrigin.x, y: y + 3, width: 14, height: 14))
            (entry.text as NSString).draw(at: CGPoint(x: legendOrigin.x + 22, y: y + 2), withAttributes: legend)
        }
        // Captions under the previews.
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        let current: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: tintColor!]
        for (device, name) in [(portraitDevice, "Portrait"), (landscapeDevice, "Landscape")] {
            let text = "\(name), screen \(Self.describe(device.screenSize))" + (device.isCurrent ? ": the simulated device" : "")
            (text as NSString).draw(
                at: CGPoint(x: device.frame.minX, y: device.frame.maxY + 10),
                withAttributes: device.isCurrent ? current : caption)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
