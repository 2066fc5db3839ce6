// UIPasteboard: typed values over items, change counts and notifications, named pasteboards, and the
// general pasteboard's text shared with the system clipboard (the headless backend's, here).
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("UIPasteboard")
struct UIPasteboardTests {
    @Test("Setting a string replaces the items with one; the change count grows by one per change")
    func strings() {
        _ = UIKitTestHarness()
        let board = UIPasteboard.general
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        let start = board.changeCount
        board.string = "Hello"
        #expect(board.string == "Hello" && board.hasStrings)
        #expect(board.numberOfItems == 1)
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.changeCount == start + 1)
        board.strings = ["a", "b", "c"]
        #expect(board.numberOfItems == 3 && board.strings == ["a", "b", "c"] && board.string == "a")
        #expect(board.changeCount == start + 2)
        board.string = nil
        #expect(board.numberOfItems == 0 && board.strings == nil)
    }

    @Test("URLs, images and colours are read from the items that hold them")
    func typedValues() throws {
        _ = UIKitTestHarness()
        let board = UIPasteboard.general
        board.url = URL(string: "https://example.com/a")
        #expect(board.url == URL(string: "https://example.com/a") && board.hasURLs && !board.hasStrings)
        board.color = .red
        #expect(board.color == .red && board.hasColors && !board.hasURLs)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        board.image = image
        #expect(board.hasImages && board.image?.size == CGSize(width: 4, height: 2))
        #expect(board.data(forPasteboardType: "public.png").flatMap { UIImage(data: $0) }?.size.width == image.size.width * image.scale)
        board.items = [["public.utf8-plain-text": "one"], ["public.url": URL(string: "https://a.b")!], ["public.utf8-plain-text": "two"]]
        #expect(board.strings == ["one", "two"] && board.urls == [URL(string: "https://a.b")!])
        board.addItems([["com.example.custom": Data([1, 2])]])
        #expect(board.numberOfItems == 4)
        board.setData(Data("raw".utf8), forPasteboardType: "com.example.raw")
        #expect(board.data(forPasteboardType: "com.example.raw") == Data("raw".utf8))
        #expect(board.contains(pasteboardTypes: ["com.example.raw", "public.text"]))
        #expect(!board.contains(pasteboardTypes: ["public.text"]))
        board.setValue("v", forPasteboardType: "public.text")
        #expect(board.value(forPasteboardType: "public.text") as? String == "v" && board.string == "v")
    }

    @Test("Items with an expiration date in the past are removed at once")
    func expiredItems() {
        _ = UIKitTestHarness()
        UIPasteboard.general.setItems([["public.utf8-plain-text": "x"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(UIPasteboard.general.numberOfItems == 0)
        UIPasteboard.general.setItems([["public.utf8-plain-text": "x"]], options: [.localOnly: true])
        #expect(UIPasteboard.general.string == "x")
    }

    @Test("Each change posts changedNotification with the pasteboard")
    func notification() {
        _ = UIKitTestHarness()
        let counter = NotificationCounter()
        NotificationCenter.default.addObserver(
            counter, selector: NotificationCounter.received, name: UIPasteboard.changedNotification,
            object: UIPasteboard.general)
        defer { NotificationCenter.default.removeObserver(counter) }
        UIPasteboard.general.string = "a"
        UIPasteboard.general.strings = ["b"]
        #expect(counter.count == 2)
    }

    @Test("Named pasteboards: created on request, shared by name, removed by name")
    func named() {
        _ = UIKitTestHarness()
        let name = UIPasteboard.Name("com.example.board")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let board = UIPasteboard(name: name, create: true)
        board?.string = "shared"
        #expect(board?.name == name)
        #expect(UIPasteboard(name: name, create: false)?.string == "shared")
        #expect(UIPasteboard.general.string == nil, "named pasteboards are separate from the general one")
        let counter = NotificationCounter()
        NotificationCenter.default.addObserver(
            counter, selector: NotificationCounter.received, name: UIPasteboard.removedNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(counter) }
        UIPasteboard.remove(withName: name)
        #expect(counter.count == 1)
        #expect(UIPasteboard(name: name, create: false) == nil)
        let unique1 = UIPasteboard.withUniqueName(), unique2 = UIPasteboard.withUniqueName()
        #expect(unique1.name != unique2.name && unique1.name != .general)
        #expect(UIPasteboard(name: .general, create: false)?.name == .general)
    }

    @Test("The general pasteboard's text is the system clipboard's, both ways")
    func systemClipboard() throws {
        let h = UIKitTestHarness()
        let backend = try #require(ApplicationHost.current?.backend)
        UIPasteboard.general.string = "from the app"
        #expect(backend.clipboardText == "from the app")
        let count = UIPasteboard.general.changeCount
        backend.clipboardText = "from another program"
        #expect(UIPasteboard.general.string == "from another program")
        #expect(UIPasteboard.general.changeCount == count + 1)
        UIPasteboard.general.color = .red
        #expect(backend.clipboardText == nil, "no text on the pasteboard: the clipboard holds none")
        _ = h
    }

    @Test("A new harness starts with empty pasteboards")
    func resetBetweenHarnesses() {
        _ = UIKitTestHarness()
        UIPasteboard.general.string = "left over"
        _ = UIPasteboard(name: UIPasteboard.Name("com.example.left"), create: true)
        _ = UIKitTestHarness()
        #expect(UIPasteboard.general.string == nil)
        #expect(UIPasteboard(name: UIPasteboard.Name("com.example.left"), create: false) == nil)
    }
}

private final class NotificationCounter {
    var count = 0
    func received(_ notification: Notification) { count += 1 }
}
