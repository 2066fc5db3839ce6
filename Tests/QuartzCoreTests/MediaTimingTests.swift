// Timing functions (Core Animation's named curves and custom control points) and the timing model
// (begin time, speed, offset, repeats, autoreverse, fill modes) as pure values.
@testable import QuartzCore
import Testing

@Suite("Media timing")
struct MediaTimingTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(a - b) <= tolerance }

    @Test("Named functions have Core Animation's control points and the curves CSS shares with them")
    func namedFunctions() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let f = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 0..<4 {
                var pair: [Float] = [0, 0]
                f.getControlPoint(at: index, values: &pair)
                values += pair
            }
            return values
        }
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        // The same curves as CSS's ease-in (0.315), ease-out (0.685), ease-in-out (0.5) and ease (0.802) at x = 0.5.
        #expect(close(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5), 0.3153))
        #expect(close(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5), 0.6847))
        #expect(close(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5), 0.5))
        #expect(close(CAMediaTimingFunction(name: .default).progress(at: 0.5), 0.8024))
        #expect(CAMediaTimingFunction(name: .linear).progress(at: 0.37) == 0.37)
    }

    @Test("Custom curves: monotonic in time, may overshoot in value; bad input is linear or clamped")
    func customCurves() {
        let overshoot = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        let samples = stride(from: 0.0, through: 1.0, by: 0.05).map { overshoot.progress(at: $0) }
        #expect(samples.max()! > 1, "y may leave 0...1")
        #expect(samples.first == 0 && close(samples.last!, 1, 1e-9))
        #expect(CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1).progress(at: 0.3) == 0.3)
        #expect(CAMediaTimingFunction(name: .easeIn).progress(at: -1) == 0 && CAMediaTimingFunction(name: .easeIn).progress(at: 2) == 1)
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    }

    final class Timing: CAMediaTiming {
        var beginTime: CFTimeInterval = 10
        var timeOffset: CFTimeInterval = 0
        var repeatCount: Float = 0
        var repeatDuration: CFTimeInterval = 0
        var duration: CFTimeInterval = 2
        var speed: Float = 1
        var autoreverses = false
        var fillMode = CAMediaTimingFillMode.removed
    }

    private func fraction(_ timing: Timing, _ t: Double) -> Double? { MediaTimingModel.fraction(of: timing, at: t) }

    @Test("One pass from beginTime; nothing before or after without a fill mode; 0 duration means 0.25 s")
    func onePass() {
        let timing = Timing()
        #expect(fraction(timing, 9.9) == nil && fraction(timing, 10) == 0 && fraction(timing, 11) == 0.5 && fraction(timing, 12) == nil)
        timing.fillMode = .forwards
        #expect(fraction(timing, 9.9) == nil && fraction(timing, 15) == 1)
        timing.fillMode = .backwards
        #expect(fraction(timing, 9.9) == 0 && fraction(timing, 15) == nil)
        timing.fillMode = .both
        #expect(fraction(timing, 0) == 0 && fraction(timing, 99) == 1)
        timing.duration = 0
        #expect(fraction(timing, 10.125) == 0.5)
    }

    @Test("speed and timeOffset scale and shift local time")
    func speedAndOffset() {
        let timing = Timing()
        timing.speed = 2
        #expect(fraction(timing, 10.5) == 0.5 && fraction(timing, 11.1) == nil)
        timing.speed = 1
        timing.timeOffset = 1
        #expect(fraction(timing, 10) == 0.5)
        timing.speed = 0
        #expect(fraction(timing, 50) == 0.5, "a stopped animation stays at its offset")
    }

    @Test("repeatCount (fractional, infinite), repeatDuration and autoreverses")
    func repeats() {
        let timing = Timing()
        timing.repeatCount = 2.5
        #expect(fraction(timing, 13) == 0.5 && fraction(timing, 14.5) == 0.25 && fraction(timing, 15.1) == nil)
        timing.fillMode = .forwards
        #expect(fraction(timing, 20) == 0.5, "ends halfway through its third pass")
        timing.repeatCount = .infinity
        #expect(fraction(timing, 1011) == 0.5)
        timing.repeatCount = 0
        timing.repeatDuration = 3
        #expect(fraction(timing, 12.5) == 0.25 && fraction(timing, 14) == 0.5)
        timing.repeatDuration = 0
        timing.autoreverses = true
        #expect(fraction(timing, 11) == 0.5 && fraction(timing, 12) == 1 && fraction(timing, 13) == 0.5)
        #expect(fraction(timing, 20) == 0, "an autoreversed pass ends where it began")
        timing.repeatCount = 2
        #expect(fraction(timing, 15) == 0.5 && fraction(timing, 17) == 0.5 && fraction(timing, 18.5) == 0)
    }
}
