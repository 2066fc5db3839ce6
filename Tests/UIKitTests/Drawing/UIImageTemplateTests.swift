import Foundation
import Testing
import UIKit

@Suite("UIImage templates and tint")
struct UIImageTemplateTests {
    /// 3×1 points: opaque blue, half-transparent green, transparent.
    static func glyph(scale: CGFloat = 1) -> UIImage {
        ImageFixture.make(CGSize(width: 3, height: 1), scale: scale) {
            ImageFixture.fill(.blue, CGRect(x: 0, y: 0, width: 1, height: 1))
            ImageFixture.fill(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5), CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    @Test("withTintColor: drawing fills the image's alpha with the tint colour, alpha kept", arguments: [1.0, 2.0])
    func tintFillsAlpha(scale: CGFloat) {
        let tinted = Self.glyph(scale: scale).withTintColor(.red)
        let drawn = ImageFixture.render(CGSize(width: 3, height: 1), scale: scale) { tinted.draw(at: .zero) }
        #expect(drawn.at(0.5, 0.5, scale: scale) == .red)
        #expect(drawn.at(1.5, 0.5, scale: scale).isClose(to: ImagePixel(255, 0, 0, 128), tolerance: 2))
        #expect(drawn.at(2.5, 0.5, scale: scale).a == 0)
    }

    @Test("A tinted image composites over what is below, with draw(in:blendMode:alpha:)'s alpha")
    func tintComposites() {
        let tinted = Self.glyph().withTintColor(.red)
        let drawn = ImageFixture.render(CGSize(width: 3, height: 1)) {
            ImageFixture.fill(.white, CGRect(x: 0, y: 0, width: 3, height: 1))
            tinted.draw(in: CGRect(x: 0, y: 0, width: 3, height: 1), blendMode: .normal, alpha: 0.5)
        }
        #expect(drawn[0, 0].isClose(to: ImagePixel(255, 128, 128), tolerance: 2))
        #expect(drawn[1, 0].isClose(to: ImagePixel(255, 191, 191), tolerance: 3))
        #expect(drawn[2, 0] == .white)
    }

    @Test("A template image drawn with draw(in:) keeps its own colours, as on iOS outside a view")
    func templateDrawsOriginal() {
        let template = Self.glyph().withRenderingMode(.alwaysTemplate)
        let drawn = ImageFixture.render(CGSize(width: 3, height: 1)) {
            UIColor.red.setFill()
            template.draw(at: .zero)
        }
        #expect(drawn[0, 0] == .blue && drawn[1, 0].isClose(to: ImagePixel(0, 255, 0, 128), tolerance: 2))
    }

    @Test("withTintColor tints whatever the rendering mode, also a template")
    func tintAnyMode() {
        for mode in [UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate] {
            let tinted = Self.glyph().withTintColor(.green, renderingMode: mode)
            #expect(tinted.renderingMode == mode)
            let drawn = ImageFixture.render(CGSize(width: 3, height: 1)) { tinted.draw(at: .zero) }
            #expect(drawn[0, 0] == .green, "\(mode)")
        }
    }

    @Test("A tinted resizable image tints its nine-part drawing")
    func tintedResizable() {
        let image = ImageFixture.bands([(.red, 2), (.clear, 2), (.blue, 2)], height: 2)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
            .withTintColor(.green)
        let drawn = ImageFixture.render(CGSize(width: 20, height: 2)) { image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 2)) }
        #expect(drawn[1, 1] == .green && drawn[10, 1].a == 0 && drawn[19, 1] == .green)
    }

    @Test("An animated image's modifiers apply to every frame")
    func animatedModifiers() throws {
        let animated = try #require(UIImage.animatedImage(with: [Self.glyph(), Self.glyph()], duration: 1))
        let template = animated.withRenderingMode(.alwaysTemplate)
        #expect(template.images?.allSatisfy { $0.renderingMode == .alwaysTemplate } == true)
        #expect(template.duration == 1)
    }
}
