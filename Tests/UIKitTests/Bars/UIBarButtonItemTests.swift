// UIBarButtonItem: initializers, styles, images, tint, metrics, customization, shown in a toolbar.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIBarButtonItem")
struct UIBarButtonItemTests {
    init() { TestFonts.pin() }

    final class Target {
        func act() {}
    }

    /// A toolbar across a white 320-point window showing `items`, and the buttons it made.
    func show(_ h: UIKitTestHarness, _ items: [UIBarButtonItem], height: CGFloat = 44) -> (UIToolbar, [UIButton]) {
        let page = UIView(frame: h.window.bounds)
        page.backgroundColor = .white
        h.window.addSubview(page)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 100, width: h.window.bounds.width, height: height))
        bar.items = items
        page.addSubview(bar)
        h.runTurn()
        let buttons = bar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
        return (bar, buttons)
    }

    @Test("spec 000 #216: a bar button item is not a view")
    func spec000_216_notAView() {
        let item: AnyObject = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        #expect(!(item is UIView))
        #expect(item is UIBarItem)
    }

    @Test("spec 000 #217: each initializer sets title, image, custom view, style, target and action")
    func spec000_217_initializers() {
        let target = Target()
        let image = render(CGSize(width: 20, height: 20)) { $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20)) }
        let landscape = render(CGSize(width: 16, height: 16)) { $0.fill(CGRect(x: 0, y: 0, width: 16, height: 16)) }
        let system = UIBarButtonItem(barButtonSystemItem: .save, target: target, action: "save:")
        #expect(system.title == "Save" && system.style == .done && system.target === target && system.action == "save:")
        let titled = UIBarButtonItem(title: "New Game", style: .plain, target: target, action: "doNewGame:")
        #expect(titled.title == "New Game" && titled.style == .plain && titled.image == nil && titled.action == "doNewGame:")
        let imaged = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        #expect(imaged.image === image && imaged.title == nil && imaged.target == nil)
        let both = UIBarButtonItem(image: image, landscapeImagePhone: landscape, style: .done, target: target, action: "go")
        #expect(both.image === image && both.landscapeImagePhone === landscape && both.style == .done)
        let custom = UISwitch()
        let customItem = UIBarButtonItem(customView: custom)
        #expect(customItem.customView === custom && customItem.title == nil)
        let typed = UIBarButtonItem(title: "T", style: .plain, target: target, action: Target.act)
        #expect(typed.target === target)
        #expect(typed.action == nil, "a typed method has no selector")
        #expect(UIBarButtonItem.fixedSpace(20).width == 20)
        #expect(UIBarButtonItem().isEnabled && UIBarButtonItem().tag == 0 && UIBarButtonItem().style == .plain)
    }

    @Test(
        "spec 000 #211, #218, #221: items inherit the bar's tint; images are template-tinted unless always-original; an item's own tint wins"
    )
    func spec000_218_221_tint() {
        let h = UIKitTestHarness()
        let square = render(CGSize(width: 20, height: 20), scale: 2) { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let template = UIBarButtonItem(image: square, style: .plain, target: nil, action: nil)
        let original = UIBarButtonItem(image: square.withRenderingMode(.alwaysOriginal), style: .plain, target: nil, action: nil)
        let own = UIBarButtonItem(image: square, style: .plain, target: nil, action: nil)
        own.tintColor = .green
        let (bar, buttons) = show(h, [template, original, own])
        bar.tintColor = .red
        h.runTurn()
        let pixels = Pixels(h.render())
        func centre(_ view: UIView) -> [UInt8] {
            let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            return pixels[Int(p.x * 2), Int(p.y * 2)]
        }
        #expect(Pixels.close(centre(buttons[0]), [255, 0, 0, 255], tolerance: 3))
        #expect(Pixels.close(centre(buttons[1]), [0, 0, 0, 255], tolerance: 3))
        #expect(Pixels.close(centre(buttons[2]), [0, 255, 0, 255], tolerance: 3))
        #expect(buttons[2].tintColor == .green)
        #expect(buttons[0].tintColor == .red)
    }

    @Test("spec 000 #219: Done is bold, Bordered looks like Plain")
    func spec000_219_styles() {
        let h = UIKitTestHarness()
        let plain = UIBarButtonItem(title: "Title", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Title", style: .done, target: nil, action: nil)
        let bordered = UIBarButtonItem(title: "Title", style: UIBarButtonItem.Style(rawValue: 1)!, target: nil, action: nil)
        let (_, buttons) = show(h, [plain, done, bordered])
        #expect(buttons[0].titleLabel?.font == UIFont.systemFont(ofSize: 17))
        #expect(buttons[1].titleLabel?.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(buttons[2].titleLabel?.font == buttons[0].titleLabel?.font)
        #expect(buttons[1].frame.width > buttons[0].frame.width)
        #expect(buttons[2].frame.width == buttons[0].frame.width)
    }

    @Test("Every system item shows iOS 7's title or glyph; titled ones are Done, Cancel, Edit, Save, Undo, Redo")
    func systemItems() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), idiom: .pad)
        let titled: [UIBarButtonItem.SystemItem: String] = [
            .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo",
        ]
        for raw in 0...24 {
            guard let system = UIBarButtonItem.SystemItem(rawValue: raw), system != .flexibleSpace, system != .fixedSpace else { continue }
            let (bar, buttons) = show(h, [UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)])
            #expect(buttons.count == 1, "\(system)")
            if let title = titled[system] {
                #expect(buttons[0].currentTitle == title)
                #expect(buttons[0].currentImage == nil)
            } else {
                #expect(buttons[0].currentTitle == nil, "\(system)")
                #expect(buttons[0].currentImage != nil, "\(system)")
                #expect(buttons[0].currentImage!.renderingMode == .alwaysTemplate)
            }
            bar.superview!.removeFromSuperview()
        }
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5 && UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
    }

    @Test("spec 000 #220: a compact (landscape phone) bar shows landscapeImagePhone; a regular bar shows image")
    func spec000_220_landscapeImage() {
        let h = UIKitTestHarness()
        let image = render(CGSize(width: 24, height: 24), scale: 2) { $0.fill(CGRect(x: 0, y: 0, width: 24, height: 24)) }
        let small = render(CGSize(width: 18, height: 18), scale: 2) { $0.fill(CGRect(x: 0, y: 0, width: 18, height: 18)) }
        let item = UIBarButtonItem(image: image, landscapeImagePhone: small, style: .plain, target: nil, action: nil)
        let (bar, buttons) = show(h, [item])
        #expect(buttons[0].currentImage?.size == CGSize(width: 24, height: 24))
        bar.frame.size.height = 32
        h.runTurn()
        #expect(buttons[0].currentImage?.size == CGSize(width: 18, height: 18))
    }

    @Test("spec 000 #222: the background vertical adjustment moves a background, and does nothing to a custom view")
    func spec000_222_verticalAdjustment() {
        let h = UIKitTestHarness()
        let lozenge = render(CGSize(width: 30, height: 30)) { $0.fill(CGRect(x: 0, y: 0, width: 30, height: 30)) }
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(lozenge, for: .normal, barMetrics: .default)
        item.setBackgroundVerticalPositionAdjustment(5, for: .default)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let customItem = UIBarButtonItem(customView: custom)
        customItem.setBackgroundVerticalPositionAdjustment(5, for: .default)
        let (_, buttons) = show(h, [item, customItem])
        #expect(item.backgroundVerticalPositionAdjustment(for: .default) == 5)
        #expect(item.backgroundVerticalPositionAdjustment(for: .compact) == 0)
        #expect(buttons[0].backgroundRect(forBounds: buttons[0].bounds).midY == buttons[0].bounds.midY + 5)
        #expect(custom.frame.midY == 22)
    }

    @Test("spec 000 #223: back-button setters apply only to an item shown as a back button")
    func spec000_223_backButtonOnly() {
        let h = UIKitTestHarness()
        let red = render(CGSize(width: 30, height: 30)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        let back = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        back.setBackButtonBackgroundImage(red, for: .normal, barMetrics: .default)
        back.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 3), for: .default)
        #expect(back.backButtonBackgroundImage(for: .normal, barMetrics: .default) === red)
        #expect(back.backButtonTitlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: 3))
        // In a toolbar: no background.
        let (_, buttons) = show(h, [back])
        #expect(buttons[0].currentBackgroundImage == nil)
        // As the back button of a navigation bar: the red background.
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        let root = UINavigationItem(title: "Root")
        root.backBarButtonItem = back
        nav.items = [root, UINavigationItem(title: "Top")]
        h.window.addSubview(nav)
        h.runTurn()
        let backButton = nav.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Back" }
        #expect(backButton?.currentBackgroundImage === red)
    }

    @Test("spec 000 #224: E16.1, a yellow-gradient lozenge with a black outline behind \"New Game\" in Avenir-Medium 11 (golden)")
    func spec000_224_newGame() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100))
        let item = UIBarButtonItem(title: "New Game", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.font: UIFont(name: "Avenir-Medium", size: 11)!], for: .normal)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 15, height: 15)
        gradient.colors = [
            UIColor(red: 1, green: 1, blue: 0, alpha: 0.8).cgColor, UIColor(red: 0.7, green: 0.7, blue: 0.3, alpha: 0.8).cgColor,
        ]
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 15), false, 0)
        let context = UIGraphicsGetCurrentContext()!
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 15, height: 15), cornerRadius: 8)
        path.addClip()
        gradient.render(in: context)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        path.stroke()
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        item.setBackgroundImage(
            image.resizableImage(withCapInsets: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7), resizingMode: .stretch), for: .normal,
            barMetrics: .default)
        let (bar, buttons) = show(h, [.flexibleSpace(), item, .flexibleSpace()])
        bar.frame.origin.y = 28
        h.runTurn()
        #expect(buttons[0].titleLabel?.font.fontName == "Avenir-Medium")
        #expect(buttons[0].currentBackgroundImage != nil)
        assertSnapshot(of: bar, as: .image, named: "new-game")
    }
}

@MainActor
@Suite("Bar item accessibility")
struct BarItemAccessibilityTests {
    @Test("Bar item views are buttons labelled by their title, a system item's name, or the item's own label; tab items say when selected")
    func labels() {
        let h = UIKitTestHarness()
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let named = UIBarButtonItem(image: UIImage(), style: .plain, target: nil, action: nil)
        named.accessibilityLabel = "Favourite"
        named.accessibilityHint = "Keeps the page"
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), trash, share, named]
        h.window.addSubview(toolbar)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        tabBar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(title: "Mail", image: nil, tag: 1)]
        tabBar.selectedItem = tabBar.items![1]
        h.window.addSubview(tabBar)
        h.runTurn()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(buttons.map(\.accessibilityLabel) == ["Edit", "Delete", "Share", "Favourite"])
        #expect(buttons[3].accessibilityHint == "Keeps the page")
        #expect(buttons.allSatisfy { $0.accessibilityTraits.contains(.button) })
        let tabs = tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(tabs.map(\.accessibilityLabel) == ["Favorites", "Mail"])
        #expect(tabs[1].accessibilityTraits.contains(.selected) && !tabs[0].accessibilityTraits.contains(.selected))
    }
}
