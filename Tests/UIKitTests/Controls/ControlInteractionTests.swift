// The switch's and the slider's touch logic without views, driven with numbers: tap versus slide, where
// the thumb goes, what a release decides; clamping and the value's place along the thumb's travel.
@testable import UIKit
import Testing

@MainActor
@Suite("Switch and slider interaction logic")
struct ControlInteractionTests {
    @Test("Switch: a touch that moves less than the threshold is a tap, toggling only when lifted inside")
    func switchTap() {
        var interaction = SwitchInteraction()
        interaction.begin(atX: 10, isOn: false)
        interaction.move(toX: 10 + SwitchInteraction.dragThreshold - 1)
        #expect(interaction.phase == .pressed && interaction.isPressed)
        #expect(interaction.thumbPosition(isOn: false) == 0)
        #expect(interaction.end(isOn: false, inside: true) == true)
        #expect(interaction.phase == .idle && !interaction.isPressed)
        interaction.begin(atX: 10, isOn: true)
        #expect(interaction.end(isOn: true, inside: false) == true)
    }

    @Test("Switch: a slide moves the thumb with the finger, clamped; the middle decides, counting as on")
    func switchSlide() {
        var interaction = SwitchInteraction()
        interaction.begin(atX: 10, isOn: false)
        interaction.move(toX: 15)
        #expect(interaction.phase == .dragging)
        #expect(interaction.thumbPosition(isOn: false) == 5 / SwitchInteraction.thumbTravel)
        #expect(!interaction.showsOnTrack(isOn: false))
        interaction.move(toX: 10 + SwitchInteraction.thumbTravel / 2)
        #expect(interaction.thumbPosition(isOn: false) == 0.5 && interaction.showsOnTrack(isOn: false))
        #expect(interaction.end(isOn: false, inside: false) == true)
        interaction.begin(atX: 30, isOn: true)
        interaction.move(toX: 500)
        #expect(interaction.thumbPosition(isOn: true) == 1)
        interaction.move(toX: -500)
        #expect(interaction.thumbPosition(isOn: true) == 0)
        interaction.move(toX: .nan)
        #expect(interaction.thumbPosition(isOn: true) == 0)
        #expect(interaction.end(isOn: true, inside: true) == false)
    }

    @Test("Switch: cancel returns to idle; an idle release changes nothing")
    func switchCancel() {
        var interaction = SwitchInteraction()
        interaction.begin(atX: 0, isOn: false)
        interaction.move(toX: 30)
        interaction.cancel()
        #expect(interaction.phase == .idle && interaction.thumbPosition(isOn: false) == 0)
        #expect(interaction.end(isOn: false, inside: true) == false)
    }

    @Test("Slider: clamping, fraction (0 for an empty range), and the thumb's centre along the track")
    func sliderNumbers() {
        #expect(SliderInteraction.clamp(5, 0, 1) == 1 && SliderInteraction.clamp(-.infinity, 0, 1) == 0)
        #expect(SliderInteraction.fraction(of: 15, 10, 20) == 0.5)
        #expect(SliderInteraction.fraction(of: 3, 3, 3) == 0)
        let track = CGRect(x: 2, y: 14, width: 196, height: 2)
        #expect(SliderInteraction.thumbCenterX(fraction: 0, track: track, thumbWidth: 28) == 14)
        #expect(SliderInteraction.thumbCenterX(fraction: 1, track: track, thumbWidth: 28) == 186)
        #expect(SliderInteraction.thumbCenterX(fraction: 0.5, track: CGRect(x: 0, y: 0, width: 10, height: 2), thumbWidth: 28) == 5)
    }

    @Test("Slider: the value for a thumb centre, clamped to the range; a degenerate travel gives the minimum")
    func sliderValueForPosition() {
        #expect(SliderInteraction.value(forThumbCenterX: 100, minimumCenterX: 14, maximumCenterX: 186, 0, 1) == 0.5)
        #expect(SliderInteraction.value(forThumbCenterX: 400, minimumCenterX: 14, maximumCenterX: 186, 10, 20) == 20)
        #expect(SliderInteraction.value(forThumbCenterX: -40, minimumCenterX: 14, maximumCenterX: 186, 10, 20) == 10)
        #expect(SliderInteraction.value(forThumbCenterX: 50, minimumCenterX: 14, maximumCenterX: 14, 10, 20) == 10)
        #expect(SliderInteraction.value(forThumbCenterX: .nan, minimumCenterX: 14, maximumCenterX: 186, 10, 20) == 10)
    }

    @Test("Slider: a drag keeps the offset where the finger grabbed the thumb, and remembers the start value")
    func sliderDrag() {
        var interaction = SliderInteraction()
        interaction.begin(touchX: 106, thumbCenterX: 100, value: 0.5)
        #expect(interaction.isDragging && interaction.startValue == 0.5)
        #expect(interaction.thumbCenterX(forTouchX: 150) == 144)
        interaction.end()
        #expect(!interaction.isDragging)
    }
}
