import Foundation
import Testing
@testable import UIKit

/// Clear-box tests: the package drawing helper that tinting views use, and UIImage's internal geometry.
@Suite("UIImage internals")
struct UIImageInternalsTests {
    static func glyph() -> UIImage { UIImageTemplateTests.glyph() }

    /// What `draw(in:tintColor:automaticIsTemplate:)` draws for `image` with a red tint colour.
    static func drawnWithTint(_ image: UIImage, automaticIsTemplate: Bool = false, tint: UIColor? = .red) -> ImagePixel {
        ImageFixture.render(CGSize(width: 3, height: 1)) {
            image.draw(in: CGRect(x: 0, y: 0, width: 3, height: 1), tintColor: tint, automaticIsTemplate: automaticIsTemplate)
        }[0, 0]
    }

    @Test("draw(in:tintColor:) fills a template's alpha with the tint colour and keeps alpha")
    func templateTinted() {
        let template = Self.glyph().withRenderingMode(.alwaysTemplate)
        #expect(Self.drawnWithTint(template) == .red)
        let drawn = ImageFixture.render(CGSize(width: 3, height: 1)) {
            template.draw(in: CGRect(x: 0, y: 0, width: 3, height: 1), tintColor: .red)
        }
        #expect(drawn[1, 0].isClose(to: ImagePixel(255, 0, 0, 128), tolerance: 2) && drawn[2, 0].a == 0)
    }

    @Test("draw(in:tintColor:): .automatic is a template only where the caller says so; .alwaysOriginal never")
    func automaticAndOriginal() {
        #expect(Self.drawnWithTint(Self.glyph()) == .blue)
        #expect(Self.drawnWithTint(Self.glyph(), automaticIsTemplate: true) == .red)
        #expect(Self.drawnWithTint(Self.glyph().withRenderingMode(.alwaysOriginal), automaticIsTemplate: true) == .blue)
    }

    @Test("draw(in:tintColor:): withTintColor's colour wins; no tint colour draws the template as is")
    func tintPrecedence() {
        #expect(Self.drawnWithTint(Self.glyph().withTintColor(.green, renderingMode: .alwaysTemplate)) == .green)
        #expect(Self.drawnWithTint(Self.glyph().withRenderingMode(.alwaysTemplate), tint: nil) == .blue)
    }

    @Test("NineSlice.axis: caps at their size, the middle takes the rest; short destinations shrink the caps")
    func axis() {
        let wide = NineSlice.axis(startCap: 8, endCap: 4, pixels: 20, scale: 2, destinationStart: 10, destinationLength: 30)
        #expect(wide.map(\.destinationStart) == [10, 14, 38] && wide.map(\.destinationLength) == [4, 24, 2])
        #expect(wide.map(\.sourceStart) == [0, 8, 16] && wide.map(\.sourceCount) == [8, 8, 4])
        let short = NineSlice.axis(startCap: 8, endCap: 4, pixels: 20, scale: 2, destinationStart: 0, destinationLength: 3)
        #expect(short.map(\.destinationLength) == [2, 0, 1])
        let covered = NineSlice.axis(startCap: 6, endCap: 4, pixels: 10, scale: 1, destinationStart: 0, destinationLength: 20)
        #expect(covered[1].sourceStart == 5 && covered[1].sourceCount == 1 && covered[1].destinationLength == 10)
        let noStart = NineSlice.axis(startCap: 0, endCap: 10, pixels: 10, scale: 1, destinationStart: 0, destinationLength: 20)
        #expect(noStart[1].sourceStart == 0 && noStart[1].sourceCount == 1)
    }

    @Test("The scale in a file name: @<n>x before the extension or a ~device suffix")
    func scaleFromFileName() {
        #expect(UIImage.scale(fromFileName: "a@2x.png") == 2)
        #expect(UIImage.scale(fromFileName: "a@3x~iphone.png") == 3)
        #expect(UIImage.scale(fromFileName: "a.png") == 1)
        #expect(UIImage.scale(fromFileName: "a@2x") == 2)
        #expect(UIImage.scale(fromFileName: "me@home.png") == 1)
        #expect(UIImage.scale(fromFileName: "a@0x.png") == 1)
    }

    @Test("JPEGOrientation ignores data that is not a JPEG or has no EXIF segment before the image data")
    func jpegOrientationEdges() throws {
        #expect(JPEGOrientation.read(from: Data()) == nil)
        #expect(JPEGOrientation.read(from: Data([0xFF, 0xD8, 0xFF])) == nil)
        let jpeg = try #require(UIImageDecodingTests.jpegFriendly().jpegData(compressionQuality: 0.5))
        #expect(JPEGOrientation.read(from: jpeg) == nil)
        #expect(JPEGOrientation.read(from: UIImageDecodingTests.insertingEXIF(orientation: 6, bigEndian: false, into: jpeg)) == .right)
        var lengthTooLong = UIImageDecodingTests.insertingEXIF(orientation: 6, bigEndian: true, into: jpeg)
        lengthTooLong[lengthTooLong.startIndex + 4] = 0xFF
        #expect(JPEGOrientation.read(from: lengthTooLong) == nil)
    }
}
