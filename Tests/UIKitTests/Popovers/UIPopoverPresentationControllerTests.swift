// Popover presentations (`modalPresentationStyle = .popover`): the presented view in a popover at its
// source, its size from `preferredContentSize`, a touch outside dismissing it through the delegate,
// adaptation to full screen on a phone unless the delegate says `.none`, bar button item sources, the
// delegate's say when the window turns, presenting inside the popover, and a presentation without a source.
import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A popover presentation delegate that logs its calls and answers as told.
@MainActor
final class PopoverPresentationLog: UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var shouldDismiss = true
    var adaptiveStyle: UIModalPresentationStyle = .automatic
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        calls.append("should")
        return shouldDismiss
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("did")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    {
        adaptiveStyle
    }
}

/// A popover presentation delegate that points the popover elsewhere when it is about to move.
@MainActor
final class PresentationRepositionLog: UIPopoverPresentationControllerDelegate {
    var calls: [(CGRect, UIView)] = []
    var newPlace: (CGRect, UIView)?
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: inout CGRect,
        in view: inout UIView
    ) {
        calls.append((rect, view))
        if let newPlace { (rect, view) = newPlace }
    }
}

@MainActor
@Suite("UIPopoverPresentationController", .serialized)
struct UIPopoverPresentationControllerTests {
    init() { TestFonts.pin() }

    /// A root controller in a harness window (an iPad in landscape, or a phone), with a button.
    func show(pad: Bool = true) -> (UIKitTestHarness, UIViewController, UIButton) {
        let h =
            pad
            ? UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
            : UIKitTestHarness(windowSize: CGSize(width: 320, height: 568), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .white
        h.window.rootViewController = root
        let button = UIButton(type: .system)
        button.frame = CGRect(x: pad ? 462 : 110, y: 100, width: 100, height: 40)
        root.view.addSubview(button)
        h.runTurn()
        return (h, root, button)
    }

    func popover(_ size: CGSize = CGSize(width: 320, height: 200)) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemTeal
        content.preferredContentSize = size
        content.modalPresentationStyle = .popover
        return content
    }

    @Test("A popover presentation: its controller, the view in the popover below the button, the arrow up")
    func presents() throws {
        let (h, root, button) = show()
        let content = popover()
        let presentation = try #require(content.popoverPresentationController)
        #expect(presentation.presentationStyle == .popover)
        #expect(presentation.arrowDirection == .unknown)
        presentation.sourceView = button
        presentation.sourceRect = button.bounds
        let log = PopoverPresentationLog()
        presentation.delegate = log
        root.present(content, animated: false)
        h.runTurn()
        #expect(log.calls == ["prepare"])
        #expect(presentation.arrowDirection == .up)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.size == CGSize(width: 320, height: 200))
        #expect(frame.minY == button.frame.maxY + 13, "below the arrow")
        #expect(abs(frame.midX - button.frame.midX) < 1)
        #expect(UIViewController().popoverPresentationController == nil, "not for other styles")
        // A new preferred size resizes it.
        content.preferredContentSize = CGSize(width: 400, height: 300)
        h.runTurn()
        #expect(content.view.bounds.size == CGSize(width: 400, height: 300))
    }

    @Test("A touch outside: should, dismissal, did; a veto keeps it; passthrough views get their touch")
    func touchOutside() throws {
        let (h, root, button) = show()
        let content = popover()
        let presentation = try #require(content.popoverPresentationController)
        presentation.sourceView = button
        let log = PopoverPresentationLog()
        log.shouldDismiss = false
        presentation.delegate = log
        root.present(content, animated: false)
        h.runTurn()
        h.tap(at: CGPoint(x: 50, y: 700))
        #expect(log.calls == ["prepare", "should"])
        #expect(root.presentedViewController === content)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        presentation.passthroughViews = [button]
        h.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(taps == 1)
        #expect(root.presentedViewController === content)
        log.shouldDismiss = true
        h.tap(at: CGPoint(x: 50, y: 700))
        h.advance(by: 1)
        #expect(log.calls == ["prepare", "should", "should", "did"])
        #expect(root.presentedViewController == nil)
        #expect(content.view.window == nil)
        #expect(h.window.subviews.count == 1, "the popover's views went with it")
    }

