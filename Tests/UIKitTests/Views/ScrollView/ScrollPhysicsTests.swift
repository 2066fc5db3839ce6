// The scroll view's physics with numbers: no views (ScrollPhysics is a package hook).
import Foundation
import Testing
import UIKit

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("Rubber band: 0.55 of a small overshoot, less and less after, never the view's size")
    func rubberBand() {
        let d: CGFloat = 400
        #expect(abs(ScrollPhysics.rubberBand(1, dimension: d) - 0.55) < 0.001)
        #expect(abs(ScrollPhysics.rubberBand(400, dimension: d) - 400 * (1 - 1 / 1.55)) < 0.001)
        #expect(ScrollPhysics.rubberBand(100_000, dimension: d) < d)
        #expect(ScrollPhysics.rubberBand(-100, dimension: d) == -ScrollPhysics.rubberBand(100, dimension: d))
        let banded = ScrollPhysics.rubberBand(150, dimension: d)
        #expect(abs(ScrollPhysics.rubberBandInverse(banded, dimension: d) - 150) < 0.001)
        #expect(ScrollPhysics.constrain(-10, to: 0...100, dimension: d, bounces: false) == 0)
        #expect(ScrollPhysics.constrain(50, to: 0...100, dimension: d, bounces: true) == 50)
    }

    @Test("Deceleration: the velocity decays by the rate each millisecond; the distance is its integral")
    func deceleration() {
        let v: CGFloat = 1000, rate: CGFloat = 0.998
        // After 1 ms the velocity is 0.998 of itself; after 1 s, 0.998^1000.
        #expect(abs(ScrollPhysics.decelerationVelocity(from: v, rate: rate, after: 0.001) - 998) < 0.01)
        #expect(abs(ScrollPhysics.decelerationVelocity(from: v, rate: rate, after: 1) - 1000 * pow(0.998, 1000)) < 0.01)
        // Stops at 10 pt/s: t = ln(10/1000) / (1000 ln 0.998) ≈ 2.3 s.
        let duration = ScrollPhysics.decelerationDuration(from: v, rate: rate)
        #expect(abs(duration - log(0.01) / (1000 * log(0.998))) < 1e-9)
        // The distance travelled: v (rate^(1000 t) - 1) / (1000 ln rate) = (1000 - 10) / (-1000 ln 0.998) pt ≈ 494.5 pt.
        let target = ScrollPhysics.decelerationTarget(from: 0, velocity: v, rate: rate)
        #expect(abs(target - 990 / (-1000 * log(0.998))) < 0.001)
        #expect(abs(target - 494.5) < 0.1)
        // The fast rate stops much sooner: (1000 - 10) / (-1000 ln 0.99) ≈ 98.5 pt.
        #expect(abs(ScrollPhysics.decelerationTarget(from: 0, velocity: v, rate: 0.99) - 98.5) < 0.1)
        // Reaching an edge 100 pt away: when the distance equals 100.
        let hit = ScrollPhysics.decelerationTime(from: 0, velocity: v, rate: rate, reaching: 100)!
        #expect(abs(ScrollPhysics.decelerationDistance(from: v, rate: rate, after: hit) - 100) < 1e-6)
        #expect(ScrollPhysics.decelerationTime(from: 0, velocity: v, rate: rate, reaching: 600) == nil)
    }

    @Test("Spring: critically damped, it returns without oscillating and comes to rest")
    func spring() {
        var crossed = false
        for step in 1...60 {
            let state = ScrollPhysics.spring(from: -80, velocity: 0, target: 0, after: CGFloat(step) / 60)
            if state.position > 0.001 { crossed = true }
        }
        #expect(!crossed)
        let end = ScrollPhysics.spring(from: -80, velocity: 0, target: 0, after: 1)
        #expect(ScrollPhysics.springIsAtRest(position: end.position, velocity: end.velocity, target: 0))
        // A flick at the edge goes out, then back: the peak is v / (ω e).
        let peak = ScrollPhysics.spring(from: 0, velocity: 1500, target: 0, after: 1 / ScrollPhysics.springFrequency)
        #expect(abs(peak.position - 1500 / (ScrollPhysics.springFrequency * CGFloat(M_E))) < 0.001)
    }

    @Test("Paging targets: nearest page when slow, next page in the flick's direction when quick")
    func pagingTargets() {
        let range: ClosedRange<CGFloat> = 0...640
        #expect(ScrollPhysics.pagingTarget(position: 200, velocity: 0, pageSize: 320, startPage: 0, range: range) == 320)
        #expect(ScrollPhysics.pagingTarget(position: 100, velocity: 0, pageSize: 320, startPage: 0, range: range) == 0)
        #expect(ScrollPhysics.pagingTarget(position: 60, velocity: 1000, pageSize: 320, startPage: 0, range: range) == 320)
        #expect(ScrollPhysics.pagingTarget(position: 600, velocity: 5000, pageSize: 320, startPage: 1, range: range) == 640)
        #expect(ScrollPhysics.pagingTarget(position: 700, velocity: 5000, pageSize: 320, startPage: 2, range: range) == 640)
        #expect(ScrollPhysics.pagingTarget(position: -30, velocity: -900, pageSize: 320, startPage: 0, range: range) == 0)
        // A last page shorter than the view ends at the content's end.
        #expect(ScrollPhysics.pagingTarget(position: 500, velocity: 0, pageSize: 320, startPage: 1, range: 0...500) == 500)
    }
}
