// The API that real iOS controls use beyond the core classes, written as iOS code writes it (Swift 5 mode,
// nonisolated classes): text layers, Core Graphics fonts, haptics, autorelease pools, Core Foundation type
// names, typed timers and notification observers. Each is subclassed or overridden where iOS allows it.
import UIKit
import XCTest

/// A gauge's value label, as controls draw one: a text layer subclass that adds a frame to the text.
final class GaugeValueLayer: CATextLayer {
    var drewFrame = false

    override init() {
        super.init()
        fontSize = 14
        alignmentMode = .center
        foregroundColor = UIColor.darkGray.cgColor
        contentsScale = 2
    }

    override init(layer: Any) { super.init(layer: layer) }

    override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        drewFrame = true
    }
}

/// A rating control's haptics: a feedback generator subclass that counts what it was asked to play.
final class CountingImpactGenerator: UIImpactFeedbackGenerator {
    var impacts = 0
    override func prepare() { super.prepare() }
    override func impactOccurred() {
        super.impactOccurred()
        impacts += 1
    }
}

/// A view that refreshes on a notification and on a timer, the iOS way ported: typed methods in place of
/// selectors, an unscheduled timer added to the main run loop.
final class RefreshingView: UIView {
    var refreshes = 0
    var timer: Timer?

    func start() {
        NotificationCenter.default.addObserver(
            self, selector: RefreshingView.refresh, name: Notification.Name("RefreshingViewRefresh"), object: nil)
        let timer = Timer(timeInterval: 60, target: self, selector: RefreshingView.tick, userInfo: nil, repeats: true)
        self.timer = timer
    }

    func stop() {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }

    func refresh() { refreshes += 1 }
    func tick(_ timer: Timer) { refreshes += 10 }

    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
}

final class PortedAPISurfaceTests: XCTestCase {
    func testTextLayerSubclassDrawsTextAndItsOwnFrame() {
        MainActor.assumeIsolated {
            let layer = GaugeValueLayer()
            layer.string = "72%"
            layer.font = CGFont("Helvetica-Bold" as CFString)
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            layer.display()
            XCTAssertTrue(layer.drewFrame)
            XCTAssertEqual((layer.contents as? CGImage)?.width, 120)
        }
    }

    func testFeedbackGeneratorSubclassIsCalled() {
        MainActor.assumeIsolated {
            let generator = CountingImpactGenerator(style: .heavy)
            generator.prepare()
            generator.impactOccurred()
            generator.impactOccurred(intensity: 0.3)
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            XCTAssertEqual(generator.impacts, 1)
        }
    }

    func testFoundationAdditions() {
        let fonts: [CFTypeRef] = [CGFont("Inter" as CFString)!, "Helvetica" as CFString]
        XCTAssertEqual(fonts.count, 2)
        var total = 0
        for value in 1...3 { total += autoreleasepool { value * 2 } }
        XCTAssertEqual(total, 12)
        XCTAssertEqual(CGFont("Inter-Regular" as CFString)?.unitsPerEm, CGFont("Inter" as CFString)?.unitsPerEm)
        // Core Foundation's clock and Darwin's float limits, as a gauge's animation code uses them.
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(start, Date().timeIntervalSinceReferenceDate, accuracy: 1)
        XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
        XCTAssertEqual(HUGE, MAXFLOAT)
    }

    func testTypedObserverAndUnscheduledTimer() {
        MainActor.assumeIsolated {
            let view = RefreshingView()
            view.start()
            NotificationCenter.default.post(name: Notification.Name("RefreshingViewRefresh"), object: nil)
            view.timer?.fire()
            view.stop()
            NotificationCenter.default.post(name: Notification.Name("RefreshingViewRefresh"), object: nil)
            XCTAssertEqual(view.refreshes, 11)
        }
    }
}
