// RefreshPull: the ticks a pull shows and the one refresh a pull starts, as numbers.
import Testing

@testable import UIKit

@Suite("RefreshPull")
struct RefreshPullTests {
    @Test("One tick per twelfth of the 80-point threshold, all twelve at it and beyond, none unpulled")
    func ticks() {
        #expect(RefreshPull.ticks(atPull: -10) == 0)
        #expect(RefreshPull.ticks(atPull: 0) == 0)
        #expect(RefreshPull.ticks(atPull: 6.6) == 0)
        #expect(RefreshPull.ticks(atPull: 6.7) == 1)
        #expect(RefreshPull.ticks(atPull: 40) == 6)
        #expect(RefreshPull.ticks(atPull: 79.9) == 11)
        #expect(RefreshPull.ticks(atPull: 80) == 12)
        #expect(RefreshPull.ticks(atPull: 500) == 12)
    }

    @Test("Only a drag reaching the threshold starts a refresh, once until the content is back at the top")
    func trigger() {
        var pull = RefreshPull()
        do { let began = pull.contentMoved(to: 79, isDragging: true, isRefreshing: false); #expect(!began) }
        do { let began = pull.contentMoved(to: 120, isDragging: false, isRefreshing: false); #expect(!began) }
        do { let began = pull.contentMoved(to: 80, isDragging: true, isRefreshing: false); #expect(began) }
        do { let began = pull.contentMoved(to: 90, isDragging: true, isRefreshing: true); #expect(!began) }
        // Ended while still pulled: no second refresh, and no ticks, until back at the top.
        do { let began = pull.contentMoved(to: 90, isDragging: true, isRefreshing: false); #expect(!began) }
        #expect(pull.visibleTicks(atPull: 90, isRefreshing: false) == 0)
        do { let began = pull.contentMoved(to: 0, isDragging: false, isRefreshing: false); #expect(!began) }
        #expect(pull.visibleTicks(atPull: 40, isRefreshing: false) == 6)
        do { let began = pull.contentMoved(to: 85, isDragging: true, isRefreshing: false); #expect(began) }
    }

    @Test("A refresh from code disarms the pull; the wheel shows no ticks while refreshing")
    func fromCode() {
        var pull = RefreshPull()
        pull.refreshBegan()
        #expect(pull.visibleTicks(atPull: 50, isRefreshing: true) == 0)
        do { let began = pull.contentMoved(to: 0, isDragging: false, isRefreshing: true); #expect(!began) }
        #expect(!pull.isArmed)
        do { let began = pull.contentMoved(to: 0, isDragging: false, isRefreshing: false); #expect(!began) }
        #expect(pull.isArmed)
    }
}
