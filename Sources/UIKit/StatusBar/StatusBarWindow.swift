/// iOS 7's status bar: a transparent strip 20 points tall across the top of the screen, above every
/// window, showing the carrier and signal (on a phone) or the device name (on a pad), Wi-Fi, the time
/// and the battery, in dark or light content. It takes the touches that land on it, as iOS's does.
///
/// Not an application window: `UIApplication.windows` does not list it. The application host composites
/// it after the app's windows and routes touches in its strip to it.
@MainActor
final class StatusBarWindow: UIWindow {
    /// The status bar's height in points.
    static let height: CGFloat = 20

    let content = StatusBarContentView(frame: .zero)

    init(screenBounds: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: screenBounds.width, height: Self.height), isApplicationWindow: false)
        windowLevel = .statusBar
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        update()
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the application's style, visibility and network activity, and the screen's width.
    func update() {
        let app = UIApplication.shared
        frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.height)
        isHidden = app.isStatusBarHidden
        // `.default` picks its content for the appearance under the status bar: dark content in light,
        // light content in dark (iOS 13).
        let style = app.statusBarStyle
        let underneath = app.statusBarController?.traitCollection ?? app.keyWindow?.traitCollection
        content.style = style == .default && underneath?.userInterfaceStyle == .dark ? .lightContent : style
        content.showsNetworkActivity = app.isNetworkActivityIndicatorVisible
        // The spinner's timer runs only while it can be seen.
        content.spinsNetworkActivity = app.isNetworkActivityIndicatorVisible && !app.isStatusBarHidden
    }
}

/// The status bar's items, drawn in the style's colour on a clear background.
@MainActor
final class StatusBarContentView: UIView {
    /// The content's style: black for `.default` and `.darkContent`, white for `.lightContent`.
    var style: UIStatusBarStyle = .default { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// The clock shown, in minutes since local midnight.
    var minuteOfDay = 9 * 60 + 41 { didSet { if minuteOfDay != oldValue { setNeedsDisplay() } } }
    /// The battery charge shown, 0...1.
    let batteryLevel: CGFloat = 1
    /// Whether the network activity spinner shows (after the Wi-Fi symbol).
    var showsNetworkActivity = false { didSet { if showsNetworkActivity != oldValue { setNeedsDisplay() } } }
    /// Whether the spinner turns (shown, and the status bar too).
    var spinsNetworkActivity = false { didSet { if spinsNetworkActivity != oldValue { updateSpinTimer() } } }
    /// Steps the spinner has turned (see ActivityIndicatorWheel).
    private(set) var networkActivityStep = 0
    private var spinTimer: (token: MainScheduler.Token, scheduler: MainScheduler)?
    /// The spinner: 10 points across, thin spokes.
    static let networkActivityWheel = ActivityIndicatorWheel(diameter: 10, spokeWidth: 1.25)

    private static let margin: CGFloat = 6
    private static let textFont = UIFont.systemFont(ofSize: 12, weight: .regular)
    private static let timeFont = UIFont.systemFont(ofSize: 12, weight: .semibold)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    /// A tap on the status bar scrolls the scroll view on screen to the top (UIScrollView.scrollsToTop).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        UIScrollView.statusBarTapped()
    }

