// Traits and rotation: a phone's vertical size class turns compact on its side, the root view controller
// hears willTransition(to:with:) before viewWillTransition(to:with:), and controllers and views hear
// traitCollectionDidChange(_:) afterwards. A pad keeps its traits.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Trait transitions")
struct TraitTransitionTests {
    final class Log { var entries: [String] = [] }

    final class Controller: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = TraitView(log: log) }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("willTransition vertical \(newCollection.verticalSizeClass)")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.entries.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.entries.append(
                "controller traits from \(previousTraitCollection?.verticalSizeClass ?? .unspecified) to \(traitCollection.verticalSizeClass)"
            )
        }
    }

    final class TraitView: UIView {
        let log: Log
        init(log: Log) { self.log = log; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.entries.append("view traits \(traitCollection.verticalSizeClass)")
        }
    }

    @Test("A phone: compact width, regular height upright, compact height on its side")
    func phoneTraits() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let traits = h.window.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 2)
        h.rotate(to: .landscapeLeft)
        #expect(h.window.traitCollection.verticalSizeClass == .compact)
        #expect(UIScreen.main.traitCollection == h.window.traitCollection)
    }

    @Test("Rotating a phone: willTransition, then viewWillTransition, then the controller's and the views' traitCollectionDidChange")
    func phoneRotation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let log = Log()
        let controller = Controller(log: log)
        let child = TraitView(log: log)
        h.window.rootViewController = controller
        controller.view.addSubview(child)
        h.runTurn()
        h.rotate(to: .landscapeLeft)
        #expect(
            log.entries == [
                "willTransition vertical compact", "viewWillTransition 480x320",
                "controller traits from regular to compact", "view traits compact", "view traits compact",
            ])
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        log.entries = []
        h.rotate(to: .landscapeRight)
        #expect(log.entries == ["viewWillTransition 480x320"], "a half turn keeps size and traits; the size transition is still sent")
    }

    @Test("Rotating a pad changes its size but not its traits (regular both ways): no willTransition")
    func padRotation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
        let log = Log()
        h.window.rootViewController = Controller(log: log)
        h.runTurn()
        h.rotate(to: .landscapeLeft)
        #expect(log.entries == ["viewWillTransition 1024x768"])
        #expect(h.window.traitCollection.horizontalSizeClass == .regular && h.window.traitCollection.verticalSizeClass == .regular)
    }

    @Test("Trait collections combine, compare and contain trait by trait")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
            UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
        ])
        #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .regular)
        #expect(combined.displayScale == 3 && combined.userInterfaceIdiom == .pad)
        #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(combined == UITraitCollection(traitsFrom: [combined]) && combined.hash == UITraitCollection(traitsFrom: [combined]).hash)
        #expect(UITraitCollection() != combined)
        #expect([UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
    }
}
