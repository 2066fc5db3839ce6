// CATransaction: completion blocks run after the commit; settings nest.
import QuartzCore
import Testing

@Suite("CATransaction")
struct CATransactionTests {
    final class DrawingLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) { draws += 1 }
    }

    @Test("The completion block runs once, after the commit has laid out and displayed the transaction's layers")
    func completionAfterCommit() {
        let layer = DrawingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.flush()
        var drawsSeenByCompletion: [Int] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { drawsSeenByCompletion.append(layer.draws) }
        layer.setNeedsDisplay()
        #expect(CATransaction.completionBlock() != nil)
        #expect(drawsSeenByCompletion.isEmpty)
        CATransaction.commit()
        #expect(drawsSeenByCompletion == [1])
        CATransaction.flush()
        #expect(drawsSeenByCompletion == [1])
    }

    @Test("Inside an open implicit transaction, an explicit one's completion block runs when the implicit one commits")
    func completionInsideImplicitTransaction() {
        let layer = DrawingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)  // opens the implicit transaction
        var drawsSeenByCompletion: [Int] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { drawsSeenByCompletion.append(layer.draws) }
        layer.setNeedsDisplay()
        CATransaction.commit()
        #expect(drawsSeenByCompletion.isEmpty)
        CATransaction.flush()
        #expect(drawsSeenByCompletion == [1])
    }

    @Test("A nested transaction's completion block runs after the outermost commit, before the outer one's")
    func nestedCompletion() {
        CATransaction.flush()
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("inner") }
        CATransaction.commit()
        #expect(events.isEmpty)
        CATransaction.commit()
        #expect(events == ["inner", "outer"])
    }

    @Test("A completion block set outside begin()/commit() runs when the implicit transaction commits")
    func implicitCompletion() {
        CATransaction.flush()
        var ran = 0
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(ran == 0)
        CATransaction.flush()
        #expect(ran == 1)
        CATransaction.flush()
        #expect(ran == 1)
    }

    @Test("animationDuration is 0.25 by default; a nested transaction inherits the outer value until it sets its own")
    func animationDuration() {
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.value(forKey: "animationDuration") as? Double == 0.5)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    /// Counts its displays.
    final class CountingLayer: CALayer {
        var displays = 0
        override func display() {
            displays += 1
            super.display()
        }
    }

    @Test("A layer outside its root's bounds, or clipped away by an ancestor, is displayed once a commit finds it in view")
    func displayWaitsUntilSeen() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let clip = CALayer()
        clip.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        clip.masksToBounds = true
        root.addSublayer(clip)
        let outside = CountingLayer(), clipped = CountingLayer(), inside = CountingLayer()
        outside.frame = CGRect(x: 150, y: 0, width: 20, height: 20)
        clipped.frame = CGRect(x: 0, y: 60, width: 20, height: 20)
        inside.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(outside)
        clip.addSublayer(clipped)
        root.addSublayer(inside)
        for layer in [outside, clipped, inside] { layer.setNeedsDisplay() }
        CATransaction.flush()
        #expect([outside, clipped, inside].map(\.displays) == [0, 0, 1])
        #expect(outside.needsDisplay() && clipped.needsDisplay())
        outside.position.x = 50
        clipped.position.y = 30
        CATransaction.flush()
        #expect([outside, clipped, inside].map(\.displays) == [1, 1, 1])
        #expect(!outside.needsDisplay() && !clipped.needsDisplay())
    }

    @Test("The settings are reachable by Core Animation's keys: kCATransactionDisableActions, …Duration, …TimingFunction, …CompletionBlock")
    func settingsByKey() {
        var completed = false
        let ease = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(ease, forKey: kCATransactionAnimationTimingFunction)
        CATransaction.setValue({ completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.5)
        #expect(CATransaction.animationTimingFunction() === ease)
        #expect(kCATransactionDisableActions == "disableActions" && kCATransactionCompletionBlock == "completionBlock")
        CATransaction.commit()
        CATransaction.flush()
        #expect(completed)
    }
}
