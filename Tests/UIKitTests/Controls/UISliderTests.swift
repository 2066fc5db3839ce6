// UISlider: range and clamping, drags (continuous or not), the thumb as the only handle, the event
// sequences, setValue(_:animated:), the four rect methods and the seed's overrides (E11.1-E11.4), tints,
// images per state, accessibility, appearance, and goldens at scale 2. Public API and UIKitTesting only.
// Each golden was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISlider")
struct UISliderTests {
    typealias EventLog = UIControlTests.EventLog

    /// A 200x31 slider at (20, 100) in a white 320x480 window at scale 1, its events logged. Its track
    /// runs from x 2 to 198 (slider coordinates); the thumb's centre from 14 (value 0) to 186 (value 1).
    func scene(_ slider: UISlider = UISlider()) -> (UIKitTestHarness, UISlider, EventLog) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        h.window.backgroundColor = .white
        slider.frame = CGRect(x: 20, y: 100, width: 200, height: 31)
        h.window.addSubview(slider)
        let log = EventLog()
        log.attach(to: slider)
        h.runTurn()
        return (h, slider, log)
    }

    /// `x`, `y` in the slider's coordinates, in the window's.
    func at(_ x: CGFloat, _ y: CGFloat = 15.5) -> CGPoint { CGPoint(x: 20 + x, y: 100 + y) }

    func pixel(_ h: UIKitTestHarness, _ point: CGPoint) -> [UInt8] { Pixels(h.render())[Int(point.x), Int(point.y)] }

    static func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            color.setFill(); UIRectFill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: Range and value

    @Test(
        "Defaults: value 0, minimum 0, maximum 1, continuous; min 10, max 20, value 15 read back (spec 000 #131, spec 001-003 #106, spec 004 T052)"
    )
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.minimumValueImage == nil && slider.maximumValueImage == nil)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        slider.maximumValue = 20
        slider.minimumValue = 10
        slider.value = 15
        #expect(slider.minimumValue == 10 && slider.maximumValue == 20 && slider.value == 15)
    }

    @Test("The value is clamped into the range; NaN is ignored; infinities clamp (spec 001-003 #107, spec 004 T053)")
    func clamping() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0.5)
        slider.setValue(.infinity, animated: true)
        #expect(slider.value == 1)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 5
        #expect(slider.value == 10)
    }

    @Test(
        "A minimum above the maximum raises the maximum, a maximum below the minimum lowers the minimum (Apple); the value follows; NaN and infinite bounds are ignored"
    )
    func minAboveMax() {
        let slider = UISlider()
        slider.value = 0.5
        slider.minimumValue = 3
        #expect(slider.minimumValue == 3 && slider.maximumValue == 3 && slider.value == 3)
        slider.maximumValue = -2
        #expect(slider.minimumValue == -2 && slider.maximumValue == -2 && slider.value == -2)
        slider.minimumValue = .nan
        slider.maximumValue = .infinity
        #expect(slider.minimumValue == -2 && slider.maximumValue == -2)
        // An empty range draws the thumb at the start, not at NaN.
        let thumb = slider.thumbRect(
            forBounds: CGRect(x: 0, y: 0, width: 200, height: 31),
            trackRect: CGRect(x: 2, y: 15, width: 196, height: 2), value: -2)
        #expect(thumb.minX == 0)
    }

    @Test(
        "setValue(_:animated: true) reads the new value at once, sends nothing, and slides the thumb there (spec 000 #136, spec 004 T056)")
    func animatedSetValue() {
        let (h, slider, log) = scene()
        slider.setValue(0.8, animated: true)
        #expect(slider.value == 0.8)
        h.advance(by: 0.1)
        // The thumb's centre goes from 14 to 14 + 0.8 x 172 = 151.6: part-way, it has not reached 140 yet.
        #expect(Pixels.close(pixel(h, at(140, 16)), [183, 183, 183, 255]), "still the grey track")
        h.advance(by: 0.5)
        #expect(Pixels.close(pixel(h, at(140, 16)), [255, 255, 255, 255]), "the thumb")
        #expect(log.names.isEmpty)
        slider.value = 0.1
        #expect(log.names.isEmpty)
    }

    // MARK: Dragging the thumb

    @Test(
        "Continuous: a drag of the thumb sends valueChanged as it moves, non-decreasing, ending at the maximum (spec 000 #132, spec 001-003 #108, #110, spec 004 T054)"
    )
    func continuousDrag() {
        let (h, slider, _) = scene()
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        h.drag(from: at(14), to: at(260), steps: 10)
        #expect(values.count >= 5)
        #expect(values == values.sorted())
        #expect(slider.value == 1 && values.last == 1)
        h.drag(from: at(186), to: at(-40), steps: 5)
        #expect(slider.value == 0)
    }

    @Test("Not continuous: the same drag sends exactly one valueChanged, on release (spec 000 #133, spec 001-003 #109, spec 004 T055)")
    func nonContinuousDrag() {
        let (h, slider, log) = scene()
        slider.isContinuous = false
        h.touchDown(at: at(14))
        for step in 1...10 { h.touchMove(to: at(14 + CGFloat(step) * 20)) }
        #expect(!log.names.contains("valueChanged"))
        #expect(slider.value == 1)
        h.touchUp()
        #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
        #expect(log.collapsed == ["down", "dragInside", "valueChanged", "upInside"])
    }

    @Test(
        "The value follows the thumb's centre, keeping where the finger grabbed it; the thumb's centre sits at (value − min)/(max − min) of its travel (spec 000 #143)"
    )
    func valueFollowsThumb() {
        let (h, slider, _) = scene()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: 20)
        #expect(track == CGRect(x: 2, y: 15, width: 196, height: 2))
        #expect(thumb.size == CGSize(width: 28, height: 28) && thumb.midX == 100 && thumb.midY == track.midY)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 10).minX == 0)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 30).maxX == 200)
        // Grab the thumb 6 pt right of its centre and move 43 pt: a quarter of the 172 pt travel.
        h.touchDown(at: at(106))
        h.touchMove(to: at(149))
        #expect(abs(slider.value - 25) < 0.001)
        h.touchUp()
    }

    @Test("Highlighted while the thumb is held, not after release (spec 000 #134)")
    func highlighted() {
        let (h, slider, _) = scene()
        h.touchDown(at: at(14))
        #expect(slider.isHighlighted && slider.isTracking)
        h.touchMove(to: at(60))
        #expect(slider.isHighlighted)
        h.touchUp()
        #expect(!slider.isHighlighted && !slider.isTracking)
    }

    @Test("A tap or drag on the track away from the thumb changes nothing and sends no event at all (spec 000 #135)")
    func trackTapDoesNothing() {
        let (h, slider, log) = scene()
        h.tap(at: at(120))
        h.drag(from: at(120), to: at(180))
        #expect(slider.value == 0 && !slider.isHighlighted)
        #expect(log.names.isEmpty)
    }

    @Test("Only the part of the thumb inside the slider's bounds is draggable (spec 000 #146)")
    func thumbOutsideBounds() {
        let (h, slider, log) = scene()
        slider.frame = CGRect(x: 20, y: 100, width: 200, height: 20)  // the 28 pt thumb overhangs 4 pt above and below
        h.runTurn()
        h.drag(from: at(14, 22), to: at(150, 22))
        #expect(slider.value == 0 && log.names.isEmpty)
        h.drag(from: at(14, 10), to: at(100, 10))
        #expect(slider.value > 0.4)
    }

    @Test("Event sequences: drag out past the slop and back, release outside, cancel; valueChanged comes before each move's drag events")
    func eventSequences() {
        let (h, slider, log) = scene()
        h.touchDown(at: at(14))
        h.touchMove(to: at(60))
        h.touchMove(to: at(60, 200))
        h.touchMove(to: at(80))
        h.touchUp()
        #expect(
            log.collapsed == [
                "down", "valueChanged", "dragInside", "exit", "dragOutside", "valueChanged", "enter", "dragInside", "upInside",
            ])

        log.names = []
        let start = slider.value
        h.touchDown(
            at: at(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: start).midX))
        h.touchMove(to: at(150, 200))
        h.touchUp()
        #expect(log.collapsed == ["down", "valueChanged", "exit", "dragOutside", "upOutside"])
        #expect(slider.value > start)

        log.names = []
        slider.value = 0
        h.touchDown(at: at(14))
        h.touchMove(to: at(100))
        h.touchCancel()
        #expect(log.collapsed == ["down", "valueChanged", "dragInside", "cancel"])
        #expect(slider.value > 0 && !slider.isHighlighted)
    }

    @Test("Not continuous, a cancelled drag puts the value back and sends no valueChanged")
    func nonContinuousCancel() {
        let (h, slider, log) = scene()
        slider.isContinuous = false
        h.touchDown(at: at(14))
        h.touchMove(to: at(100))
        h.touchCancel()
        #expect(slider.value == 0)
        #expect(log.collapsed == ["down", "dragInside", "cancel"])
    }

    @Test("E8: a typed target's valueChanged: method gets the slider as sender on a drag (spec 004 T059)")
    func targetAction() {
        final class Controller: NSObject {
            var senders: [UISlider] = []
            func valueChanged(_ sender: UISlider) { senders.append(sender) }
        }
        let (h, slider, _) = scene()
        let controller = Controller()
        slider.addTarget(controller, action: Controller.valueChanged, for: .valueChanged)
        h.drag(from: at(14), to: at(100), steps: 3)
        #expect(!controller.senders.isEmpty && controller.senders.allSatisfy { $0 === slider })
    }

    @Test("A disabled slider ignores drags")
    func disabled() {
        let (h, slider, log) = scene()
        slider.isEnabled = false
        h.drag(from: at(14), to: at(150))
        #expect(slider.value == 0 && log.names.isEmpty)
    }

    // MARK: The seed's tap-to-set example

    /// Seed 000 E11.1: a tap recognizer on the slider sets the value where the track was tapped.
    @MainActor final class TapToSet: NSObject {
        func tapped(_ g: UITapGestureRecognizer) {
            let s = g.view as! UISlider
            if s.isHighlighted { return }  // tap on the thumb, let slider deal with it
            let pt = g.location(in: s)
            let track = s.trackRect(forBounds: s.bounds)
            if !track.insetBy(dx: 0, dy: -10).contains(pt) { return }
            let percentage = Float(pt.x / s.bounds.size.width)
            let delta = percentage * (s.maximumValue - s.minimumValue)
            let value = s.minimumValue + delta
            s.setValue(value, animated: true)
        }
    }

    @Test("E11.1: a tap at x 50 in the track's band sets 0.25; 20 pt below it, or on the thumb, nothing (spec 000 #137)")
    func tapToSet() {
        let (h, slider, _) = scene()
        slider.frame = CGRect(x: 20, y: 100, width: 200, height: 60)  // room below the track
        h.runTurn()
        let handler = TapToSet()
        slider.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: TapToSet.tapped))
        let trackY = slider.trackRect(forBounds: slider.bounds).midY
        h.tap(at: at(50, trackY + 20))
        h.advance(by: 0.5)
        #expect(slider.value == 0)
        h.tap(at: at(50, trackY + 5))
        h.advance(by: 0.5)
        #expect(slider.value == 0.25)
        // The thumb now sits at 0.25: a tap on it leaves the value alone.
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.25)
        h.tap(at: at(thumb.midX + 8, trackY))
        h.advance(by: 0.5)
        #expect(slider.value == 0.25)
    }

    // MARK: Colours and images

    @Test(
        "The left track takes the tint, or minimumTrackTintColor; the right one is light grey, or maximumTrackTintColor (spec 000 #138, #139, spec 001-003 #111)"
    )
    func trackColours() {
        let (h, slider, _) = scene()
        slider.value = 0.5
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(30, 16)), [0, 122, 255, 255]))
        #expect(Pixels.close(pixel(h, at(170, 16)), [183, 183, 183, 255]))
        slider.tintColor = .orange
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(30, 16)), [255, 128, 0, 255]))
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(30, 16)), [255, 0, 0, 255]))
        #expect(Pixels.close(pixel(h, at(170, 16)), [0, 0, 255, 255]))
    }

    @Test("thumbTintColor tints the default thumb (DIRECTION overrides spec 000 #140)")
    func thumbTint() {
        let (h, slider, _) = scene()
        #expect(Pixels.close(pixel(h, at(14, 15)), [255, 255, 255, 255]))
        slider.thumbTintColor = .green
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(14, 15)), [0, 255, 0, 255]))
    }

    @Test("Value images: nil by default; set, they sit at the ends and the track shrinks to make room (spec 000 #141, spec 004 T057)")
    func valueImages() {
        let (h, slider, _) = scene()
        let full = slider.trackRect(forBounds: slider.bounds)
        slider.minimumValueImage = Self.swatch(.red, CGSize(width: 20, height: 20))
        slider.maximumValueImage = Self.swatch(.blue, CGSize(width: 24, height: 24))
        h.runTurn()
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 6, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 176, y: 4, width: 24, height: 24))
        #expect(track.minX == 28 && track.maxX == 168 && track.width < full.width)
        #expect(Pixels.close(pixel(h, at(10)), [255, 0, 0, 255]))
        #expect(Pixels.close(pixel(h, at(188)), [0, 0, 255, 255]))
    }

    /// Seed 000 E11.2: the value images moved 31 pt out, the track the slider's full width.
    final class WideTrackSlider: UISlider {
        override func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
            super.maximumValueImageRect(forBounds: bounds).offsetBy(dx: 31, dy: 0)
        }
        override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
            super.minimumValueImageRect(forBounds: bounds).offsetBy(dx: -31, dy: 0)
        }
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            var result = super.trackRect(forBounds: bounds)
            result.origin.x = 0
            result.size.width = bounds.size.width
            return result
        }
    }

    @Test("E11.2: the track spans the full width; the value images drawn 31 pt outside the bounds stay visible (spec 000 #142)")
    func wideTrack() {
        let (h, slider, _) = scene(WideTrackSlider())
        slider.minimumValueImage = Self.swatch(.red, CGSize(width: 20, height: 20))
        slider.maximumValueImage = Self.swatch(.blue, CGSize(width: 20, height: 20))
        slider.backgroundColor = .green
        slider.value = 0.5
        h.runTurn()
        #expect(slider.trackRect(forBounds: slider.bounds).width == 200)
        #expect(Pixels.close(pixel(h, at(-15)), [255, 0, 0, 255]), "left image, outside")
        #expect(Pixels.close(pixel(h, at(221)), [0, 0, 255, 255]), "right image, outside")
        #expect(Pixels.close(pixel(h, at(1, 16)), [0, 122, 255, 255]), "the track starts at x 0")
    }

    /// Seed 000 E11.3: the thumb drawn 7 pt higher.
    final class RaisedThumbSlider: UISlider {
        override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            super.thumbRect(forBounds: bounds, trackRect: rect, value: value).offsetBy(dx: 0, dy: -7)
        }
    }

    @Test("E11.3: the overridden thumb rect draws the thumb 7 pt up, and still drags (spec 000 #144)")
    func raisedThumb() {
        let (h, slider, _) = scene(RaisedThumbSlider())
        slider.thumbTintColor = .red
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(14, 5)), [255, 0, 0, 255]), "7 pt above where the thumb would be")
        #expect(!Pixels.close(pixel(h, at(14, 26)), [255, 0, 0, 255], tolerance: 40), "its old lower part is empty")
        h.drag(from: at(14, 8), to: at(186, 8))
        #expect(slider.value == 1)
    }

    @Test(
        "Thumb images per state: normal shows, highlighted while held, disabled when disabled; current… getters follow (spec 000 #145, spec 001-003 #112)"
    )
    func thumbImages() {
        let (h, slider, _) = scene()
        let normal = Self.swatch(.red, CGSize(width: 20, height: 20))
        let pressed = Self.swatch(.blue, CGSize(width: 20, height: 20))
        let disabled = Self.swatch(.green, CGSize(width: 20, height: 20))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.setThumbImage(disabled, for: .disabled)
        h.runTurn()
        #expect(slider.thumbImage(for: .normal) === normal && slider.thumbImage(for: .selected) === normal)
        #expect(slider.currentThumbImage === normal)
        // A 20 pt thumb travels from 10 to 190.
        #expect(Pixels.close(pixel(h, at(10)), [255, 0, 0, 255]))
        h.touchDown(at: at(10))
        #expect(slider.currentThumbImage === pressed)
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(10)), [0, 0, 255, 255]))
        h.touchUp()
        slider.isEnabled = false
        h.runTurn()
        #expect(slider.currentThumbImage === disabled)
        #expect(Pixels.close(pixel(h, at(10)), [127, 255, 127, 255], tolerance: 4), "green, faded")
    }

    @Test("Track images: the left one grows and the right one shrinks as the value rises, caps kept (spec 000 #147, #148, spec 004 T058)")
    func trackImages() {
        let (h, slider, _) = scene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // 15x15: red 7 pt caps, a yellow centre column.
        let coin = UIGraphicsImageRenderer(size: CGSize(width: 15, height: 15), format: format).image { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 15, height: 15))
            UIColor.yellow.setFill(); UIRectFill(CGRect(x: 7, y: 0, width: 1, height: 15))
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7), resizingMode: .stretch)
        slider.setMinimumTrackImage(coin, for: .normal)
        slider.setMaximumTrackImage(coin, for: .normal)
        slider.thumbTintColor = .black
        slider.value = 0.25
        h.runTurn()
        #expect(slider.currentMinimumTrackImage === coin && slider.currentMaximumTrackImage === coin)
        #expect(Pixels.close(pixel(h, at(4, 10)), [255, 0, 0, 255]), "left cap")
        #expect(Pixels.close(pixel(h, at(30, 10)), [255, 255, 0, 255]), "stretched centre")
        #expect(Pixels.close(pixel(h, at(194, 10)), [255, 0, 0, 255]), "right cap")
        #expect(Pixels.close(pixel(h, at(120, 10)), [255, 255, 0, 255]), "right image's stretched centre")
        slider.value = 0.75
        h.runTurn()
        #expect(Pixels.close(pixel(h, at(120, 10)), [255, 255, 0, 255]), "now the left image's centre")
        #expect(Pixels.close(pixel(h, at(194, 10)), [255, 0, 0, 255]))
    }

    @Test("Intrinsic size: no width, 31 pt high; taller for a taller thumb image")
    func intrinsicSize() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        slider.setThumbImage(Self.swatch(.red, CGSize(width: 40, height: 40)), for: .normal)
        #expect(slider.intrinsicContentSize.height == 40)
    }

    // MARK: Accessibility and appearance

    @Test("Accessibility: adjustable, value as a percentage of the range; increment and decrement move 10% and send valueChanged")
    func accessibility() {
        let (_, slider, log) = scene()
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value == 22 && slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 18)
        #expect(log.names == ["valueChanged", "valueChanged", "valueChanged"])
        slider.value = 30
        slider.accessibilityIncrement()
        #expect(slider.value == 30 && log.names.count == 3)
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("Appearance: track tints and per-state thumb images from the proxy apply as the slider enters a window; the instance's own wins")
    func appearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let knob = Self.swatch(.red, CGSize(width: 20, height: 20))
        UISlider.appearance().minimumTrackTintColor = .orange
        UISlider.appearance().setThumbImage(knob, for: .highlighted)
        let plain = UISlider(), own = UISlider()
        own.minimumTrackTintColor = .purple
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.minimumTrackTintColor == .orange && own.minimumTrackTintColor == .purple)
        #expect(plain.thumbImage(for: .highlighted) === knob && plain.thumbImage(for: .normal) == nil)
        #expect(UISlider.appearance().thumbImage(for: .highlighted) === knob)
    }

    // MARK: Goldens

    /// A 15x15 gold coin with a darker rim (seed 000's coin.png stand-in).
    static var coin: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 15, height: 15), format: format).image { _ in
            UIColor(red: 0.72, green: 0.53, blue: 0.04, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 15, height: 15)).fill()
            UIColor(red: 1, green: 0.84, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 12, height: 12)).fill()
        }
    }

    /// Sliders 200 pt wide, 39 pt apart, on white: one per state and customization.
    func sheet() -> UIView {
        let makers: [() -> UISlider] = [
            { UISlider() },
            {
                let s = UISlider(); s.isHighlighted = true; return s
            },
            {
                let s = UISlider(); s.isSelected = true; return s
            },
            {
                let s = UISlider(); s.isEnabled = false; return s
            },
            {
                let s = UISlider(); s.minimumTrackTintColor = .systemPink; s.maximumTrackTintColor = .systemYellow;
                s.thumbTintColor = .systemBlue; return s
            },
            {
                let s = UISlider(); s.minimumValueImage = Self.swatch(.darkGray, CGSize(width: 12, height: 12));
                s.maximumValueImage = Self.swatch(.darkGray, CGSize(width: 20, height: 20)); return s
            },
            {
                let s = UISlider();
                let c = Self.coin.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7), resizingMode: .stretch)
                s.setMinimumTrackImage(c, for: .normal); s.setMaximumTrackImage(c, for: .normal); return s
            },
            {
                let s = WideTrackSlider(); s.backgroundColor = UIColor(red: 0.6, green: 0.9, blue: 0.6, alpha: 1)
                s.minimumValueImage = Self.swatch(.darkGray, CGSize(width: 16, height: 16));
                s.maximumValueImage = Self.swatch(.darkGray, CGSize(width: 16, height: 16)); return s
            },
            { RaisedThumbSlider() },
        ]
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 12 + CGFloat(makers.count) * 39))
        sheet.backgroundColor = .white
        for (row, make) in makers.enumerated() {
            let slider = make()
            slider.frame = CGRect(x: 40, y: 10 + CGFloat(row) * 39, width: 200, height: 31)
            slider.value = 0.3
            sheet.addSubview(slider)
        }
        return sheet
    }

    @Test("Goldens at scale 2: normal, highlighted, selected, disabled, tinted, value images, the coin track (E11.4), E11.2, E11.3")
    func goldens() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        _ = h
        assertSnapshot(of: sheet(), as: .image, named: "states@2x")
    }
}

@MainActor
@Suite("UISlider crispness")
struct UISliderCrispnessTests {
    @Test("At scale 1, 2 and 3 the 2 pt track covers whole pixel rows: solid tint, nothing bleeding above or below", arguments: [1, 2, 3])
    func crisp(scale: Int) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: CGFloat(scale))
        h.window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.value = 1
        h.window.addSubview(slider)
        h.runTurn()
        let track = slider.convert(slider.trackRect(forBounds: slider.bounds), to: nil)
        let pixels = Pixels(h.render())
        let s = CGFloat(scale)
        let x = Int(100 * s)
        let top = Int((track.minY * s).rounded()), bottom = Int((track.maxY * s).rounded())
        #expect(CGFloat(top) == track.minY * s && CGFloat(bottom) == track.maxY * s, "on pixel boundaries: \(track)")
        for row in top..<bottom { #expect(Pixels.close(pixels[x, row], [0, 122, 255, 255]), "row \(row): \(pixels[x, row])") }
        #expect(Pixels.close(pixels[x, top - 1], [255, 255, 255, 255]))
        #expect(Pixels.close(pixels[x, bottom], [255, 255, 255, 255]))
    }
}
