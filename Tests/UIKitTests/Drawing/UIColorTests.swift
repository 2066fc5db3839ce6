// UIColor: constructors, component accessors, HSB, named colours, equality, setting the context's colours.
import Testing
import UIKit

@Suite("UIColor")
struct UIColorTests {
    @Test("getRed reads back RGBA; a gray colour converts to equal RGB")
    func rgbComponents() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0.1, 0.2, 0.3, 0.4))
        #expect(UIColor(white: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0.5, 0.5, 0.5, 1))
    }

    @Test("getWhite succeeds for gray colours only, as UIKit")
    func whiteComponents() {
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.gray.getWhite(&w, alpha: &a) && w == 0.5 && a == 1)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test("HSB round-trips: pure red is hue 0, pure blue hue 2/3")
    func hsb() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.blue.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 2.0 / 3.0) < 1e-9 && s == 1 && v == 1)
        let color = UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.25) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b) == (1, 0, 0))
    }

    @Test("Named colours have UIKit's components; the default tint is (0, 122, 255)")
    func namedColours() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r) < 1e-9 && abs(g - 122.0 / 255) < 1e-9 && abs(b - 1) < 1e-9)
        #expect(UIColor.darkGray == UIColor(white: 1.0 / 3.0, alpha: 1))
        #expect(UIColor.lightGray == UIColor(white: 2.0 / 3.0, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.clear.cgColor.alpha == 0)
    }

    @Test("withAlphaComponent changes alpha only; equality compares components")
    func alphaAndEquality() {
        let red = UIColor.red.withAlphaComponent(0.3)
        #expect(red.cgColor.components == [1, 0, 0, 0.3])
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test("setFill and setStroke set the current context's colours; out-of-range components clamp when drawn")
    func settingColours() {
        let image = render(CGSize(width: 2, height: 1)) { context in
            UIColor(red: 2, green: -1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.set()
            context.cgContext.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[1, 0] == [0, 0, 255, 255])
        UIColor.red.setFill()  // No current context: nothing happens, nothing crashes.
    }
}
