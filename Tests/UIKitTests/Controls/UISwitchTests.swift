// UISwitch: its one size, its value and events (tap, slide, drag out and back, release outside, cancel,
// code), colours, the disabled look, accessibility, appearance, and goldens of its states at scale 2.
// Public API and UIKitTesting only. Each golden was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    typealias EventLog = UIControlTests.EventLog

    static let green: [UInt8] = [76, 217, 100, 255]

    /// A switch at (100, 100) in a white 320x480 window, its events logged.
    func scene(scale: CGFloat = 1) -> (UIKitTestHarness, UISwitch, EventLog) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: scale)
        h.window.backgroundColor = .white
        let sw = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        h.window.addSubview(sw)
        let log = EventLog()
        log.attach(to: sw)
        h.runTurn()
        return (h, sw, log)
    }

    /// The window's pixel at `point` (points, scale 1).
    func pixel(_ h: UIKitTestHarness, _ point: CGPoint) -> [UInt8] { Pixels(h.render())[Int(point.x), Int(point.y)] }

    // MARK: Size

    @Test("A switch is 51x31 whatever frame or bounds it is given, keeping the origin (spec 000 #83)")
    func fixedSize() {
        let sw = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(sw.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        sw.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        #expect(sw.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        sw.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(sw.bounds.size == CGSize(width: 51, height: 31))
        #expect(sw.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(sw.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    // MARK: Value and events

    @Test(
        "A new switch is off; isOn and setOn(_:animated:) change the value and send nothing (spec 000 #86, spec 001-003 #99, #103, spec 004 T060, T234)"
    )
    func programmaticChanges() {
        let (h, sw, log) = scene()
        #expect(!sw.isOn)
        sw.isOn = true
        #expect(sw.isOn)
        sw.setOn(false, animated: false)
        #expect(!sw.isOn)
        sw.setOn(true, animated: true)
        #expect(sw.isOn)
        h.advance(by: 1)
        #expect(log.names.isEmpty)
    }

    @Test("setOn(true, animated: true) reads on at once and slides the thumb over about 0.25 s (spec 001-003 #100, spec 004 T062)")
    func animatedSet() {
        let (h, sw, log) = scene()
        let off = pixel(h, CGPoint(x: 140, y: 115))  // right half of the track: white when off
        #expect(Pixels.close(off, [255, 255, 255, 255]), "\(off)")
        sw.setOn(true, animated: true)
        #expect(sw.isOn)
        h.advance(by: 0.1)
        let midway = pixel(h, CGPoint(x: 104, y: 115))  // left end of the track: fading to green
        #expect(
            !Pixels.close(midway, Self.green, tolerance: 10) && !Pixels.close(midway, [255, 255, 255, 255], tolerance: 10), "\(midway)")
        h.advance(by: 0.3)
        #expect(Pixels.close(pixel(h, CGPoint(x: 104, y: 115)), Self.green), "on track")
        #expect(Pixels.close(pixel(h, CGPoint(x: 137, y: 115)), [255, 255, 255, 255]), "the thumb, on the right")
        #expect(log.names.isEmpty)
    }

    @Test("E7.1: setOn(true, animated: true), then sendActions(for: .valueChanged), delivers exactly one action (spec 000 #87)")
    func setThenSend() {
        let (_, sw, log) = scene()
        sw.setOn(true, animated: true)
        sw.sendActions(for: .valueChanged)
        #expect(log.names == ["valueChanged"])
    }

    @Test(
        "A tap toggles the switch: touch down, value changed, touch up inside; tapping again turns it off (spec 000 #84, spec 001-003 #101, spec 004 T061)"
    )
    func tapToggles() {
        let (h, sw, log) = scene()
        var senders: [UISwitch] = []
        sw.addAction(UIAction { action in senders.append(action.sender as! UISwitch) }, for: .valueChanged)
        h.tap(at: sw.center)
        #expect(sw.isOn)
        #expect(log.names == ["down", "valueChanged", "upInside"])
        #expect(senders.count == 1 && senders[0] === sw)
        h.advance(by: 0.5)
        h.tap(at: sw.center)
        #expect(!sw.isOn)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test(
        "Sliding the thumb from the off side to the on side turns it on, with one valueChanged at lift-off (spec 000 #85, spec 001-003 #102)"
    )
    func slideOn() {
        let (h, sw, log) = scene()
        h.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 140, y: 115))
        #expect(sw.isOn)
        #expect(log.collapsed == ["down", "dragInside", "valueChanged", "upInside"])
    }

    @Test("The thumb follows the finger; lifting short of the middle leaves the value, and sends no valueChanged")
    func slideShortOfMiddle() {
        let (h, sw, log) = scene()
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 121, y: 115))  // 7 pt: 0.35 of the way
        h.touchUp()
        #expect(!sw.isOn)
        #expect(!log.names.contains("valueChanged"))
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 125, y: 115))  // 11 pt: past the middle
        h.touchUp()
        #expect(sw.isOn)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("Sliding on and back off again in one touch changes nothing and sends no valueChanged")
    func slideThereAndBack() {
        let (h, sw, log) = scene()
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 145, y: 115))
        h.touchMove(to: CGPoint(x: 100, y: 115))
        h.touchUp()
        #expect(!sw.isOn)
        #expect(log.collapsed == ["down", "dragInside", "upInside"])
    }

    @Test("Dragging out past the slop and back: exit and enter events; the release decides by the thumb")
    func dragOutAndBack() {
        let (h, sw, log) = scene()
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 140, y: 115))
        h.touchMove(to: CGPoint(x: 140, y: 300))
        h.touchMove(to: CGPoint(x: 140, y: 120))
        h.touchUp()
        #expect(sw.isOn)
        #expect(log.collapsed == ["down", "dragInside", "exit", "dragOutside", "enter", "dragInside", "valueChanged", "upInside"])
    }

    @Test("Releasing outside after sliding to the on side turns it on, then touch up outside")
    func releaseOutside() {
        let (h, sw, log) = scene()
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 140, y: 300))
        h.touchUp()
        #expect(sw.isOn)
        #expect(log.collapsed == ["down", "exit", "dragOutside", "valueChanged", "upOutside"])
    }

    @Test("A cancelled touch leaves the value and sends touch cancel, no valueChanged")
    func cancel() {
        let (h, sw, log) = scene()
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.touchMove(to: CGPoint(x: 140, y: 115))
        h.touchCancel()
        #expect(!sw.isOn && !sw.isHighlighted)
        #expect(log.collapsed == ["down", "dragInside", "cancel"])
    }

    @Test("A disabled switch ignores taps")
    func disabledIgnoresTaps() {
        let (h, sw, log) = scene()
        sw.isEnabled = false
        h.tap(at: sw.center)
        #expect(!sw.isOn && log.names.isEmpty)
    }

    // MARK: Look

    @Test("The off track is transparent inside a light grey outline; backgroundColor fills the whole 51x31 rect (spec 000 #89, #90)")
    func offTrack() {
        let (h, sw, _) = scene()
        sw.onTintColor = .red
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 140, y: 115)), [255, 255, 255, 255]), "the window shows through")
        let outline = pixel(h, CGPoint(x: 125, y: 100))
        #expect(outline[0] < 250 && outline[0] > 200 && outline[3] == 255, "light grey outline: \(outline)")
        sw.backgroundColor = .blue
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 100, y: 100)), [0, 0, 255, 255]), "a corner, outside the outline")
        #expect(Pixels.close(pixel(h, CGPoint(x: 140, y: 115)), [0, 0, 255, 255]), "inside the off track too")
    }

    @Test("onTintColor colours the on track, thumbTintColor the thumb, tintColor the off outline (spec 000 #88, spec 001-003 #104)")
    func colours() {
        let (h, sw, _) = scene()
        sw.tintColor = .blue
        sw.thumbTintColor = .green
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 125, y: 100)), [0, 0, 255, 255], tolerance: 60), "the outline is blue")
        #expect(Pixels.close(pixel(h, CGPoint(x: 115, y: 115)), [0, 255, 0, 255]), "the green thumb, on the left")
        sw.onTintColor = .red
        sw.isOn = true
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 105, y: 115)), [255, 0, 0, 255]), "the red on track")
        #expect(Pixels.close(pixel(h, CGPoint(x: 137, y: 115)), [0, 255, 0, 255]), "the green thumb, on the right")
    }

    @Test("A tint set on the switch equal to the inherited one still colours the outline")
    func ownTintEqualToInherited() {
        let (h, sw, _) = scene()
        sw.tintColor = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 125, y: 100)), [0, 122, 255, 255], tolerance: 60))
    }

    @Test("The outline stays light grey under an inherited tint: only a tint set on the switch colours it")
    func inheritedTintLeavesOutline() {
        let (h, sw, _) = scene()
        h.window.tintColor = .red
        h.runTurn()
        let outline = pixel(h, CGPoint(x: 125, y: 100))
        #expect(outline[0] == outline[1] || abs(Int(outline[0]) - Int(outline[1])) < 8, "grey, not red: \(outline)")
        #expect(sw.tintColor == .red)
    }

    @Test("Default colours: the on track is RGB 76,217,100 and the thumb white")
    func defaultColours() {
        let (h, sw, _) = scene()
        sw.isOn = true
        h.runTurn()
        #expect(Pixels.close(pixel(h, CGPoint(x: 105, y: 115)), Self.green))
        #expect(Pixels.close(pixel(h, CGPoint(x: 137, y: 115)), [255, 255, 255, 255]))
    }

    @Test("onImage and offImage are kept but change nothing on screen (spec 000 #92)")
    func images() {
        let (h, sw, _) = scene()
        let before = h.render().pngData()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        sw.onImage = image
        sw.offImage = image
        h.runTurn()
        #expect(sw.onImage === image && sw.offImage === image)
        #expect(h.render().pngData() == before)
    }

    @Test("Highlighted and selected switches look like normal ones; a disabled one is faded (spec 000 #91)")
    func states() {
        let (h, sw, _) = scene()
        sw.isOn = true
        h.runTurn()
        let normal = h.render().pngData()
        sw.isHighlighted = true
        sw.isSelected = true
        h.runTurn()
        #expect(h.render().pngData() == normal)
        sw.isHighlighted = false
        sw.isSelected = false
        sw.isEnabled = false
        h.runTurn()
        let faded = pixel(h, CGPoint(x: 105, y: 115))
        #expect(Pixels.close(faded, [166, 236, 178, 255], tolerance: 4), "half the green over white: \(faded)")
    }

    @Test("While a finger is down the thumb is wider, towards the middle, and back to round after")
    func pressedThumbWidens() {
        let (h, sw, _) = scene()
        sw.thumbTintColor = .red
        h.runTurn()
        let spot = CGPoint(x: 133, y: 115)  // 4 pt right of the round thumb (102...129), inside the wide one (102...136)
        #expect(!Pixels.close(pixel(h, spot), [255, 0, 0, 255], tolerance: 30))
        h.touchDown(at: CGPoint(x: 114, y: 115))
        h.advance(by: 0.5)
        #expect(sw.isTracking)
        #expect(Pixels.close(pixel(h, spot), [255, 0, 0, 255]))
        h.touchCancel()
        h.advance(by: 0.5)
        #expect(!Pixels.close(pixel(h, spot), [255, 0, 0, 255], tolerance: 30))
    }

    // MARK: Accessibility and appearance

    @Test("Accessibility: an element with the button trait, value \"0\" or \"1\"; not enabled while disabled")
    func accessibility() {
        let sw = UISwitch()
        #expect(sw.isAccessibilityElement)
        #expect(sw.accessibilityTraits == .button)
        #expect(sw.accessibilityValue == "0")
        sw.isOn = true
        #expect(sw.accessibilityValue == "1")
        sw.isEnabled = false
        #expect(sw.accessibilityTraits == [.button, .notEnabled])
        sw.accessibilityValue = "custom"
        #expect(sw.accessibilityValue == "custom")
    }

    @Test("Appearance: onTintColor and thumbTintColor from the proxy apply as the switch enters a window; the instance's own value wins")
    func appearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        UISwitch.appearance().onTintColor = .orange
        UISwitch.appearance().thumbTintColor = .yellow
        let plain = UISwitch(), own = UISwitch()
        own.onTintColor = .purple
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.onTintColor == .orange && plain.thumbTintColor == .yellow)
        #expect(own.onTintColor == .purple && own.thumbTintColor == .yellow)
        #expect(UISwitch.appearance().onTintColor == .orange)
    }

    // MARK: Goldens

    /// Switches off and on, each in the normal, highlighted, selected and disabled states, and customized,
    /// on a white sheet.
    func sheet() -> UIView {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 8 + 5 * 59, height: 8 + 3 * 39))
        sheet.backgroundColor = .white
        let configure: [(UISwitch) -> Void] = [
            { _ in }, { $0.isHighlighted = true }, { $0.isSelected = true }, { $0.isEnabled = false },
            {
                $0.onTintColor = .systemPink; $0.thumbTintColor = .systemYellow; $0.tintColor = .systemBlue
            },
        ]
        for row in 0..<3 {
            for (column, configure) in configure.enumerated() {
                let sw = UISwitch(frame: CGRect(x: 8 + CGFloat(column) * 59, y: 8 + CGFloat(row) * 39, width: 51, height: 31))
                configure(sw)
                sw.isOn = row == 1
                if row == 2 { sw.backgroundColor = UIColor(white: 0.85, alpha: 1) }
                sheet.addSubview(sw)
            }
        }
        return sheet
    }

    @Test("Goldens at scale 2: off, on, and off on a grey background, in each state and customized")
    func goldens() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        _ = h
        assertSnapshot(of: sheet(), as: .image, named: "states@2x")
    }

    @Test("Goldens at scale 1 and 3: off and on stay crisp", arguments: [1, 3])
    func crispGoldens(scale: Int) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: CGFloat(scale))
        _ = h
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 126, height: 47))
        sheet.backgroundColor = .white
        for column in 0..<2 {
            let sw = UISwitch(frame: CGRect(x: 8 + CGFloat(column) * 59, y: 8, width: 51, height: 31))
            sw.isOn = column == 1
            sheet.addSubview(sw)
        }
        assertSnapshot(of: sheet, as: .image, named: "offOn@\(scale)x")
    }

    @Test("Golden: the thumb half-way through an animated turn on, and pressed")
    func goldenInMotion() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 80, height: 50), scale: 2)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let sw = UISwitch(frame: CGRect(x: 14, y: 10, width: 51, height: 31))
        h.window.addSubview(sw)
        h.runTurn()
        sw.setOn(true, animated: true)
        h.advance(by: 0.12)
        assertSnapshot(of: h.render(), as: .image, named: "turningOn@2x")
        h.advance(by: 1)
        h.touchDown(at: CGPoint(x: 40, y: 25))
        h.advance(by: 1)
        assertSnapshot(of: h.render(), as: .image, named: "pressedOn@2x")
        h.touchCancel()
    }
}
