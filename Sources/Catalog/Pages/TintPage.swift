import UIKit

/// tintColor down a hierarchy. Every box draws with its `tintColor` in `draw(_:)`, redraws in
/// `tintColorDidChange()` and counts the calls in a label. The container inherits the window's tint; the
/// pink group sets its own, which its children inherit and the window's tint does not reach. "Dim" sets
/// the window's `tintAdjustmentMode` to `.dimmed`, as iOS does behind an alert: every tint turns UIKit's
/// grey, own tints included, except in a view whose own mode is `.normal`. The page puts the window back
/// as it found it when it leaves.
final class TintPageView: CatalogDrawingView {
    static let margin: CGFloat = 40

    let dimButton = OutlinedButton(title: "Dim the window")
    let tintButton = OutlinedButton(title: "Tint the window orange")
    /// The window's tint colour and adjustment mode.
    let statusLabel = UILabel()
    /// Inherits the window's tint.
    let container = TintGroupView(name: "Container: inherits the window's tint")
    let childA = TintSwatchView(name: "Child A")
    let childB = TintSwatchView(name: "Child B")
    /// UIKit's own tint follower: a template image.
    let templateView = UIImageView(image: LabelsPageView.starImage(fill: .black).withRenderingMode(.alwaysTemplate))
    /// Sets its own tint, which its children inherit.
    let pinkGroup = TintGroupView(name: "Subtree: tintColor = .systemPink")
    let childC = TintSwatchView(name: "Child C")
    let childD = TintSwatchView(name: "Child D")
    /// Its own `tintAdjustmentMode = .normal`: never dimmed by its ancestors.
    let normalChild = TintSwatchView(name: "Child E, mode .normal")

    /// What the page changed on its window, to undo when it leaves.
    private var windowModeBefore: UIView.TintAdjustmentMode?
    private var windowTintChanged = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let intro = CatalogIntroLabel(
            "Each box draws in its tintColor and counts its tintColorDidChange() calls. Dimming the window, "
                + "as an alert does, turns every tint grey except under an explicit tintAdjustmentMode = .normal.",
            frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40))
        addSubview(intro)

        dimButton.frame = CGRect(x: Self.margin, y: 114, width: 240, height: 44)
        dimButton.addAction(UIAction { [weak self] _ in self?.toggleDimming() }, for: .touchUpInside)
        tintButton.frame = CGRect(x: Self.margin + 256, y: 114, width: 260, height: 44)
        tintButton.addAction(UIAction { [weak self] _ in self?.toggleWindowTint() }, for: .touchUpInside)
        statusLabel.frame = CGRect(x: Self.margin, y: 168, width: 704, height: 22)
        statusLabel.font = .systemFont(ofSize: 15)
        [dimButton, tintButton, statusLabel].forEach(addSubview)

        container.frame = CGRect(x: Self.margin, y: 204, width: 704, height: 452)
        addSubview(container)
        childA.frame = CGRect(x: 20, y: 48, width: 208, height: 150)
        childB.frame = CGRect(x: 244, y: 48, width: 208, height: 150)
        templateView.frame = CGRect(x: 468, y: 48, width: 208, height: 124)
        templateView.contentMode = .center
        templateView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let templateCaption = UILabel(frame: CGRect(x: 468, y: 176, width: 208, height: 22))
        templateCaption.font = .systemFont(ofSize: 13)
        templateCaption.textColor = .darkGray
        templateCaption.text = "UIImageView, template image"
        [childA, childB, templateView, templateCaption].forEach(container.addSubview)

        pinkGroup.tintColor = .systemPink
        pinkGroup.frame = CGRect(x: 20, y: 218, width: 664, height: 214)
        container.addSubview(pinkGroup)
        childC.frame = CGRect(x: 20, y: 48, width: 196, height: 150)
        childD.frame = CGRect(x: 232, y: 48, width: 196, height: 150)
        normalChild.frame = CGRect(x: 444, y: 48, width: 196, height: 150)
        normalChild.tintAdjustmentMode = .normal
        [childC, childD, normalChild].forEach(pinkGroup.addSubview)
        updateStatus()
    }

    required init?(coder: NSCoder) { nil }

    /// The boxes that count `tintColorDidChange()`, in reading order.
    var tintViews: [TintCountingView] { [container, childA, childB, pinkGroup, childC, childD, normalChild] }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Tint and dimming" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
    }

    // MARK: Actions

    /// Switches the window's `tintAdjustmentMode` between `.dimmed` and `.normal`.
    func toggleDimming() {
        guard let window else { return }
        if windowModeBefore == nil { windowModeBefore = window.tintAdjustmentMode }
        window.tintAdjustmentMode = window.tintAdjustmentMode == .dimmed ? .normal : .dimmed
        updateStatus()
    }

    /// Switches the window's `tintColor` between orange and the default (nil: inherit, here iOS's blue).
    func toggleWindowTint() {
        guard let window else { return }
        windowTintChanged.toggle()
        window.tintColor = windowTintChanged ? .systemOrange : nil
        updateStatus()
    }

    private func updateStatus() {
        dimButton.setTitle(window?.tintAdjustmentMode == .dimmed ? "Undim the window" : "Dim the window", for: .normal)
        tintButton.setTitle(windowTintChanged ? "Default window tint" : "Tint the window orange", for: .normal)
        let mode = window.map { Self.describe($0.tintAdjustmentMode) } ?? "no window"
        let tint = windowTintChanged ? ".systemOrange" : "nil (iOS 7 blue)"
        statusLabel.text = "window.tintAdjustmentMode: \(mode)    window.tintColor set to: \(tint)"
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateStatus()
    }

    /// Leaving the window puts its tint and adjustment mode back.
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil, let window else { return }
        if windowTintChanged { window.tintColor = nil }
        if let windowModeBefore { window.tintAdjustmentMode = windowModeBefore }
        windowTintChanged = false
        windowModeBefore = nil
    }

    static func describe(_ mode: UIView.TintAdjustmentMode) -> String {
        switch mode {
        case .automatic: return ".automatic"
        case .normal: return ".normal"
        case .dimmed: return ".dimmed"
        }
    }

    /// "r, g, b" of a colour, 0-255.
    static func describe(_ color: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "\(color)" }
        return [r, g, b].map { String(Int(($0 * 255).rounded())) }.joined(separator: ", ")
    }
}
