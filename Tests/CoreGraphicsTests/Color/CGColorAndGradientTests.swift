// CGColor, CGColorSpace and CGGradient drawing.
import CoreGraphics
import Testing

@Suite("CGColor and CGGradient")
struct CGColorAndGradientTests {
    @Test("Colours keep their components and space; copy(alpha:) changes only alpha")
    func colors() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.components == [0.2, 0.4, 0.6, 1])
        #expect(color.numberOfComponents == 4)
        #expect(color.colorSpace?.model == .rgb)
        #expect(color.copy(alpha: 0.5)?.components == [0.2, 0.4, 0.6, 0.5])
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.colorSpace?.model == .monochrome && gray.numberOfComponents == 2)
        #expect(gray.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)?.components == [0.5, 0.5, 0.5, 1])
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: "no such space" as CFString) == nil)
    }

    @Test("A linear gradient runs from the first colour to the last along its axis")
    func linearGradient() {
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
            locations: nil)!
        let bitmap = RGBABitmap(width: 100, height: 1)
        bitmap.context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let left = bitmap.pixel(x: 0, row: 0), middle = bitmap.pixel(x: 50, row: 0), right = bitmap.pixel(x: 99, row: 0)
        #expect(left[0] > 250 && left[2] < 5)
        #expect(abs(Int(middle[0]) - 127) < 4 && abs(Int(middle[2]) - 128) < 4)
        #expect(right[2] > 250 && right[0] < 5)
    }

    @Test("Without options a gradient stops at its ends; with them it extends")
    func gradientOptions() {
        let gradient = CGGradient(
            colorsSpace: nil,
            colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: [0, 1])!
        let plain = RGBABitmap(width: 30, height: 1)
        plain.context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        #expect(plain.pixel(x: 2, row: 0)[3] == 0 && plain.pixel(x: 27, row: 0)[3] == 0)
        let after = RGBABitmap(width: 30, height: 1)
        after.context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: .drawsAfterEndLocation)
        #expect(after.pixel(x: 2, row: 0)[3] == 0)
        #expect(after.pixel(x: 27, row: 0) == [255, 255, 255, 255])
        let both = RGBABitmap(width: 30, height: 1)
        both.context.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 2, row: 0) == [0, 0, 0, 255])
    }

    @Test("A gradient extended on one side only is as smooth as one extended on both: no bands of one colour")
    func oneSidedGradientIsSmooth() {
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: [0, 1])!
        for options: CGGradientDrawingOptions in [.drawsAfterEndLocation, .drawsBeforeStartLocation] {
            let bitmap = RGBABitmap(width: 300, height: 1)
            bitmap.context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 276, y: 0), options: options)
            let grays = (20..<276).map { Int(bitmap.pixel(x: $0, row: 0)[0]) }
            // 256 pixels for 256 levels: each step is at most a couple of levels, never a jump.
            let steps = zip(grays, grays.dropFirst()).map { $1 - $0 }
            #expect(steps.allSatisfy { $0 >= 0 && $0 <= 3 }, "\(options.rawValue): \(grays)")
            #expect(abs(grays[128] - 128) <= 3)
        }
    }

    @Test("A radial gradient is the start colour at the centre and the end colour at the radius")
    func radialGradient() {
        var components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2)!
        let bitmap = RGBABitmap(width: 21, height: 21)
        bitmap.context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
            endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10, options: [])
        #expect(bitmap.pixel(x: 10, row: 10)[0] > 240)
        #expect(bitmap.pixel(x: 0, row: 0)[3] == 0)
    }
}
