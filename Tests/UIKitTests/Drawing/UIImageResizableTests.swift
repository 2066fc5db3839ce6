import Foundation
import Testing
import UIKit

@Suite("UIImage resizable images")
struct UIImageResizableTests {
    /// 10×4 points: a 4-point red left cap, a 2-point green middle, a 4-point blue right cap.
    static func threeBands(scale: CGFloat = 1) -> UIImage {
        ImageFixture.bands([(.red, 4), (.green, 2), (.blue, 4)], height: 4, scale: scale)
    }

    static let sideCaps = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)

    // MARK: Properties

    @Test("resizableImage(withCapInsets:) keeps the insets and tiles by default, as Apple documents")
    func defaults() {
        let image = Self.threeBands()
        let resizable = image.resizableImage(withCapInsets: Self.sideCaps)
        #expect(resizable.capInsets == Self.sideCaps && resizable.resizingMode == .tile)
        #expect(resizable.size == image.size && resizable.scale == image.scale && resizable.cgImage === image.cgImage)
        #expect(image.resizableImage(withCapInsets: Self.sideCaps, resizingMode: .stretch).resizingMode == .stretch)
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
    }

    @Test("Negative, NaN and infinite cap insets are taken as 0")
    func clampedInsets() {
        let image = Self.threeBands()
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: -3, left: .nan, bottom: .infinity, right: 2))
        #expect(resizable.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        let stretched = image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4), resizingMode: .stretch)
        #expect(stretched.capInsets.left == 0)
    }

    // MARK: Caps

    @Test("Caps keep their size in points; the middle fills the rest", arguments: [1.0, 2.0, 3.0])
    func capsUnscaled(scale: CGFloat) {
        for mode in [UIImage.ResizingMode.tile, .stretch] {
            let image = Self.threeBands(scale: scale).resizableImage(withCapInsets: Self.sideCaps, resizingMode: mode)
            let drawn = ImageFixture.render(CGSize(width: 40, height: 4), scale: scale) {
                image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 4))
            }
            for x in [0.1, 2, 3.9] as [CGFloat] { #expect(drawn.at(x, 2, scale: scale) == .red, "\(mode) x=\(x)") }
            for x in [4.1, 10, 20, 35.9] as [CGFloat] { #expect(drawn.at(x, 2, scale: scale) == .green, "\(mode) x=\(x)") }
            for x in [36.1, 38, 39.9] as [CGFloat] { #expect(drawn.at(x, 2, scale: scale) == .blue, "\(mode) x=\(x)") }
        }
    }

    @Test("Caps are in points: a @2x image's 4-point cap is 4 pixels wide in a scale-1 context")
    func capsInPoints() {
        let image = Self.threeBands(scale: 2).resizableImage(withCapInsets: Self.sideCaps)
        let drawn = ImageFixture.render(CGSize(width: 30, height: 4)) { image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 4)) }
        #expect(drawn[3, 1] == .red && drawn[4, 1] == .green && drawn[25, 1] == .green && drawn[26, 1] == .blue)
    }

    @Test("Top and bottom caps keep their height; a nine-part image keeps its corners")
    func verticalAndCorners() {
        let vertical = ImageFixture.rows([(.red, 3), (.green, 2), (.blue, 3)], width: 4)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
        let tall = ImageFixture.render(CGSize(width: 4, height: 30)) { vertical.draw(in: CGRect(x: 0, y: 0, width: 4, height: 30)) }
        #expect(tall[1, 2] == .red && tall[1, 3] == .green && tall[1, 26] == .green && tall[1, 27] == .blue)

        // 3×3 cells of 2 points: corners red, edges green, centre blue; caps of 2 points all round.
        let r = UIColor.red, g = UIColor.green, b = UIColor.blue
        let cells = ImageFixture.grid([[r, g, r], [g, b, g], [r, g, r]], scale: 1)
        let nine = UIImage(cgImage: cells.cgImage!, scale: 1, orientation: .up)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let drawn = ImageFixture.render(CGSize(width: 20, height: 12)) { nine.draw(in: CGRect(x: 0, y: 0, width: 20, height: 12)) }
        #expect(drawn[0, 0] == .red && drawn[19, 0] == .red && drawn[0, 11] == .red && drawn[19, 11] == .red)
        #expect(drawn[10, 0] == .green && drawn[0, 6] == .green && drawn[19, 6] == .green && drawn[10, 11] == .green)
        #expect(drawn[1, 1] == .blue && drawn[10, 6] == .blue && drawn[18, 10] == .blue)
    }

    @Test("A rectangle smaller than the caps shrinks them in proportion; the middle disappears")
    func capsShrink() {
        let image = Self.threeBands().resizableImage(withCapInsets: Self.sideCaps)
        let drawn = ImageFixture.render(CGSize(width: 4, height: 4)) { image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(drawn[0, 1] == .red && drawn[1, 1] == .red && drawn[2, 1] == .blue && drawn[3, 1] == .blue)
        let uneven = Self.threeBands().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 2))
        let narrow = ImageFixture.render(CGSize(width: 4, height: 4)) { uneven.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(narrow[3, 1] == .blue && narrow[0, 1] == .red)  // 6:2 → 3 points and 1 point
    }

    @Test("Caps that cover the whole image stretch the pixel at their boundary")
    func capsCoverImage() {
        let image = Self.threeBands().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 4))
        let drawn = ImageFixture.render(CGSize(width: 20, height: 4)) { image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 4)) }
        #expect(drawn[3, 1] == .red && drawn[5, 1] == .green && drawn[12, 1] == .green && drawn[16, 1] == .blue)
    }

    @Test("Caps are those of the displayed image: an oriented image is turned before it is cut")
    func capsFollowOrientation() {
        let stored = Self.threeBands()
        let mirrored = UIImage(cgImage: stored.cgImage!, scale: 1, orientation: .upMirrored)  // blue, green, red
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let drawn = ImageFixture.render(CGSize(width: 20, height: 4)) { mirrored.draw(in: CGRect(x: 0, y: 0, width: 20, height: 4)) }
        #expect(drawn[1, 1] == .blue && drawn[10, 1] == .green && drawn[18, 1] == .red)
    }

    // MARK: Tile and stretch

    /// 4-point grey caps around a 2-point middle of one black and one white point.
    static func patterned(scale: CGFloat) -> UIImage {
        ImageFixture.bands([(.gray, 4), (.black, 1), (.white, 1), (.gray, 4)], height: 2, scale: scale)
    }

    @Test("Tile repeats the middle; stretch scales it", arguments: [1.0, 2.0])
    func tileVersusStretch(scale: CGFloat) {
        let caps = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        let rect = CGRect(x: 0, y: 0, width: 18, height: 2)  // a middle of 10 points
        let tiled = ImageFixture.render(rect.size, scale: scale) {
            Self.patterned(scale: scale).resizableImage(withCapInsets: caps, resizingMode: .tile).draw(in: rect)
        }
        let stretched = ImageFixture.render(rect.size, scale: scale) {
            Self.patterned(scale: scale).resizableImage(withCapInsets: caps, resizingMode: .stretch).draw(in: rect)
        }
        for point in 4..<14 {
            let expected: ImagePixel = point % 2 == 0 ? .black : .white
            #expect(tiled.at(CGFloat(point) + 0.5, 1, scale: scale) == expected, "tile, point \(point)")
        }
        #expect(stretched.at(5.5, 1, scale: scale) == .black && stretched.at(6.5, 1, scale: scale) == .black)
        #expect(stretched.at(11.5, 1, scale: scale) == .white && stretched.at(12.5, 1, scale: scale) == .white)
    }

    @Test("With zero insets, tile mode tiles the whole image (Apple: 'the entire image is tiled')")
    func zeroInsetsTile() {
        let image = ImageFixture.bands([(.red, 1), (.blue, 1)], height: 1)
        let tiled = ImageFixture.render(CGSize(width: 8, height: 1)) {
            image.resizableImage(withCapInsets: .zero).draw(in: CGRect(x: 0, y: 0, width: 8, height: 1))
        }
        #expect(tiled[0, 0] == .red && tiled[1, 0] == .blue && tiled[4, 0] == .red && tiled[7, 0] == .blue)
        let stretched = ImageFixture.render(CGSize(width: 8, height: 1)) {
            image.resizableImage(withCapInsets: .zero, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 8, height: 1))
        }
        #expect(stretched[0, 0] == .red && stretched[1, 0] == .red && stretched[6, 0] == .blue && stretched[7, 0] == .blue)
    }

    // MARK: Stretchable (iOS 2)

    @Test("stretchableImage(withLeftCapWidth:topCapHeight:) stretches a 1-point middle")
    func stretchable() {
        let image = Self.threeBands()
        let stretchable = image.stretchableImage(withLeftCapWidth: 4, topCapHeight: 0)
        #expect(stretchable.leftCapWidth == 4 && stretchable.topCapHeight == 0 && stretchable.resizingMode == .stretch)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 5))
        #expect(image.leftCapWidth == 0 && image.topCapHeight == 0)
        let drawn = ImageFixture.render(CGSize(width: 30, height: 4)) { stretchable.draw(in: CGRect(x: 0, y: 0, width: 30, height: 4)) }
        #expect(drawn[3, 1] == .red && drawn[4, 1] == .green && drawn[24, 1] == .green && drawn[25, 1] == .green)
        #expect(drawn[26, 1] == .blue && drawn[29, 1] == .blue)
    }

    @Test("A cap width of 0 stretches the whole axis; negative widths are 0")
    func stretchableZero() {
        let image = Self.threeBands()
        let whole = image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 2)
        #expect(whole.capInsets == UIEdgeInsets(top: 2, left: 0, bottom: 1, right: 0) && whole.leftCapWidth == 0)
        let negative = image.stretchableImage(withLeftCapWidth: -5, topCapHeight: -1)
        #expect(negative.leftCapWidth == 0 && negative.topCapHeight == 0 && negative.capInsets == .zero)
        let drawn = ImageFixture.render(CGSize(width: 20, height: 4)) {
            negative.draw(in: CGRect(x: 0, y: 0, width: 20, height: 4))
        }
        #expect(drawn[3, 1] == .red && drawn[10, 1] == .green && drawn[19, 1] == .blue)  // the plain 2× stretch
    }
}
