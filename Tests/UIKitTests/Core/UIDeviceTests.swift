// UIDevice: the idiom is UIKit's top-level UIUserInterfaceIdiom with Apple's raw values, and the
// harness sets idiom and orientation.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIDevice")
struct UIDeviceTests {
    @Test("UIUserInterfaceIdiom has Apple's raw values; the harness sets the device's idiom")
    func idiom() {
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac].map(\.rawValue) == [-1, 0, 1, 2, 3, 5])
        _ = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
        let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
        #expect(idiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        _ = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model == "iPhone")
    }
}