    @Test("On a phone a popover is full screen, unless the delegate says .none")
    func adaptation() throws {
        let (h, root, button) = show(pad: false)
        let content = popover()
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        h.runTurn()
        #expect(content.view.frame == h.window.bounds)
        root.dismiss(animated: false)
        h.runTurn()
        let second = popover(CGSize(width: 200, height: 150))
        let log = PopoverPresentationLog()
        log.adaptiveStyle = .none
        second.popoverPresentationController?.sourceView = button
        second.popoverPresentationController?.delegate = log
        root.present(second, animated: false)
        h.runTurn()
        #expect(second.view.bounds.size.height == 150)
        #expect(second.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("From a toolbar item: the arrow points down at it, the toolbar is passthrough")
    func barButtonItem() throws {
        let (h, root, _) = show()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 724, width: 1024, height: 44))
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        root.view.addSubview(toolbar)
        h.runTurn()
        let content = popover()
        let presentation = try #require(content.popoverPresentationController)
        presentation.barButtonItem = item
        root.present(content, animated: false)
        h.runTurn()
        #expect(presentation.arrowDirection == .down)
        #expect(presentation.passthroughViews?.contains { $0 === toolbar } == true)
        let itemView = try #require(item.shownView)
        #expect(content.view.convert(content.view.bounds, to: nil).maxY == itemView.convert(itemView.bounds, to: nil).minY - 13)
    }

    @Test("A turning window asks the delegate where to point, before placing the popover; its answer becomes the source")
    func willReposition() throws {
        let (h, root, button) = show()
        button.autoresizingMask = [.flexibleLeftMargin]
        let other = UIView(frame: CGRect(x: 100, y: 300, width: 60, height: 20))
        root.view.addSubview(other)
        let content = popover()
        let presentation = try #require(content.popoverPresentationController)
        presentation.sourceView = button
        presentation.permittedArrowDirections = .up
        let log = PresentationRepositionLog()
        presentation.delegate = log
        root.present(content, animated: false)
        h.advance(by: 0.5)
        #expect(log.calls.isEmpty, "not when it first shows")
        log.newPlace = (CGRect(x: 0, y: 0, width: 30, height: 20), other)
        h.rotate(to: .portrait)
        h.advance(by: 1)
        #expect(log.calls.count == 1)
        #expect(log.calls.first?.0 == button.bounds && log.calls.first?.1 === button)
        #expect(presentation.sourceView === other && presentation.sourceRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        let frame = content.view.convert(content.view.bounds, to: nil)
        let target = other.convert(CGRect(x: 0, y: 0, width: 30, height: 20), to: nil)
        #expect(frame.minY == target.maxY + 13, "below the arrow, under the new rect")
        #expect(presentation.arrowDirection == .up)
        root.dismiss(animated: false)
    }

    @Test("Presented in the current context from a popover presentation's content: inside it, made modal (#83)")
    func presentInside() throws {
        let (h, root, button) = show()
        let content = popover()
        content.popoverPresentationController?.sourceView = button
        let log = PopoverPresentationLog()
        content.popoverPresentationController?.delegate = log
        root.present(content, animated: false)
        h.runTurn()
        let area = content.view.convert(content.view.bounds, to: nil)
        let inner = UIViewController()
        inner.modalPresentationStyle = .currentContext
        content.present(inner, animated: false)
        h.runTurn()
        #expect(inner.view.convert(inner.view.bounds, to: nil) == area)
        #expect(inner.isModalInPresentation)
        h.tap(at: CGPoint(x: 50, y: 700))
        h.advance(by: 1)
        #expect(log.calls == ["prepare"], "a touch outside does nothing")
        #expect(root.presentedViewController === content)
    }

    @Test("Bad input: a popover presented without a source view or bar button item fails")
    func noSource() async {
        await #expect(processExitsWith: .failure) {
            let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
            let root = UIViewController()
            h.window.rootViewController = root
            h.runTurn()
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            root.present(content, animated: false)
        }
    }
}
