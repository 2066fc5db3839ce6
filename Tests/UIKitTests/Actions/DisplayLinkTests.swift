// CADisplayLink and CACurrentMediaTime on UIKit's run loop and clock (the harness's virtual clock).
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("CADisplayLink")
struct DisplayLinkTests {
    final class Animator {
        var frames: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            frames.append(link.timestamp)
            durations.append(link.duration)
            targets.append(link.targetTimestamp)
        }
        var ticks = 0
        func tick() { ticks += 1 }
    }

    @Test("CACurrentMediaTime is UIKit's clock: it moves exactly as the harness advances")
    func mediaTime() {
        let h = UIKitTestHarness()
        let start = CACurrentMediaTime()
        h.advance(by: 2.5)
        #expect(CACurrentMediaTime() - start == 2.5)
    }

    @Test("A link fires every frame, 60 per second, with the frame's timestamp and the next one's")
    func firesEveryFrame() {
        let h = UIKitTestHarness()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.step)
        let start = CACurrentMediaTime()
        h.advance(by: 0.5)
        #expect(animator.frames.isEmpty, "not scheduled until added to the run loop")
        link.add(to: .main, forMode: .common)
        h.advance(by: 1)
        #expect(animator.frames.count == 60)
        #expect(abs(animator.frames[0] - (start + 0.5 + 1.0 / 60)) < 1e-9)
        #expect(zip(animator.frames, animator.frames.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(animator.durations.allSatisfy { abs($0 - 1.0 / 60) < 1e-12 })
        #expect(zip(animator.targets, animator.frames).allSatisfy { abs($0 - $1 - 1.0 / 60) < 1e-12 })
        link.invalidate()
    }

    @Test("preferredFramesPerSecond sets the rate (0 and values above 60 mean 60)")
    func rate() {
        let h = UIKitTestHarness()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Animator.tick)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        h.advance(by: 1)
        #expect(animator.ticks == 30 && abs(link.duration - 1.0 / 30) < 1e-12)
        link.preferredFramesPerSecond = 120
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        link.invalidate()
    }

    @Test("Paused, removed or invalidated, a link stops; the run loop holds it and it holds its target until invalidated")
    func lifecycle() {
        let h = UIKitTestHarness()
        weak var weakAnimator: Animator?
        weak var weakLink: CADisplayLink?
        do {
            let animator = Animator()
            weakAnimator = animator
            let link = CADisplayLink(target: animator, selector: Animator.tick)
            weakLink = link
            link.add(to: .main, forMode: .common)
        }
        h.advance(by: 0.1)
        #expect(weakLink != nil && weakAnimator != nil, "the run loop keeps the link, the link its target")
        #expect(weakAnimator?.ticks == 6)
        let link = weakLink
        link?.isPaused = true
        h.advance(by: 0.1)
        #expect(weakAnimator?.ticks == 6)
        link?.isPaused = false
        link?.remove(from: .main, forMode: .common)
        h.advance(by: 0.1)
        #expect(weakAnimator?.ticks == 6)
        link?.add(to: .main, forMode: .common)
        h.advance(by: 0.1)
        #expect(weakAnimator?.ticks == 12)
        link?.invalidate()
        h.advance(by: 0.1)
        #expect(weakAnimator == nil, "invalidating releases the target")
        link?.add(to: .main, forMode: .common)
        h.advance(by: 0.1)
    }
}
