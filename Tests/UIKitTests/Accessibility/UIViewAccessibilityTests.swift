// The accessibility surface of views (UIAccessibility's informal protocol): defaults per class, stored
// values, the screen-coordinate frame, and the overridable actions. Public API only.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView accessibility")
struct UIViewAccessibilityTests {
    @Test("Trait raw values are Apple's")
    func traitRawValues() {
        let expected: [(UIAccessibilityTraits, UInt64)] = [
            (.none, 0), (.button, 1), (.link, 2), (.image, 4), (.selected, 8), (.playsSound, 16),
            (.keyboardKey, 32), (.staticText, 64), (.summaryElement, 128), (.notEnabled, 256),
            (.updatesFrequently, 512), (.searchField, 1024), (.startsMediaSession, 2048), (.adjustable, 4096),
            (.allowsDirectInteraction, 8192), (.causesPageTurn, 16384), (.header, 65536),
        ]
        for (trait, raw) in expected { #expect(trait.rawValue == raw) }
        let combined: UIAccessibilityTraits = [.button, .selected]
        #expect(combined.rawValue == 9 && combined.contains(.button) && !combined.contains(.link))
        #expect(UIAccessibilityTraits(rawValue: 64 | 256) == [.staticText, .notEnabled])
    }

    @Test("A plain view's defaults: not an element, no strings, no traits, nothing hidden or grouped")
    func viewDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityActivate() == false)
        view.accessibilityIncrement()
        view.accessibilityDecrement()
    }

    @Test("Set values read back; a string set to nil goes back to the default")
    func storedValues() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Play"
        view.accessibilityHint = "Plays the song"
        view.accessibilityValue = "50%"
        view.accessibilityIdentifier = "play-button"
        view.accessibilityTraits = [.button, .startsMediaSession]
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Play" && view.accessibilityHint == "Plays the song" && view.accessibilityValue == "50%")
        #expect(view.accessibilityIdentifier == "play-button")
        #expect(view.accessibilityTraits == [.button, .startsMediaSession])
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        view.accessibilityLabel = nil
        #expect(view.accessibilityLabel == nil)
        // Through the identification protocol, as UI-test helpers use it.
        let identified: UIAccessibilityIdentification = view
        identified.accessibilityIdentifier = "other"
        #expect(view.accessibilityIdentifier == "other")
    }

    // MARK: UILabel and UIImageView

    @Test("A label is an element by default; it can be made not one")
    func labelIsElement() {
        let label = UILabel()
        #expect(label.isAccessibilityElement)
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test("A label's accessibility label follows its text until set, and again after it is set to nil")
    func labelFollowsText() {
        let label = UILabel()
        #expect(label.accessibilityLabel == nil)
        label.text = "Hello"
        #expect(label.accessibilityLabel == "Hello")
        label.text = "Goodbye"
        #expect(label.accessibilityLabel == "Goodbye")
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.accessibilityLabel == "Styled")
        label.accessibilityLabel = "Farewell message"
        label.text = "Later"
        #expect(label.accessibilityLabel == "Farewell message")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Later")
    }

    @Test("A label's traits are static text, with notEnabled while disabled, also over set traits")
    func labelTraits() {
        let label = UILabel()
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityTraits = .header
        #expect(label.accessibilityTraits == [.header, .notEnabled])
        label.isEnabled = true
        #expect(label.accessibilityTraits == .header)
    }

    @Test("An image view's traits are image; it is not an element by default")
    func imageViewDefaults() {
        let imageView = UIImageView(image: nil)
        #expect(imageView.accessibilityTraits == .image)
        #expect(!imageView.isAccessibilityElement)
        imageView.accessibilityTraits = [.image, .button]
        #expect(imageView.accessibilityTraits == [.image, .button])
    }

    // MARK: Frame and activation point

    @Test("The accessibility frame is the view's rectangle on screen, and follows the view as it moves")
    func frameFollowsView() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        container.addSubview(view)
        h.window.addSubview(container)
        #expect(view.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 30, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 90, y: 85, width: 30, height: 40))
        container.bounds.origin = CGPoint(x: 0, y: 50)  // scrolled up by 50
        #expect(view.accessibilityFrame == CGRect(x: 90, y: 35, width: 30, height: 40))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.accessibilityFrame == CGRect(x: 75, y: 15, width: 60, height: 80))
    }

    @Test("Screen coordinates include the window's place on the screen")
    func frameInWindowOffScreenOrigin() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        _ = h
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 10, y: 110, width: 20, height: 20))
        #expect(window.accessibilityFrame == CGRect(x: 0, y: 100, width: 320, height: 200))
    }

    @Test("A set frame stays where it was put; the activation point follows it until set")
    func explicitFrameAndPoint() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(view)
        view.accessibilityFrame = CGRect(x: 100, y: 100, width: 44, height: 44)
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.accessibilityFrame == CGRect(x: 100, y: 100, width: 44, height: 44))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 122, y: 122))
        view.accessibilityActivationPoint = CGPoint(x: 101, y: 102)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 101, y: 102))
    }

    // MARK: Overriding

    /// An adjustable control as an app writes one: it overrides the actions and the values.
    final class Rating: UIView {
        var stars = 3
        override var accessibilityTraits: UIAccessibilityTraits {
            get { super.accessibilityTraits.union(.adjustable) }
            set { super.accessibilityTraits = newValue }
        }
        override var accessibilityValue: String? {
            get { "\(stars) stars" }
            set { super.accessibilityValue = newValue }
        }
        override func accessibilityIncrement() { stars = min(5, stars + 1) }
        override func accessibilityDecrement() { stars = max(0, stars - 1) }
        override func accessibilityActivate() -> Bool { stars = 5; return true }
    }

    @Test("Adjustable views override increment, decrement, activate and their values")
    func overrides() {
        let view: UIView = Rating()
        #expect(view.accessibilityTraits == .adjustable)
        view.accessibilityIncrement()
        view.accessibilityIncrement()
        view.accessibilityIncrement()
        #expect(view.accessibilityValue == "5 stars")
        view.accessibilityDecrement()
        #expect(view.accessibilityValue == "4 stars")
        #expect(view.accessibilityActivate())
        #expect(view.accessibilityValue == "5 stars")
        view.accessibilityTraits = .button
        #expect(view.accessibilityTraits == [.button, .adjustable])
    }
}
