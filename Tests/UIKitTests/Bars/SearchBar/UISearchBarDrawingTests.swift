// What search bars draw, checked by pixels: the styles and tints, background images and their
// metrics, the icons' images per state, sizes and adjustments, and the scope bar's customization.
// Each bar sits at y 20 in a 320-point window (scale 2) whose colour the tests choose.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISearchBar drawing")
struct UISearchBarDrawingTests {
    init() { TestFonts.pin() }

    static let white: [UInt8] = [255, 255, 255, 255]
    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]

    /// A point in the bar's left margin (outside the field) and one inside the field, clear of its icon
    /// and text, in window coordinates.
    static let barPoint = CGPoint(x: 3, y: 24)
    static let fieldPoint = CGPoint(x: 20, y: 31)

    func harness(window color: UIColor, _ configure: (UISearchBar) -> Void = { _ in }) -> (UIKitTestHarness, UISearchBar) {
        let (h, bar) = searchBarHarness(configure)
        h.window.backgroundColor = color
        h.runTurn()
        return (h, bar)
    }

    // MARK: Styles and tints

    @Test("spec 000 #39: default is a light grey bar with a white field, black a black bar with a dark field; both translucent")
    func barStyles() throws {
        let (h, bar) = harness(window: .white)
        let light = h.pixel(at: Self.barPoint)
        #expect(light[0] > 185 && light[0] < 240 && abs(Int(light[0]) - Int(light[1])) < 6)
        #expect(Pixels.close(h.pixel(at: Self.fieldPoint), Self.white))
        bar.barStyle = .black
        h.runTurn()
        let dark = h.pixel(at: Self.barPoint)
        let darkField = h.pixel(at: Self.fieldPoint)
        #expect(dark[0] < 90 && darkField[0] < 90)
        #expect(!Pixels.close(dark, darkField, tolerance: 4))
        // Translucent: a red window shows through both.
        h.window.backgroundColor = .red
        h.runTurn()
        let throughDark = h.pixel(at: Self.barPoint)
        #expect(Int(throughDark[0]) > Int(throughDark[1]) + 20)
        bar.barStyle = .default
        h.runTurn()
        let throughLight = h.pixel(at: Self.barPoint)
        #expect(Int(throughLight[0]) > Int(throughLight[1]) + 20)
    }

    @Test("spec 000 #40: the prominent style draws exactly as the default style")
    func prominentIsDefault() throws {
        let (h, bar) = harness(window: .white) { $0.showsBookmarkButton = true }
        let standard = h.render()
        bar.searchBarStyle = .prominent
        h.runTurn()
        let prominent = h.render()
        let a = Pixels(standard), b = Pixels(prominent)
        var differing = 0
        for y in 30..<140 { for x in 0..<640 where a[x, y] != b[x, y] { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("spec 000 #41: the minimal style has a transparent background and a faint dark field")
    func minimalStyle() throws {
        let (h, _) = harness(window: .red) { $0.searchBarStyle = .minimal }
        #expect(Pixels.close(h.pixel(at: Self.barPoint), Self.red))
        let field = h.pixel(at: Self.fieldPoint)
        #expect(!Pixels.close(field, Self.red) && field[0] > 200 && field[1] < 20)
    }

    @Test("spec 000 #42: barTintColor colours the background; on a black bar it tints the field as well")
    func barTintColor() throws {
        let tint = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let (h, bar) = harness(window: .white) { $0.barTintColor = tint }
        #expect(Pixels.close(h.pixel(at: Self.barPoint), Self.blue, tolerance: 3))
        #expect(Pixels.close(h.pixel(at: Self.fieldPoint), Self.white))
        bar.barStyle = .black
        h.runTurn()
        let field = h.pixel(at: Self.fieldPoint)
        #expect(field[2] > 200 && field[0] < 80 && field[1] < 80)
    }

    @Test("spec 000 #43: an opaque barTintColor makes the bar opaque")
    func opaqueTint() throws {
        let (h, bar) = harness(window: .red) { $0.barTintColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1) }
        #expect(Pixels.close(h.pixel(at: Self.barPoint), [51, 153, 77, 255], tolerance: 2))
        // A see-through tint on a translucent bar lets the red through.
        bar.barTintColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5)
        h.runTurn()
        #expect(h.pixel(at: Self.barPoint)[0] > 100)
        // An opaque bar makes even that tint opaque.
        bar.isTranslucent = false
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: Self.barPoint), [51, 153, 77, 255], tolerance: 2))
    }

    @Test("spec 000 #45: a background image overrides tint and style; backgroundColor shows through its transparent parts")
    func backgroundImageOverrides() throws {
        // Tiled: a green top point row over a transparent one.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let rows = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        let (h, bar) = harness(window: .white) {
            $0.barStyle = .black
            $0.barTintColor = .blue
            $0.backgroundColor = .yellow
            $0.backgroundImage = rows
        }
        #expect(bar.backgroundImage === rows)
        #expect(Pixels.close(h.pixel(at: CGPoint(x: 3, y: 20.25)), Self.green))
        #expect(Pixels.close(h.pixel(at: CGPoint(x: 3, y: 21.25)), [255, 255, 0, 255]))
    }

    @Test("spec 000 #60: an image set for the default metrics does not show with the scope bar; one for defaultPrompt does")
    func backgroundMetrics() throws {
        let (h, bar) = harness(window: .white) {
            $0.setBackgroundImage(solidImage(.green, CGSize(width: 4, height: 4)), for: .any, barMetrics: .default)
            $0.scopeButtonTitles = ["One", "Two"]
        }
        #expect(Pixels.close(h.pixel(at: Self.barPoint), Self.green))
        bar.showsScopeBar = true
        bar.sizeToFit()
        h.runTurn()
        let standard = h.pixel(at: Self.barPoint)
        #expect(!Pixels.close(standard, Self.green, tolerance: 60))
        bar.setBackgroundImage(solidImage(.blue, CGSize(width: 4, height: 4)), for: .any, barMetrics: .defaultPrompt)
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: Self.barPoint), Self.blue))
        #expect(Pixels.close(h.pixel(at: CGPoint(x: 3, y: 100)), Self.blue))
    }

    // MARK: Icons

    /// The right-hand icon's button (bookmark, results, clear) by accessibility label.
    func icon(_ bar: UISearchBar, _ label: String) -> CGRect {
        let view = bar.control(labelled: label)!
        return view.convert(view.bounds, to: nil)
    }

    @Test("spec 000 #54: a normal icon image without a highlighted one also shows while pressed")
    func normalServesBoth() throws {
        let (h, bar) = harness(window: .white) {
            $0.showsBookmarkButton = true
            $0.setImage(solidImage(.red, CGSize(width: 14, height: 14)), for: .bookmark, state: .normal)
        }
        let frame = icon(bar, "Bookmarks")
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
        h.touchDown(at: centre)
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
        h.touchUp()
    }

    @Test("spec 000 #55: pressing the bookmark shows its highlighted image; the search icon never switches")
    func highlightedWhilePressed() throws {
        let (h, bar) = harness(window: .white) {
            $0.showsBookmarkButton = true
            for icon in [UISearchBar.Icon.bookmark, .search] {
                $0.setImage(solidImage(.red, CGSize(width: 13, height: 13)), for: icon, state: .normal)
                $0.setImage(solidImage(.green, CGSize(width: 13, height: 13)), for: icon, state: .highlighted)
            }
        }
        let frame = icon(bar, "Bookmarks")
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
        h.touchDown(at: centre)
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: centre), Self.green))
        h.touchUp()
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
        // The magnifier: red at rest and while the field is pressed there.
        let magnifier = try #require(box(of: Self.red, in: CGRect(x: 8, y: 28, width: 250, height: 28), of: h.render()))
        let glass = CGPoint(x: magnifier.frame.midX, y: magnifier.frame.midY)
        h.touchDown(at: glass)
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: glass), Self.red))
        h.touchUp()
    }

    @Test("spec 000 #56: a selected results button shows its highlighted image at rest and its normal image while pressed")
    func selectedResultsReverses() throws {
        let (h, bar) = harness(window: .white) {
            $0.showsSearchResultsButton = true
            $0.isSearchResultsButtonSelected = true
            $0.setImage(solidImage(.red, CGSize(width: 14, height: 14)), for: .resultsList, state: .normal)
            $0.setImage(solidImage(.green, CGSize(width: 14, height: 14)), for: .resultsList, state: .highlighted)
        }
        let frame = icon(bar, "Search results")
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        #expect(Pixels.close(h.pixel(at: centre), Self.green))
        h.touchDown(at: centre)
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
        h.touchUp()
        h.runTurn()
        bar.isSearchResultsButtonSelected = false
        h.runTurn()
        #expect(Pixels.close(h.pixel(at: centre), Self.red))
    }

    @Test("spec 000 #57: a custom clear image keeps its size (20 × 20 shows 20 × 20); other icons are fitted to the standard size")
    func clearImageNotResized() throws {
        let (h, bar) = harness(window: .white) {
            $0.text = "x"
            $0.setImage(solidImage(.red, CGSize(width: 20, height: 20)), for: .clear, state: .normal)
        }
        let field = CGRect(x: 8, y: 28, width: 304, height: 28)
        let clear = try #require(box(of: Self.red, in: field, of: h.render(), tolerance: 4))
        #expect(clear.frame.size == CGSize(width: 20, height: 20) && clear.count == 1600)
        bar.text = ""
        bar.showsBookmarkButton = true
        bar.setImage(solidImage(.red, CGSize(width: 20, height: 20)), for: .bookmark, state: .normal)
        h.runTurn()
        let bookmark = try #require(box(of: Self.red, in: field, of: h.render(), tolerance: 4))
        #expect(bookmark.frame.width < 16 && bookmark.frame.height < 16)
    }

    @Test("spec 000 #58: setPositionAdjustment(_:for:) moves that icon only")
    func iconAdjustment() throws {
        let (h, bar) = harness(window: .white) {
            $0.showsBookmarkButton = true
            $0.setImage(solidImage(.red, CGSize(width: 14, height: 14)), for: .bookmark, state: .normal)
            $0.setImage(solidImage(.blue, CGSize(width: 13, height: 13)), for: .search, state: .normal)
        }
        let field = CGRect(x: 0, y: 20, width: 320, height: 44)
        let bookmark = try #require(box(of: Self.red, in: field, of: h.render()))
        let search = try #require(box(of: Self.blue, in: field, of: h.render()))
        bar.setPositionAdjustment(UIOffset(horizontal: -20, vertical: 3), for: .bookmark)
        h.runTurn()
        #expect(box(of: Self.red, in: field, of: h.render())?.frame == bookmark.frame.offsetBy(dx: -20, dy: 3))
        #expect(box(of: Self.blue, in: field, of: h.render())?.frame == search.frame)
        bar.setPositionAdjustment(UIOffset(horizontal: 5, vertical: -2), for: .search)
        h.runTurn()
        #expect(box(of: Self.blue, in: field, of: h.render())?.frame == search.frame.offsetBy(dx: 5, dy: -2))
    }

    // MARK: Scope bar

    @Test("spec 000 #61: without a selected image, the selected scope button shows the normal image darkened")
    func selectedDarkened() throws {
        let (h, bar) = harness(window: .white) {
            $0.scopeButtonTitles = ["A", "B"]
            $0.showsScopeBar = true
            $0.setScopeBarButtonBackgroundImage(solidImage(.cyan, CGSize(width: 10, height: 30)), for: .normal)
        }
        let control = try #require(bar.scopeControl)
        let frame = control.convert(control.bounds, to: nil)
        let selected = h.pixel(at: CGPoint(x: frame.minX + 10, y: frame.minY + 4))
        let normal = h.pixel(at: CGPoint(x: frame.maxX - 10, y: frame.minY + 4))
        #expect(Pixels.close(normal, [0, 255, 255, 255]))
        #expect(selected[1] < normal[1] - 30 && selected[2] < normal[2] - 30 && selected[0] < 20)
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) == nil)
    }

    @Test("spec 000 #63: a scope divider keeps its width and takes the buttons' height")
    func dividerSize() throws {
        let (h, bar) = harness(window: .white) {
            $0.scopeButtonTitles = ["A", "B"]
            $0.showsScopeBar = true
            $0.setScopeBarButtonBackgroundImage(solidImage(.white, CGSize(width: 10, height: 30)), for: .normal)
            $0.setScopeBarButtonDividerImage(
                solidImage(.red, CGSize(width: 3, height: 6)), forLeftSegmentState: .normal, rightSegmentState: .normal)
        }
        let control = try #require(bar.scopeControl)
        let frame = control.convert(control.bounds, to: nil)
        let divider = try #require(box(of: Self.red, in: frame, of: h.render(), tolerance: 4))
        #expect(divider.frame.width == 3)
        #expect(divider.frame.height >= frame.height - 2)
    }
}
