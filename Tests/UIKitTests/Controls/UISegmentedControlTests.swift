// UISegmentedControl through its public API and the harness: segments, pinned indices, selection and
// its one event, momentary behaviour, widths and size, customization fallbacks, bad input.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
    init() { TestFonts.pin() }

    final class Log { var events: [String] = []; var indices: [Int] = [] }

    /// A 300 × 29 control at (10, 100) with `items`, every event it could send logged.
    func scene(_ items: [Any] = ["One", "Two", "Three"], _ configure: (UISegmentedControl) -> Void = { _ in })
        -> (UIKitTestHarness, UISegmentedControl, Log)
    {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 10, y: 100, width: 300, height: 29)
        configure(control)
        h.window.addSubview(control)
        let log = Log()
        control.addAction(
            UIAction { action in
                log.events.append("valueChanged")
                log.indices.append((action.sender as! UISegmentedControl).selectedSegmentIndex)
            }, for: .valueChanged)
        control.addAction(UIAction { _ in log.events.append("touch") }, for: .allTouchEvents)
        h.runTurn()
        return (h, control, log)
    }

    /// The window point in the middle of segment `index` of a control laid out as `scene` does (three
    /// equal segments across 300 points).
    func segment(_ index: Int, of count: Int = 3) -> CGPoint {
        CGPoint(x: 10 + (CGFloat(index) + 0.5) * 300 / CGFloat(count), y: 114)
    }

    /// The control drawn alone, at scale 1.
    func image(_ control: UISegmentedControl) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: control.bounds, format: format).image { _ in
            _ = control.drawHierarchy(in: control.bounds, afterScreenUpdates: true)
        }
    }

    @Test("init(items:) makes one segment per string or image, in order, sized to fit (spec 000 #149, spec 004 T024)")
    func initWithItems() {
        let picture = UIImage()
        let control = UISegmentedControl(items: ["A", picture, "C"])
        #expect(control.numberOfSegments == 3)
        #expect(
            control.titleForSegment(at: 0) == "A" && control.imageForSegment(at: 1) === picture && control.titleForSegment(at: 2) == "C")
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.frame.size == control.intrinsicContentSize && control.frame.height == 29)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("Defaults: no segment selected, not momentary, equal widths (spec 004 T031, spec 000 #150, #153)")
    func defaults() {
        let control = UISegmentedControl(items: ["A"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(
            control.isEnabledForSegment(at: 0) && control.widthForSegment(at: 0) == 0 && control.contentOffsetForSegment(at: 0) == .zero)
    }

    @Test("A tap selects its segment and sends Value Changed once, with the new index; no touch events (spec 004 T029, DIRECTION)")
    func tapSelects() {
        let (h, control, log) = scene()
        h.tap(at: segment(2))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.events == ["valueChanged"] && log.indices == [2])
    }

    @Test("Tapping the selected segment again sends nothing (spec 000 #154, spec 004 T030)")
    func retapSendsNothing() {
        let (h, control, log) = scene()
        h.tap(at: segment(1))
        h.advance(by: 1)
        h.tap(at: segment(1))
        #expect(control.selectedSegmentIndex == 1 && log.events == ["valueChanged"])
    }

    @Test("Momentary: after the tap none shows selected, the index stays, every tap reports (spec 000 #151; 001-003 #129 overridden)")
    func momentary() {
        let (h, control, log) = scene { $0.isMomentary = true }
        let unselected = image(control)
        h.tap(at: segment(1))
        #expect(control.selectedSegmentIndex == 1)
        #expect(image(control).pngData() == unselected.pngData())
        h.advance(by: 1)
        h.tap(at: segment(1))
        #expect(log.indices == [1, 1])
    }

    @Test("Momentary, set in code: the segment shows selected (spec 000 #152)")
    func momentaryInCode() {
        let (_, control, _) = scene { $0.isMomentary = true }
        let unselected = image(control)
        control.selectedSegmentIndex = 0
        let momentarySelected = image(control)
        control.isMomentary = false
        #expect(momentarySelected.pngData() != unselected.pngData())
        #expect(image(control).pngData() == momentarySelected.pngData())
    }

    @Test("Selecting in code sends nothing; noSegment selects none (spec 000 #153, #155, spec 004 T031)")
    func selectInCode() {
        let (_, control, log) = scene()
        let none = image(control)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1 && image(control).pngData() != none.pngData())
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(image(control).pngData() == none.pngData())
        #expect(log.events.isEmpty)
    }

    @Test("A disabled segment ignores taps but can be selected in code (spec 000 #156)")
    func disabledSegment() {
        let (h, control, log) = scene { $0.setEnabled(false, forSegmentAt: 1) }
        #expect(!control.isEnabledForSegment(at: 1))
        h.tap(at: segment(1))
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("A title replaces an image and an image a title (spec 000 #157, spec 004 T027, T032)")
    func titleOrImage() {
        let control = UISegmentedControl(items: ["A", "B"])
        let picture = UIImage()
        control.setImage(picture, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === picture && control.titleForSegment(at: 0) == nil)
        control.setTitle("Q", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Q" && control.imageForSegment(at: 0) == nil)
    }

    @Test("Insert and remove keep order; indices past the end are pinned (spec 000 #159, spec 004 T026, T028, T035)")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["1", "2", "3"])
        control.insertSegment(withTitle: "X", at: 1, animated: false)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["1", "X", "2", "3"])
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "End")
        let picture = UIImage()
        control.insertSegment(with: picture, at: 0, animated: false)
        #expect(control.imageForSegment(at: 0) === picture && control.titleForSegment(at: 0) == nil)
        control.removeSegment(at: 1, animated: false)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 1) == "X")
        control.removeSegment(at: 42, animated: false)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "3")
        control.setTitle("Last", forSegmentAt: 10)
        #expect(control.titleForSegment(at: 3) == "Last")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        control.setTitle("ignored", forSegmentAt: 0)
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
    }

    @Test("The selection follows its segment through inserts and removes; removing it selects none")
    func selectionFollows() {
        let control = UISegmentedControl(items: ["a", "b", "c"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test("Equal widths by default; apportioned by content when asked (spec 000 #160)")
    func apportioning() {
        let control = UISegmentedControl(items: ["A", "A much longer title", "B"])
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        #expect(apportioned < equal)
        // Apportioned in a 300-point control: the long middle segment is wider, so its centre is a tap on it.
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 29)
        h.window.addSubview(control)
        h.tap(at: CGPoint(x: 60, y: 114))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("setWidth fixes a segment's width; 0 makes it automatic again (spec 000 #161)")
    func widths() {
        let control = UISegmentedControl(items: ["A", "B"])
        let automatic = control.intrinsicContentSize.width
        control.setWidth(80, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 80)
        #expect(control.intrinsicContentSize.width == 80 + (automatic - 1) / 2 + 1)
        control.setWidth(0, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0 && control.intrinsicContentSize.width == automatic)
        control.setWidth(-5, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
    }

    @Test("A longer title widens the natural size (spec 000 #162)")
    func titleChangesSize() {
        let control = UISegmentedControl(items: ["A", "B"])
        let before = control.intrinsicContentSize.width
        control.setTitle("Something long", forSegmentAt: 1)
        #expect(control.intrinsicContentSize.width > before)
    }

    @Test("Content offset round-trips and moves the drawing (spec 000 #163)")
    func contentOffset() {
        let (_, control, _) = scene()
        let before = image(control)
        control.setContentOffset(CGSize(width: 5, height: 2), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 5, height: 2))
        #expect(image(control).pngData() != before.pngData())
    }

    @Test("A 60-point background image makes the control 60 tall; other metrics change nothing (spec 000 #165, #168)")
    func backgroundHeight() {
        let control = UISegmentedControl(items: ["A", "B"])
        let tall = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 60)).image { _ in }
        control.setBackgroundImage(tall, for: .normal, barMetrics: .compact)
        #expect(control.intrinsicContentSize.height == 29)
        #expect(control.backgroundImage(for: .normal, barMetrics: .compact) === tall)
        control.setBackgroundImage(tall, for: .normal, barMetrics: .default)
        #expect(control.intrinsicContentSize.height == 60)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) == nil)
    }

    @Test("Title attributes set for normal apply in the other states (spec 000 #167)")
    func attributesFallBack() {
        let control = UISegmentedControl(items: ["A"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        control.setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 3, vertical: 0))
        #expect(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default) == .zero)
    }

    @Test("A position adjustment for .left moves only the left segment's content (spec 000 #169)")
    func positionAdjustmentByType() {
        let (_, control, _) = scene()
        func thirds(_ image: UIImage) -> [Data?] {
            (0..<3).map { third in
                image.cgImage?.cropping(to: CGRect(x: third * 100, y: 0, width: 99, height: 29))
                    .flatMap { UIImage(cgImage: $0).pngData() }
            }
        }
        let before = thirds(image(control))
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 4), forSegmentType: .left, barMetrics: .default)
        let after = thirds(image(control))
        #expect(after[0] != before[0] && after[1] == before[1] && after[2] == before[2])
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 4), forSegmentType: .any, barMetrics: .default)
        let any = thirds(image(control))
        #expect(any[0] == after[0] && any[1] != before[1] && any[2] != before[2])
    }

    @Test("Dragging out past the slop and back, then lifting on a segment, selects it; no touch events are sent")
    func dragOutAndBack() {
        let (h, control, log) = scene()
        h.touchDown(at: segment(0))
        h.touchMove(to: CGPoint(x: 160, y: 400))
        h.touchMove(to: segment(1))
        h.touchUp()
        #expect(control.selectedSegmentIndex == 1 && log.events == ["valueChanged"])
    }

    @Test("Segment types: the end segments are left and right, a lone one alone; raw values are Apple's")
    func segmentTypes() {
        #expect([UISegmentedControl.Segment.any, .left, .center, .right, .alone].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIBarMetrics.default, .compact, .defaultPrompt, .compactPrompt].map(\.rawValue) == [0, 1, 101, 102])
        #expect([UIBarPosition.any, .bottom, .top, .topAttached].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("A drag across segments selects the one it lifts on; lifting far outside or a cancel selects nothing")
    func dragAndCancel() {
        let (h, control, log) = scene()
        h.drag(from: segment(0), to: segment(2))
        #expect(control.selectedSegmentIndex == 2 && log.indices == [2])
        h.advance(by: 1)
        h.drag(from: segment(0), to: CGPoint(x: 160, y: 400))
        #expect(control.selectedSegmentIndex == 2)
        h.advance(by: 1)
        h.touchDown(at: segment(0))
        h.touchCancel()
        #expect(control.selectedSegmentIndex == 2 && log.events == ["valueChanged"])
    }

    @Test("E6: each new selection squares its title: 3 → 9, 2 → 4, 9 → 81; \"abc\" → 0 (spec 004 T033, T034)")
    func squaring() {
        let (h, control, _) = scene(["1", "2", "3"])
        control.addAction(
            UIAction { action in
                let sender = action.sender as! UISegmentedControl
                let index = sender.selectedSegmentIndex
                let value = Int32(sender.titleForSegment(at: index) ?? "") ?? 0
                sender.setTitle(String(value &* value), forSegmentAt: index)
            }, for: .valueChanged)
        h.tap(at: segment(2)); h.advance(by: 1)
        h.tap(at: segment(1)); h.advance(by: 1)
        h.tap(at: segment(2))
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["1", "4", "81"])
        control.setTitle("abc", forSegmentAt: 0)
        h.advance(by: 1)
        h.tap(at: segment(0))
        #expect(control.titleForSegment(at: 0) == "0")
    }

    @Test("An index out of range for selectedSegmentIndex fails with a message")
    func badSelection() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UISegmentedControl(items: ["A"]).selectedSegmentIndex = 1 }
        }
    }

    @Test("A negative segment index fails with a message naming the call")
    func negativeIndex() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UISegmentedControl(items: ["A"]).setTitle("x", forSegmentAt: -1) }
        }
    }

    @Test("Accessibility: each segment is a button element over its segment, labelled by its title, selected and not-enabled as it shows")
    func accessibility() {
        let (h, control, _) = scene {
            $0.selectedSegmentIndex = 1; $0.setEnabled(false, forSegmentAt: 2)
        }
        h.runTurn()
        #expect(!control.isAccessibilityElement)
        let elements = control.subviews.filter(\.isAccessibilityElement)
        #expect(elements.map(\.accessibilityLabel) == ["One", "Two", "Three"])
        #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        // The middle segment's element lies over the middle third of the control (x 110...210 in the window).
        #expect(abs(elements[1].accessibilityFrame.midX - 160) <= 1 && elements[1].accessibilityFrame.minY == 100)
        #expect(control.hitTest(CGPoint(x: 150, y: 14), with: nil) === control)
        control.removeSegment(at: 0, animated: false)
        h.runTurn()
        #expect(control.subviews.filter(\.isAccessibilityElement).map(\.accessibilityLabel) == ["Two", "Three"])
    }

    @Test("Appearance: proxy title attributes reach controls as they enter a window")
    func appearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.green], for: .normal)
        let control = UISegmentedControl(items: ["A"])
        h.window.addSubview(control)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .green)
    }

    @Test("A tap on a segment is the control's, not its superview's tap recognizer's (UIKit, iOS 6+)")
    func preemptsSuperviewTap() {
        final class Counter { var count = 0; func fired(_ r: UITapGestureRecognizer) { count += 1 } }
        let (h, control, _) = scene()
        let counter = Counter()
        h.window.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Counter.fired))
        h.tap(at: segment(0))
        #expect(control.selectedSegmentIndex == 0 && counter.count == 0)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 160, y: 300))
        #expect(counter.count == 1)
    }
}
