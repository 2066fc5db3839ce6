// Goldens of search bars at scale 2, each over a photo-like backdrop (a diagonal gradient with bright
// discs and stripes) so that the translucent bars' blur shows: the default bar, black, minimal, tinted
// (a light bar and a black one, whose field takes the tint), with a prompt, with a scope bar, with the
// Cancel button, editing with text (the clear button), the bookmark and results buttons, top-attached,
// and seed 000's E5.2, every customization at once. Each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// A colourful picture standing in for a photo under a translucent bar.
@MainActor
func photoBackdrop(_ size: CGSize) -> UIImageView {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
        let cg = context.cgContext
        let colors = [
            UIColor(red: 0.98, green: 0.55, blue: 0.15, alpha: 1).cgColor, UIColor(red: 0.85, green: 0.2, blue: 0.45, alpha: 1).cgColor,
            UIColor(red: 0.25, green: 0.3, blue: 0.8, alpha: 1).cgColor,
        ]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 0.5, 1])!
        cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: size.width, y: size.height), options: [])
        let discs: [(CGFloat, CGFloat, CGFloat, UIColor)] = [
            (40, 30, 26, .yellow), (130, 60, 34, .cyan), (230, 20, 22, .green), (290, 80, 30, .white), (90, 110, 24, .magenta),
        ]
        for (x, y, r, color) in discs {
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)).fill()
        }
        UIColor(white: 0, alpha: 0.6).setFill()
        for x in stride(from: CGFloat(0), to: size.width, by: 36) { cg.fill(CGRect(x: x, y: 0, width: 6, height: size.height)) }
    }
    let view = UIImageView(image: image)
    view.frame = CGRect(origin: .zero, size: size)
    return view
}

@MainActor
@Suite("UISearchBar goldens")
struct UISearchBarSnapshotTests {
    init() { TestFonts.pin() }

