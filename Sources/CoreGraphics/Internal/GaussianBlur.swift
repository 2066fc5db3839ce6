/// A Gaussian blur of an 8-bit alpha buffer, approximated by three box blurs per axis (error < 3%).
/// Ours because Cairo has no blur and pixman's convolution is too slow for large radii.
package enum GaussianBlur {
    package static func blurAlpha(_ pixels: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let pixels, sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = row[x] }
            for radius in boxes { boxBlur(&line, &scratch, count: width, radius: radius) }
            for x in 0..<width { row[x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = pixels[y * stride + x] }
            for radius in boxes { boxBlur(&line, &scratch, count: height, radius: radius) }
            for y in 0..<height { pixels[y * stride + x] = line[y] }
        }
    }

    /// Radii of three successive box blurs whose combination has standard deviation `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (4 * Double(lower) + 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }
    }

    /// One box blur of `radius` along a line, with zeros beyond its ends.
    private static func boxBlur(_ line: inout [UInt8], _ scratch: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0 else { return }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            if i + radius < count { sum += Int(line[i + radius]) }
            if i - radius - 1 >= 0 { sum -= Int(line[i - radius - 1]) }
            scratch[i] = UInt8((sum + size / 2) / size)
        }
        for i in 0..<count { line[i] = scratch[i] }
    }
}

extension GaussianBlur {
    /// A Gaussian blur of 32-bit pixels (four 8-bit channels, premultiplied), the edge pixels repeated
    /// beyond the buffer's ends (so a blurred backdrop does not darken at its edges).
    package static func blurPixels(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        let longest = max(width, height)
        // A pixel's four channels are blurred together, one vector per pixel.
        let line = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: longest)
        let scratch = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: longest)
        defer { line.deallocate(); scratch.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = load(row + x * 4) }
            for radius in boxes { clampedBoxBlur(line, scratch, count: width, radius: radius) }
            for x in 0..<width { store(line[x], row + x * 4) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = load(pixels + y * stride + x * 4) }
            for radius in boxes { clampedBoxBlur(line, scratch, count: height, radius: radius) }
            for y in 0..<height { store(line[y], pixels + y * stride + x * 4) }
        }
    }

    private static func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<Int32> {
        SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3]))
    }

    private static func store(_ value: SIMD4<Int32>, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(truncatingIfNeeded: value[0])
        p[1] = UInt8(truncatingIfNeeded: value[1])
        p[2] = UInt8(truncatingIfNeeded: value[2])
        p[3] = UInt8(truncatingIfNeeded: value[3])
    }

    /// One box blur of `radius` along a line of `count` pixels, the end pixels repeated.
    private static func clampedBoxBlur(
        _ line: UnsafeMutablePointer<SIMD4<Int32>>, _ scratch: UnsafeMutablePointer<SIMD4<Int32>>, count: Int, radius: Int
    ) {
        guard radius > 0 else { return }
        let size = Int32(2 * radius + 1)
        // Dividing by the box size is a multiplication by its 16-bit reciprocal (an integer division per
        // sample is the loop's main cost otherwise); sums stay below 255 × size, so nothing overflows.
        let reciprocal = SIMD4<Int32>(repeating: (65_536 + size / 2) / size)
        let half = SIMD4<Int32>(repeating: 32_768)
        let last = count - 1
        var sum = line[0] &* Int32(radius + 1)
        for i in 1...radius { sum &+= line[min(i, last)] }
        for i in 0..<count {
            scratch[i] = (sum &* reciprocal &+ half) &>> 16
            sum &+= line[min(i + radius + 1, last)] &- line[max(i - radius, 0)]
        }
        line.update(from: scratch, count: count)
    }
}
