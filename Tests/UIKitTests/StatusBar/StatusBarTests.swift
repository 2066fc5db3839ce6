// iOS 7's status bar: 20 points across the top of the screen, transparent over the app, dark or light
// content, hidden on request, taking the touches in its strip. Public API only, except the screen
// pictures, which come from the harness.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Status bar")
struct StatusBarTests {
    /// A harness whose window shows `color` everywhere.
    private func harness(
        _ color: UIColor, size: CGSize = CGSize(width: 320, height: 480), scale: CGFloat = 2,
        idiom: UIUserInterfaceIdiom = .phone
    ) -> UIKitTestHarness {
        let h = UIKitTestHarness(windowSize: size, scale: scale, idiom: idiom)
        h.window.backgroundColor = color
        h.runTurn()
        return h
    }

    /// The top `height` points of the screen.
    private func strip(_ h: UIKitTestHarness, height: CGFloat = 20) -> UIImage {
        let image = h.render()
        let cropped = image.cgImage!.cropping(to: CGRect(x: 0, y: 0, width: CGFloat(image.cgImage!.width), height: height * image.scale))!
        return UIImage(cgImage: cropped, scale: image.scale, orientation: .up)
    }

    @Test("At launch the status bar shows, dark, 20 points across the top of the screen")
    func defaults() {
        let h = harness(.white)
        let app = UIApplication.shared
        #expect(app.statusBarStyle == .default)
        #expect(app.isStatusBarHidden == false)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(!app.windows.contains { $0.windowLevel == .statusBar }, "the status bar is not one of the app's windows")
        // Dark content on the white window: the time's ink is dark; below the bar the window shows.
        let p = Pixels(h.render())
        #expect(p.darkestIn(x: 260...380, y: 8...32) < 80)
        #expect(p[320, 60] == [255, 255, 255, 255])
    }

    @Test("Light content draws white over a dark window")
    func lightContent() {
        let h = harness(.black)
        UIApplication.shared.statusBarStyle = .lightContent
        h.runTurn()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(Pixels(h.render()).brightestIn(x: 260...380, y: 8...32) > 200)
        UIApplication.shared.setStatusBarStyle(.default, animated: true)
        h.runTurn()
        #expect(Pixels(h.render()).brightestIn(x: 0...639, y: 0...39) < 40, "dark content on black is invisible")
    }

    @Test("Hidden, the status bar has a zero frame and the window shows through")
    func hidden() {
        let h = harness(.white)
        let before = Pixels(h.render())
        #expect(before.darkestIn(x: 0...639, y: 0...39) < 80)
        UIApplication.shared.setStatusBarHidden(true, with: .fade)
        h.runTurn()
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(Pixels(h.render()).darkestIn(x: 0...639, y: 0...39) == 255)
        UIApplication.shared.isStatusBarHidden = false
        h.runTurn()
        #expect(Pixels(h.render()).darkestIn(x: 0...639, y: 0...39) < 80)
    }

    @Test("A touch on the status bar does not reach the app; hidden, the bar lets it through")
    func touchesInTheStrip() {
        let h = harness(.white)
        let view = TouchCountingView(frame: h.window.bounds)
        h.window.addSubview(view)
        h.tap(at: CGPoint(x: 160, y: 10))
        #expect(view.began == 0)
        h.tap(at: CGPoint(x: 160, y: 21))
        #expect(view.began == 1)
        UIApplication.shared.isStatusBarHidden = true
        h.tap(at: CGPoint(x: 160, y: 10))
        #expect(view.began == 2)
    }

    @Test("The clock turns at the minute, on UIKit's clock")
    func clock() {
        let h = harness(.white)
        let start = strip(h).pngData()
        h.advance(by: 59)
        #expect(strip(h).pngData() == start, "9:41 until the minute ends")
        h.advance(by: 1)
        #expect(strip(h).pngData() != start, "9:42")
        h.advance(by: 18 * 60)
        assertSnapshot(of: strip(h), as: .image, named: "phone-10-00")
    }

