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
}