    /// A 320-point-wide scene: the backdrop, and a search bar at y 20 configured by `configure`, sized to
    /// fit. The scene is what gets snapshotted.
    func scene(_ h: UIKitTestHarness, _ configure: (UISearchBar) -> Void) -> (UIView, UISearchBar) {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.placeholder = "Search"
        configure(bar)
        bar.sizeToFit()
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: bar.frame.maxY + 20))
        scene.addSubview(photoBackdrop(scene.bounds.size))
        scene.addSubview(bar)
        h.window.addSubview(scene)
        h.runTurn()
        return (scene, bar)
    }

    func harness() -> UIKitTestHarness { UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2) }

    @Test("Default: light grey translucent bar, white field, magnifier and placeholder centred")
    func defaultBar() {
        let h = harness()
        let (view, _) = scene(h) { _ in }
        assertSnapshot(of: view, as: .image, named: "default")
    }

    @Test("Black: near-black translucent bar, dark grey field")
    func blackBar() {
        let h = harness()
        let (view, _) = scene(h) { $0.barStyle = .black }
        assertSnapshot(of: view, as: .image, named: "black")
    }

    @Test("Minimal: no bar background, a faint see-through field")
    func minimalBar() {
        let h = harness()
        let (view, _) = scene(h) { $0.searchBarStyle = .minimal }
        assertSnapshot(of: view, as: .image, named: "minimal")
    }

    @Test("Tinted: a light bar with a translucent green barTintColor; a black bar whose tint also tints the field")
    func tinted() {
        let h = harness()
        let (light, _) = scene(h) {
            $0.barTintColor = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 0.7)
            $0.tintColor = .purple
            $0.showsCancelButton = true
        }
        assertSnapshot(of: light, as: .image, named: "tinted")
        let (black, _) = scene(h) {
            $0.barStyle = .black
            $0.barTintColor = UIColor(red: 0.45, green: 0.1, blue: 0.15, alpha: 0.85)
        }
        assertSnapshot(of: black, as: .image, named: "blackTinted")
    }

    @Test("With a prompt: the prompt centred in the top 30 points")
    func prompt() {
        let h = harness()
        let (view, _) = scene(h) { $0.prompt = "Search the produce aisle" }
        assertSnapshot(of: view, as: .image, named: "prompt")
    }

    @Test("With a scope bar: three scope buttons under the field, the second selected")
    func scopeBar() {
        let h = harness()
        let (view, _) = scene(h) {
            $0.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
            $0.selectedScopeButtonIndex = 1
            $0.showsScopeBar = true
        }
        assertSnapshot(of: view, as: .image, named: "scopeBar")
    }

    @Test("With the Cancel button and the bookmark button")
    func cancelAndBookmark() {
        let h = harness()
        let (view, _) = scene(h) {
            $0.showsCancelButton = true
            $0.showsBookmarkButton = true
        }
        assertSnapshot(of: view, as: .image, named: "cancel")
    }

    @Test("Editing with text: text at the left, the caret, the clear button at the right; and the results button selected")
    func editing() {
        let h = harness()
        let (view, bar) = scene(h) { $0.showsCancelButton = true }
        h.tap(at: CGPoint(x: 100, y: 42))
        h.typeText("Apples")
        h.runTurn()
        assertSnapshot(of: view, as: .image, named: "editing")
        _ = bar.resignFirstResponder()
        bar.removeFromSuperview()
        let (results, _) = scene(h) {
            $0.showsSearchResultsButton = true
            $0.isSearchResultsButtonSelected = true
        }
        assertSnapshot(of: results, as: .image, named: "resultsSelected")
    }

    @Test("Top-attached: the background extends 20 points up behind the status bar")
    func topAttached() {
        let h = harness()
        let log = SearchBarLog()
        log.position = .topAttached
        let (view, _) = scene(h) { $0.delegate = log }
        assertSnapshot(of: view, as: .image, named: "topAttached")
    }

    @Test("E5.2: every customization at once, a search bar of inconceivable ugliness")
    func ugly() {
        let h = harness()
        let (view, _) = scene(h) { bar in
            let stripes = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor(red: 0.6, green: 0.9, blue: 0.2, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                UIColor(red: 0.9, green: 0.2, blue: 0.7, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            }
            bar.setBackgroundImage(stripes, for: .any, barMetrics: .defaultPrompt)
            let fieldImage = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 24)).image { _ in
                UIColor.yellow.setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 24), cornerRadius: 12).fill()
                UIColor.red.setStroke()
                let border = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 28, height: 22), cornerRadius: 11)
                border.lineWidth = 2
                border.stroke()
            }
            bar.setSearchFieldBackgroundImage(
                fieldImage.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)), for: .normal)
            let star = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIColor.blue.setFill()
                UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 16)).fill()
                UIColor.orange.setFill()
                UIBezierPath(rect: CGRect(x: 7, y: 7, width: 6, height: 6)).fill()
            }
            bar.setImage(star, for: .search, state: .normal)
            bar.setImage(star, for: .bookmark, state: .normal)
            bar.showsBookmarkButton = true
            bar.setPositionAdjustment(UIOffset(horizontal: -4, vertical: 0), for: .bookmark)
            bar.searchTextPositionAdjustment = UIOffset(horizontal: 6, vertical: 0)
            bar.scopeButtonTitles = ["Ugly", "Uglier", "Ugliest"]
            bar.showsScopeBar = true
            bar.scopeBarBackgroundImage = solidImage(UIColor(red: 0.3, green: 0.1, blue: 0.5, alpha: 1), CGSize(width: 8, height: 8))
            bar.setScopeBarButtonBackgroundImage(solidImage(.cyan, CGSize(width: 10, height: 30)), for: .normal)
            bar.setScopeBarButtonDividerImage(
                solidImage(.red, CGSize(width: 4, height: 10)), forLeftSegmentState: .normal, rightSegmentState: .normal)
            bar.setScopeBarButtonTitleTextAttributes(
                [
                    .foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 15),
                    .underlineStyle: NSUnderlineStyle.single.rawValue,
                ],
                for: .normal)
            bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.yellow], for: .selected)
            bar.tintColor = .orange
        }
        assertSnapshot(of: view, as: .image, named: "ugly")
    }
}