    @Test("Rotated, the status bar spans the landscape width")
    func rotation() {
        let h = harness(.white)
        h.rotate(to: .landscapeLeft)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 480, height: 20))
        #expect(Pixels(h.render()).darkestIn(x: 900...955, y: 8...32) < 80, "the battery at the right edge")
    }

    @Test("A new harness starts with the status bar shown and dark")
    func resetBetweenHarnesses() {
        _ = harness(.white)
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.isStatusBarHidden = true
        _ = harness(.white)
        #expect(UIApplication.shared.statusBarStyle == .default)
        #expect(UIApplication.shared.isStatusBarHidden == false)
    }

    /// The pixels (x, y) where two pictures of the same size differ.
    private func differences(_ a: UIImage, _ b: UIImage) -> [(Int, Int)] {
        let p = Pixels(a), q = Pixels(b)
        var found: [(Int, Int)] = []
        for y in 0..<p.height { for x in 0..<p.width where p[x, y] != q[x, y] { found.append((x, y)) } }
        return found
    }

    @Test(
        "isNetworkActivityIndicatorVisible shows a spinner after the Wi-Fi symbol that turns on UIKit's clock; false hides it (spec 000 #10)"
    )
    func networkActivityIndicator() {
        let h = harness(.white)
        let app = UIApplication.shared
        #expect(app.isNetworkActivityIndicatorVisible == false)
        let without = strip(h)
        app.isNetworkActivityIndicatorVisible = true
        h.runTurn()
        let with = strip(h)
        let added = differences(without, with)
        #expect(added.count > 40, "the spinner's ink: \(added.count) pixels")
        // Left of the clock, right of the carrier's text and the Wi-Fi fan (x > 80 pixels at scale 2).
        #expect(added.allSatisfy { $0.0 > 80 && $0.0 < 260 }, "\(added.map(\.0).min() ?? 0)...\(added.map(\.0).max() ?? 0)")
        h.advance(by: 1.5 / 12)
        #expect(!differences(with, strip(h)).isEmpty, "a step later the spinner turned")
        assertSnapshot(of: strip(h), as: .image, named: "network-activity")
        app.isNetworkActivityIndicatorVisible = false
        h.runTurn()
        #expect(differences(without, strip(h)).isEmpty)
    }

    @Test("A new harness starts without the network activity indicator")
    func networkActivityResets() {
        _ = harness(.white)
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        _ = harness(.white)
        #expect(UIApplication.shared.isNetworkActivityIndicatorVisible == false)
    }

    @Test("Goldens: phone dark and light at scale 1 and 2, pad at scale 2")
    func goldens() {
        for scale: CGFloat in [1, 2] {
            let h = harness(UIColor(red: 0.55, green: 0.8, blue: 0.95, alpha: 1), scale: scale)
            assertSnapshot(of: strip(h), as: .image, named: "phone-default@\(Int(scale))x")
            UIApplication.shared.statusBarStyle = .lightContent
            h.runTurn()
            assertSnapshot(of: strip(h), as: .image, named: "phone-light@\(Int(scale))x")
        }
        let pad = harness(.white, size: CGSize(width: 768, height: 1024), idiom: .pad)
        _ = pad
        assertSnapshot(of: strip(pad), as: .image, named: "pad-default@2x")
    }
}

private final class TouchCountingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

private extension Pixels {
    /// The lowest (darkest) channel value among the pixels in the given ranges.
    func darkestIn(x: ClosedRange<Int>, y: ClosedRange<Int>) -> UInt8 {
        var darkest: UInt8 = 255
        for row in y { for column in x { darkest = min(darkest, self[column, row][0...2].min()!) } }
        return darkest
    }

    /// The highest (brightest) channel value among the pixels in the given ranges.
    func brightestIn(x: ClosedRange<Int>, y: ClosedRange<Int>) -> UInt8 {
        var brightest: UInt8 = 0
        for row in y { for column in x { brightest = max(brightest, self[column, row][0...2].max()!) } }
        return brightest
    }
}