    /// The time as iOS 7 shows it in English: "9:41 AM".
    var timeText: String {
        let hour = minuteOfDay / 60 % 24, minute = minuteOfDay % 60
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return "\(hour12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// The words at the left: the carrier on a phone, the device's model on a pad.
    var carrierText: String { UIDevice.current.userInterfaceIdiom == .pad ? UIDevice.current.model : "Carrier" }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color: UIColor = style == .lightContent ? .white : .black
        color.setFill()
        color.setStroke()
        let midY = bounds.midY
        var x = Self.margin
        if UIDevice.current.userInterfaceIdiom != .pad {
            // Five signal dots, all full.
            for _ in 0..<5 {
                context.fillEllipse(in: CGRect(x: x, y: midY - 2.75, width: 5.5, height: 5.5))
                x += 6.5
            }
            x += 3
        }
        x += drawText(carrierText, font: Self.textFont, color: color, atX: x) + 4
        drawWiFi(in: context, atX: x, midY: midY)
        x += 14 + 5
        if showsNetworkActivity {
            Self.networkActivityWheel.draw(in: context, center: CGPoint(x: x + 5, y: midY), color: color.cgColor, step: networkActivityStep)
        }

        let time = timeText as NSString
        let timeAttributes: [NSAttributedString.Key: Any] = [.font: Self.timeFont, .foregroundColor: color]
        let timeWidth = time.size(withAttributes: timeAttributes).width
        _ = drawText(timeText, font: Self.timeFont, color: color, atX: ((bounds.width - timeWidth) / 2).rounded())

        let batteryWidth: CGFloat = 24.5, nubWidth: CGFloat = 1.5
        let batteryX = bounds.width - Self.margin - nubWidth - batteryWidth
        drawBattery(in: context, frame: CGRect(x: batteryX, y: midY - 5.5, width: batteryWidth, height: 11), nubWidth: nubWidth)
        let percent = "\(Int((batteryLevel * 100).rounded()))%"
        let percentWidth = (percent as NSString).size(withAttributes: [.font: Self.textFont]).width
        _ = drawText(percent, font: Self.textFont, color: color, atX: batteryX - 3 - percentWidth)
    }

    /// Starts or stops the spinner's step timer on UIKit's clock: one step each 1/12 s.
    private func updateSpinTimer() {
        if let spinTimer { spinTimer.scheduler.cancel(spinTimer.token) }
        spinTimer = nil
        guard spinsNetworkActivity, let host = ApplicationHost.current else { return }
        let interval = 1 / ActivityIndicatorWheel.stepsPerSecond
        let token = host.scheduler.schedule(at: host.now + interval, repeating: interval) { [weak self] in
            guard let self else { return }
            networkActivityStep += 1
            setNeedsDisplay()
        }
        spinTimer = (token, host.scheduler)
    }

    /// Draws `text` centred vertically at `x`; returns its width.
    private func drawText(_ text: String, font: UIFont, color: UIColor, atX x: CGFloat) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = (text as NSString).size(withAttributes: attributes)
        (text as NSString).draw(at: CGPoint(x: x, y: ((bounds.height - size.height) / 2).rounded()), withAttributes: attributes)
        return size.width
    }

    /// Wi-Fi: three arcs over a dot, as a fan 14 points wide.
    private func drawWiFi(in context: CGContext, atX x: CGFloat, midY: CGFloat) {
        let center = CGPoint(x: x + 7, y: midY + 4.5)
        context.setLineWidth(1.6)
        for radius: CGFloat in [4, 7.5, 11] {
            context.addArc(center: center, radius: radius - 0.8, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: false)
            context.strokePath()
        }
        context.move(to: center)
        context.addArc(center: center, radius: 2, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: false)
        context.closePath()
        context.fillPath()
    }

    /// The battery: an outlined body with a nub at the right, filled to `batteryLevel`.
    private func drawBattery(in context: CGContext, frame: CGRect, nubWidth: CGFloat) {
        let body = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5)
        body.lineWidth = 1
        body.stroke()
        let inner = frame.insetBy(dx: 2, dy: 2)
        UIBezierPath(
            roundedRect: CGRect(x: inner.minX, y: inner.minY, width: inner.width * max(0, min(1, batteryLevel)), height: inner.height),
            cornerRadius: 1
        ).fill()
        let nub = CGRect(x: frame.maxX, y: frame.midY - 2, width: nubWidth, height: 4)
        UIBezierPath(roundedRect: nub, byRoundingCorners: [.topRight, .bottomRight], cornerRadii: CGSize(width: 1, height: 1)).fill()
    }
}
