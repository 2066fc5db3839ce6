// UIRectEdge: Apple's raw values (top 1, left 2, bottom 4, right 8), so values stored or exchanged as
// numbers mean the same edges.
import Testing
import UIKit

@Suite("UIRectEdge")
struct UIRectEdgeTests {
    @Test("Each edge has Apple's raw value, and .all is the four together")
    func rawValues() {
        #expect([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIRectEdge(rawValue: 5) == [.top, .bottom])
        #expect(!UIRectEdge([.left, .right]).contains(.top))
    }
}
