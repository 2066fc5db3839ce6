// Bar button items with menus (iOS 14): a tap shows the menu of an item without an action, a long
// press that of an item with one; choosing a row performs its action; possibleTitles fix the width.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIBarButtonItem menus")
struct UIBarButtonItemMenuTests {
    init() { TestFonts.pin() }

    func toolbar(_ h: UIKitTestHarness, _ items: [UIBarButtonItem]) -> UIToolbar {
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.items = items
        page.addSubview(bar)
        h.runTurn()
        return bar
    }

    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    func row(_ h: UIKitTestHarness, _ title: String) -> UIControl? {
        h.window.allSubviews.compactMap { $0 as? UIControl }.first { control in
            control.subviews.contains { ($0 as? UILabel)?.text == title } && control.isShownInWindow
        }
    }

    func button(_ bar: UIToolbar, _ title: String) -> UIButton {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }!
    }

    @Test("An item with a menu and no action shows the menu on a tap; choosing a row performs it with the item as sender")
    func tapShowsMenu() throws {
        let h = UIKitTestHarness()
        var chosen: [String] = []
        var senders: [AnyObject?] = []
        let sort = UIMenu(
            title: "Sort",
            children: [
                UIAction(title: "Name") { action in
                    chosen.append("Name")
                    senders.append(action.sender as AnyObject?)
                },
                UIAction(title: "Date") { _ in chosen.append("Date") },
            ])
        let item = UIBarButtonItem(title: "Sort", menu: sort)
        #expect(item.menu === sort)
        let bar = toolbar(h, [item])
        h.tap(at: centre(button(bar, "Sort")))
        h.advance(by: 0.2)
        let name = try #require(row(h, "Name"))
        #expect(row(h, "Date") != nil)
        #expect(name.convert(name.bounds, to: nil).minY >= 64, "below the toolbar")
        h.tap(at: centre(name))
        #expect(chosen == ["Name"])
        #expect(senders.first! === item)
        #expect(row(h, "Date") == nil, "the menu closed")
    }

    @Test("With an action as well, a tap sends the action and a long press shows the menu")
    func longPressShowsMenu() throws {
        let h = UIKitTestHarness()
        var log: [String] = []
        let item = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { _ in log.append("add") },
            menu: UIMenu(children: [UIAction(title: "Add Folder") { _ in log.append("folder") }]))
        let bar = toolbar(h, [item])
        h.tap(at: centre(button(bar, "Add")))
        #expect(log == ["add"])
        #expect(row(h, "Add Folder") == nil)
        h.touchDown(at: centre(button(bar, "Add")))
        h.advance(by: 0.6)
        h.touchUp()
        h.advance(by: 0.2)
        #expect(log == ["add"], "the long press sent no action")
        h.tap(at: centre(try #require(row(h, "Add Folder"))))
        #expect(log == ["add", "folder"])
    }

    @Test("Disabled rows do nothing, destructive rows are red, hidden actions are left out, a tap outside closes the menu")
    func rowsAndClosing() throws {
        let h = UIKitTestHarness()
        var log: [String] = []
        let menu = UIMenu(children: [
            UIAction(title: "Off limits", attributes: .disabled) { _ in log.append("disabled") },
            UIAction(title: "Delete", attributes: .destructive) { _ in log.append("delete") },
            UIAction(title: "Secret", attributes: .hidden) { _ in log.append("hidden") },
        ])
        let bar = toolbar(h, [UIBarButtonItem(title: "More", menu: menu)])
        h.tap(at: centre(button(bar, "More")))
        h.advance(by: 0.2)
        #expect(row(h, "Secret") == nil)
        let delete = try #require(row(h, "Delete"))
        let label = delete.subviews.compactMap { $0 as? UILabel }.first!
        #expect(label.textColor == .systemRed)
        h.tap(at: centre(try #require(row(h, "Off limits"))))
        #expect(log.isEmpty)
        #expect(row(h, "Delete") != nil)
        h.tap(at: CGPoint(x: 300, y: 400))
        #expect(row(h, "Delete") == nil)
        #expect(log.isEmpty)
    }

    @Test("An inline menu shows its children in place; another menu is a row that opens it; single selection checks one")
    func nestedMenus() throws {
        let h = UIKitTestHarness()
        var log: [String] = []
        let size = UIMenu(
            title: "Size", options: .singleSelection,
            children: [
                UIAction(title: "Small", state: .on) { _ in log.append("small") },
                UIAction(title: "Large") { _ in log.append("large") },
            ])
        let menu = UIMenu(children: [
            UIMenu(options: .displayInline, children: [UIAction(title: "Copy") { _ in log.append("copy") }]),
            size,
        ])
        let bar = toolbar(h, [UIBarButtonItem(title: "Edit", menu: menu)])
        h.tap(at: centre(button(bar, "Edit")))
        h.advance(by: 0.2)
        #expect(row(h, "Copy") != nil)
        h.tap(at: centre(try #require(row(h, "Size"))))
        h.tap(at: centre(try #require(row(h, "Large"))))
        #expect(log == ["large"])
        #expect((size.children[1] as! UIAction).state == .on)
        #expect((size.children[0] as! UIAction).state == .off)
    }

    @Test("possibleTitles make an item as wide as its widest title, whichever it shows")
    func possibleTitles() {
        let h = UIKitTestHarness()
        let item = UIBarButtonItem(title: "Play", style: .plain, target: nil, action: nil)
        item.possibleTitles = ["Play", "Pause", "Resume playing"]
        let plain = UIBarButtonItem(title: "Play", style: .plain, target: nil, action: nil)
        let bar = toolbar(h, [item, .flexibleSpace(), plain])
        let wide = bar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(wide[0].frame.width > wide[1].frame.width + 40)
        let width = wide[0].frame.width
        item.title = "Resume playing"
        h.runTurn()
        #expect(wide[0].frame.width == width)
    }

    @Test("Golden: a menu open under a toolbar item")
    func golden() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 260), scale: 2)
        let menu = UIMenu(children: [
            UIMenu(options: .displayInline, children: [UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in }]),
            UIAction(title: "Share", image: BarGlyphImages.action) { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        let bar = toolbar(h, [.flexibleSpace(), UIBarButtonItem(title: "Sort", menu: menu)])
        h.tap(at: centre(button(bar, "Sort")))
        h.advance(by: 0.3)
        assertSnapshot(of: h.render(), as: .image, named: "menu")
    }
}

/// A share-like template image for the golden's row.
@MainActor
enum BarGlyphImages {
    static var action: UIImage {
        render(CGSize(width: 20, height: 20), scale: 2) { context in
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 4, y: 8, width: 12, height: 11))
            path.move(to: CGPoint(x: 10, y: 1))
            path.addLine(to: CGPoint(x: 10, y: 13))
            path.lineWidth = 1.5
            path.stroke()
        }
    }
}
