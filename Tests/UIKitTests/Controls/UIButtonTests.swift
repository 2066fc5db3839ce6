// UIButton: types, per-state content and its fallback, events, tint, highlight and disabled looks,
// layout and sizing, accessibility, appearance. Public API only, with UIKitTesting: the same file would
// pass against Apple's UIKit (but for the typed addTarget form; Linux has no #selector).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    init() { TestFonts.pin() }

    /// Records the touch events and the primary action, by name.
    @MainActor final class EventLog {
        var names: [String] = []
        func attach(to control: UIControl) {
            let events: [(String, UIControl.Event)] = [
                ("down", .touchDown), ("downRepeat", .touchDownRepeat), ("dragInside", .touchDragInside),
                ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
                ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
                ("valueChanged", .valueChanged), ("primary", .primaryActionTriggered),
            ]
            for (name, event) in events {
                control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
            }
        }
        var collapsed: [String] { names.enumerated().filter { $0.offset == 0 || names[$0.offset - 1] != $0.element }.map(\.element) }
    }

    /// A target in the style of seed 004's E4: logs the sender's title label text.
    final class Logger: NSObject {
        var lines: [String] = []
        var senders: [UIButton] = []
        func buttonPressed(_ sender: UIButton) {
            senders.append(sender)
            lines.append(sender.titleLabel?.text ?? "")
        }
    }

    /// A window with `button` at (100, 100), 100 × 40 unless it has a frame, laid out.
    private func scene(_ button: UIButton = UIButton(type: .system), scale: CGFloat = 1) -> (UIKitTestHarness, UIButton, EventLog) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: scale)
        if button.frame.size == .zero || button.frame.size == CGSize(width: 22, height: 22) {
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        }
        h.window.addSubview(button)
        let log = EventLog()
        log.attach(to: button)
        h.runTurn()
        return (h, button, log)
    }

    private let centre = CGPoint(x: 150, y: 120)

    // MARK: Types

    @Test("init(type:) keeps every type; roundedRect is system; the raw values are UIKit's (spec 000 #171, spec 004 T012)")
    func types() {
        let all: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd]
        for type in all { #expect(UIButton(type: type).buttonType == type) }
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
    }

    @Test("A button made with init(frame:) is custom and draws nothing when empty (spec 004 T013)")
    func defaultIsCustom() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(button.buttonType == .custom)
        let pixels = Pixels(renderView(button, scale: 1, background: nil))
        #expect(pixels.count { $0[3] != 0 } == 0)
    }

    @Test("The glyph types: a 22 × 22 image, 22 × 22 frame; info buttons glow when touched, detail disclosure does not (spec 000 #175)")
    func glyphTypes() {
        for type: UIButton.ButtonType in [.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            #expect(button.currentImage?.size == CGSize(width: 22, height: 22))
            #expect(button.frame.size == CGSize(width: 22, height: 22))
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
            #expect(button.showsTouchWhenHighlighted == (type == .infoLight || type == .infoDark))
        }
        #expect(!UIButton(type: .system).showsTouchWhenHighlighted)
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test("adjustsImageWhenDisabled is true for custom, false for system; adjustsImageWhenHighlighted true (spec 000 #184, #186)")
    func adjustmentDefaults() {
        #expect(UIButton(type: .custom).adjustsImageWhenDisabled)
        #expect(!UIButton(type: .system).adjustsImageWhenDisabled)
        #expect(UIButton(type: .custom).adjustsImageWhenHighlighted && UIButton(type: .system).adjustsImageWhenHighlighted)
        #expect(!UIButton().reversesTitleShadowWhenHighlighted)
    }

    // MARK: Per-state content

    @Test("A title set for normal only shows in every state (spec 000 #178, spec 004 T016)")
    func normalTitleEverywhere() {
        let button = UIButton(type: .system)
        button.setTitle("N", for: .normal)
        for state: UIControl.State in [.highlighted, .selected, .disabled, [.selected, .highlighted]] {
            #expect(button.title(for: state) == "N")
        }
        button.isHighlighted = true
        #expect(button.currentTitle == "N")
    }

    @Test("A combined-state value is kept for exactly that state (spec 000 #179)")
    func combinedState() {
        let button = UIButton(type: .custom)
        button.setTitle("N", for: .normal)
        button.setTitle("S", for: .selected)
        button.setTitle("SH", for: [.selected, .highlighted])
        button.isSelected = true
        #expect(button.currentTitle == "S")
        button.isHighlighted = true
        #expect(button.currentTitle == "SH")
        button.isSelected = false
        #expect(button.currentTitle == "N")  // highlighted alone: no title of its own
    }

    @Test("current… properties follow highlighted, selected and enabled (spec 000 #180)")
    func currentFollowsState() {
        let image = UIImage.test(color: .red), pressed = UIImage.test(color: .blue), back = UIImage.test(color: .green)
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("Gone", for: .disabled)
        button.setTitleColor(.red, for: .highlighted)
        button.setTitleShadowColor(.gray, for: .selected)
        button.setImage(image, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setBackgroundImage(back, for: .selected)
        #expect(button.currentTitle == "Off" && button.currentTitleColor == .white && button.currentImage === image)
        #expect(button.currentTitleShadowColor == nil && button.currentBackgroundImage == nil)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .red && button.currentImage === pressed)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitleShadowColor == .gray && button.currentBackgroundImage === back)
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Gone")
    }

    @Test("Seed 004 E3: \"Test\" at rest, \"Selected\" while held, \"Test\" after (spec 004 T014, T015, T017)")
    func e3Titles() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let root = UIView(frame: h.window.bounds)
        h.window.addSubview(root)
        let button = UIButton(type: .roundedRect)
        button.setTitle("Test", for: .normal)
        button.setTitle("Selected", for: .highlighted)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        root.addSubview(button)
        h.runTurn()
        #expect(button.title(for: .normal) == "Test")
        #expect(button.frame == CGRect(x: 10, y: 10, width: 100, height: 44) && button.superview === root)
        #expect(root.hitTest(CGPoint(x: 60, y: 32), with: nil) === button)
        #expect(button.titleLabel?.text == "Test")
        h.touchDown(at: CGPoint(x: 60, y: 32))
        h.runTurn()
        #expect(button.isHighlighted && button.titleLabel?.text == "Selected")
        h.touchUp()
        h.runTurn()
        #expect(button.titleLabel?.text == "Test")
    }

    @Test("Seed 004 E4: a tap calls the action once with the button, which logs \"Test\" (spec 004 T021, T022)")
    func e4Log() {
        let button = UIButton(type: .roundedRect)
        button.setTitle("Test", for: .normal)
        button.setTitle("Selected", for: .highlighted)
        let (h, _, _) = scene(button)
        let logger = Logger()
        button.addTarget(logger, action: Logger.buttonPressed, for: .touchUpInside)
        h.tap(at: centre)
        #expect(logger.lines == ["Test"])
        #expect(logger.senders.count == 1 && logger.senders[0] === button)
        h.touchDown(at: centre)
        h.touchUp(at: CGPoint(x: 150, y: 400))
        #expect(logger.lines.count == 1)
    }

    @Test("One action serves many buttons, telling them apart by sender (spec 004 T023)")
    func oneHandler() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let logger = Logger()
        let a = UIButton(type: .system), b = UIButton(type: .system)
        a.setTitle("A", for: .normal); b.setTitle("B", for: .normal)
        a.frame = CGRect(x: 10, y: 10, width: 80, height: 40); b.frame = CGRect(x: 10, y: 200, width: 80, height: 40)
        for button in [a, b] {
            h.window.addSubview(button)
            button.addTarget(logger, action: Logger.buttonPressed, for: .touchUpInside)
        }
        h.runTurn()
        h.tap(at: CGPoint(x: 50, y: 220))
        h.tap(at: CGPoint(x: 50, y: 30))
        #expect(logger.lines == ["B", "A"])
    }

    @Test("Title colour and shadow colour per state; a pressed button draws its red title (spec 004 T019)")
    func titleColours() {
        let button = UIButton(type: .custom)
        button.setTitle("Hello", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        button.setTitleShadowColor(.gray, for: .normal)
        #expect(button.titleColor(for: .highlighted) == .red)
        #expect(button.titleShadowColor(for: .normal) == .gray)
        let (h, _, _) = scene(button)
        h.touchDown(at: centre)
        h.runTurn()
        let pixels = Pixels(renderView(button, scale: 1))
        #expect(pixels.count(where: isRedInk) > 10)
        h.touchUp()
    }

    // MARK: Events

    @Test("A tap sends touchDown, touchUpInside, then primaryActionTriggered")
    func tapEvents() {
        let (h, button, log) = scene()
        h.touchDown(at: centre)
        #expect(button.isHighlighted && button.state == .highlighted)
        h.touchUp()
        #expect(log.names == ["down", "upInside", "primary"])
        #expect(!button.isHighlighted)
    }

    @Test("Dragging inside sends drags inside, then touch up inside and the primary action")
    func dragInside() {
        let (h, _, log) = scene()
        h.drag(from: centre, to: CGPoint(x: 170, y: 125), steps: 3)
        #expect(log.collapsed == ["down", "dragInside", "upInside", "primary"])
    }

    @Test("Dragging out past the 70 pt slop and back: exit, enter; lifting inside is a tap")
    func dragOutAndBack() {
        let (h, button, log) = scene()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 150, y: 230))
        #expect(!button.isHighlighted)
        h.touchMove(to: CGPoint(x: 150, y: 125))
        #expect(button.isHighlighted)
        h.touchUp()
        #expect(log.names == ["down", "exit", "dragOutside", "enter", "dragInside", "upInside", "primary"])
    }

    @Test("Releasing outside sends touchUpOutside and no primary action")
    func releaseOutside() {
        let (h, _, log) = scene()
        h.touchDown(at: centre)
        h.touchUp(at: CGPoint(x: 150, y: 400))
        #expect(log.names == ["down", "exit", "dragOutside", "upOutside"])
    }

    @Test("A cancelled touch sends touchCancel and no primary action; the highlight goes")
    func cancel() {
        let (h, button, log) = scene()
        h.touchDown(at: centre)
        h.touchCancel()
        #expect(log.names == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test("Changes made in code send no event")
    func programmaticChanges() {
        let (_, button, log) = scene()
        button.setTitle("X", for: .normal)
        button.isSelected = true
        button.isHighlighted = true
        button.isHighlighted = false
        button.isEnabled = false
        button.setImage(UIImage.test(color: .red), for: .normal)
        #expect(log.names.isEmpty)
    }

    @Test("A button disabled while a finger is on it still ends that touch: touch up inside, then the primary action")
    func disabledWhileTracking() {
        let (h, button, log) = scene()
        h.touchDown(at: centre)
        button.isEnabled = false
        h.touchUp()
        #expect(log.names == ["down", "upInside", "primary"])
    }

    @Test("A disabled button sends nothing")
    func disabledSendsNothing() {
        let (h, button, log) = scene()
        button.isEnabled = false
        h.tap(at: centre)
        #expect(log.names.isEmpty)
    }

    @Test("init(type:primaryAction:) takes the action's title and image and runs it on a tap")
    func primaryActionInit() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(button.buttonType == .system && button.currentTitle == "Go")
        let (h, _, _) = scene(button)
        h.tap(at: centre)
        #expect(runs == 1)
    }

    // MARK: Tint and looks

    @Test("A system button's title is drawn in the inherited tint: red window tint, red title (spec 000 #172)")
    func systemTitleTint() {
        let button = UIButton(type: .system)
        button.setTitle("Tinted", for: .normal)
        let (h, _, _) = scene(button)
        h.window.tintColor = .red
        h.runTurn()
        #expect(button.currentTitleColor == .red)
        #expect(Pixels(renderView(button, scale: 1)).count(where: isRedInk) > 10)
    }

    @Test("A system button fades its title to 20 % while highlighted and back after a short fade (spec 000 #173)")
    func systemHighlightFade() {
        let button = UIButton(type: .system)
        button.setTitle("Fade", for: .normal)
        button.backgroundColor = .white
        let (h, _, _) = scene(button)
        let rest = Pixels(renderView(button, scale: 1))
        h.touchDown(at: centre)
        h.runTurn()
        #expect(abs((button.titleLabel?.alpha ?? 0) - 0.2) < 0.001)
        #expect(button.currentTitleColor == button.tintColor)
        let pressed = Pixels(renderView(button, scale: 1))
        #expect(pressed.all != rest.all)
        h.touchUp()
        h.advance(by: 0.5)
        #expect(button.titleLabel?.alpha == 1)
        #expect(Pixels(renderView(button, scale: 1)).all == rest.all)
    }

    @Test("A system button draws an automatic image as a template in its tint; alwaysOriginal keeps its colours (spec 000 #174)")
    func systemImageTemplate() {
        let button = UIButton(type: .system)
        button.setImage(UIImage.test(color: .green), for: .normal)
        let (h, _, _) = scene(button)
        h.window.tintColor = .red
        h.runTurn()
        #expect(Pixels(renderView(button, scale: 1)).count(where: isRedInk) == 100)
        button.setImage(UIImage.test(color: .green).withRenderingMode(.alwaysOriginal), for: .normal)
        h.runTurn()
        #expect(Pixels(renderView(button, scale: 1)).count(where: isRedInk) == 0)
    }

    @Test("A custom button tints nothing: white title, image in its own colours (spec 000 #176)")
    func customNotTinted() {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setImage(UIImage.test(color: .green), for: .normal)
        button.backgroundColor = .black
        let (h, _, _) = scene(button)
        h.window.tintColor = .red
        h.runTurn()
        #expect(button.currentTitleColor == .white)
        let pixels = Pixels(renderView(button, scale: 1))
        #expect(pixels.count(where: isRedInk) == 0)
        #expect(pixels.count { $0[1] > 200 && $0[0] < 50 && $0[2] < 50 } == 100)
    }

    @Test("An attributed title without a colour: tint in a system button, black in a custom one (spec 000 #181)")
    func attributedTitleColour() {
        let title = NSAttributedString(string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        let system = UIButton(type: .system), custom = UIButton(type: .custom)
        system.setAttributedTitle(title, for: .normal)
        custom.setAttributedTitle(title, for: .normal)
        let (h, _, _) = scene(system)
        h.window.addSubview(custom)
        h.window.tintColor = .red
        h.runTurn()
        let systemColour = system.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        let customColour = custom.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(systemColour == .red)
        #expect(customColour == .black)
        #expect(system.currentTitle == "Styled" && system.currentAttributedTitle?.string == "Styled")
    }

    @Test("A custom button darkens its image and background image while highlighted (spec 000 #184)")
    func darkensWhenHighlighted() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(UIImage.test(color: .white, size: 10), for: .normal)
        button.setImage(UIImage.test(color: .white, size: 10), for: .normal)
        let (h, _, _) = scene(button)
        let rest = Pixels(renderView(button, scale: 1, background: .black))
        h.touchDown(at: centre)
        h.runTurn()
        let pressed = Pixels(renderView(button, scale: 1, background: .black))
        #expect(rest[5, 5][0] == 255 && rest[50, 20][0] == 255)
        #expect(pressed[5, 5][0] < 200 && pressed[50, 20][0] < 200)  // background, then the image at the centre
        h.touchUp()
    }

    @Test("With showsTouchWhenHighlighted, images are not darkened; a glow shows at the centre over the background (spec 000 #185, #187)")
    func glowInsteadOfDarkening() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(UIImage.test(color: .black, size: 10), for: .normal)
        button.showsTouchWhenHighlighted = true
        let (h, _, _) = scene(button)
        h.touchDown(at: centre)
        h.runTurn()
        let pressed = Pixels(renderView(button, scale: 1, background: .black))
        #expect(pressed[50, 20][0] > 200)  // white at the centre, over the black background image
        #expect(pressed[2, 2][0] == 0)  // the background, away from the glow, not darkened nor lit
        h.touchUp()
        h.runTurn()
        #expect(Pixels(renderView(button, scale: 1, background: .black))[50, 20][0] == 0)
    }

    @Test("adjustsImageWhenDisabled fades a custom button's image; a disabled image of its own shows as is")
    func disabledImage() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage.test(color: .black, size: 10), for: .normal)
        let (_, _, _) = scene(button)
        button.isEnabled = false
        let faded = Pixels(renderView(button, scale: 1))
        #expect(faded[50, 20][0] > 100 && faded[50, 20][0] < 200)
        button.adjustsImageWhenDisabled = false
        #expect(Pixels(renderView(button, scale: 1))[50, 20][0] == 0)
    }

    @Test("A disabled system button's title turns gray")
    func systemDisabledGray() {
        let button = UIButton(type: .system)
        button.setTitle("Off", for: .normal)
        button.isEnabled = false
        #expect(button.currentTitleColor != button.tintColor)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(button.currentTitleColor.getWhite(&white, alpha: &alpha) && alpha < 1)
    }

    @Test("reversesTitleShadowWhenHighlighted flips the shadow offset while highlighted (spec 000 #188)")
    func reversesShadow() {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 2, height: 3)
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: -2, height: -3))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 2, height: 3))
    }

    @Test("Without a title the label keeps its own colours: the title colour and shadow colour apply to a title only")
    func coloursNeedATitle() {
        let button = UIButton(frame: .zero)
        button.setTitleColor(.blue, for: .normal)
        button.setTitleShadowColor(.white, for: .normal)
        button.layoutSubviews()
        #expect(button.titleLabel?.textColor != .blue)
        #expect(button.titleLabel?.shadowColor == nil)
        button.setTitle("Title", for: .normal)
        button.layoutSubviews()
        #expect(button.titleLabel?.textColor == .blue)
        #expect(button.titleLabel?.shadowColor == .white)
    }

    @Test("The title dims with the window: a system title turns gray (spec 000 #260)")
    func dimmedTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Dim", for: .normal)
        let (h, _, _) = scene(button)
        let normal = button.currentTitleColor
        h.window.tintAdjustmentMode = .dimmed
        #expect(button.currentTitleColor != normal)
        #expect(button.titleLabel?.textColor == button.tintColor)
        h.window.tintAdjustmentMode = .normal
        #expect(button.currentTitleColor == normal)
    }

    // MARK: Label and image view

    @Test("titleLabel is a UILabel showing the current title; its font sizes and draws the title (spec 000 #189, spec 004 T018)")
    func titleLabelFont() {
        let button = UIButton(type: .custom)
        button.setTitle("Font", for: .normal)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        let small = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.height > small.height && button.intrinsicContentSize.width > small.width)
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Font" && button.titleLabel?.font.pointSize == 30)
    }

    @Test("imageView.alpha 0.5 draws the image half transparent (spec 000 #190)")
    func imageViewAlpha() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage.test(color: .black, size: 10), for: .normal)
        let (_, _, _) = scene(button)
        button.imageView?.alpha = 0.5
        let value = Pixels(renderView(button, scale: 1))[50, 20][0]
        #expect(value > 110 && value < 145)
    }

    // MARK: Layout

    @Test("A background image fills backgroundRect(forBounds:); a smaller image keeps its size (spec 000 #182, spec 004 T020)")
    func backgroundStretchesImageDoesNot() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(UIImage.test(color: .red, size: 10), for: .normal)
        button.setImage(UIImage.test(color: .blue, size: 20), for: .normal)
        let (_, _, _) = scene(button)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.size == CGSize(width: 20, height: 20))
        let pixels = Pixels(renderView(button, scale: 1))
        #expect(pixels.count(where: isRedInk) == 100 * 44 - 400)
    }

    @Test("With a title and a small image, the image is left of the title, the pair centred (spec 000 #183)")
    func imageLeftOfTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Title", for: .normal)
        button.setImage(UIImage.test(color: .blue, size: 20), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let content = button.contentRect(forBounds: button.bounds)
        let image = button.imageRect(forContentRect: content), title = button.titleRect(forContentRect: content)
        #expect(image.maxX == title.minX)
        #expect(abs((image.minX - 0) - (200 - title.maxX)) <= 1)
        #expect(image.midY == 20 && abs(title.midY - 20) <= 0.5)
    }

    @Test("contentEdgeInsets.top 10 moves content down 10 in a sized-to-fit button; titleEdgeInsets add to it (spec 000 #191)")
    func insets() {
        let button = UIButton(type: .custom)
        button.setTitle("Insets", for: .normal)
        button.sizeToFit()
        let plain = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        button.sizeToFit()
        let moved = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(moved.minY - plain.minY == 10)
        #expect(button.bounds.height == plain.height + 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 1)
        #expect(button.intrinsicContentSize == button.bounds.size)  // title insets do not count
        button.frame.size.width = 200
        button.titleEdgeInsets = .zero
        let wide = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)  // centred: half of it
        let shifted = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(shifted.minX - wide.minX == 10)
    }

    @Test("Decreasing the title's left inset and increasing the image's puts the image right of the title (spec 000 #192)")
    func imageRightOfTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Title", for: .normal)
        button.setImage(UIImage.test(color: .blue, size: 20), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let titleWidth = button.titleRect(forContentRect: button.bounds).width
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -20, bottom: 0, right: 20)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth, bottom: 0, right: -titleWidth)
        let image = button.imageRect(forContentRect: button.bounds), title = button.titleRect(forContentRect: button.bounds)
        #expect(image.minX >= title.maxX - 0.5)
    }

    @Test("contentRect(forBounds:) equals backgroundRect(forBounds:) by default (spec 000 #193)")
    func contentEqualsBackground() {
        let button = UIButton(type: .system)
        let bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(button.contentRect(forBounds: bounds) == button.backgroundRect(forBounds: bounds))
    }

    @Test("Left, right, top and bottom alignments place the content at the edges")
    func alignments() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage.test(color: .blue, size: 20), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        #expect(button.imageRect(forContentRect: button.bounds) == CGRect(x: 0, y: 0, width: 20, height: 20))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        #expect(button.imageRect(forContentRect: button.bounds) == CGRect(x: 80, y: 40, width: 20, height: 20))
        button.contentHorizontalAlignment = .trailing
        #expect(button.imageRect(forContentRect: button.bounds).minX == 80)
    }

    /// Records calls of the four layout methods.
    final class SpyButton: UIButton {
        var calls: [String] = []
        override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
            calls.append("background"); return super.backgroundRect(forBounds: bounds)
        }
        override func contentRect(forBounds bounds: CGRect) -> CGRect {
            calls.append("content"); return super.contentRect(forBounds: bounds)
        }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            calls.append("title"); return super.titleRect(forContentRect: contentRect)
        }
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            calls.append("image"); return super.imageRect(forContentRect: contentRect)
        }
    }

    @Test("The four rect methods are asked again after every state change (spec 000 #194)")
    func rectMethodsOnStateChange() {
        let button = SpyButton(type: .custom)
        button.setTitle("Spy", for: .normal)
        let (h, _, _) = scene(button)
        button.calls = []
        button.isHighlighted = true
        h.runTurn()
        #expect(Set(button.calls) == ["background", "content", "title", "image"])
        button.calls = []
        button.isSelected = true
        h.runTurn()
        #expect(Set(button.calls) == ["background", "content", "title", "image"])
    }

    /// Seed 000 E13.1: shrinks its background while pressed; a larger natural size.
    final class ShrinkingButton: UIButton {
        override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
            let result = super.backgroundRect(forBounds: bounds)
            return isHighlighted ? result.insetBy(dx: 3, dy: 3) : result
        }
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 20, height: size.height + 16)
        }
    }

    @Test("Seed 000 E13.1: the highlighted background rect is inset by 3; intrinsic size is super + (20, 16) (spec 000 #195)")
    func e13_1() {
        let button = ShrinkingButton(type: .custom)
        button.setTitle("Shrink", for: .normal)
        let plain = UIButton(type: .custom)
        plain.setTitle("Shrink", for: .normal)
        #expect(
            button.intrinsicContentSize
                == CGSize(width: plain.intrinsicContentSize.width + 20, height: plain.intrinsicContentSize.height + 16))
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.isHighlighted = true
        #expect(button.backgroundRect(forBounds: bounds) == bounds.insetBy(dx: 3, dy: 3))
    }

    @Test("Seed 000 E13.2: the highlighted title is white throughout; \"Tribute\" keeps its stroke and underline (spec 000 #196)")
    func e13_2() {
        let button = UIButton(type: .custom)
        let mas = NSMutableAttributedString(
            string: "Pay Tribute", attributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.purple])
        mas.addAttributes(
            [.strokeColor: UIColor.red, .strokeWidth: -2.0, .underlineStyle: 1], range: NSRange(location: 4, length: mas.length - 4))
        button.setAttributedTitle(mas, for: .normal)
        let mas2 = NSMutableAttributedString(attributedString: mas)
        mas2.addAttributes([.foregroundColor: UIColor.white], range: NSRange(location: 0, length: mas2.length))
        button.setAttributedTitle(mas2, for: .highlighted)
        button.adjustsImageWhenHighlighted = true
        for (state, colour) in [(UIControl.State.normal, UIColor.purple), (.highlighted, .white)] {
            let title = button.attributedTitle(for: state)!
            var range = NSRange()
            let whole = NSRange(location: 0, length: title.length)
            #expect(title.attribute(.foregroundColor, at: 0, longestEffectiveRange: &range, in: whole) as? UIColor == colour)
            #expect(range.length == title.length)
            #expect(title.attribute(.underlineStyle, at: 4, longestEffectiveRange: &range, in: whole) as? Int == 1)
            #expect(range == NSRange(location: 4, length: 7))
            #expect(title.attribute(.strokeWidth, at: 10, effectiveRange: nil) as? Double == -2.0)
            #expect(title.attribute(.underlineStyle, at: 3, effectiveRange: nil) == nil)
        }
        button.isHighlighted = true
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
    }

    // MARK: Sizing

    @Test("A button made in code has zero size; sizeToFit gives it its natural size (spec 000 #177)")
    func zeroSizeThenFit() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.frame.size == .zero)
        button.sizeToFit()
        #expect(button.bounds.width > 30 && button.bounds.height == 30)
        #expect(button.bounds.size == button.intrinsicContentSize)
    }

    @Test("A system button is at least 30 tall; a custom button fits its title; insets and background images count")
    func naturalSizes() {
        let system = UIButton(type: .system), custom = UIButton(type: .custom)
        system.setTitle("Button", for: .normal)
        custom.setTitle("Button", for: .normal)
        #expect(system.intrinsicContentSize.height == 30)
        #expect(custom.intrinsicContentSize.height < 30 && custom.intrinsicContentSize.height > 15)
        #expect(custom.intrinsicContentSize.width == system.intrinsicContentSize.width)
        custom.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(custom.intrinsicContentSize.width == system.intrinsicContentSize.width + 20)
        custom.setBackgroundImage(UIImage.test(color: .red, size: 200), for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 200, height: 200))
        #expect(UIButton(type: .custom).intrinsicContentSize == .zero)
    }

    @Test("NaN and infinite insets count as zero: the layout stays finite")
    func badInsets() {
        let button = UIButton(type: .custom)
        button.setTitle("Bad", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: .nan)
        button.titleEdgeInsets = UIEdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
        let size = button.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite && size.width > 0)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let title = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(title.minX.isFinite && title.minY.isFinite && title.width > 0)
        _ = renderView(button, scale: 1)
    }

    // MARK: Accessibility

    @Test("A button is an accessibility element with the .button trait, labelled by its title; .notEnabled when disabled")
    func accessibility() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Send")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits.contains(.selected))
        button.accessibilityLabel = "Send mail"
        #expect(button.accessibilityLabel == "Send mail")
    }

    // MARK: Appearance

    @Test("Proxy title colour, background image and content insets reach new buttons; a value set on the button wins")
    func appearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let back = UIImage.test(color: .red)
        UIButton.appearance().setTitleColor(.green, for: .normal)
        UIButton.appearance().setBackgroundImage(back, for: .normal)
        UIButton.appearance().contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(UIButton.appearance().titleColor(for: .normal) == .green)
        let plain = UIButton(type: .system), own = UIButton(type: .system)
        own.setTitleColor(.orange, for: .normal)
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.titleColor(for: .normal) == .green && plain.currentBackgroundImage === back)
        #expect(plain.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(own.titleColor(for: .normal) == .orange)
        #expect(plain.titleColor(for: .disabled) != .green)  // a system button's own disabled gray stays
    }

    @Test("tintColor on the proxy tints new system buttons' titles (spec 000 #266)")
    func appearanceTint() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        UIButton.appearance().tintColor = .purple
        let button = UIButton(type: .system)
        button.setTitle("Tint", for: .normal)
        h.window.addSubview(button)
        #expect(button.currentTitleColor == .purple)
    }
}

extension UIImage {
    /// A square image of one colour (`size` points at scale 1).
    static func test(color: UIColor, size: CGFloat = 10) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }
}
